/** What a transfer to or from a downline asks of the world, and the chart provided with it. */
import { fromPromise } from 'xstate';
import { downlineTransferMachine } from './downline-transfer.machine';
import type { DownlineTransferRequest, DownlineTransferResult } from './downline-transfer.types';

export interface DownlineTransferCalls {
  /** the sealed call; a retry of an attempt repeats its idempotency key */
  downlineTransfer(request: DownlineTransferRequest): Promise<DownlineTransferResult>;
  /** 16 to 64 of [A-Za-z0-9_-], new each call */
  newIdempotencyKey(): string;
}

export function provideDownlineTransfer(calls: DownlineTransferCalls): typeof downlineTransferMachine {
  return downlineTransferMachine.provide({
    actors: {
      createAttemptKey: fromPromise(async () => calls.newIdempotencyKey()),
      submitTransfer: fromPromise<DownlineTransferResult, DownlineTransferRequest>(({ input }) => calls.downlineTransfer(input)),
    },
  });
}
