/**
 * The bottom navigation and the footer at the edge (SPEC §2): the vendor lanes, the `vendorMenu`
 * chart with the router and the remembered vendors. Only the navigation's and the footer's lazy chunks import it.
 */
import { createContext } from 'react';
import { provideVendorMenu } from '../../machines/vendor-menu';
import type { VendorMenuCalls } from '../../machines/vendor-menu';
import { loadNavLanes } from '../api/games.api';
import type { NavLane } from '../api/games.api';
import { useAreaEdge } from './area-edges';
import { readStored, writeStored } from '../lib/storage';
import { readStoredLanguageCode } from '../lib/i18n';
import { navigateIn } from './navigation';

export type { NavLane, NavVendor } from '../api/games.api';
export { hrefOf, vendorsOnce } from '../../machines/vendor-menu';

export interface NavEnvironment extends VendorMenuCalls {
  /** the vendor lanes in a language code, one answer shared by the navigation and the footer */
  loadLanes(language: string): Promise<NavLane[]>;
  /** the language code the visitor chose (`hisLang`), else the product default */
  currentLanguage(): string;
  prefersReducedMotion(): boolean;
}

export function createNavEdge(env: NavEnvironment) {
  // a failed call rejects with `{ errorCode, value }` and is asked again next time
  return { env, lanes: (language: string): Promise<NavLane[]> => env.loadLanes(language), vendorMenu: provideVendorMenu(env) };
}

export type NavEdge = ReturnType<typeof createNavEdge>;

/** localStorage key of the vendor a game type's page opens on: `lastVendor.rng`, `.pvp`, `.live`, `.fish`. */
export const rememberedVendorKey = (gameType: string): string => `lastVendor.${gameType.toLowerCase()}`;

/** The vendor chosen last for a game type's page, or null. */
export const readRememberedVendor = (gameType: string): string | null => readStored('local', rememberedVendorKey(gameType));

export const browserNavEnvironment: NavEnvironment = {
  loadLanes: loadNavLanes,
  currentLanguage: readStoredLanguageCode,
  navigate: (to, system) => navigateIn(system, to),
  storeVendor: (gameType, vassalage) => writeStored('local', rememberedVendorKey(gameType), vassalage),
  prefersReducedMotion: () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false,
};

export const browserNavEdge: NavEdge = createNavEdge(browserNavEnvironment);

// no default: a view without a provider gets the app's edge, or fails (src/app/area-edges.ts)
const NavEdgeContext = createContext<NavEdge | null>(null);
export const NavEdgeProvider = NavEdgeContext.Provider;
export const useNavEdge = (): NavEdge => useAreaEdge(NavEdgeContext, 'nav', browserNavEdge);
