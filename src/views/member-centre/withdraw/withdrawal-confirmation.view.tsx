/**
 * The withdrawal confirmation's container: runs the `withdrawalConfirmation` chart (a child of the
 * root, for as long as the withdraw page shows) and renders the payments waiting for an answer.
 * Nothing shows when none waits.
 */
import type { PickedFile } from '../../../../machines/image-upload';
import { shallowEqual, useSelector } from '../../../lib/use-selector';
import { useLingui } from '@lingui/react/macro';
import { selectConfirmationProofRef, selectWithdrawalConfirmationView } from '../../../../machines/withdrawal-confirmation';
import type { withdrawalConfirmationMachine } from '../../../../machines/withdrawal-confirmation';
import { useChartActor } from '../../../app/chart-actor';
import { ImageUploadView } from '../../image-upload/image-upload.view';
import { moneyText } from '../../centre/money';
import { WithdrawalConfirmationList } from './withdrawal-confirmation-list';

export interface WithdrawalConfirmationViewProps {
  logic: typeof withdrawalConfirmationMachine;
  pickFiles: (files: readonly File[]) => PickedFile[];
  currencySymbol: string;
}

export function WithdrawalConfirmationView({ logic, pickFiles, currencySymbol }: WithdrawalConfirmationViewProps) {
  const { t } = useLingui();
  const actor = useChartActor(logic);
  const view = useSelector(actor, selectWithdrawalConfirmationView, shallowEqual);
  const proof = useSelector(actor, selectConfirmationProofRef);
  return (
    <WithdrawalConfirmationList
      view={view}
      money={(amount) => moneyText(currencySymbol, amount)}
      proofField={(error) =>
        proof ? (
          <ImageUploadView
            actor={proof}
            id="withdrawal-confirmation-proof"
            label={t`Upload image`}
            error={error}
            disabled={view.answer?.submitting}
            pickFiles={pickFiles}
          />
        ) : null
      }
      onRetry={() => actor.send({ type: 'list.retry' })}
      onStart={(withdrawalId, kind) => actor.send({ type: 'answer.start', withdrawalId, kind })}
      onAmountChange={(value) => actor.send({ type: 'field.change', field: 'receivedAmount', value })}
      onSubmit={() => actor.send({ type: 'answer.submit' })}
      onConfirm={() => actor.send({ type: 'answer.confirm' })}
      onBack={() => actor.send({ type: 'answer.back' })}
      onCancel={() => actor.send({ type: 'answer.cancel' })}
    />
  );
}
