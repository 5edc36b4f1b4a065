/** View model of the withdrawal confirmation: the payments waiting for an answer, and the answer under way. */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { imageUploadMachine } from '../image-upload';
import type { withdrawalConfirmationMachine } from './withdrawal-confirmation.machine';
import { recordOf, remainingOf } from './withdrawal-confirmation.rules';
import type { WithdrawalConfirmationView } from './withdrawal-confirmation.types';

export type WithdrawalConfirmationSnapshot = SnapshotFrom<typeof withdrawalConfirmationMachine>;

export function selectWithdrawalConfirmationView(snapshot: WithdrawalConfirmationSnapshot): WithdrawalConfirmationView {
  const { context } = snapshot;
  const record = recordOf(context);
  const answering = snapshot.matches('answering') && context.choice !== null && record !== null;
  return {
    status: snapshot.matches('failed') ? 'failed' : snapshot.matches('loading') ? 'loading' : 'ready',
    records: context.records,
    answer: answering
      ? {
          ...context.choice!,
          record: record!,
          receivedAmount: context.receivedAmount,
          remaining: context.choice!.kind === 'partlyReceived' ? remainingOf(record!, context.receivedAmount) : null,
          fieldErrors: context.fieldErrors,
          confirming: snapshot.matches({ answering: 'confirming' }),
          submitting: snapshot.matches({ answering: 'sending' }),
        }
      : null,
    canStart: snapshot.matches('listing'),
    errorCode: context.errorCode,
    answered: context.answered,
  };
}

/** The proof image field, while an answer runs it. */
export function selectConfirmationProofRef(snapshot: WithdrawalConfirmationSnapshot): ActorRefFrom<typeof imageUploadMachine> | undefined {
  return snapshot.children.imageUpload;
}
