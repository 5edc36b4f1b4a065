/**
 * The withdraw page at the edge: its chart (machines/withdraw) provided with the gateway's calls, a
 * fresh idempotency key per attempt and the header's balance signal, and the withdrawal
 * confirmation (machines/withdrawal-confirmation) with its proof field (machines/image-upload) and
 * the picked files' bytes.
 *
 * The charts hold no File: the page registers each picked File here under a key (`pickFiles`) and
 * sends the proof field only the keys, names and sizes; the field reads and uploads by key.
 * The member centre's edge exposes this one (member-centre.edge.ts), as it does the deposit page's.
 */
import { fromPromise } from 'xstate';
import { createImageUploadField } from './image-upload-field.edge';
import type { PickedFile } from '../../machines/image-upload';
import { withdrawMachine } from '../../machines/withdraw';
import type { WithdrawalRecord, WithdrawCharges, WithdrawPageData, WithdrawRequest } from '../../machines/withdraw';
import { withdrawalConfirmationMachine } from '../../machines/withdrawal-confirmation';
import type { ConfirmationAnswer } from '../../machines/withdrawal-confirmation';
import { uploadImage } from '../api/upload.api';
import { loadPaymentConfirmations, loadWithdrawCharges, loadWithdrawPage, sendConfirmationAnswer, submitWithdraw } from '../api/withdraw.api';
import { randomIdempotencyKey } from './idempotency-key';
import { useMemberCentrePageEdge } from './member-centre.edge';

/** What the withdraw page needs from the gateway and the browser. */
export interface WithdrawEnvironment {
  loadWithdrawPage(): Promise<WithdrawPageData>;
  loadWithdrawCharges(amount: string): Promise<WithdrawCharges>;
  submitWithdraw(request: WithdrawRequest): Promise<WithdrawalRecord>;
  loadPaymentConfirmations(): Promise<WithdrawalRecord[]>;
  sendConfirmationAnswer(answer: ConfirmationAnswer): Promise<WithdrawalRecord>;
  uploadImage(bytes: Blob, kind: 'png' | 'jpeg'): Promise<{ imageId: string }>;
  /** 16 to 64 of [A-Za-z0-9_-], new each call */
  newIdempotencyKey(): string;
  /** the quiet typing before the fee is asked for; the chart's FEE_DEBOUNCE unless given (tests shorten it) */
  feeDebounceMs?: number;
}

/** The page's two charts and the registry of its picked files. */
export interface WithdrawPage {
  withdraw: typeof withdrawMachine;
  confirmation: typeof withdrawalConfirmationMachine;
  /** keeps the Files for the proof field and answers what the field is told about them */
  pickFiles(files: readonly File[]): PickedFile[];
}

export function createWithdrawEdge(env: WithdrawEnvironment) {
  return {
    env,
    /** one page's charts, with its own registry of picked files (gone with the page) */
    page: (): WithdrawPage => {
      const proof = createImageUploadField((bytes, kind) => env.uploadImage(bytes, kind));
      return {
        withdraw: withdrawMachine.provide({
          actors: {
            loadPage: fromPromise(() => env.loadWithdrawPage()),
            loadCharges: fromPromise<WithdrawCharges, { amount: string }>(({ input }) => env.loadWithdrawCharges(input.amount)),
            createAttemptKey: fromPromise(async () => env.newIdempotencyKey()),
            submitWithdraw: fromPromise<WithdrawalRecord, WithdrawRequest>(({ input }) => env.submitWithdraw(input)),
          },
          ...(env.feeDebounceMs === undefined ? {} : { delays: { FEE_DEBOUNCE: env.feeDebounceMs } }),
        }),
        confirmation: withdrawalConfirmationMachine.provide({
          actors: {
            loadConfirmations: fromPromise(() => env.loadPaymentConfirmations()),
            sendAnswer: fromPromise<WithdrawalRecord, ConfirmationAnswer>(({ input }) => env.sendConfirmationAnswer(input)),
            imageUpload: proof.logic,
          },
        }),
        pickFiles: proof.pickFiles,
      };
    },
  };
}

export type WithdrawEdge = ReturnType<typeof createWithdrawEdge>;

export const browserWithdrawEdge: WithdrawEdge = createWithdrawEdge({
  loadWithdrawPage,
  loadWithdrawCharges,
  submitWithdraw,
  loadPaymentConfirmations,
  sendConfirmationAnswer,
  uploadImage,
  newIdempotencyKey: randomIdempotencyKey,
});

/** The page's edge: a test's, through the member centre's edge, else the browser's. */
export function useWithdrawEdge(): WithdrawEdge {
  return useMemberCentrePageEdge('withdraw', browserWithdrawEdge);
}
