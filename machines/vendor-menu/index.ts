/** The navigation's vendor dropdowns: the only module other code imports. */
export { MAX_MENU_VENDORS, VISIBLE_MENU_VENDORS, vendorMenuMachine } from './vendor-menu.machine';
export { selectVendorMenuView, vendorsOnce } from './vendor-menu.selectors';
export type { VendorMenuSnapshot } from './vendor-menu.selectors';
export { COCKFIGHT_VASSALAGE, FB_SPORTS_VASSALAGE, hrefOf, vendorDestination } from './vendor-menu.routing';
export { provideVendorMenu } from './vendor-menu.calls';
export type { VendorMenuCalls } from './vendor-menu.calls';
export type * from './vendor-menu.types';
