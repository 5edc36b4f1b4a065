/**
 * Where a vendor of the navigation leads (SPEC §2, §9). In order:
 * 1. a vendor whose vassalage is DS88 (the cockfight provider) opens /cockfight, whatever item it is under;
 * 2. the FB sports vendor opens /fbsports;
 * 3. slot (RNG), PVP and FISH open their slot-style page on that vendor's tab (`?page=<vendor>`),
 *    and LIVE its games page; these four remember the vendor so the page opens on it next time;
 * 4. the lottery lobby takes the vendor as `?vendor=`;
 * 5. any other game type opens its games page, `/<gametype>` in lower case (the footer's rule).
 */
import type { MenuVendor, VendorDestination } from './vendor-menu.types';

/** SPEC §9: the cockfight provider */
export const COCKFIGHT_VASSALAGE = 'DS88';
/** the FB sports vendor's code */
export const FB_SPORTS_VASSALAGE = 'FB';

const REMEMBERED_GAME_TYPES = new Set(['RNG', 'PVP', 'LIVE', 'FISH']);
const SLOT_STYLE_GAME_TYPES = new Set(['RNG', 'PVP', 'FISH']);
const ROUTE_OF_GAME_TYPE: Record<string, string> = { LOTT: '/lottery' };

export function vendorDestination(gameType: string, vendor: Pick<MenuVendor, 'vassalage'>): VendorDestination {
  const type = gameType.toUpperCase();
  const { vassalage } = vendor;
  const base = { gameType: type, vassalage, query: {}, rememberVendor: false };
  if (vassalage === COCKFIGHT_VASSALAGE) return { ...base, path: '/cockfight' };
  if (vassalage === FB_SPORTS_VASSALAGE) return { ...base, path: '/fbsports' };
  const path = ROUTE_OF_GAME_TYPE[type] ?? `/${type.toLowerCase()}`;
  const query: Record<string, string> = SLOT_STYLE_GAME_TYPES.has(type) ? { page: vassalage } : type === 'LOTT' ? { vendor: vassalage } : {};
  return { ...base, path, query, rememberVendor: REMEMBERED_GAME_TYPES.has(type) };
}

/** The address a destination stands for: its path with its query (only parameters with a value). */
export function hrefOf(destination: Pick<VendorDestination, 'path' | 'query'>): string {
  const query = new URLSearchParams(Object.entries(destination.query).filter(([, value]) => value !== ''));
  const search = query.toString();
  return search === '' ? destination.path : `${destination.path}?${search}`;
}
