/**
 * Team management's panel for one downline: renders the `downlineActions` chart's menu (what this
 * member may be given), the promotion's confirmation and result, and the rebates or transfer chart
 * it runs. The team management page owns the chart and opens the panel from a row.
 */
import type { ActorRefFrom } from 'xstate';
import { shallowEqual, useSelector } from '../../../lib/use-selector';
import { Trans, useLingui } from '@lingui/react/macro';
import { selectDownlineActionsView, selectDownlineRebatesRef, selectDownlineTransferRef } from '../../../../machines/downline-actions';
import type { downlineActionsMachine } from '../../../../machines/downline-actions';
import { registerMessage } from '../register/register.messages';
import { DownlineRebatesView } from './downline-rebates.view';
import { DownlineTransferView } from './downline-transfer.view';
import '../register/register.css';
import './downline-actions.css';

export function DownlineActionsView({ actor }: { actor: ActorRefFrom<typeof downlineActionsMachine> }) {
  const { i18n, t } = useLingui();
  const view = useSelector(actor, selectDownlineActionsView, shallowEqual);
  const rebates = useSelector(actor, selectDownlineRebatesRef);
  const transfer = useSelector(actor, selectDownlineTransferRef);
  if (!view.downline) return null;
  const name = view.downline.customerName;
  const back =
    view.status === 'menu' ? null : (
      <button type="button" className="button button--secondary" onClick={() => actor.send({ type: 'action.back' })}>
        <Trans>Other actions</Trans>
      </button>
    );

  return (
    <section className="downline-actions" aria-labelledby="downline-actions-title" data-testid="downline-actions">
      <div className="register__heading">
        <h4 id="downline-actions-title">
          <Trans>Actions for {name}</Trans>
        </h4>
        <div className="register__actions">
          {back}
          <button type="button" className="button button--secondary" onClick={() => actor.send({ type: 'panel.close' })}>
            <Trans>Close</Trans>
          </button>
        </div>
      </div>
      {view.status === 'menu' ? (
        <div className="register__actions" role="group" aria-label={t`What to do`}>
          {view.canSetRebates ? (
            <button type="button" className="button" onClick={() => actor.send({ type: 'rebates.open' })}>
              <Trans>Set rebates</Trans>
            </button>
          ) : null}
          {view.canPromote ? (
            <button type="button" className="button" onClick={() => actor.send({ type: 'promotion.open' })}>
              <Trans>Promote to agent</Trans>
            </button>
          ) : null}
          <button type="button" className="button" onClick={() => actor.send({ type: 'transfer.open', direction: 'toDownline' })}>
            <Trans>Transfer credit</Trans>
          </button>
          <button type="button" className="button" onClick={() => actor.send({ type: 'transfer.open', direction: 'fromDownline' })}>
            <Trans>Collect from downline</Trans>
          </button>
        </div>
      ) : null}
      {view.status === 'menu' && !view.canSetRebates ? (
        <p className="register__hint">
          <Trans>Rates and promotions are set on your direct downlines only.</Trans>
        </p>
      ) : null}
      {view.status === 'rebates' && rebates ? <DownlineRebatesView actor={rebates} name={name} /> : null}
      {view.status === 'transfer' && transfer ? <DownlineTransferView key={view.direction} actor={transfer} name={name} /> : null}
      {view.status === 'confirmingPromotion' || view.status === 'promoting' ? (
        <div className="register__confirm" role="group" aria-labelledby="downline-promotion-question" data-testid="downline-promotion-confirm">
          <p id="downline-promotion-question">
            <Trans>Promote {name} to agent? An agent can open its own downlines and cannot become a player again.</Trans>
          </p>
          {view.errorCode ? (
            <p className="form__error" role="alert">
              {i18n._(registerMessage(view.errorCode))}
            </p>
          ) : null}
          <div className="register__actions">
            <button
              type="button"
              className="button"
              disabled={view.status === 'promoting'}
              aria-busy={view.status === 'promoting'}
              onClick={() => actor.send({ type: 'promotion.confirm' })}
            >
              <Trans>Yes, promote</Trans>
            </button>
          </div>
        </div>
      ) : null}
      {view.status === 'promoted' ? (
        <p role="status" data-testid="downline-promoted">
          <Trans>{name} is an agent now.</Trans>
        </p>
      ) : null}
    </section>
  );
}
