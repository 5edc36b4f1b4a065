/** The "my wallet" page at the edge: its chart over the gateway's calls and a fresh idempotency key per attempt. */
import { provideWalletTransfer } from '../../machines/wallet-transfer';
import type { WalletTransferCalls } from '../../machines/wallet-transfer';
import { loadWallets, recallAll, walletTransfer } from '../api/transfer.api';
import { randomIdempotencyKey } from '../lib/idempotency-key';
import { useMemberCentrePageEdge } from './member-centre.edge';

export type WalletTransferEnvironment = WalletTransferCalls;
export const createWalletTransferEdge = (env: WalletTransferEnvironment) => ({ env, logic: provideWalletTransfer(env) });
export type WalletTransferEdge = ReturnType<typeof createWalletTransferEdge>;

const browserCalls: WalletTransferCalls = { loadWallets, walletTransfer, recallAll, newIdempotencyKey: randomIdempotencyKey };
export const browserWalletTransferEdge: WalletTransferEdge = createWalletTransferEdge(browserCalls);
export const useWalletTransferEdge = (): WalletTransferEdge => useMemberCentrePageEdge('walletTransfer', browserWalletTransferEdge);
