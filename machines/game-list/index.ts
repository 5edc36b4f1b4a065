/** The game-list flow: the only module other code imports. */
export { gameListMachine, requestOf } from './game-list.machine';
export { accountKindOf, GAMES_INTENT, gameListImplementations } from './game-list.calls';
export type { GameListCalls, RealAccountRequest } from './game-list.calls';
export { gameToLaunch, selectGameListView } from './game-list.selectors';
export type { GameListSnapshot } from './game-list.selectors';
export { GAME_PAGE_SIZE, MARGIN_PAGES, PAGE_RANGE, pagingModel } from './game-list.paging';
export type { PagingOptions } from './game-list.paging';
export {
  BINGO_LANGUAGE,
  GAME_CLASS_OPTIONS,
  gameClassOptions,
  LIST_TABS,
  matchesFilters,
  MIN_BET_OPTIONS,
  pageLocally,
  tabNeedsRealAccount,
  tabOpenTo,
} from './game-list.filters';
export type { LocalPage } from './game-list.filters';
export { ELOTT_PRIZE_CARDS, prizeModeOf } from './game-list.lanes';
export type { LaneCards, PrizeMode } from './game-list.lanes';
export type * from './game-list.types';
