/** The vendor cards of a games page (sports, esports, e-lottery, live casino, cockfight): a click launches. */
import { Plural, Trans } from '@lingui/react/macro';
import type { VendorCard } from '../../app/games.edge';
import { GameIcon } from './game-icon';

export interface VendorCardsProps {
  cards: readonly VendorCard[];
  /** the icon shown when a vendor's logo does not load */
  fallbackIcon: string;
  onLaunch: (card: VendorCard) => void;
}

export function VendorCards({ cards, fallbackIcon, onLaunch }: VendorCardsProps) {
  return (
    <ul className="vendor-grid" data-testid="vendor-cards">
      {cards.map((card) => {
        const count = card.gameCount;
        return (
          <li key={card.vassalage}>
            <button type="button" className="vendor-card" onClick={() => onLaunch(card)} disabled={card.maintenance}>
              <GameIcon className="vendor-card__logo" src={card.smallIcon || fallbackIcon} fallback={fallbackIcon} />
              <span className="vendor-card__name">{card.displayName}</span>
              <span className="vendor-card__meta">
                {card.isHot === 1 && (
                  <span className="game-badge game-badge--hot">
                    <Trans>Hot</Trans>
                  </span>
                )}
                {card.maintenance ? (
                  <span className="game-badge">
                    <Trans>Under maintenance</Trans>
                  </span>
                ) : (
                  <span>
                    <Plural value={count} one="# game" other="# games" />
                  </span>
                )}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
