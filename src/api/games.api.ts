/**
 * The games catalogue's vendor lanes (CONTRACT §4.8, server/routes/games.routes.ts), no token:
 * `GET /wps/relay/GCSGAME_newGameVendor?platform=html5-desktop&language=<code>` answers
 * `value.data.lanes`, one lane per game type with its vendors. The navigation and the footer both
 * read it: the answer is kept per language for the page's life, and a failed call is not kept so
 * the next reader asks again.
 */
import { callApi } from './client';

export const VENDOR_LANES_PATH = '/wps/relay/GCSGAME_newGameVendor';

/** SPEC §7: the vendors call's platform defaults to html5-desktop. */
const DESKTOP_PLATFORM = 'html5-desktop';

/** A game class of a vendor or lane with its number of games. */
export interface GameClassCount {
  key: string;
  displayName: string;
  gameCount: number;
}

/** A vendor of a lane (the gateway's VendorCard; only the fields the site reads are listed). */
export interface VendorCardWire {
  /** the vendor code: `PG`, `DS88`, `FB`, ... */
  vassalage: string;
  displayName: string;
  /** 0 or 1: the navigation shows a hot badge on 1 */
  isHot: number;
  /** the operator put the vendor under maintenance: listed, its games cannot be launched */
  maintenance: boolean;
  gameCount: number;
  gameClassify: GameClassCount[];
  /** `VASSALAGE`: opens its game list; `GAME`: its only game */
  isGame: string;
  /** the vendor's logo (`/wps/assets/vendors/<code>.svg` on our gateway) */
  smallIcon?: string;
}

/** A game type with its vendors, in the gateway's lane order. */
export interface VendorLane {
  /** the upper-case game type: LIVE, SPORTS, ESPORTS, RNG, COCKFIGHT, FISH, PVP, LOTT, ELOTT */
  title: string;
  /** the game type's name in the answer's language */
  displayName: string;
  categoryId: number;
  cards: VendorCardWire[];
  gameClassify: GameClassCount[];
}

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
