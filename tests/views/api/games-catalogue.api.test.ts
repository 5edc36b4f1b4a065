/**
 * The games catalogue in src/api: what each list tab asks the gateway and how the answers become
 * pages of games; the wire game read defensively; the favourite answers; a vendor's games and the
 * launch targets of cards as the launch takes them; a failure as `{ errorCode, value }`.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GameListRequest } from '../../../machines/game-list';
import {
  createGamesCatalogue,
  DEFAULT_GAME_ICON,
  gameListQueryOf,
  hotGroupOf,
  loadVendorGames,
  toGameSummary,
  toGameToLaunch,
  vendorCardToLaunch,
} from '../../../src/api/games-catalogue.api';
import { catalogue, fakeGamesApi, wireGame } from '../games/games.driver';

const request = (overrides: Partial<GameListRequest> = {}): GameListRequest => ({
  tab: 'all',
  gameType: 'RNG',
  vendor: '',
  search: '',
  gameClass: '',
  minBet: '',
  pageNo: 1,
  pageSize: 15,
  account: 'guest',
  ...overrides,
});

describe('game list tabs', () => {
  it('all: the game list call with only the filters that have a value', async () => {
    const { api } = fakeGamesApi();
    const edge = createGamesCatalogue(api);
    const page = await edge.loadGameList(request({ vendor: 'GLX', search: 'star', gameClass: 'TABLE', minBet: '0.1', pageNo: 2 }));
    expect(api.fetchGameList).toHaveBeenCalledWith({
      gameType: 'RNG',
      vassalage: 'GLX',
      gameName: 'star',
      gameClassify: 'TABLE',
      minBet: '0.1',
      pageNo: 2,
      pageSize: 15,
    });
    expect(page.favouriteIds).toBeNull();
    expect(api.fetchFavouriteIds).not.toHaveBeenCalled();
    expect(gameListQueryOf(request())).toEqual({ gameType: 'RNG', pageNo: 1, pageSize: 15 });
  });

  it("adds a real account's favourite ids, never a guest's or a trial account's", async () => {
    const { api } = fakeGamesApi();
    const edge = createGamesCatalogue(api);
    expect((await edge.loadGameList(request({ account: 'real' }))).favouriteIds).toEqual(['2']);
    expect((await edge.loadGameList(request({ account: 'trial' }))).favouriteIds).toBeNull();
    expect(api.fetchFavouriteIds).toHaveBeenCalledTimes(1);
  });

  it("hot: the page type's group with the vendor, filtered and paged here", async () => {
    const { api } = fakeGamesApi();
    const edge = createGamesCatalogue(api);
    const page = await edge.loadGameList(request({ tab: 'hot', vendor: 'SPB' }));
    expect(api.fetchHotGames).toHaveBeenCalledWith('SPB');
    expect(page.games.map((g) => g.gameName)).toEqual(['Star Gems']);
    // esports and cockfight are in the sports group
    const esports = await edge.loadGameList(request({ tab: 'hot', gameType: 'ESPORTS' }));
    expect(esports.games.map((g) => g.gameName)).toEqual(['Arena Cup']);
    expect(hotGroupOf('COCKFIGHT')).toBe('SPORTS');
  });

  it('favourites: every favourite, filtered and paged here, the ids from the same answer', async () => {
    const { api, favourites } = fakeGamesApi();
    for (let id = 3; id <= 20; id++) favourites.add(String(id));
    const edge = createGamesCatalogue(api);
    const second = await edge.loadGameList(request({ tab: 'favourites', account: 'real', pageNo: 2 }));
    expect(second).toMatchObject({ totalPages: 2, totalCount: 19 });
    expect(second.games.map((g) => g.nodeId)).toEqual(['17', '18', '19', '20']);
    expect(second.favouriteIds).toHaveLength(19);
    expect(api.fetchFavouriteIds).not.toHaveBeenCalled();
    const glx = await edge.loadGameList(request({ tab: 'favourites', account: 'real', vendor: 'GLX' }));
    expect(glx.totalCount).toBe(10);
  });

  it('recent: the recent games, filtered here', async () => {
    const { api } = fakeGamesApi({ fetchRecentGames: async () => [catalogue[4], wireGame(99, { gameType: 'LIVE', gameName: 'Live Table' })] });
    const page = await createGamesCatalogue(api).loadGameList(request({ tab: 'recent', account: 'real' }));
    expect(page.games.map((g) => g.gameName)).toEqual(['Game 5']);
  });

  it('hands a failure to the chart as { errorCode, value }', async () => {
    const { api } = fakeGamesApi({ fetchGameList: async () => Promise.reject(new TypeError('Failed to fetch')) });
    await expect(createGamesCatalogue(api).loadGameList(request())).rejects.toStrictEqual({ errorCode: 'network.error', value: null });
    const refused = fakeGamesApi({ fetchRecentGames: async () => Promise.reject({ errorCode: 'in_need_true_account', value: null }) }).api;
    await expect(createGamesCatalogue(refused).loadGameList(request({ tab: 'recent', account: 'real' }))).rejects.toStrictEqual({
      errorCode: 'in_need_true_account',
      value: null,
    });
  });
});

describe('favourite calls', () => {
  it("reads the gateway's answer as the game's state and the member's ids", async () => {
    const { api } = fakeGamesApi({ addFavourite: vi.fn(async () => ({ nodeId: '7', favorite: true, nodeIds: ['7', '2'] })) });
    await expect(createGamesCatalogue(api).addFavourite({ nodeId: '7', vendor: 'SPB', gameType: 'RNG' })).resolves.toEqual({
      nodeId: '7',
      favourite: true,
      nodeIds: ['7', '2'],
    });
  });
});

describe('wire games', () => {
  it('reads a game for the launch: ids as text, upper-case type, names and codes from their fallbacks', () => {
    expect(toGameToLaunch({ nodeId: 5001, gameType: 'rng', code: 'GLX_1', displayName: 'Star Reels', vendor: 'GLX' })).toEqual({
      nodeId: '5001',
      gameCode: 'GLX_1',
      gameName: 'Star Reels',
      gameType: 'RNG',
      vassalage: 'GLX',
      isGame: 'GAME',
    });
    expect(toGameToLaunch(wireGame(7)).accountTypeName).toBe('SPB');
  });

  it('reads ids as strings and falls back on missing names, icons and amounts', () => {
    const game = toGameSummary({ nodeId: 12, gameType: 'rng', vendor: 'PG', code: 'PG_1', displayName: 'Lucky', minBet: '0.5', isHot: 1 });
    expect(game).toEqual({
      nodeId: '12',
      gameCode: 'PG_1',
      gameName: 'Lucky',
      gameType: 'RNG',
      vassalage: 'PG',
      accountTypeName: 'PG',
      gameClassify: '',
      minBet: 0.5,
      isHot: true,
      iconUrl: DEFAULT_GAME_ICON,
      defaultIcon: DEFAULT_GAME_ICON,
      maintenance: false,
    });
    expect(toGameSummary({ nodeId: '1', gameType: 'RNG', minBet: null }).minBet).toBe(0);
  });

  it('launches a card by the lane type when the card has none', () => {
    const card = {
      vassalage: 'DLV',
      displayName: 'Diamond Live',
      isHot: 0,
      maintenance: false,
      gameCount: 40,
      gameClassify: [],
      isGame: 'VASSALAGE',
    };
    expect(vendorCardToLaunch(card, 'live')).toEqual({
      nodeId: '',
      gameCode: '',
      gameName: 'Diamond Live',
      gameType: 'LIVE',
      vassalage: 'DLV',
      isGame: 'VASSALAGE',
      accountTypeName: 'DLV',
    });
  });
});

describe("a vendor card's games", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the first page of the vendor and answers the games as the launch takes them', async () => {
    const seen: URL[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      seen.push(new URL(String(input), 'http://site.test'));
      const value = { games: [wireGame(3, { vassalage: 'GLX' })], totalPages: 1, totalCount: 1 };
      return new Response(JSON.stringify({ success: true, value }), { headers: { 'content-type': 'application/json' } });
    });
    await expect(loadVendorGames({ vassalage: 'GLX', gameType: 'RNG' })).resolves.toEqual([
      { nodeId: '3', gameCode: 'G3', gameName: 'Game 3', gameType: 'RNG', vassalage: 'GLX', isGame: 'GAME', accountTypeName: 'SPB' },
    ]);
    expect(Object.fromEntries(seen[0].searchParams)).toMatchObject({ gameType: 'RNG', vassalage: 'GLX', pageNo: '1' });
  });
});
