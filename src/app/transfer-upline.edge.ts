/**
 * The "transfer to upline" page at the edge: its chart (machines/transfer-upline) provided with the
 * sealed gateway call, a fresh idempotency key per attempt and the header's balance signal. The
 * member centre's edge exposes this one (member-centre.edge.ts).
 */
import { fromPromise } from 'xstate';
import { transferUplineMachine } from '../../machines/transfer-upline';
import type { UplineTransferRequest, UplineTransferResult } from '../../machines/transfer-upline';
import { transferUpline } from '../api/transfer.api';
import { randomIdempotencyKey } from './idempotency-key';
import { useMemberCentrePageEdge } from './member-centre.edge';

export interface TransferUplineEnvironment {
  transferUpline(request: UplineTransferRequest): Promise<UplineTransferResult>;
  /** 16 to 64 of [A-Za-z0-9_-], new each call */
  newIdempotencyKey(): string;
}

export function createTransferUplineEdge(env: TransferUplineEnvironment) {
  return {
    env,
    logic: transferUplineMachine.provide({
      actors: {
        createAttemptKey: fromPromise(async () => env.newIdempotencyKey()),
        submitTransfer: fromPromise<UplineTransferResult, UplineTransferRequest>(({ input }) => env.transferUpline(input)),
      },
    }),
  };
}

export type TransferUplineEdge = ReturnType<typeof createTransferUplineEdge>;

export const browserTransferUplineEdge: TransferUplineEdge = createTransferUplineEdge({
  transferUpline,
  newIdempotencyKey: randomIdempotencyKey,
});

/** The page's edge: a test's, through the member centre's edge, else the browser's. */
export function useTransferUplineEdge(): TransferUplineEdge {
  return useMemberCentrePageEdge('transferUpline', browserTransferUplineEdge);
}
