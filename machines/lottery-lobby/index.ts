/** The lottery page flow (lobby, or a named game launched): the only module other code imports. */
export { lotteryLobbyMachine } from './lottery-lobby.machine';
export { provideLotteryLobby } from './lottery-lobby.calls';
export type { LotteryLobbyCalls } from './lottery-lobby.calls';
export { lotteryCard, lotteryGameToLaunch, selectLotteryLobbyView } from './lottery-lobby.selectors';
export type { LotteryLobbySnapshot } from './lottery-lobby.selectors';
export {
  drawsOn,
  isWeekdayFilter,
  lotteryTabs,
  matchesLotteryFilters,
  parseDrawDays,
  SEARCH_MAX_LENGTH,
  searchKey,
  WEEKDAYS,
} from './lottery-lobby.filters';
export type { LotteryFilters } from './lottery-lobby.filters';
export {
  answeredAt,
  CLOCK_TICK_MS,
  clientTimeOf,
  formatCountdown,
  halfRoundTrip,
  REFRESH_AFTER_DRAW_MS,
  REFRESH_MAX_MS,
  refreshDelayMs,
  scheduleGames,
  shortestRemainingMs,
  WINNING_NUMBERS_SHOWN,
} from './lottery-lobby.schedule';
export type * from './lottery-lobby.types';
