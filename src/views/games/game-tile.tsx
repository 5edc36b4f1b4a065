/** A game of a list: icon, name, vendor, minimum bet, hot badge, the heart; the icon and name launch it. */
import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { formatMinorUnits } from '../../../machines/account-balance';
import type { GameSummary } from '../../../machines/game-list';
import { GameIcon } from './game-icon';

export interface GameTileProps {
  game: GameSummary;
  vendorName: string;
  onLaunch: (game: GameSummary) => void;
  /** the heart (a favourite toggle), when the page offers one */
  favourite?: ReactNode;
}

export function GameTile({ game, vendorName, onLaunch, favourite }: GameTileProps) {
  const nameId = `game-${game.nodeId}-name`;
  const minBet = formatMinorUnits(Math.round(game.minBet * 100));
  return (
    <article className="game-tile" aria-labelledby={nameId} data-testid="game-tile">
      <button type="button" className="game-tile__launch" onClick={() => onLaunch(game)} disabled={game.maintenance}>
        <GameIcon className="game-tile__icon" src={game.iconUrl} fallback={game.defaultIcon} />
        <span className="game-tile__name" id={nameId}>
          {game.gameName}
        </span>
      </button>
      <div className="game-tile__badges">
        {game.isHot && (
          <span className="game-badge game-badge--hot">
            <Trans>Hot</Trans>
          </span>
        )}
        {game.maintenance && (
          <span className="game-badge">
            <Trans>Under maintenance</Trans>
          </span>
        )}
      </div>
      <p className="game-tile__meta">
        <span className="game-tile__vendor">{vendorName}</span>
        <span>
          <Trans>Min. bet {minBet}</Trans>
        </span>
      </p>
      {favourite}
    </article>
  );
}
