/**
 * The games catalogue's vendor lanes (CONTRACT §4.8, server/routes/games.routes.ts), no token:
 * `GET /wps/relay/GCSGAME_newGameVendor?platform=html5-desktop&language=<code>` answers
 * `value.data.lanes`, one lane per game type with its vendors. The navigation and the footer both
 * read it: the answer is kept per language for the page's life, and a failed call is not kept so
 * the next reader asks again.
 */
import type { ClassCount, Lane, VendorCard } from '../../wire/games.schemas';
import { callApi } from './client';
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
