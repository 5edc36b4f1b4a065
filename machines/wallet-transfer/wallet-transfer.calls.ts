/** What the wallet-transfer chart asks of the world, and the chart provided with it. */
import { fromPromise } from 'xstate';
import { walletTransferMachine } from './wallet-transfer.machine';
import type { RecallRequest, RecallResult, TransferRequest, WalletList } from './wallet-transfer.types';

export interface WalletTransferCalls {
  loadWallets(): Promise<WalletList>;
  walletTransfer(request: TransferRequest): Promise<WalletList>;
  recallAll(request: RecallRequest): Promise<RecallResult>;
  /** 16 to 64 of [A-Za-z0-9_-], new each call */
  newIdempotencyKey(): string;
}

export function provideWalletTransfer(calls: WalletTransferCalls): typeof walletTransferMachine {
  return walletTransferMachine.provide({
    actors: {
      loadWallets: fromPromise(() => calls.loadWallets()),
      createAttemptKey: fromPromise(async () => calls.newIdempotencyKey()),
      submitTransfer: fromPromise<WalletList, TransferRequest>(({ input }) => calls.walletTransfer(input)),
      recallAll: fromPromise<RecallResult, RecallRequest>(({ input }) => calls.recallAll(input)),
    },
  });
}
