/**
 * The vendor tabs above a game list: "all" and one per vendor of the lane, named '<name> game hall'
 * on the slot-style pages (SPEC §2). The chosen vendor lives in the address (`?page=<code>`), so it
 * can be shared and the back button returns to it.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import type { VendorCard } from '../../app/games.edge';
import { VENDOR_PARAM } from './game-routes';

export interface VendorHallTabsProps {
  cards: readonly VendorCard[];
  /** the chosen vendor code; '' for all */
  chosen: string;
  /** name the tabs '<name> game hall' */
  hallNames: boolean;
}

function HallName({ name, hall }: { name: string; hall: boolean }) {
  const { t } = useLingui();
  return <>{hall ? t`${name} game hall` : name}</>;
}

export function VendorHallTabs({ cards, chosen, hallNames }: VendorHallTabsProps) {
  const { t } = useLingui();
  const tab = (code: string, label: ReactNode, hot: boolean) => (
    <li key={code || 'all'}>
      <Link
        to={{ search: code ? `?${VENDOR_PARAM}=${encodeURIComponent(code)}` : '' }}
        className={chosen === code ? 'filter-tab filter-tab--active' : 'filter-tab'}
        aria-current={chosen === code ? 'page' : undefined}
        replace
      >
        {label}
        {hot && (
          <span className="game-badge game-badge--hot game-badge--inline" aria-hidden="true">
            {t`Hot`}
          </span>
        )}
      </Link>
    </li>
  );
  return (
    <nav aria-label={hallNames ? t`Game halls` : t`Vendors`}>
      <ul className="filter-tabs" data-testid="vendor-tabs">
        {tab('', hallNames ? t`All game halls` : t`All vendors`, false)}
        {cards.map((card) => tab(card.vassalage, <HallName name={card.displayName} hall={hallNames} />, card.isHot === 1))}
      </ul>
    </nav>
  );
}
