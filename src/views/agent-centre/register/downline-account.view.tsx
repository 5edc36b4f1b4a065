/**
 * The register centre's "create a downline" part: runs the `downlineAccount` chart (a child of the
 * root, for as long as the part shows) and renders its form, or the account opened.
 */
import { shallowEqual, useSelector } from '../../../lib/use-selector';
import { Trans, useLingui } from '@lingui/react/macro';
import { selectDownlineAccountView } from '../../../../machines/downline-account';
import { useAgentCentreEdge } from '../../../app/agent-centre.edge';
import { useChartActor } from '../../../app/chart-actor';
import { DownlineAccountForm } from './downline-account-form';
import { registerMessage } from './register.messages';
import { PageState } from '../../common/page-state';

export function DownlineAccountView() {
  const { i18n } = useLingui();
  const edge = useAgentCentreEdge().register;
  const actor = useChartActor(edge.downlineAccount);
  const view = useSelector(actor, selectDownlineAccountView, shallowEqual);

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
  if (view.status === 'done' && view.result) {
    const { username } = view.result;
    return (
      <section className="register__created" aria-labelledby="downline-account-done-title" data-testid="downline-account-result">
        <h4 id="downline-account-done-title">
          <Trans>Downline created</Trans>
        </h4>
        <p role="status">
          {view.result.type === 'agent' ? (
            <Trans>The agent account {username} was opened under you.</Trans>
          ) : (
            <Trans>The member account {username} was opened under you.</Trans>
          )}
        </p>
        <button type="button" className="button button--secondary" onClick={() => actor.send({ type: 'account.new' })}>
          <Trans>Create another</Trans>
        </button>
      </section>
    );
  }
  return (
    <div className="register" data-testid="downline-account">
      <DownlineAccountForm view={view} send={actor.send} />
    </div>
  );
}
