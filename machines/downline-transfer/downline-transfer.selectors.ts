/** View model of a transfer to or from a downline. */
import type { SnapshotFrom } from 'xstate';
import { sameTransferAttempt } from '../shared/payment-transfer';
import type { downlineTransferMachine } from './downline-transfer.machine';
import type { DownlineTransferStatusView, DownlineTransferView } from './downline-transfer.types';

export type DownlineTransferSnapshot = SnapshotFrom<typeof downlineTransferMachine>;

function statusOf(snapshot: DownlineTransferSnapshot): DownlineTransferStatusView {
  if (snapshot.matches('confirming')) return 'confirming';
  if (snapshot.matches('done')) return 'done';
  if (snapshot.hasTag('busy')) return 'submitting';
  return 'form';
}

export function selectDownlineTransferView(snapshot: DownlineTransferSnapshot): DownlineTransferView {
  const { context } = snapshot;
  return {
    status: statusOf(snapshot),
    direction: context.direction,
    values: context.values,
    fieldErrors: context.fieldErrors,
    errorCode: context.errorCode,
    attemptsLeft: context.attemptsLeft,
    confirmAmount: context.values.amount.trim(),
    result: context.result,
    canSubmit: snapshot.can({ type: 'form.submit' }),
    retriesAttempt: snapshot.matches('editing') && sameTransferAttempt(context),
  };
}
