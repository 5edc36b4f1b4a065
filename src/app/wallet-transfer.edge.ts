/**
 * The "my wallet" page at the edge: its chart (machines/wallet-transfer) provided with the
 * gateway's calls, a fresh idempotency key per attempt and the header's balance signal. The member
 * centre's edge exposes this one (member-centre.edge.ts), so views and tests reach it the same way.
 */
import { fromPromise } from 'xstate';
import { walletTransferMachine } from '../../machines/wallet-transfer';
import type { RecallRequest, RecallResult, TransferRequest, WalletList } from '../../machines/wallet-transfer';
import { loadWallets, recallAll, walletTransfer } from '../api/transfer.api';
import { randomIdempotencyKey } from './idempotency-key';
import { useMemberCentrePageEdge } from './member-centre.edge';

/** What the page needs from the gateway and the browser. */
export interface WalletTransferEnvironment {
  loadWallets(): Promise<WalletList>;
  walletTransfer(request: TransferRequest): Promise<WalletList>;
  recallAll(request: RecallRequest): Promise<RecallResult>;
  /** 16 to 64 of [A-Za-z0-9_-], new each call */
  newIdempotencyKey(): string;
}

export function createWalletTransferEdge(env: WalletTransferEnvironment) {
  return {
    env,
    logic: walletTransferMachine.provide({
      actors: {
        loadWallets: fromPromise(() => env.loadWallets()),
        createAttemptKey: fromPromise(async () => env.newIdempotencyKey()),
        submitTransfer: fromPromise<WalletList, TransferRequest>(({ input }) => env.walletTransfer(input)),
        recallAll: fromPromise<RecallResult, RecallRequest>(({ input }) => env.recallAll(input)),
      },
    }),
  };
}

export type WalletTransferEdge = ReturnType<typeof createWalletTransferEdge>;

export const browserWalletTransferEdge: WalletTransferEdge = createWalletTransferEdge({
  loadWallets,
  walletTransfer,
  recallAll,
  newIdempotencyKey: randomIdempotencyKey,
});

/** The page's edge: a test's, through the member centre's edge, else the browser's. */
export function useWalletTransferEdge(): WalletTransferEdge {
  return useMemberCentrePageEdge('walletTransfer', browserWalletTransferEdge);
}
