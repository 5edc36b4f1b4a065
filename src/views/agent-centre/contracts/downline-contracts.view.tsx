/**
 * "Manage my downlines' contracts" of one kind (`downlineContracts` chart): the contracts the agent
 * gave, each with its downline, product, state and terms, withdraw on a pending offer and terminate
 * on a contract in force; "Offer a contract" opens the form.
 */
import { shallowEqual, useSelector } from '../../../lib/use-selector';
import { Trans, useLingui } from '@lingui/react/macro';
import { selectDownlineContractsView } from '../../../../machines/downline-contracts';
import type { ContractKind } from '../../../../machines/downline-contracts';
import { useAgentCentreEdge } from '../../../app/agent-centre.edge';
import { useChartActor } from '../../../app/chart-actor';
import { ContractTerms } from './contract-terms';
import { contractMessage, contractProductNames, stateNames } from './contracts.messages';
import { OfferForm } from './offer-form';
import './contracts.css';

export function DownlineContractsView({ kind }: { kind: ContractKind }) {
  const { t, i18n } = useLingui();
  const edge = useAgentCentreEdge();
  const actor = useChartActor(edge.contracts.downlineContracts, { input: { kind } });
  const view = useSelector(actor, selectDownlineContractsView, shallowEqual);
  const busy = view.status === 'loading' || view.status === 'updating';
  const notices = {
    offered: t`The offer was sent. It shows here until your downline answers.`,
    withdrawn: t`The offer was withdrawn.`,
    endRequested: t`Your downline was asked to confirm the end of the contract.`,
  };

  return (
    <section className="contracts" aria-labelledby="downline-contracts-title" data-testid="downline-contracts" aria-busy={busy}>
      <h4 id="downline-contracts-title">
        <Trans>My downlines' contracts</Trans>
      </h4>
      {view.status === 'failed' ? (
        <div className="form__error" role="alert">
          <p>{i18n._(contractMessage(view.errorCode ?? 'network.error'))}</p>
          <button type="button" className="button" onClick={() => actor.send({ type: 'retry' })}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : null}
      {view.notice ? <p role="status">{notices[view.notice]}</p> : null}
      {view.status === 'ready' && view.errorCode ? (
        <p className="form__error" role="alert">
          {i18n._(contractMessage(view.errorCode))}
        </p>
      ) : null}
      {view.status === 'composing' || view.status === 'submitting' ? (
        <OfferForm view={view} send={actor.send} />
      ) : view.status === 'ready' ? (
        <div className="contract__actions">
          <button type="button" className="button" onClick={() => actor.send({ type: 'offer.open' })} disabled={view.candidates.length === 0}>
            <Trans>Offer a contract</Trans>
          </button>
          {view.candidates.length === 0 ? (
            <p>
              <Trans>None of your direct downlines is an agent yet: promote one in team management to offer it a contract.</Trans>
            </p>
          ) : null}
        </div>
      ) : null}
      {view.contracts.map((contract) => (
        <article
          key={contract.id}
          className="contract"
          data-testid={`downline-contract-${contract.id}`}
          aria-labelledby={`downline-contract-${contract.id}`}
        >
          <h5 id={`downline-contract-${contract.id}`}>
            {contract.receiverName ?? contract.receiverId} · {i18n._(contractProductNames[contract.product] ?? contractProductNames.CONS)}
          </h5>
          <p className="contract__state">{i18n._(stateNames[contract.state])}</p>
          <ContractTerms kind={kind} terms={contract.proposedTerms ?? contract.terms} caption={t`The terms`} />
          <div className="contract__actions">
            {contract.state === 'offered' || contract.state === 'changeOffered' ? (
              <button
                type="button"
                className="button button--secondary"
                disabled={view.status !== 'ready'}
                onClick={() => actor.send({ type: 'contract.withdraw', contractId: contract.id })}
              >
                <Trans>Withdraw the offer</Trans>
              </button>
            ) : null}
            {contract.state === 'active' ? (
              <button
                type="button"
                className="button button--secondary"
                disabled={view.status !== 'ready'}
                onClick={() => actor.send({ type: 'contract.end', contractId: contract.id })}
              >
                <Trans>Terminate</Trans>
              </button>
            ) : null}
          </div>
        </article>
      ))}
      {view.status === 'ready' && view.contracts.length === 0 ? (
        <p>
          <Trans>You have not offered a contract of this kind yet.</Trans>
        </p>
      ) : null}
    </section>
  );
}
