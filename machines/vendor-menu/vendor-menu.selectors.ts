/** View model of the navigation's vendor dropdown. */
import type { SnapshotFrom } from 'xstate';
import { VISIBLE_MENU_VENDORS } from './vendor-menu.machine';
import type { vendorMenuMachine } from './vendor-menu.machine';
import type { MenuVendor, VendorMenuView } from './vendor-menu.types';

export type VendorMenuSnapshot = SnapshotFrom<typeof vendorMenuMachine>;

const none: readonly MenuVendor[] = [];

export function selectVendorMenuView(snapshot: VendorMenuSnapshot): VendorMenuView {
  const { items, openGameType, firstVisible, openedByKeyboard } = snapshot.context;
  const vendors = items.find((item) => item.gameType === openGameType)?.vendors ?? none;
  return {
    openGameType,
    vendors,
    closing: snapshot.matches('closing'),
    showArrows: vendors.length > VISIBLE_MENU_VENDORS,
    canScrollLeft: snapshot.can({ type: 'menu.scrollLeft' }),
    canScrollRight: snapshot.can({ type: 'menu.scrollRight' }),
    firstVisible,
    focusFirstVendor: openedByKeyboard && snapshot.matches('open'),
  };
}
