/**
 * Presentational bottom navigation (SPEC §2 "Header, bottom navigation"): Home, one item per game
 * type (cockfight right after slots, as the edge orders them), Promotions, Download, in a nav
 * landmark named "Games". A game type is a link to its page plus a toggle button that shows its
 * vendors (WAI-ARIA disclosure navigation): the pointer opens the dropdown on hover; on the
 * keyboard ArrowDown or Enter opens it and moves focus to the first vendor, Tab moves through the
 * vendors, Escape closes it and puts focus back on the toggle. The chart (vendorMenu) decides what
 * shows; this component only reports the pointer, focus and keys.
 */
import { useMemo, useRef } from 'react';
import type { FocusEvent, KeyboardEvent, MouseEvent, PointerEvent } from 'react';
import { NavLink } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { vendorDestination } from '../../../../machines/vendor-menu';
import type { VendorMenuView } from '../../../../machines/vendor-menu';
import { hrefOf } from '../../../app/nav.edge';
import type { NavLane, NavVendor } from '../../../app/nav.edge';
import { pointerEntered } from '../../common/pointer-entered';
import { useCurrentItemInView } from './use-current-in-view';
import { VendorDropdown } from './vendor-dropdown';

export interface NavBarCallbacks {
  /** the pointer entered the item, or focus moved into its dropdown */
  onEnter: (gameType: string) => void;
  /** the pointer or focus left the open item and its dropdown */
  onLeave: () => void;
  /** ArrowDown or Enter on the item */
  onKeyOpen: (gameType: string) => void;
  onEscape: () => void;
  onScrollLeft: () => void;
  onScrollRight: () => void;
  onChoose: (gameType: string, vassalage: string) => void;
}

export interface NavBarProps extends NavBarCallbacks {
  lanes: readonly NavLane[];
  menu: VendorMenuView;
}

/** Touch has no hover: a tap on the toggle opens the dropdown instead. */
const hovers = (event: PointerEvent) => event.pointerType !== 'touch';

const dropdownIdOf = (gameType: string) => `nav-vendors-${gameType.toLowerCase()}`;

function GameTypeItem({ lane, menu, ...on }: NavBarCallbacks & { lane: NavLane; menu: VendorMenuView }) {
  const { t } = useLingui();
  const toggle = useRef<HTMLButtonElement>(null);
  const { gameType, name } = lane;
  const open = menu.openGameType === gameType;
  // open and not already hiding: what the toggle shows as expanded
  const shown = open && !menu.closing;
  const dropdownId = dropdownIdOf(gameType);

  const details = useMemo(() => new Map(lane.vendors.map((vendor) => [vendor.vassalage, vendor])), [lane]);
  const vendors = useMemo(
    () => (open ? menu.vendors.map((vendor): NavVendor => details.get(vendor.vassalage) ?? { ...vendor, maintenance: false, logoUrl: '' }) : []),
    [open, menu.vendors, details],
  );

  const focusFirstVendor = () => document.getElementById(dropdownId)?.querySelector<HTMLElement>('a')?.focus();

  function onToggleKey(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      if (shown) on.onEscape();
      else on.onKeyOpen(gameType);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (shown) focusFirstVendor();
      else on.onKeyOpen(gameType);
    }
  }

  function onToggleClick(event: MouseEvent<HTMLButtonElement>) {
    // detail 0: the Space key (Enter is handled on keydown); a pointer click opens without moving focus
    if (shown) on.onEscape();
    else if (event.detail === 0) on.onKeyOpen(gameType);
    else on.onEnter(gameType);
  }

  function onItemKey(event: KeyboardEvent<HTMLLIElement>) {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    on.onEscape();
    toggle.current?.focus();
  }

  function onFocusIn(event: FocusEvent<HTMLLIElement>) {
    // focus back inside the dropdown keeps it open; the link and the toggle open nothing by themselves
    if (event.target instanceof Element && event.target.closest('.vendor-dropdown')) on.onEnter(gameType);
  }

  function onFocusOut(event: FocusEvent<HTMLLIElement>) {
    if (shown && !event.currentTarget.contains(event.relatedTarget as Node | null)) on.onLeave();
  }

  return (
    <li
      className="bottom-nav__item"
      data-open={shown || undefined}
      // not React's onPointerEnter, which Chrome's events after a replaced element defeat (pointer-entered.ts)
      onPointerOver={(event) => hovers(event) && pointerEntered(event) && on.onEnter(gameType)}
      onPointerLeave={(event) => hovers(event) && shown && on.onLeave()}
      onFocus={onFocusIn}
      onBlur={onFocusOut}
      onKeyDown={onItemKey}
    >
      <NavLink
        to={lane.path}
        className="bottom-nav__link"
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown') return;
          event.preventDefault();
          on.onKeyOpen(gameType);
        }}
      >
        {lane.name}
      </NavLink>
      <button
        ref={toggle}
        type="button"
        className="bottom-nav__toggle"
        aria-expanded={shown}
        aria-controls={dropdownId}
        aria-label={t`${name} providers`}
        onKeyDown={onToggleKey}
        onClick={onToggleClick}
      >
        <svg className="bottom-nav__chevron" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </button>
      <VendorDropdown
        id={dropdownId}
        gameType={gameType}
        name={lane.name}
        open={open}
        menu={menu}
        vendors={vendors}
        hrefOf={(vassalage) => hrefOf(vendorDestination(gameType, { vassalage }))}
        onChoose={(vassalage) => on.onChoose(gameType, vassalage)}
        onScrollLeft={on.onScrollLeft}
        onScrollRight={on.onScrollRight}
      />
    </li>
  );
}

export function NavBar({ lanes, menu, ...on }: NavBarProps) {
  const { t } = useLingui();
  // on a phone the strip scrolls sideways: the current page's item is brought into view
  const strip = useCurrentItemInView<HTMLUListElement>('.bottom-nav__link.active', lanes.map((lane) => lane.gameType).join());
  return (
    <nav className="bottom-nav" aria-label={t`Games`} data-testid="bottom-nav">
      <ul className="bottom-nav__list" ref={strip}>
        <li className="bottom-nav__item">
          <NavLink to="/" end className="bottom-nav__link">
            <Trans>Home</Trans>
          </NavLink>
        </li>
        {lanes.map((lane) => (
          <GameTypeItem key={lane.gameType} lane={lane} menu={menu} {...on} />
        ))}
        <li className="bottom-nav__item">
          <NavLink to="/promotions" className="bottom-nav__link">
            <Trans>Promotions</Trans>
          </NavLink>
        </li>
        <li className="bottom-nav__item">
          <NavLink to="/down" className="bottom-nav__link">
            <Trans>Download</Trans>
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
