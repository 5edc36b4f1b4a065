/**
 * Presentational vendor dropdown of one game type (SPEC §2 "Header, bottom navigation"): a row of
 * up to 30 vendors with their logo, name, a hot badge and a maintenance mark; past 7 vendors, 7
 * are in view and arrows scroll the row. Vendors are links to their page (so they can be opened in
 * a new tab); a plain click goes through the chart. The container always renders the dropdown's
 * box (the toggle's `aria-controls` names it); its vendors only while it is open.
 */
import { useEffect, useRef } from 'react';
import type { MouseEvent, Ref } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { VISIBLE_MENU_VENDORS } from '../../../../machines/vendor-menu';
import type { VendorMenuView } from '../../../../machines/vendor-menu';
import type { NavVendor } from '../../../app/nav.edge';

/** The logos' intrinsic size: the box is reserved before they load. */
const LOGO_WIDTH = 96;
const LOGO_HEIGHT = 48;

export interface VendorDropdownProps {
  id: string;
  gameType: string;
  /** the game type's name (labels the list) */
  name: string;
  open: boolean;
  menu: VendorMenuView;
  /** the open dropdown's vendors with their logo and maintenance state */
  vendors: readonly NavVendor[];
  /** the address each vendor's link stands for */
  hrefOf: (vassalage: string) => string;
  onChoose: (vassalage: string) => void;
  onScrollLeft: () => void;
  onScrollRight: () => void;
}

/** A click the browser should handle itself: a new tab or window, a download. */
const isModifiedClick = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

function VendorLink({
  vendor,
  href,
  onChoose,
  linkRef,
}: {
  vendor: NavVendor;
  href: string;
  onChoose: () => void;
  linkRef?: Ref<HTMLAnchorElement>;
}) {
  return (
    <a
      ref={linkRef}
      className="vendor-dropdown__vendor"
      href={href}
      data-maintenance={vendor.maintenance || undefined}
      onClick={(event) => {
        if (isModifiedClick(event)) return;
        event.preventDefault();
        onChoose();
      }}
    >
      <img className="vendor-dropdown__logo" src={vendor.logoUrl} alt="" width={LOGO_WIDTH} height={LOGO_HEIGHT} loading="lazy" decoding="async" />
      <span className="vendor-dropdown__name">{vendor.displayName}</span>
      {vendor.isHot ? (
        <span className="vendor-dropdown__hot" data-testid="hot-badge">
          <Trans>Hot</Trans>
        </span>
      ) : null}
      {vendor.maintenance ? (
        <span className="vendor-dropdown__maintenance">
          <Trans>Under maintenance</Trans>
        </span>
      ) : null}
    </a>
  );
}

export function VendorDropdown(props: VendorDropdownProps) {
  const { id, gameType, name, open, menu, vendors } = props;
  const { t } = useLingui();
  const firstVendor = useRef<HTMLAnchorElement>(null);

  // opened from the keyboard: focus goes to the first vendor (Tab then moves through them)
  const focusFirst = open && menu.focusFirstVendor;
  useEffect(() => {
    if (focusFirst) firstVendor.current?.focus();
  }, [focusFirst]);

  const shown = menu.showArrows ? vendors.slice(menu.firstVisible, menu.firstVisible + VISIBLE_MENU_VENDORS) : vendors;
  return (
    <div
      id={id}
      className="vendor-dropdown"
      hidden={!open}
      data-closing={(open && menu.closing) || undefined}
      data-testid={`vendor-dropdown-${gameType}`}
    >
      {open ? (
        <div className="vendor-dropdown__row">
          {menu.showArrows ? (
            <button
              type="button"
              className="vendor-dropdown__arrow"
              // aria-disabled keeps focus on the arrow at the end of the row (a disabled button drops it)
              aria-disabled={!menu.canScrollLeft}
              aria-label={t`Previous providers`}
              onClick={() => menu.canScrollLeft && props.onScrollLeft()}
            >
              <span aria-hidden="true">‹</span>
            </button>
          ) : null}
          <ul className="vendor-dropdown__list" aria-label={t`${name} providers`}>
            {shown.map((vendor, index) => (
              <li key={vendor.vassalage}>
                <VendorLink
                  vendor={vendor}
                  href={props.hrefOf(vendor.vassalage)}
                  onChoose={() => props.onChoose(vendor.vassalage)}
                  linkRef={index === 0 ? firstVendor : undefined}
                />
              </li>
            ))}
          </ul>
          {menu.showArrows ? (
            <button
              type="button"
              className="vendor-dropdown__arrow"
              aria-disabled={!menu.canScrollRight}
              aria-label={t`Next providers`}
              onClick={() => menu.canScrollRight && props.onScrollRight()}
            >
              <span aria-hidden="true">›</span>
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
