/**
 * The bottom navigation and the footer at the edge (SPEC §2 "Header, bottom navigation", "Footer"):
 * the vendor lanes of the games catalogue (one call per language for the page's life), put in the
 * navigation's order, and the `vendorMenu` chart provided with the browser's side effects: a chosen
 * vendor opens its page through the router, and the slot, pvp, live and fish pages' vendor is
 * remembered in localStorage.
 *
 * The navigation and footer containers take these from `useNavEdge()`, whose default is the
 * browser's; tests provide `createNavEdge(environment)` with fakes through `NavEdgeProvider`.
 * Only the navigation's and the footer's lazy chunks import this module.
 */
import { createContext, useContext } from 'react';
import { vendorDestination, vendorMenuMachine } from '../../machines/vendor-menu';
import type { MenuVendor, VendorDestination } from '../../machines/vendor-menu';
import { toApiError } from '../api/client';
import { fetchVendorLanes } from '../api/games.api';
import type { VendorCardWire, VendorLane } from '../api/games.api';
import { readStoredLanguageCode } from './i18n';
import { navigateTo } from './navigation';

/** A vendor as the navigation and the footer show it. */
export interface NavVendor extends MenuVendor {
  /** listed, but its games cannot be launched now */
  maintenance: boolean;
  logoUrl: string;
}

/** A game type of the navigation and the footer's product list. */
export interface NavLane {
  /** upper-case game type (RNG, LIVE, COCKFIGHT, ...) */
  gameType: string;
  /** the game type's name in the current language (from the gateway) */
  name: string;
  /** the game type's page: `/rng`, `/live`, `/lottery`, ... */
  path: string;
  /** every vendor of the lane; the dropdown shows the first 30 */
  vendors: NavVendor[];
}

/** What the navigation and the footer need from the browser and the gateway. */
export interface NavEnvironment {
  /** the vendor lanes in a language code */
  loadLanes(language: string): Promise<VendorLane[]>;
  /** the language code the visitor chose (`hisLang`), else the product default */
  currentLanguage(): string;
  /** a path of this site (with its query), through the router */
  navigate(to: string): void;
  /** keeps the vendor a slot, pvp, live or fish page opens on next time */
  storeVendor(gameType: string, vassalage: string): void;
  /** `prefers-reduced-motion: reduce` */
  prefersReducedMotion(): boolean;
}

const SLOT_GAME_TYPE = 'RNG';
const COCKFIGHT_GAME_TYPE = 'COCKFIGHT';

/** SPEC §2: cockfight is placed right after slot games, wherever the gateway put it. */
export function navOrder<T>(lanes: readonly T[], gameTypeOf: (lane: T) => string): T[] {
  const cockfight = lanes.find((lane) => gameTypeOf(lane) === COCKFIGHT_GAME_TYPE);
  const slotsAt = lanes.findIndex((lane) => gameTypeOf(lane) === SLOT_GAME_TYPE);
  if (!cockfight || slotsAt === -1) return [...lanes];
  const others = lanes.filter((lane) => lane !== cockfight);
  const at = others.findIndex((lane) => gameTypeOf(lane) === SLOT_GAME_TYPE) + 1;
  return [...others.slice(0, at), cockfight, ...others.slice(at)];
}

/** The address a destination stands for: its path with its query (only parameters with a value). */
export function hrefOf(destination: Pick<VendorDestination, 'path' | 'query'>): string {
  const query = new URLSearchParams(Object.entries(destination.query).filter(([, value]) => value !== ''));
  const search = query.toString();
  return search === '' ? destination.path : `${destination.path}?${search}`;
}

/** The page of a game type, by the navigation's routing rule (`/rng`, `/lottery` for LOTT, ...). */
export function gameTypePath(gameType: string): string {
  return vendorDestination(gameType, { vassalage: '' }).path;
}

/** A vendor's logo: the gateway's picture when it is a site path or a web address, else our gateway's. */
function logoOf(card: VendorCardWire): string {
  const icon = card.smallIcon?.trim() ?? '';
  const safe = (icon.startsWith('/') && !icon.startsWith('//')) || /^https?:\/\/[^/\s]/i.test(icon);
  return safe ? icon : `/wps/assets/vendors/${encodeURIComponent(card.vassalage)}.svg`;
}

function toNavVendor(card: VendorCardWire): NavVendor {
  return {
    vassalage: card.vassalage,
    displayName: card.displayName || card.vassalage,
    isHot: card.isHot === 1,
    maintenance: card.maintenance === true,
    logoUrl: logoOf(card),
  };
}

/** The gateway's lanes as the navigation shows them: cockfight after slots, empty lanes left out. */
export function toNavLanes(lanes: readonly VendorLane[]): NavLane[] {
  const shown = lanes.filter((lane) => typeof lane.title === 'string' && lane.title !== '' && Array.isArray(lane.cards) && lane.cards.length > 0);
  return navOrder(shown, (lane) => lane.title.toUpperCase()).map((lane) => {
    const gameType = lane.title.toUpperCase();
    return { gameType, name: lane.displayName || gameType, path: gameTypePath(gameType), vendors: lane.cards.map(toNavVendor) };
  });
}

/** Every vendor once, in lane order (the footer's logo carousel). */
export function vendorsOnce(lanes: readonly NavLane[]): NavVendor[] {
  const byCode = new Map<string, NavVendor>();
  for (const lane of lanes) for (const vendor of lane.vendors) if (!byCode.has(vendor.vassalage)) byCode.set(vendor.vassalage, vendor);
  return [...byCode.values()];
}

export function createNavEdge(env: NavEnvironment) {
  // one converted answer per gateway answer, so the navigation and the footer share it
  const converted = new WeakMap<Promise<VendorLane[]>, Promise<NavLane[]>>();
  return {
    env,
    /** the lanes in `language`; a failed call rejects with `{ errorCode }` and is asked again next time */
    lanes(language: string): Promise<NavLane[]> {
      const raw = env.loadLanes(language);
      let lanes = converted.get(raw);
      if (!lanes) {
        lanes = raw.then(toNavLanes, (error: unknown) => {
          throw { errorCode: toApiError(error).errorCode };
        });
        converted.set(raw, lanes);
      }
      return lanes;
    },
    vendorMenu: vendorMenuMachine.provide({
      actions: {
        rememberVendor: (_, destination) => env.storeVendor(destination.gameType, destination.vassalage),
        navigateToVendor: (_, destination) => env.navigate(hrefOf(destination)),
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
  loadLanes: fetchVendorLanes,
  currentLanguage: readStoredLanguageCode,
  navigate: navigateTo,
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

const NavEdgeContext = createContext<NavEdge>(browserNavEdge);

/** Tests provide other lanes and side effects for the navigation and the footer. */
export const NavEdgeProvider = NavEdgeContext.Provider;

export function useNavEdge(): NavEdge {
  return useContext(NavEdgeContext);
}
