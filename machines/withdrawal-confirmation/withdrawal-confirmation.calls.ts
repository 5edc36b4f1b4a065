/** What the withdrawal confirmation asks of the world, and the chart provided with it and its proof field. */
import { fromPromise } from 'xstate';
import type { imageUploadMachine } from '../image-upload';
import type { WithdrawalRecord } from '../withdraw';
import { withdrawalConfirmationMachine } from './withdrawal-confirmation.machine';
import type { ConfirmationAnswer } from './withdrawal-confirmation.types';

export interface WithdrawalConfirmationCalls {
  loadPaymentConfirmations(): Promise<WithdrawalRecord[]>;
  sendConfirmationAnswer(answer: ConfirmationAnswer): Promise<WithdrawalRecord>;
}

/** `proofField`: the image-upload chart provided over the page's picked files. */
export function provideWithdrawalConfirmation(
  calls: WithdrawalConfirmationCalls,
  proofField: typeof imageUploadMachine,
): typeof withdrawalConfirmationMachine {
  return withdrawalConfirmationMachine.provide({
    actors: {
      loadConfirmations: fromPromise(() => calls.loadPaymentConfirmations()),
      sendAnswer: fromPromise<WithdrawalRecord, ConfirmationAnswer>(({ input }) => calls.sendConfirmationAnswer(input)),
      imageUpload: proofField,
    },
  });
}
