/**
 * The lobby's tag tabs, weekday filter and search (SPEC §2 "A lottery lobby has tag tabs, weekday
 * filters and a search"). They combine: a game is shown when it is under the chosen tag, draws on
 * the chosen weekday and its name holds the search.
 */
import type { LotteryGame, LotteryTab, WeekdayFilter } from './lottery-lobby.types';

/** The weekday chips after "all": 1 = Monday … 7 = Sunday (drawDayOfWeek numbering). */
export const WEEKDAYS: readonly WeekdayFilter[] = [1, 2, 3, 4, 5, 6, 7];

/** The search box's longest text. */
export const SEARCH_MAX_LENGTH = 64;

export function isWeekdayFilter(value: unknown): value is WeekdayFilter {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 7;
}

/**
 * Text compared without case or accents, so "ho chi minh" finds "Hồ Chí Minh" (đ is a letter of
 * its own in Unicode, not a d with a mark).
 */
export function searchKey(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/gi, 'd').toLowerCase().trim();
}

/** A game with no draw days listed draws every day. */
export function drawsOn(game: Pick<LotteryGame, 'drawDays'>, weekday: WeekdayFilter): boolean {
  return weekday === 0 || game.drawDays.length === 0 || game.drawDays.includes(weekday);
}

export interface LotteryFilters {
  tab: string;
  weekday: WeekdayFilter;
  searchText: string;
}

export function matchesLotteryFilters(game: Pick<LotteryGame, 'tag' | 'drawDays' | 'gameName'>, filters: LotteryFilters): boolean {
  const search = searchKey(filters.searchText);
  return (
    (filters.tab === '' || game.tag === filters.tab) && drawsOn(game, filters.weekday) && (search === '' || searchKey(game.gameName).includes(search))
  );
}

/** "All", then one tab per tag in the order the games first name them. */
export function lotteryTabs(games: readonly Pick<LotteryGame, 'tag' | 'tagName'>[]): LotteryTab[] {
  const tabs: LotteryTab[] = [{ tag: '', label: null }];
  for (const game of games) {
    if (game.tag !== '' && !tabs.some((tab) => tab.tag === game.tag)) tabs.push({ tag: game.tag, label: game.tagName || game.tag });
  }
  return tabs;
}

/**
 * Parses drawDayOfWeek ("1,4"): the weekday numbers 1-7 it lists, in order, once each. Anything
 * else in the text is ignored; nothing listed means every day.
 */
export function parseDrawDays(raw: unknown): number[] {
  const parts = Array.isArray(raw) ? raw.map(String) : typeof raw === 'string' || typeof raw === 'number' ? String(raw).split(/[\s,;]+/) : [];
  const days = parts.map((part) => Number(part.trim())).filter((day) => Number.isInteger(day) && day >= 1 && day <= 7);
  return [...new Set(days)].sort((a, b) => a - b);
}
