/**
 * Game launch (SPEC §4 "Game launch", §2 "/game", §7 launchGame, §8 launch errors): what a game
 * tile or vendor card hands over, what the gateway answers, and what the launch shows.
 */

/** A game tile or a vendor card of the games pages, as the launch needs it. */
export interface GameToLaunch {
  nodeId: string;
  gameCode: string;
  gameName: string;
  gameType: string;
  vassalage: string;
  /** VASSALAGE: a vendor card that opens the vendor's game list; GAME (or absent): one game */
  isGame?: 'VASSALAGE' | 'GAME';
  /** the vendor's account type name (lottery vendors: TCG_LOTTO_VN, TCG_SEA, ELOTT, LOTT) */
  accountTypeName?: string;
  /** a lottery game's default play type, sent to /lottery when it has a value */
  playType?: string;
}

/** How a launched game is shown: in the site's /game frame, or in a popup of its own. */
export type LaunchMode = 'iframe' | 'window';

/** Input of `requestLaunch` (`GET /wps/game/launchGame`). */
export interface LaunchRequest {
  game: GameToLaunch;
  /** a trial (free-play) account: CONTRACT accountType 0, else 1 */
  trial: boolean;
  /** how the site will show it; for `window` the blank popup was opened in the click */
  mode: LaunchMode;
}

/**
 * What `requestLaunch` resolves: the game page's address (same origin, a single-use ticket in its
 * fragment that expires within a minute, never the member token).
 */
export interface LaunchAnswer {
  url: string;
}

/**
 * What `requestLaunch` rejects with: an error code (game.previous.unfinished, game.maintenance,
 * system.busy, popup.blocked, login.not.session, game.not.found, network.error, …) and, for a game
 * under maintenance, up to three games to play instead.
 */
export interface LaunchFailure {
  errorCode: string;
  suggestions?: GameToLaunch[];
}

/** Input of `loadVendorGames` (`GET /wps/relay/GCSGAME_gameList?vassalage=`). */
export interface VendorGamesRequest {
  vassalage: string;
  gameType: string;
}

/** Input of `exitGame` (`POST /wps/game/exitGame`): the game the site closed. */
export interface ExitRequest {
  nodeId: string;
}

/** `/lottery` query values of a lottery launch; the edge keeps only those with a value. */
export interface LotteryDestination {
  gameCode: string;
  vendor: string;
  playType: string | undefined;
}

/** A route of the site with its query. */
export interface Destination {
  path: string;
  query: Record<string, string>;
}

/** The slot vendor chosen on a vendor card: remembered so its page opens on it. */
export interface ChosenVendor {
  gameType: string;
  vassalage: string;
}

/** The game shown in the /game frame. */
export interface FramedGame {
  game: GameToLaunch;
  url: string;
}

export interface GameLaunchContext {
  /** the game being launched, or whose vendor list is open */
  game: GameToLaunch | null;
  trial: boolean;
  mode: LaunchMode | null;
  /** the open vendor list (at most VENDOR_LIST_SIZE games) */
  vendorGames: GameToLaunch[];
  /** games offered instead of one under maintenance (at most 3) */
  suggestions: GameToLaunch[];
  errorCode: string | null;
  frame: FramedGame | null;
}

export type GameLaunchEvent =
  /** a game tile, vendor card, vendor-list entry or suggestion was clicked */
  | { type: 'launch.request'; game: GameToLaunch; signedIn: boolean; trial: boolean }
  /** the vendor list was closed without a choice */
  | { type: 'vendorGames.close' }
  /** the error dialog's confirm button */
  | { type: 'error.dismiss' }
  /** the game page's exit button: it ended its session itself */
  | { type: 'game.exited' }
  /** the site closed the game: its window was closed, or the frame left the page */
  | { type: 'game.closed' };

export interface GameLaunchView {
  /** a launch or a vendor list is loading */
  busy: boolean;
  /** the failure to show with one confirm button, null when none */
  errorCode: string | null;
  /** games to offer instead (a game under maintenance) */
  suggestions: GameToLaunch[];
  /** the open vendor list: its vendor card and games */
  vendorList: { vendor: GameToLaunch; games: GameToLaunch[] } | null;
}

/** What the /game page shows for the game its address names. */
export interface GameFrameView {
  /** the frame's address when the chart shows this game in the frame, else null */
  url: string | null;
  gameName: string | null;
  /** a launch is running: the page waits instead of offering to play */
  busy: boolean;
}
