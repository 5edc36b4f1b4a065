/** Presentational winners board: recent wins with the game, the masked player name and the amount. */
import { Trans } from '@lingui/react/macro';
import type { Winner } from '../../app/banners.edge';

export interface WinnersListProps {
  winners: readonly Winner[];
  currencySymbol: string;
  formatAmount: (amount: number) => string;
}

export function WinnersList({ winners, currencySymbol, formatAmount }: WinnersListProps) {
  if (winners.length === 0) {
    return (
      <p className="winners__state" data-testid="winners-empty">
        <Trans>No wins to show yet.</Trans>
      </p>
    );
  }
  return (
    <ol className="winners__list" data-testid="winners-list">
      {winners.map((winner, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: one player may win one game twice in the list; the position tells the rows apart
        <li key={`${index}-${winner.playerName}-${winner.gameName}`} className="winners__item">
          <img className="winners__icon" src={winner.iconUrl} alt="" width={40} height={40} loading="lazy" decoding="async" />
          <span className="winners__game">{winner.gameName}</span>
          <span className="winners__player">{winner.playerName}</span>
          <span className="winners__amount">
            {currencySymbol}
            {formatAmount(winner.amount)}
          </span>
        </li>
      ))}
    </ol>
  );
}
