/**
 * The agent's own contracts (`contractOffers` chart): the offers waiting for its answer, each with
 * its terms and the answers its state takes, then the contracts in force with "ask to end". An
 * accept that releases downlines holding a higher rate first shows the platform's warning. With a
 * `kind`, only that kind's (a contract page's "my contract"); without, every kind (the agent home).
 */
import { shallowEqual, useSelector } from '../../../lib/use-selector';
import { Trans, useLingui } from '@lingui/react/macro';
import { selectContractOffersView } from '../../../../machines/contract-offers';
import type { ContractAnswer, ContractKind, OwnContract } from '../../../../machines/contract-offers';
import { useAgentCentreEdge } from '../../../app/agent-centre.edge';
import { useChartActor } from '../../../app/chart-actor';
import { ContractTerms } from './contract-terms';
import { contractMessage, contractProductNames, kindNames, stateNames } from './contracts.messages';
import './contracts.css';

/** The answers a contract's state takes, as its buttons. */
function answersOf(contract: OwnContract): ContractAnswer[] {
  if (contract.state === 'offered' || contract.state === 'changeOffered') return ['accept', 'reject'];
  if (contract.state === 'active') return ['end'];
  if (contract.state === 'terminationRequested' && contract.terminationBy === 'upline') return ['end', 'keep'];
  return [];
}

export function ContractOffersView({ kind }: { kind?: ContractKind }) {
  const { t, i18n } = useLingui();
  const edge = useAgentCentreEdge();
  const actor = useChartActor(edge.contracts.offers);
  const view = useSelector(actor, selectContractOffersView, shallowEqual);
  const mine = (contract: OwnContract) => kind === undefined || contract.kind === kind;
  const waiting = view.waiting.filter(mine);
  const inForce = view.inForce.filter(mine);
  const busy = view.status === 'answering' || view.status === 'loading';
  const buttonText: Record<ContractAnswer, string> = {
    accept: t`Accept`,
    reject: t`Reject`,
    end: t`Terminate`,
    keep: t`Keep the contract`,
  };

  const card = (contract: OwnContract) => {
    const title = `${i18n._(kindNames[contract.kind])} · ${i18n._(contractProductNames[contract.product] ?? contractProductNames.CONS)}`;
    const shown = contract.proposedTerms ?? contract.terms;
    return (
      <article key={contract.id} className="contract" aria-labelledby={`contract-${contract.id}`} data-testid={`contract-${contract.id}`}>
        <h5 id={`contract-${contract.id}`}>{title}</h5>
        <p className="contract__state">
          {i18n._(stateNames[contract.state])}
          {contract.uplineName ? (
            <>
              {' · '}
              <Trans>offered by {contract.uplineName}</Trans>
            </>
          ) : null}
        </p>
        {contract.waiting && contract.state === 'offered' ? (
          <p>
            <Trans>This contract is offered by your upline. Read the terms, then click Accept, else Reject.</Trans>
          </p>
        ) : null}
        <ContractTerms kind={contract.kind} terms={shown} caption={contract.proposedTerms ? t`The new terms` : t`The terms`} />
        <div className="contract__actions">
          {answersOf(contract).map((answer) => (
            <button
              key={answer}
              type="button"
              className={answer === 'accept' || answer === 'keep' ? 'button' : 'button button--secondary'}
              disabled={busy}
              onClick={() => actor.send({ type: 'contract.answer', contractId: contract.id, answer })}
            >
              {buttonText[answer]}
            </button>
          ))}
        </div>
      </article>
    );
  };

  return (
    <section className="contracts" aria-labelledby="own-contracts-title" data-testid="contract-offers" aria-busy={busy}>
      <h4 id="own-contracts-title">
        <Trans>My contract</Trans>
      </h4>
      {view.status === 'loading' && view.waiting.length + view.inForce.length === 0 ? (
        <p role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : null}
      {view.status === 'failed' ? (
        <div className="form__error" role="alert">
          <p>{i18n._(contractMessage(view.errorCode ?? 'network.error'))}</p>
          <button type="button" className="button" onClick={() => actor.send({ type: 'retry' })}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : null}
      {view.status !== 'failed' && view.errorCode ? (
        <p className="form__error" role="alert">
          {i18n._(contractMessage(view.errorCode))}
        </p>
      ) : null}
      {view.lastAnswer ? (
        <p role="status" className="contract__done">
          <Trans>Success</Trans>
          {view.lastAnswer.released.length ? (
            <>
              {' '}
              <Trans>{view.lastAnswer.released.length} downline contract(s) were terminated.</Trans>
            </>
          ) : null}
        </p>
      ) : null}
      {view.status === 'releaseWarning' && view.pending ? (
        <div className="contract__warning" role="alertdialog" aria-labelledby="release-warning" data-testid="release-warning">
          <p id="release-warning">
            <Trans>
              There is downline with higher rate than the new contract, if agree to proceed, will automatically terminate the contract with the
              downline.
            </Trans>
          </p>
          <div className="contract__actions">
            <button type="button" className="button" onClick={() => actor.send({ type: 'release.confirm' })}>
              <Trans>Agree and proceed</Trans>
            </button>
            <button type="button" className="button button--secondary" onClick={() => actor.send({ type: 'release.cancel' })}>
              <Trans>Cancel</Trans>
            </button>
          </div>
        </div>
      ) : null}
      {waiting.map(card)}
      {inForce.map(card)}
      {view.status === 'ready' && waiting.length + inForce.length === 0 ? (
        <p>
          <Trans>No contract yet. Your upline offers one; it shows here for your answer.</Trans>
        </p>
      ) : null}
    </section>
  );
}
