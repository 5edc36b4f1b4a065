/**
 * The member's wallets (presentational): the total, then each wallet with its balance; a game
 * wallet with an open game says so, since no money moves in or out of it until the game closes.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { WalletEntry } from '../../../../machines/wallet-transfer';
import { moneyText } from '../../centre/money';
import { walletLabel } from './wallet-names';

export interface WalletListProps {
  wallets: readonly WalletEntry[];
  sumBalance: number;
  currencySymbol: string;
}

export function WalletList({ wallets, sumBalance, currencySymbol }: WalletListProps) {
  const { i18n } = useLingui();
  const total = moneyText(currencySymbol, sumBalance);
  return (
    <section className="wallets" aria-labelledby="wallets-title" data-testid="wallet-list">
      <div className="wallets__title">
        <h4 id="wallets-title">
          <Trans>My wallets</Trans>
        </h4>
        <p className="wallets__total" data-testid="wallet-total">
          <Trans>Total {total}</Trans>
        </p>
      </div>
      <ul className="wallets__list">
        {wallets.map((wallet) => (
          <li key={wallet.id} className="wallets__item" data-locked={wallet.locked || undefined} data-testid={`wallet-${wallet.id}`}>
            <span className="wallets__name">{walletLabel(i18n, wallet)}</span>
            <span className="wallets__balance">{moneyText(currencySymbol, wallet.balance)}</span>
            {wallet.locked ? (
              <span className="wallets__badge">
                <Trans>Game open</Trans>
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
