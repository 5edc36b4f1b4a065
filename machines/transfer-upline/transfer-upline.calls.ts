/** What the transfer-upline chart asks of the world, and the chart provided with it. */
import { fromPromise } from 'xstate';
import { transferUplineMachine } from './transfer-upline.machine';
import type { UplineTransferRequest, UplineTransferResult } from './transfer-upline.types';

export interface TransferUplineCalls {
  /** the sealed transfer call */
  transferUpline(request: UplineTransferRequest): Promise<UplineTransferResult>;
  /** 16 to 64 of [A-Za-z0-9_-], new each call */
  newIdempotencyKey(): string;
}

export function provideTransferUpline(calls: TransferUplineCalls): typeof transferUplineMachine {
  return transferUplineMachine.provide({
    actors: {
      createAttemptKey: fromPromise(async () => calls.newIdempotencyKey()),
      submitTransfer: fromPromise<UplineTransferResult, UplineTransferRequest>(({ input }) => calls.transferUpline(input)),
    },
  });
}
