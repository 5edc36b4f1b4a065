/**
 * The games catalogue's vendor lanes (CONTRACT §4.8, server/games/games.routes.ts), no token:
 * `GET /wps/relay/GCSGAME_newGameVendor?platform=html5-desktop&language=<code>` answers
 * `value.data.lanes`, one lane per game type with its vendors. The navigation and the footer both
 * read it: the answer is kept per language for the page's life, and a failed call is not kept so
 * the next reader asks again. `loadNavLanes` reads it as the navigation and the footer show it.
 */
import { vendorDestination } from '../../machines/vendor-menu';
import type { MenuVendor } from '../../machines/vendor-menu';
import type { ClassCount, Lane, VendorCard } from '../../wire/games.schemas';
import { callApi, withPlainFailure } from './client';
import type { Widened } from './wire-types';

export const VENDOR_LANES_PATH = '/wps/relay/GCSGAME_newGameVendor';

/** SPEC §7: the vendors call's platform defaults to html5-desktop. */
const DESKTOP_PLATFORM = 'html5-desktop';

/** A game class of a vendor or lane with its number of games. */
export type GameClassCount = ClassCount;

/**
 * A vendor of a lane (the gateway's VendorCard; only the fields the site reads): `isHot` 1 shows a
 * hot badge, `maintenance` lists the vendor with its games not launchable, `isGame` `VASSALAGE`
 * opens its game list and `GAME` its only game, `smallIcon` is the logo.
 */
export type VendorCardWire = {
  [K in 'vassalage' | 'displayName' | 'isHot' | 'maintenance' | 'gameCount' | 'gameClassify' | 'isGame']: Widened<VendorCard[K]>;
} & Partial<Pick<VendorCard, 'smallIcon'>>;

/**
 * A game type with its vendors, in the gateway's lane order. `title` is the upper-case game type
 * (LIVE, SPORTS, ESPORTS, RNG, COCKFIGHT, FISH, PVP, LOTT, ELOTT on ours), `displayName` its name
 * in the answer's language.
 */
export type VendorLane = Pick<Lane, 'displayName' | 'categoryId' | 'gameClassify'> & { title: Widened<Lane['title']>; cards: VendorCardWire[] };

const cache = new Map<string, Promise<VendorLane[]>>();

/** The vendor lanes in `language` (a language code such as `EN`), asked once per language. */
export function fetchVendorLanes(language: string): Promise<VendorLane[]> {
  const key = language.toUpperCase();
  const cached = cache.get(key);
  if (cached) return cached;
  const request = callApi<{ data?: { lanes?: VendorLane[] | null } | null } | null>(VENDOR_LANES_PATH, {
    query: { platform: DESKTOP_PLATFORM, language: key },
  }).then((value) => value?.data?.lanes ?? []);
  cache.set(key, request);
  request.catch(() => {
    if (cache.get(key) === request) cache.delete(key);
  });
  return request;
}

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

// one read answer per kept gateway answer, so the navigation and the footer share it
const navAnswers = new WeakMap<Promise<VendorLane[]>, Promise<NavLane[]>>();

/** The lanes in `language` as the navigation and the footer show them. */
export function loadNavLanes(language: string): Promise<NavLane[]> {
  const raw = fetchVendorLanes(language);
  let lanes = navAnswers.get(raw);
  if (!lanes) {
    lanes = withPlainFailure(async () => toNavLanes(await raw));
    navAnswers.set(raw, lanes);
  }
  return lanes;
}
