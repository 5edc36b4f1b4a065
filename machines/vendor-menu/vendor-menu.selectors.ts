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

/** Every vendor once, in lane order (the footer's logo carousel). */
export function vendorsOnce<TVendor extends Pick<MenuVendor, 'vassalage'>>(lanes: readonly { vendors: readonly TVendor[] }[]): TVendor[] {
  const byCode = new Map<string, TVendor>();
  for (const lane of lanes) for (const vendor of lane.vendors) if (!byCode.has(vendor.vassalage)) byCode.set(vendor.vassalage, vendor);
  return [...byCode.values()];
}
