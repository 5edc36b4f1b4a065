/**
 * Game list (id `gameList`): one actor per list on a slot-style page or the game-list page. Two
 * regions: `list` loads a page of games for the chosen vendor, search, class, minimum bet, list tab
 * and page number (every change of a filter or tab goes back to page 1; a change while loading
 * starts the load over, so an old answer never shows under new filters); `search` waits for
 * typing to pause (SEARCH_DEBOUNCE) before the list follows the search box, Enter follows at once.
 *
 * Favourites and recent games are a real account's: a guest asking for them gets the login
 * request, a trial account the real-account warning, and the tab stays. When the account changes
 * the list loads again (the hearts follow the member's favourites); losing the real account leaves
 * those tabs for "all".
 */
import { assign, raise, setup } from 'xstate';
import { doneOutput, errorCodeOf, errorOf, notProvidedAction, notProvidedActor } from '../shared';
import { tabNeedsRealAccount, tabOpenTo } from './game-list.filters';
import { GAME_PAGE_SIZE } from './game-list.paging';
import type { GameListContext, GameListEvent, GameListInput, GameListRequest, GameListResult } from './game-list.types';

/** What the loader is asked for: the context's filters, tab and page. */
export function requestOf(context: GameListContext): GameListRequest {
  const { tab, gameType, vendor, search, gameClass, minBet, pageNo, pageSize, account } = context;
  return { tab, gameType, vendor, search, gameClass, minBet, pageNo, pageSize, account };
}

/** filters and tabs start the list at its first page */
const firstPage = { pageNo: 1 } as const;

