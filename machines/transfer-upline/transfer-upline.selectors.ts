/** View model of the "transfer to upline" page. */
import type { SnapshotFrom } from 'xstate';
import type { transferUplineMachine } from './transfer-upline.machine';
import { sameUplineAttempt } from './transfer-upline.rules';
import type { TransferUplineStatusView, TransferUplineView } from './transfer-upline.types';

export type TransferUplineSnapshot = SnapshotFrom<typeof transferUplineMachine>;

function statusOf(snapshot: TransferUplineSnapshot): TransferUplineStatusView {
  if (snapshot.matches('confirming')) return 'confirming';
  if (snapshot.matches('done')) return 'done';
  if (snapshot.hasTag('busy')) return 'submitting';
  return 'form';
}

export function selectTransferUplineView(snapshot: TransferUplineSnapshot): TransferUplineView {
  const { context } = snapshot;
  return {
    status: statusOf(snapshot),
    values: context.values,
    fieldErrors: context.fieldErrors,
    errorCode: context.errorCode,
    attemptsLeft: context.attemptsLeft,
    confirmAmount: context.values.amount.trim(),
    result: context.result,
    canSubmit: snapshot.can({ type: 'form.submit' }),
    retriesAttempt: snapshot.matches('editing') && sameUplineAttempt(context),
  };
}
