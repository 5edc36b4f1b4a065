/**
 * The "transfer to upline" page's container: runs the `transferUpline` chart (a child of the root,
 * for as long as the page shows), made by the page's edge, and renders the form, its
 * confirmation, or the result the platform words as `transfer_upline_msg`.
 */
import { shallowEqual, useSelector } from '../../../lib/use-selector';
import { Trans } from '@lingui/react/macro';
import { selectTransferUplineView } from '../../../../machines/transfer-upline';
import { useChartActor } from '../../../app/chart-actor';
import { useTransferUplineEdge } from '../../../app/transfer-upline.edge';
import { moneyText } from '../../centre/money';
import { TransferUplineForm } from './transfer-upline-form';
import './transfer-upline.css';

export function TransferUplineView() {
  const edge = useTransferUplineEdge();
  const actor = useChartActor(edge.logic);
  const view = useSelector(actor, selectTransferUplineView, shallowEqual);

  if (view.status === 'done' && view.result) {
    const { account, upline } = view.result;
    const amount = moneyText('', view.result.amount);
    const balance = moneyText('', view.result.mainBalance);
    return (
      <section className="upline-result" aria-labelledby="upline-result-title" data-testid="upline-result">
        <h4 id="upline-result-title">
          <Trans>Transfer successful</Trans>
        </h4>
        <p role="status" data-testid="upline-result-text">
          <Trans>
            The transfer is successful: {account} transferred {amount} to upline {upline}.
          </Trans>
        </p>
        <p className="upline__hint">
          <Trans>Main wallet balance: {balance}</Trans>
        </p>
        <button type="button" className="button button--secondary" onClick={() => actor.send({ type: 'transfer.new' })}>
          <Trans>New transfer</Trans>
        </button>
      </section>
    );
  }
  return (
    <TransferUplineForm
      view={view}
      onFieldChange={(field, value) => actor.send({ type: 'field.change', field, value })}
      onSubmit={() => actor.send({ type: 'form.submit' })}
      onConfirm={() => actor.send({ type: 'confirm.accept' })}
      onBack={() => actor.send({ type: 'confirm.back' })}
    />
  );
}
