/**
 * The bottom navigation's vendor dropdowns (SPEC §2 "Header, bottom navigation"): one per game-type
 * item, opened by hover, focus or the keyboard, hidden 200 ms after the pointer or focus left unless
 * it came back, up to 30 vendors with scroll arrows past 7, and a chosen vendor opening its page.
 */

/** A vendor of the navigation (SPEC §3 Vendor). */
export interface MenuVendor {
  /** the vendor code (`PG`, `DS88`, `FB`, ...) */
  vassalage: string;
  displayName: string;
  /** SPEC: the hot badge shows when isHot is 1 */
  isHot: boolean;
}

/** A game-type item of the navigation and its vendors. */
export interface MenuItem {
  /** upper-case game type: RNG, PVP, LIVE, FISH, SPORTS, ESPORTS, ELOTT, LOTT, COCKFIGHT, ... */
  gameType: string;
  vendors: readonly MenuVendor[];
}

export interface VendorMenuInput {
  items: readonly MenuItem[];
}

export interface VendorMenuContext {
  /** the items, each with at most MAX_MENU_VENDORS vendors */
  items: MenuItem[];
  /** the item whose dropdown shows; null when none */
  openGameType: string | null;
  /** index of the first vendor in view when the arrows are shown */
  firstVisible: number;
  /** opened from the keyboard: the view moves focus to the first vendor */
  openedByKeyboard: boolean;
}

export type VendorMenuEvent =
  /** the pointer entered, or focus moved into, the item or its dropdown */
  | { type: 'menu.enter'; gameType: string }
  /** the pointer left, or focus moved out of, the item and its dropdown */
  | { type: 'menu.leave' }
  /** ArrowDown or Enter on the item */
  | { type: 'menu.keyOpen'; gameType: string }
  /** Escape inside the item or its dropdown: hides at once, focus goes back to the item */
  | { type: 'menu.escape' }
  | { type: 'menu.scrollLeft' }
  | { type: 'menu.scrollRight' }
  | { type: 'vendor.choose'; gameType: string; vassalage: string };

/** Where a chosen vendor leads, decided by `vendorDestination`. */
export interface VendorDestination {
  /** the route to open, e.g. `/rng` */
  path: string;
  /** query parameters (only those with a value) */
  query: Record<string, string>;
  gameType: string;
  vassalage: string;
  /** slot, pvp, live and fish pages open on the vendor chosen last */
  rememberVendor: boolean;
}

export interface VendorMenuView {
  openGameType: string | null;
  /** the open dropdown's vendors (the context's array, stable between snapshots); empty when closed */
  vendors: readonly MenuVendor[];
  /** hiding after the pointer or focus left (styles may fade it) */
  closing: boolean;
  /** the arrows are shown: more than VISIBLE_MENU_VENDORS vendors */
  showArrows: boolean;
  canScrollLeft: boolean;
  canScrollRight: boolean;
  /** first vendor in view; VISIBLE_MENU_VENDORS are in view */
  firstVisible: number;
  /** move focus to the first vendor (the dropdown was opened from the keyboard) */
  focusFirstVendor: boolean;
}
