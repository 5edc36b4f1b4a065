/**
 * The merchant's wallet model for games (`npm run admin -- wallet-mode single|transfer`), kept as
 * `walletMode` in merchants.settings:
 * - single (the default): one wallet; each bet debits and each win credits the main wallet;
 * - transfer: a launch moves the whole main balance into the vendor's wallet (`vendor:<code>`),
 *   bets and wins move that wallet, and exit (or the next launch) moves it back to main.
 * A free-play (trial) account plays in neither: its bets move its play credit, which never leaves
 * that wallet, so its sessions are always single.
 */
import type { MemberAccountKind } from '../wallet/ledger.service';

export type WalletMode = 'single' | 'transfer';
export const WALLET_MODES: readonly WalletMode[] = ['single', 'transfer'];

export function walletModeOf(settings: object): WalletMode {
  return (settings as { walletMode?: unknown }).walletMode === 'transfer' ? 'transfer' : 'single';
}

/** The ledger account a session's bets move: a trial's (accountType 0) play credit, else by the wallet mode. */
export function walletKindFor(mode: WalletMode, vendor: string, accountType: 0 | 1): MemberAccountKind {
  if (accountType === 0) return 'play_credit';
  return mode === 'transfer' ? `vendor:${vendor}` : 'main';
}
