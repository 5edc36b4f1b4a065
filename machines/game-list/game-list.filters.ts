/**
 * The list's filter options (SPEC §9) and the rules for lists the client pages itself: hot games
 * (one answer of at most a dozen per group), favourites and recent games come without the game
 * list's filters and paging, so the same filters and the same page size are applied here.
 */
import type { AccountKind, GameListRequest, GameSummary, ListTab } from './game-list.types';

/** SPEC §9 minimum-bet options after "all", as the gateway's `minBet` parameter takes them. */
export const MIN_BET_OPTIONS = ['0.01', '0.05', '0.1', '0.5', '0.75'] as const;

/** SPEC §9 game classes after "all", as the gateway's `gameClassify` keys. */
export const GAME_CLASS_OPTIONS = ['SCRATCH', 'VIDEO_POKER', 'TABLE', 'ARCADE', 'JACKPOT_SLOT'] as const;

/**
 * SPEC §9 offers bingo "only when a certain language is supported" without naming it: the site
 * offers the bingo class when the merchant supports English, the language bingo games are
 * published in.
 */
export const BINGO_LANGUAGE = 'EN';

/** The class options of a merchant with these supported language codes. */
export function gameClassOptions(supportedLanguages: readonly string[]): string[] {
  const bingo = supportedLanguages.some((code) => code.toUpperCase() === BINGO_LANGUAGE);
  return bingo ? [...GAME_CLASS_OPTIONS, 'BINGO'] : [...GAME_CLASS_OPTIONS];
}

export const LIST_TABS: readonly ListTab[] = ['all', 'hot', 'favourites', 'recent'];

/** SPEC §2: favourites and recent games need a signed-in (real) account. */
export function tabNeedsRealAccount(tab: ListTab): boolean {
  return tab === 'favourites' || tab === 'recent';
}

export function tabOpenTo(tab: ListTab, account: AccountKind): boolean {
  return !tabNeedsRealAccount(tab) || account === 'real';
}

type Filters = Pick<GameListRequest, 'gameType' | 'vendor' | 'search' | 'gameClass' | 'minBet'>;

/** Minimum bets compared in cents: 0.1 and 0.10 are the same option. */
const cents = (amount: number | string) => Math.round(Number(amount) * 100);

/** The game list's filters, as the gateway applies them (exact class and minimum bet, name part). */
export function matchesFilters(game: GameSummary, filters: Filters): boolean {
  const search = filters.search.trim().toLowerCase();
  return (
    (!filters.gameType || game.gameType === filters.gameType) &&
    (!filters.vendor || game.vassalage === filters.vendor) &&
    (!filters.gameClass || game.gameClassify === filters.gameClass) &&
    (!filters.minBet || cents(game.minBet) === cents(filters.minBet)) &&
    (!search || game.gameName.toLowerCase().includes(search))
  );
}

export interface LocalPage {
  games: GameSummary[];
  totalPages: number;
  totalCount: number;
}

/** One page of a list filtered here. */
export function pageLocally(games: readonly GameSummary[], request: Filters & Pick<GameListRequest, 'pageNo' | 'pageSize'>): LocalPage {
  const matching = games.filter((game) => matchesFilters(game, request));
  const size = Math.max(1, request.pageSize);
  const offset = (Math.max(1, request.pageNo) - 1) * size;
  return { games: matching.slice(offset, offset + size), totalPages: Math.ceil(matching.length / size), totalCount: matching.length };
}
