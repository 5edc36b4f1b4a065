/**
 * A transfer to a downline or a collect from it: renders the `downlineTransfer` child of the
 * panel's chart, its form and confirmation, or who moved how much.
 */
import type { ActorRefFrom } from 'xstate';
import { shallowEqual, useSelector } from '../../../lib/use-selector';
import { Trans } from '@lingui/react/macro';
import { selectDownlineTransferView } from '../../../../machines/downline-transfer';
import type { downlineTransferMachine } from '../../../../machines/downline-transfer';
import { moneyText } from '../../centre/money';
import { DownlineTransferForm } from './downline-transfer-form';

export function DownlineTransferView({ actor, name }: { actor: ActorRefFrom<typeof downlineTransferMachine>; name: string }) {
  const view = useSelector(actor, selectDownlineTransferView, shallowEqual);

  if (view.status === 'done' && view.result) {
    const { account, downline } = view.result;
    const amount = moneyText('', view.result.amount);
    const balance = moneyText('', view.result.mainBalance);
    return (
      <section className="register__created" aria-labelledby="downline-transfer-result-title" data-testid="downline-transfer-result">
        <h5 id="downline-transfer-result-title" className="downline-actions__title">
          <Trans>Transfer successful</Trans>
        </h5>
        <p role="status" data-testid="downline-transfer-result-text">
          {view.direction === 'toDownline' ? (
            <Trans>
              {account} transferred {amount} to {downline}.
            </Trans>
          ) : (
            <Trans>
              {account} collected {amount} from {downline}.
            </Trans>
          )}
        </p>
        <p className="register__hint">
          <Trans>Your main wallet balance: {balance}</Trans>
        </p>
        <button type="button" className="button button--secondary" onClick={() => actor.send({ type: 'transfer.new' })}>
          <Trans>New transfer</Trans>
        </button>
      </section>
    );
  }
  return (
    <DownlineTransferForm
      view={view}
      name={name}
      onFieldChange={(field, value) => actor.send({ type: 'field.change', field, value })}
      onSubmit={() => actor.send({ type: 'form.submit' })}
      onConfirm={() => actor.send({ type: 'confirm.accept' })}
      onBack={() => actor.send({ type: 'confirm.back' })}
    />
  );
}
