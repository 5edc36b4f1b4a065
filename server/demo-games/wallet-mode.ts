/**
 * The merchant's wallet model for games (`npm run admin -- wallet-mode single|transfer`), kept as
 * `walletMode` in merchants.settings:
 * - single (the default): one wallet; each bet debits and each win credits the main wallet;
 * - transfer: a launch moves the whole main balance into the vendor's wallet (`vendor:<code>`),
 *   bets and wins move that wallet, and exit (or the next launch) moves it back to main.
 */
import type { AccountKind } from '../wallet/ledger.service';

export type WalletMode = 'single' | 'transfer';
export const WALLET_MODES: readonly WalletMode[] = ['single', 'transfer'];

export function walletModeOf(settings: object): WalletMode {
  return (settings as { walletMode?: unknown }).walletMode === 'transfer' ? 'transfer' : 'single';
}

/** The ledger account a session's bets move. */
export const walletKindFor = (mode: WalletMode, vendor: string): AccountKind => (mode === 'transfer' ? `vendor:${vendor}` : 'main');
