/**
 * The lottery page (SPEC §2 /lottery, §4 "Lottery data refreshes…", §5 lottery shapes, CONTRACT
 * §4.12): the lobby of lottery games with tag tabs, weekday filters, a search, countdowns to each
 * draw and the latest winning numbers; or, when the address names a game, that game launched and
 * shown in a frame.
 */

/** A lottery game as the loader hands it over: the gateway's menu game, read at the edge. */
export interface LotteryMenuGame {
  gameId: string;
  gameCode: string;
  gameName: string;
  /** the tab the game is listed under: the VN menu's gameMenuTag, or a lottery game's gameGroupCode */
  tag: string;
  /** the tag's display name when the gateway gives one, else the tag itself */
  tagName: string;
  /** weekdays the game draws on, 1 = Monday … 7 = Sunday; empty: it draws every day */
  drawDays: number[];
  /** the game's schedule in words as the gateway writes it ("Mon, Thu 18:15 (GMT+7)"), or '' */
  remark: string;
  /** the draw taking bets; '' when the answer carries no draw (a catalogue entry) */
  numero: string;
  /** ms from the answer until the draw; null when the answer carries no draw */
  remainTime: number | null;
  /** ms from the answer until bets lock (0 once locked); the draw's own time when absent */
  lockTime: number | null;
  /** the vendor that launches it: TCG_LOTTO_VN for the Vietnamese menus, LOTT, TCG_SEA, ELOTT */
  vendor: string;
  /** LOTT or ELOTT */
  gameType: string;
  iconUrl: string | null;
  /** the operator closed the game for now: listed, not playable */
  maintenance: boolean;
}

/** One menu answer with the moments (client clock, epoch ms) it was asked for and arrived. */
export interface LotteryMenuAnswer {
  sentAt: number;
  receivedAt: number;
  games: LotteryMenuGame[];
}

/** The latest drawn numbers of a game (`/lgw/vn/numeros/opened/game`). */
export interface OpenedNumero {
  gameId: string;
  gameCode: string;
  numero: string;
  winningNumbers: string[];
}

/** What `loadLobby` resolves: every menu answer and the latest drawn numbers. */
export interface LotteryLobbyLoad {
  answers: LotteryMenuAnswer[];
  opened: OpenedNumero[];
}

/** A game of the lobby, its times placed on the client clock. */
export interface LotteryGame {
  gameId: string;
  gameCode: string;
  gameName: string;
  tag: string;
  tagName: string;
  drawDays: number[];
  remark: string;
  numero: string;
  vendor: string;
  gameType: string;
  iconUrl: string | null;
  maintenance: boolean;
  /** epoch ms (client clock) of the draw; null when no answer told it */
  drawAt: number | null;
  /** epoch ms (client clock) when bets lock; null when no answer told it */
  lockAt: number | null;
  /** the last draw's numbers, null before the first draw is known */
  latest: { numero: string; winningNumbers: string[] } | null;
}

/** The game the page's address names (`/lottery?gameCode&vendor&playType`). */
export interface LotteryPlayRequest {
  gameCode: string;
  vendor: string;
  playType: string;
}

/** What `launchLottery` resolves: the betting page's address (same origin). */
export interface LotteryLaunchAnswer {
  url: string;
  /** the game's name as the lobby lists it; null when the lottery games do not list it */
  gameName: string | null;
}

export interface LotteryLobbyInput {
  /** the game the address names; absent or null: the lobby */
  game?: LotteryPlayRequest | null;
}

/** 0 = every weekday, 1 = Monday … 7 = Sunday */
export type WeekdayFilter = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;

export interface LotteryLobbyContext {
  game: LotteryPlayRequest | null;
  games: LotteryGame[];
  /** '' = every tag */
  tab: string;
  weekday: WeekdayFilter;
  /** what the search box holds; the list follows it at once (it is filtered here) */
  searchText: string;
  /** the last clock reading, epoch ms */
  now: number;
  errorCode: string | null;
  /** the launched game page */
  frameUrl: string | null;
  /** the launched game's name, what the frame is titled (never its code) */
  gameName: string | null;
}

export type LotteryLobbyEvent =
  | { type: 'tab.select'; tag: string }
  | { type: 'weekday.select'; weekday: WeekdayFilter }
  | { type: 'search.type'; text: string }
  | { type: 'lobby.retry' }
  | { type: 'launch.retry' }
  /** the game page's own exit button (a message of this site's game page) */
  | { type: 'game.exited' };

export type LotteryLobbyStatus = 'loading' | 'ready' | 'failed' | 'launching' | 'playing' | 'launchFailed';

export interface LotteryTab {
  /** '' = all */
  tag: string;
  /** null for "all" (the view names it) */
  label: string | null;
}

export interface LotteryCard {
  gameId: string;
  gameCode: string;
  gameName: string;
  tag: string;
  tagName: string;
  numero: string;
  vendor: string;
  gameType: string;
  iconUrl: string | null;
  drawDays: number[];
  remark: string;
  maintenance: boolean;
  /** ms until the draw, never below 0; null when the draw time is not known */
  remainingMs: number | null;
  /** bets are locked, the draw not yet made */
  locked: boolean;
  /** the draw time passed: the result is awaited */
  drawing: boolean;
  latestNumero: string | null;
  /** at most WINNING_NUMBERS_SHOWN */
  winningNumbers: string[];
}

export interface LotteryLobbyView {
  status: LotteryLobbyStatus;
  tabs: LotteryTab[];
  tab: string;
  weekday: WeekdayFilter;
  searchText: string;
  /** the games the tab, weekday and search leave */
  cards: LotteryCard[];
  /** every game of the lobby, whatever the filters */
  totalGames: number;
  errorCode: string | null;
  canRetry: boolean;
  /** the game the address names */
  game: LotteryPlayRequest | null;
  frameUrl: string | null;
  /** the framed game's name; null when the lottery games do not list it */
  gameName: string | null;
}
