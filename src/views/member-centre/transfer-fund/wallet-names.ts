/** How the page names a wallet: the main wallet in the member's language, a game wallet by its vendor. */
import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import { MAIN_WALLET } from '../../../../machines/wallet-transfer';
import type { WalletEntry, WalletId } from '../../../../machines/wallet-transfer';

const mainWallet = msg`Main wallet`;

/** The vendor's name, else its code (`vendor:SPB` -> `SPB`). */
export function walletLabel(i18n: I18n, wallet: Pick<WalletEntry, 'id' | 'name'>): string {
  if (wallet.id === MAIN_WALLET) return i18n._(mainWallet);
  return wallet.name ?? wallet.id.replace(/^vendor:/, '');
}

/** A wallet named only by its id (a recall's skipped wallets), with the list's names where known. */
export function walletLabelOf(i18n: I18n, id: WalletId, wallets: readonly WalletEntry[]): string {
  return walletLabel(i18n, wallets.find((wallet) => wallet.id === id) ?? { id, name: null });
}
