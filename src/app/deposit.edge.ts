/**
 * The deposit page at the edge: its chart (machines/deposit) provided with the gateway's calls, a
 * fresh idempotency key per attempt, the browser's way to the provider's checkout page and the
 * header's balance signal, and its proof field (machines/image-upload) with the picked files' bytes.
 *
 * The chart holds no File: the page registers each picked File here under a key (`pickFiles`) and
 * sends the child only the keys, names and sizes; the proof field reads and uploads by key.
 * The member centre's edge exposes this one (member-centre.edge.ts), so views and tests reach it
 * the same way as the centre's chart.
 */
import { fromPromise } from 'xstate';
import { createImageUploadField } from './image-upload-field.edge';
import { depositMachine } from '../../machines/deposit';
import type { DepositMethods, DepositRecord, PaymentRequest, PaymentStarted, TransferRequest, TransferSubmitted } from '../../machines/deposit';
import type { PickedFile } from '../../machines/image-upload';
import { cancelDeposit, depositByLaunchUrl, loadDeposit, loadDepositMethods, manualTransfer } from '../api/deposit.api';
import { uploadImage } from '../api/upload.api';
import { randomIdempotencyKey } from './idempotency-key';
import { useMemberCentrePageEdge } from './member-centre.edge';

/** What the deposit page needs from the gateway and the browser. */
export interface DepositEnvironment {
  loadDepositMethods(): Promise<DepositMethods>;
  depositByLaunchUrl(request: PaymentRequest): Promise<PaymentStarted>;
  manualTransfer(request: TransferRequest): Promise<TransferSubmitted>;
  loadDeposit(depositId: string): Promise<DepositRecord>;
  cancelDeposit(depositId: string): Promise<void>;
  uploadImage(bytes: Blob, kind: 'png' | 'jpeg'): Promise<{ imageId: string }>;
  /** 16 to 64 of [A-Za-z0-9_-], new each call */
  newIdempotencyKey(): string;
  /** leaves the site for the provider's checkout page */
  openCheckout(url: string): void;
  /** how often a waiting deposit is read again; the chart's DEPOSIT_POLL unless given (tests shorten it) */
  pollIntervalMs?: number;
}

/** The page's chart and the registry of its picked files. */
export interface DepositPage {
  logic: typeof depositMachine;
  /** keeps the Files for the proof field and answers what the child is told about them */
  pickFiles(files: readonly File[]): PickedFile[];
}

export function createDepositEdge(env: DepositEnvironment) {
  return {
    env,
    /** one page's chart, with its own registry of picked files (gone with the page) */
    page: (): DepositPage => {
      const proof = createImageUploadField((bytes, kind) => env.uploadImage(bytes, kind));
      const logic = depositMachine.provide({
        actors: {
          loadMethods: fromPromise(() => env.loadDepositMethods()),
          createAttemptKey: fromPromise(async () => env.newIdempotencyKey()),
          submitPayment: fromPromise<PaymentStarted, PaymentRequest>(({ input }) => env.depositByLaunchUrl(input)),
          submitTransfer: fromPromise<TransferSubmitted, TransferRequest>(({ input }) => env.manualTransfer(input)),
          loadDeposit: fromPromise<DepositRecord, { depositId: string }>(({ input }) => env.loadDeposit(input.depositId)),
          cancelDeposit: fromPromise<void, { depositId: string }>(({ input }) => env.cancelDeposit(input.depositId)),
          imageUpload: proof.logic,
        },
        actions: {
          openCheckout: (_, { url }) => env.openCheckout(url),
        },
        ...(env.pollIntervalMs === undefined ? {} : { delays: { DEPOSIT_POLL: env.pollIntervalMs } }),
      });
      return {
        logic,
        pickFiles: proof.pickFiles,
      };
    },
  };
}

export type DepositEdge = ReturnType<typeof createDepositEdge>;

export const browserDepositEdge: DepositEdge = createDepositEdge({
  loadDepositMethods,
  depositByLaunchUrl,
  manualTransfer,
  loadDeposit,
  cancelDeposit,
  uploadImage,
  newIdempotencyKey: randomIdempotencyKey,
  openCheckout: (url) => window.location.assign(url),
});

/** The page's edge: a test's, through the member centre's edge, else the browser's. */
export function useDepositEdge(): DepositEdge {
  return useMemberCentrePageEdge('deposit', browserDepositEdge);
}
