/**
 * The games routes (SPEC §2): one games page of vendor cards for sports, esports, e-lottery, live
 * casino and cockfight; a slot-style page (game halls and their games) for slots, fishing and card
 * games; the hot games; and the game-list page, whose route parameter `games` is the game type
 * (`/games/rng` lists RNG games; the page upper-cases it). Kept apart from the pages so the router
 * reads the table without loading them.
 */

export interface GameRoute {
  path: string;
  /** upper-case game type of the page */
  gameType: string;
}

export const GAME_CENTER_ROUTES: readonly GameRoute[] = [
  { path: '/sports', gameType: 'SPORTS' },
  { path: '/esports', gameType: 'ESPORTS' },
  { path: '/elott', gameType: 'ELOTT' },
  { path: '/live', gameType: 'LIVE' },
  { path: '/cockfight', gameType: 'COCKFIGHT' },
];

/** `?page=<vendor code>` opens a game hall (SPEC: /rng; the navigation sends it for fish and pvp too). */
export const SLOT_STYLE_ROUTES: readonly GameRoute[] = [
  { path: '/rng', gameType: 'RNG' },
  { path: '/fish', gameType: 'FISH' },
  { path: '/pvp', gameType: 'PVP' },
];

export const HOT_GAMES_PATH = '/hot';

/** The game-list page; `?page=<vendor code>` opens a vendor's tab as on the slot-style pages. */
export const GAME_LIST_PATH = '/games/:games';

/** The query parameter naming the vendor tab. */
export const VENDOR_PARAM = 'page';
