/**
 * The bottom navigation and the footer at the edge (SPEC §2 "Header, bottom navigation", "Footer"):
 * the vendor lanes of the games catalogue in the navigation's order (src/api/games.api.ts, one call
 * per language for the page's life), and the `vendorMenu` chart provided with the browser's side
 * effects: a chosen vendor opens its page through the router, and the slot, pvp, live and fish
 * pages' vendor is remembered in localStorage.
 *
 * The navigation and footer containers take these from `useNavEdge()`: the app's is the
 * browser's; tests provide `createNavEdge(environment)` with fakes through `NavEdgeProvider`.
 * Only the navigation's and the footer's lazy chunks import this module.
 */
import { createContext } from 'react';
import { vendorMenuMachine } from '../../machines/vendor-menu';
import type { VendorDestination } from '../../machines/vendor-menu';
import { loadNavLanes } from '../api/games.api';
import type { NavLane, NavVendor } from '../api/games.api';
import { readStoredLanguageCode } from './i18n';
import { navigateIn } from './navigation';
import type { RouterSystem } from './navigation';
import { useAreaEdge } from './area-edges';

export type { NavLane, NavVendor } from '../api/games.api';

/** What the navigation and the footer need from the browser and the gateway. */
export interface NavEnvironment {
  /** the vendor lanes in a language code as the navigation shows them, one answer shared by the navigation and the footer */
  loadLanes(language: string): Promise<NavLane[]>;
  /** the language code the visitor chose (`hisLang`), else the product default */
  currentLanguage(): string;
  /** a path of this site (with its query), through the router chart of the system the action runs in */
  navigate(to: string, system: RouterSystem): void;
  /** keeps the vendor a slot, pvp, live or fish page opens on next time */
  storeVendor(gameType: string, vassalage: string): void;
  /** `prefers-reduced-motion: reduce` */
  prefersReducedMotion(): boolean;
}

/** The address a destination stands for: its path with its query (only parameters with a value). */
export function hrefOf(destination: Pick<VendorDestination, 'path' | 'query'>): string {
  const query = new URLSearchParams(Object.entries(destination.query).filter(([, value]) => value !== ''));
  const search = query.toString();
  return search === '' ? destination.path : `${destination.path}?${search}`;
}

/** Every vendor once, in lane order (the footer's logo carousel). */
export function vendorsOnce(lanes: readonly NavLane[]): NavVendor[] {
  const byCode = new Map<string, NavVendor>();
  for (const lane of lanes) for (const vendor of lane.vendors) if (!byCode.has(vendor.vassalage)) byCode.set(vendor.vassalage, vendor);
  return [...byCode.values()];
}

export function createNavEdge(env: NavEnvironment) {
  return {
    env,
    /** the lanes in `language`; a failed call rejects with `{ errorCode, value }` and is asked again next time */
    lanes: (language: string): Promise<NavLane[]> => env.loadLanes(language),
    vendorMenu: vendorMenuMachine.provide({
      actions: {
        rememberVendor: (_, destination) => env.storeVendor(destination.gameType, destination.vassalage),
        navigateToVendor: ({ system }, destination) => env.navigate(hrefOf(destination), system),
      },
    }),
  };
}

export type NavEdge = ReturnType<typeof createNavEdge>;

/**
 * localStorage key of the vendor a game type's page opens on (slot, pvp, live and fish):
 * `lastVendor.rng`, `lastVendor.pvp`, `lastVendor.live`, `lastVendor.fish`.
 */
export function rememberedVendorKey(gameType: string): string {
  return `lastVendor.${gameType.toLowerCase()}`;
}

function localStore(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The vendor chosen last for a game type's page, or null. */
export function readRememberedVendor(gameType: string): string | null {
  return localStore()?.getItem(rememberedVendorKey(gameType)) ?? null;
}

export const browserNavEnvironment: NavEnvironment = {
  loadLanes: loadNavLanes,
  currentLanguage: readStoredLanguageCode,
  navigate: (to, system) => navigateIn(system, to),
  storeVendor: (gameType, vassalage) => {
    try {
      localStore()?.setItem(rememberedVendorKey(gameType), vassalage);
    } catch {
      // storage full or disabled: the page opens on its first vendor next time
    }
  },
  prefersReducedMotion: () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false,
};

export const browserNavEdge: NavEdge = createNavEdge(browserNavEnvironment);

// no default: a view without a provider gets the app's edge, or fails (src/app/area-edges.ts)
const NavEdgeContext = createContext<NavEdge | null>(null);

/** Tests provide other lanes and side effects for the navigation and the footer. */
export const NavEdgeProvider = NavEdgeContext.Provider;

export function useNavEdge(): NavEdge {
  return useAreaEdge(NavEdgeContext, 'nav', browserNavEdge);
}
