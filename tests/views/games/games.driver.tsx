/**
 * Driver for the games pages: the real pages, their charts, the real games edge and src/api's real
 * catalogue reading, over fake gateway calls that serve a small catalogue, record what they were
 * asked and can be held or made to fail. The root actor is the real one with fakes (a guest, a member or a trial account). The
 * launch is recorded, not run.
 */
import { act, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { waitFor as waitForActor } from 'xstate';
import { selectSessionView } from '../../../machines/session';
import { selectSessionRef } from '../../../machines/system-status';
import { createGamesCatalogue } from '../../../src/api/games-catalogue.api';
import type { CatalogueCalls, FavouritePayload, WireGame } from '../../../src/api/games-catalogue.api';
import { createGamesEdge, GamesEdgeProvider } from '../../../src/app/games.edge';
import type { VendorLane } from '../../../src/api/games.api';
import { member, renderWithEdge, startRoot } from '../support/drivers';
import type { Fakes } from '../support/drivers';

export const DEFAULT_ICON = '/wps/assets/games/default.svg';

const card = (vassalage: string, displayName: string, gameType: string, extra: Record<string, unknown> = {}) => ({
  vassalage,
  displayName,
  gameType,
  accountTypeName: vassalage,
  isHot: 0,
  maintenance: false,
  gameCount: 20,
  gameClassify: [],
  isGame: 'VASSALAGE',
  smallIcon: `/wps/assets/vendors/${vassalage}.svg`,
  ...extra,
});

export const lanes: VendorLane[] = [
  {
    title: 'SPORTS',
    displayName: 'Sports',
    categoryId: 2,
    gameClassify: [],
    cards: [
      card('FB', 'FB Sports', 'SPORTS', { isHot: 1 }),
      card('SBX', 'Stadium Bet', 'SPORTS', { maintenance: true }),
      card('KIC', 'Kickoff Sports', 'SPORTS', { isGame: 'GAME', nodeId: '5001', gameCode: 'KIC_BOOK', gameCount: 1 }),
    ],
  },
  {
    title: 'RNG',
    displayName: 'Slots',
    categoryId: 4,
    gameClassify: [],
    cards: [card('SPB', 'Spinbird Gaming', 'RNG', { isHot: 1 }), card('GLX', 'Galaxia Slots', 'RNG')],
  },
  {
    title: 'FISH',
    displayName: 'Fishing',
    categoryId: 6,
    gameClassify: [],
    cards: [card('OCF', 'Ocean Fortune', 'FISH')],
  },
];

export function wireGame(nodeId: number, overrides: Partial<WireGame> = {}): WireGame {
  return {
    nodeId: String(nodeId),
    gameCode: `G${nodeId}`,
    gameName: `Game ${nodeId}`,
    gameType: 'RNG',
    vassalage: nodeId % 2 === 0 ? 'GLX' : 'SPB',
    accountTypeName: nodeId % 2 === 0 ? 'GLX' : 'SPB',
    gameClassify: 'SLOT',
    minBet: 0.05,
    isHot: 0,
    iconUrl: `/wps/assets/games/${nodeId}.svg`,
    defaultIcon: DEFAULT_ICON,
    maintenance: false,
    ...overrides,
  };
}

/** 40 RNG games: node ids 1..40. */
export const catalogue: WireGame[] = Array.from({ length: 40 }, (_, i) => wireGame(i + 1, i === 0 ? { gameName: 'Star Gems', isHot: 1 } : {}));

/** The fake gateway's calls, and the vendor the visitor chose last (localStorage in the browser). */
export type GamesApi = CatalogueCalls & { rememberedVendor?: (gameType: string) => string | null };

/** The games edge over the fake calls, read by src/api's real catalogue. */
export function gamesEdgeOver(api: GamesApi) {
  return createGamesEdge(createGamesCatalogue(api), (gameType) => api.rememberedVendor?.(gameType) ?? null);
}

/** An answer that never comes: the page stays loading. */
export const never = <T,>() => new Promise<T>(() => {});

/** The fake gateway: a paged game list over `catalogue`, member favourites kept in `favourites`. */
export function fakeGamesApi(overrides: Partial<GamesApi> = {}) {
  const favourites = new Set<string>(['2']);
  const api: GamesApi = {
    fetchVendorLanes: async () => lanes,
    fetchGameList: async (query) => {
      const matching = catalogue.filter((game) => !query.vassalage || game.vassalage === query.vassalage);
      const start = (query.pageNo - 1) * query.pageSize;
      return {
        games: matching.slice(start, start + query.pageSize),
        totalPages: Math.ceil(matching.length / query.pageSize),
        totalCount: matching.length,
      };
    },
    fetchHotGames: async () => [
      { gameType: 'LIVE', list: [], footer: { path: '/live', gameCount: 0 } },
      {
        gameType: 'RNG',
        list: [catalogue[0], wireGame(90, { gameType: 'RNG', gameName: 'Hot Reels', isHot: 1 })],
        footer: { path: '/rng', gameCount: 14 },
      },
      {
        gameType: 'SPORTS',
        list: [wireGame(91, { gameType: 'ESPORTS', vassalage: 'NXE', gameName: 'Arena Cup', isHot: 1 })],
        footer: { path: '/sports', gameCount: 1 },
      },
    ],
    fetchFavouriteIds: async () => [...favourites],
    fetchAllFavourites: async () => catalogue.filter((game) => favourites.has(String(game.nodeId))),
    fetchRecentGames: async () => [catalogue[4]],
    addFavourite: async (game: FavouritePayload) => {
      favourites.add(game.nodeId);
      return { nodeId: game.nodeId, favorite: true, nodeIds: [...favourites] };
    },
    removeFavourite: async (game: FavouritePayload) => {
      favourites.delete(game.nodeId);
      return { nodeId: game.nodeId, favorite: false, nodeIds: [...favourites] };
    },
  };
  for (const [name, fake] of Object.entries(overrides)) (api as unknown as Record<string, unknown>)[name] = fake;
  for (const name of Object.keys(api)) {
    const record = api as unknown as Record<string, (...args: unknown[]) => unknown>;
    record[name] = vi.fn(record[name]);
  }
  return { api, favourites };
}

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

export type Visitor = 'guest' | 'member' | 'trial';

function sessionFakes(visitor: Visitor): Partial<Fakes> {
  if (visitor === 'guest') return {};
  return { storedToken: 'token-1', loadMemberInfo: async () => member(visitor === 'trial' ? { type: 4, account: 'trial_8812' } : {}) };
}

export interface RenderGamesOptions {
  api?: GamesApi;
  visitor?: Visitor;
  /** the route pattern the page is mounted at; the path without its query by default */
  route?: string;
}

export async function renderGamesPage(page: ReactElement, path: string, options: RenderGamesOptions = {}) {
  const api = options.api ?? fakeGamesApi().api;
  const setup = startRoot(sessionFakes(options.visitor ?? 'guest'));
  await waitForActor(setup.rootActor, (s) => s.matches('app'));
  const route = options.route ?? path.replace(/[?#].*$/, '');
  const utils = renderWithEdge(
    <GamesEdgeProvider value={gamesEdgeOver(api)}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={page} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </GamesEdgeProvider>,
    setup.edge,
  );
  const session = () => selectSessionView(selectSessionRef(setup.rootActor.getSnapshot())!.getSnapshot());
  return { ...setup, ...utils, api, session, location: () => screen.getByTestId('location').textContent };
}

/** Lets pending promise callbacks and the renders they cause run. */
export async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
