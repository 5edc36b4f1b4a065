/**
 * The game list of the slot-style pages and the game-list page (SPEC §2, §9): vendor tabs, a
 * search by game name, filters by game class and minimum bet, the list tabs all, hot, favourites
 * and recent (the last two for a signed-in real account), and pages of 15 games.
 */

/** SPEC §2 list tabs. */
export type ListTab = 'all' | 'hot' | 'favourites' | 'recent';

/** Who is looking: favourites and recent games are a real account's (SPEC §4, §5). */
export type AccountKind = 'guest' | 'trial' | 'real';

/** A game as the list shows and launches it (the gateway's Game, reduced to what the site reads). */
export interface GameSummary {
  nodeId: string;
  gameCode: string;
  gameName: string;
  /** upper-case game type: RNG, FISH, PVP, LIVE, ... */
  gameType: string;
  /** the vendor code */
  vassalage: string;
  /** the vendor's account type name (the launch reads it for lottery vendors) */
  accountTypeName: string;
  /** the game class key: SLOT, SCRATCH, VIDEO_POKER, ... */
  gameClassify: string;
  /** major units, e.g. 0.05 */
  minBet: number;
  isHot: boolean;
  iconUrl: string;
  /** the icon shown when `iconUrl` does not load (SPEC §8: one attempt) */
  defaultIcon: string;
  /** the vendor is under maintenance: listed, not launchable */
  maintenance: boolean;
}

export interface GameListInput {
  /** upper-case game type of the page */
  gameType: string;
  /** the vendor tab to open on; '' for every vendor */
  vendor?: string;
  account: AccountKind;
}

/** What the list's loader is asked for. */
export interface GameListRequest {
  tab: ListTab;
  gameType: string;
  /** '' = every vendor */
  vendor: string;
  /** '' = no search */
  search: string;
  /** '' = every class */
  gameClass: string;
  /** '' = every minimum bet; else a SPEC §9 option such as '0.05' */
  minBet: string;
  /** 1-based */
  pageNo: number;
  pageSize: number;
  account: AccountKind;
}

/** What the loader answers: one page of games and, for a real account, the favourite game ids. */
export interface GameListResult {
  games: GameSummary[];
  totalPages: number;
  totalCount: number;
  /** the member's favourite node ids; null for a guest or trial account */
  favouriteIds: string[] | null;
}

export interface GameListContext {
  gameType: string;
  vendor: string;
  /** what the search box holds */
  searchText: string;
  /** the search the list was loaded with (the box's text once typing paused or was submitted) */
  search: string;
  gameClass: string;
  minBet: string;
  tab: ListTab;
  pageNo: number;
  pageSize: number;
  account: AccountKind;
  games: GameSummary[];
  totalPages: number;
  totalCount: number;
  favouriteIds: string[];
  /** the last failed load */
  errorCode: string | null;
}

export type GameListEvent =
  | { type: 'vendor.select'; vendor: string }
  /** the search box changed: the list follows once typing pauses (SEARCH_DEBOUNCE) */
  | { type: 'search.type'; text: string }
  /** Enter in the search box (also raised when typing paused) */
  | { type: 'search.submit' }
  | { type: 'class.select'; gameClass: string }
  | { type: 'minBet.select'; minBet: string }
  | { type: 'tab.select'; tab: ListTab }
  | { type: 'page.go'; pageNo: number }
  | { type: 'list.retry' }
  /** someone signed in or out, or the account kind became known */
  | { type: 'session.changed'; account: AccountKind }
  /** a favourite was added or removed: the member's ids after the change */
  | { type: 'favourites.updated'; nodeIds: string[] };

export type GameListStatus = 'loading' | 'loaded' | 'empty' | 'failed';

export interface GameListView {
  status: GameListStatus;
  /** the page's games while loaded, else empty */
  games: readonly GameSummary[];
  favouriteIds: readonly string[];
  vendor: string;
  searchText: string;
  /** the search the shown list answers */
  search: string;
  /** typing paused not yet long enough for the list to follow */
  searchPending: boolean;
  gameClass: string;
  minBet: string;
  tab: ListTab;
  account: AccountKind;
  pageNo: number;
  totalPages: number;
  totalCount: number;
  errorCode: string | null;
  canRetry: boolean;
}

/** One entry of the pager: a page number or a gap standing for the pages left out. */
export type PagingItem = { kind: 'page'; pageNo: number; current: boolean } | { kind: 'gap'; key: string };

export interface PagingModel {
  /** no pager is shown for a single page or none */
  visible: boolean;
  items: PagingItem[];
  first: number | null;
  previous: number | null;
  next: number | null;
  last: number | null;
}
