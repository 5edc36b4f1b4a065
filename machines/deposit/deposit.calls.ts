/** What the deposit chart asks of the world, and the chart provided with it and its proof field. */
import { fromPromise } from 'xstate';
import type { imageUploadMachine } from '../image-upload';
import { depositMachine } from './deposit.machine';
import type { DepositMethods, DepositRecord, PaymentRequest, PaymentStarted, TransferRequest, TransferSubmitted } from './deposit.types';

export interface DepositCalls {
  loadDepositMethods(): Promise<DepositMethods>;
  depositByLaunchUrl(request: PaymentRequest): Promise<PaymentStarted>;
  manualTransfer(request: TransferRequest): Promise<TransferSubmitted>;
  loadDeposit(depositId: string): Promise<DepositRecord>;
  cancelDeposit(depositId: string): Promise<void>;
  /** 16 to 64 of [A-Za-z0-9_-], new each call */
  newIdempotencyKey(): string;
  /** leaves the site for the provider's checkout page */
  openCheckout(url: string): void;
  /** how often a waiting deposit is read again; the chart's DEPOSIT_POLL unless given (tests shorten it) */
  pollIntervalMs?: number;
}

/** `proofField`: the image-upload chart provided over the page's picked files. */
export function provideDeposit(calls: DepositCalls, proofField: typeof imageUploadMachine): typeof depositMachine {
  return depositMachine.provide({
    actors: {
      loadMethods: fromPromise(() => calls.loadDepositMethods()),
      createAttemptKey: fromPromise(async () => calls.newIdempotencyKey()),
      submitPayment: fromPromise<PaymentStarted, PaymentRequest>(({ input }) => calls.depositByLaunchUrl(input)),
      submitTransfer: fromPromise<TransferSubmitted, TransferRequest>(({ input }) => calls.manualTransfer(input)),
      loadDeposit: fromPromise<DepositRecord, { depositId: string }>(({ input }) => calls.loadDeposit(input.depositId)),
      cancelDeposit: fromPromise<void, { depositId: string }>(({ input }) => calls.cancelDeposit(input.depositId)),
      imageUpload: proofField,
    },
    actions: {
      openCheckout: (_, { url }) => calls.openCheckout(url),
    },
    ...(calls.pollIntervalMs === undefined ? {} : { delays: { DEPOSIT_POLL: calls.pollIntervalMs } }),
  });
}
