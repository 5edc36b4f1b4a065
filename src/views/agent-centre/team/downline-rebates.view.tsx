/**
 * Set rebates for one direct downline: renders the `downlineRebates` child of the panel's chart,
 * the member's rates per product against the most the agent may give, and saves them.
 */
import type { ActorRefFrom } from 'xstate';
import { shallowEqual, useSelector } from '../../../lib/use-selector';
import { Trans, useLingui } from '@lingui/react/macro';
import { selectDownlineRebatesView } from '../../../../machines/downline-rebates';
import type { downlineRebatesMachine } from '../../../../machines/downline-rebates';
import { RateFields } from '../register/rate-fields';
import { registerMessage } from '../register/register.messages';
import { PageState } from '../../common/page-state';

export function DownlineRebatesView({ actor, name }: { actor: ActorRefFrom<typeof downlineRebatesMachine>; name: string }) {
  const { i18n } = useLingui();
  const view = useSelector(actor, selectDownlineRebatesView, shallowEqual);

  if (view.status === 'loading')
    return (
      <PageState kind="loading">
        <Trans>Loading…</Trans>
      </PageState>
    );
  if (view.status === 'failed')
    return (
      <PageState kind="failed" onRetry={() => actor.send({ type: 'retry' })}>
        {i18n._(registerMessage(view.errorCode ?? 'network.error'))}
      </PageState>
    );
  const saving = view.status === 'saving';
  return (
    <form
      className="register__form"
      noValidate
      aria-busy={saving}
      data-testid="downline-rebates"
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'form.submit' });
      }}
    >
      <h5 className="downline-actions__title">
        <Trans>Rebate rates of {name}</Trans>
      </h5>
      <RateFields
        idPrefix="downline-rebates"
        ceilings={view.ceilings}
        rates={view.rates}
        errors={view.rateErrors}
        disabled={saving}
        onChange={(product, value) => actor.send({ type: 'rate.change', product, value })}
      />
      {view.errorCode ? (
        <p className="form__error" role="alert">
          {i18n._(registerMessage(view.errorCode))}
        </p>
      ) : null}
      {view.saved ? (
        <p role="status">
          <Trans>The rates were saved.</Trans>
        </p>
      ) : null}
      <button type="submit" className="button" disabled={saving}>
        {saving ? <Trans>Saving…</Trans> : <Trans>Save the rates</Trans>}
      </button>
    </form>
  );
}