export const gameListMachine = setup({
  types: {
    context: {} as GameListContext,
    events: {} as GameListEvent,
    input: {} as GameListInput,
  },
  actors: {
    /** resolves one page of games (and the member's favourite ids for a real account) */
    loadGames: notProvidedActor<GameListResult, GameListRequest>('loadGames'),
  },
  actions: {
    /** the edge asks the session for a sign-in (a guest chose favourites or recent games) */
    requestLogin: notProvidedAction('requestLogin'),
    /** the edge shows the real-account warning (a trial account chose favourites or recent games) */
    warnRealAccount: notProvidedAction('warnRealAccount'),
    assignVendor: assign(({ event }) => (event.type === 'vendor.select' ? { vendor: event.vendor, ...firstPage } : {})),
    assignSearchText: assign(({ event }) => (event.type === 'search.type' ? { searchText: event.text } : {})),
    applySearch: assign(({ context }) => ({ search: context.searchText.trim(), ...firstPage })),
    assignClass: assign(({ event }) => (event.type === 'class.select' ? { gameClass: event.gameClass, ...firstPage } : {})),
    assignMinBet: assign(({ event }) => (event.type === 'minBet.select' ? { minBet: event.minBet, ...firstPage } : {})),
    assignTab: assign(({ event }) => (event.type === 'tab.select' ? { tab: event.tab, ...firstPage } : {})),
    assignPage: assign(({ event }) => (event.type === 'page.go' ? { pageNo: event.pageNo } : {})),
    assignAccount: assign(({ context, event }) => {
      if (event.type !== 'session.changed') return {};
      // a member's own lists are not shown to whoever comes next
      if (tabOpenTo(context.tab, event.account)) return { account: event.account };
      return { account: event.account, tab: 'all' as const, ...firstPage };
    }),
    assignFavouriteIds: assign(({ event }) => (event.type === 'favourites.updated' ? { favouriteIds: [...event.nodeIds] } : {})),
    assignResult: assign(({ event }) => {
      const { games, totalPages, totalCount, favouriteIds } = doneOutput<GameListResult>(event);
      return { games, totalPages, totalCount, favouriteIds: favouriteIds ?? [], errorCode: null };
    }),
    /** the page asked for is past the end (the list shrank): the last page is loaded instead */
    assignLastPage: assign(({ event }) => ({ pageNo: doneOutput<GameListResult>(event).totalPages })),
    assignLoadError: assign(({ event }) => ({ errorCode: errorCodeOf(errorOf(event), 'network.error') })),
    clearError: assign({ errorCode: null }),
    submitSearch: raise({ type: 'search.submit' }),
  },
  guards: {
    vendorChanged: ({ context, event }) => event.type === 'vendor.select' && event.vendor !== context.vendor,
    searchChanged: ({ context }) => context.searchText.trim() !== context.search,
    classChanged: ({ context, event }) => event.type === 'class.select' && event.gameClass !== context.gameClass,
    minBetChanged: ({ context, event }) => event.type === 'minBet.select' && event.minBet !== context.minBet,
    tabNeedsSignIn: ({ context, event }) => event.type === 'tab.select' && tabNeedsRealAccount(event.tab) && context.account === 'guest',
    tabNeedsRealAccount: ({ context, event }) => event.type === 'tab.select' && tabNeedsRealAccount(event.tab) && context.account === 'trial',
    otherTab: ({ context, event }) => event.type === 'tab.select' && event.tab !== context.tab,
    pageChanged: ({ context, event }) =>
      event.type === 'page.go' &&
      Number.isInteger(event.pageNo) &&
      event.pageNo >= 1 &&
      event.pageNo <= Math.max(1, context.totalPages) &&
      event.pageNo !== context.pageNo,
    accountChanged: ({ context, event }) => event.type === 'session.changed' && event.account !== context.account,
    showsFavourites: ({ context }) => context.tab === 'favourites',
    beyondLastPage: ({ context, event }) => {
      const { totalPages } = doneOutput<GameListResult>(event);
      return totalPages >= 1 && context.pageNo > totalPages;
    },
    noGames: ({ event }) => doneOutput<GameListResult>(event).games.length === 0,
  },
  delays: {
    /** how long typing pauses before the list follows the search box */
    SEARCH_DEBOUNCE: 400,
  },
}).createMachine({
  id: 'gameList',
  type: 'parallel',
  context: ({ input }) => ({
    gameType: input.gameType.toUpperCase(),
    vendor: input.vendor ?? '',
    searchText: '',
    search: '',
    gameClass: '',
    minBet: '',
    tab: 'all',
    pageNo: 1,
    pageSize: GAME_PAGE_SIZE,
    account: input.account,
    games: [],
    totalPages: 0,
    totalCount: 0,
    favouriteIds: [],
    errorCode: null,
  }),
  states: {
    list: {
      initial: 'loading',
      on: {
        'vendor.select': { guard: 'vendorChanged', target: '.loading', actions: 'assignVendor' },
        'search.submit': { guard: 'searchChanged', target: '.loading', actions: 'applySearch' },
        'class.select': { guard: 'classChanged', target: '.loading', actions: 'assignClass' },
        'minBet.select': { guard: 'minBetChanged', target: '.loading', actions: 'assignMinBet' },
        'tab.select': [
          { guard: 'tabNeedsSignIn', actions: 'requestLogin' },
          { guard: 'tabNeedsRealAccount', actions: 'warnRealAccount' },
          { guard: 'otherTab', target: '.loading', actions: 'assignTab' },
        ],
        'page.go': { guard: 'pageChanged', target: '.loading', actions: 'assignPage' },
        'session.changed': { guard: 'accountChanged', target: '.loading', actions: 'assignAccount' },
        'favourites.updated': [
          // the favourites tab shows the change (a removed game leaves the list)
          { guard: 'showsFavourites', target: '.loading', actions: 'assignFavouriteIds' },
          { actions: 'assignFavouriteIds' },
        ],
      },
      states: {
        loading: {
          tags: ['busy'],
          invoke: {
            id: 'loadGames',
            src: 'loadGames',
            input: ({ context }) => requestOf(context),
            onDone: [
              { guard: 'beyondLastPage', target: 'loading', reenter: true, actions: 'assignLastPage' },
              { guard: 'noGames', target: 'empty', actions: 'assignResult' },
              { target: 'loaded', actions: 'assignResult' },
            ],
            onError: { target: 'failed', actions: 'assignLoadError' },
          },
        },
        loaded: {},
        empty: {
          description: 'Loaded, and no game matches: the list says so.',
        },
        failed: {
          tags: ['error'],
          on: { 'list.retry': { target: 'loading', actions: 'clearError' } },
        },
      },
    },
    search: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'search.type': { target: 'typing', actions: 'assignSearchText' } },
        },
        typing: {
          description: 'The search box changed; the list follows once typing pauses, or at once on Enter.',
          on: {
            'search.type': { target: 'typing', reenter: true, actions: 'assignSearchText' },
            'search.submit': { target: 'idle' },
          },
          after: { SEARCH_DEBOUNCE: { target: 'idle', actions: 'submitSearch' } },
        },
      },
    },
  },
});
