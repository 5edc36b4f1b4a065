/**
 * The games pages at the edge (SPEC §2 games routes): the `gameList` and `favouriteToggle` charts'
 * calls, the sources of the vendor-card and hot-games pages, and what a clicked game or card hands
 * to the launch. Views take the edge from `useGamesEdge()` (tests provide one over fake calls with
 * `GamesEdgeProvider`) and never import src/api.
 *
 * The game list's tabs map to the gateway like this:
 * - all: the game list call with every filter and the page;
 * - hot: the hot games of the page's group (esports and cockfight are sports there), then the
 *   page's game type, vendor and filters applied here, 15 a page;
 * - favourites: every favourite of the member, filtered and paged here;
 * - recent: the member's recent games (at most 50), filtered and paged here.
 * A real account's answer carries the favourite ids (the hearts), asked beside the list.
 */
import { createContext, useContext } from 'react';
import { fromPromise } from 'xstate';
import type { FavouriteChange, FavouriteGame, favouriteToggleMachine } from '../../machines/favourite-toggle';
import { pageLocally } from '../../machines/game-list';
import type { AccountKind, GameListRequest, GameListResult, gameListMachine, GameSummary } from '../../machines/game-list';
import type { GameToLaunch } from '../../machines/game-launch';
import type { PageParams } from '../../machines/page-data';
import { selectSessionView } from '../../machines/session';
import type { SessionSnapshot } from '../../machines/session';
import { toApiError } from '../api/client';
import * as catalogueApi from '../api/games-catalogue.api';
import type { FavouriteAnswer, FavouritePayload, GameListPage, GameListQuery, HotGroup, WireGame } from '../api/games-catalogue.api';
import { fetchVendorLanes } from '../api/games.api';
import type { VendorCardWire, VendorLane } from '../api/games.api';
import type { PageSource } from './pages.edge';
import { readRememberedVendor } from './nav.edge';

export type { GameSummary } from '../../machines/game-list';

/** The gateway's fallback game icon (server/routes/games-assets.routes.ts). */
export const DEFAULT_GAME_ICON = '/wps/assets/games/default.svg';

/** The session intent of a games page's real-account request (guests get the login, trial accounts the warning). */
export const GAMES_INTENT = 'games.realAccount';

/** A vendor card as the games page reads it: the lane's card with the fields a launch needs. */
export interface VendorCard extends VendorCardWire {
  gameType?: string;
  accountTypeName?: string;
  nodeId?: string;
  gameCode?: string;
}

export interface GamesLane extends Omit<VendorLane, 'cards'> {
  cards: VendorCard[];
}

/** One group of the hot-games page. */
export interface HotGamesGroup {
  gameType: string;
  games: GameSummary[];
  /** the group's page (`/rng`) and how many hot games it has in all */
  footer: { path: string; gameCount: number } | null;
}

export interface HotGamesData {
  groups: HotGamesGroup[];
  /** the member's favourites; empty for a guest or trial account */
  favouriteIds: string[];
  /** vendor code -> display name */
  vendorNames: Record<string, string>;
}

/** The calls the edge makes (the gateway's, or a test's fakes). */
export interface GamesApi {
  fetchVendorLanes: (language: string) => Promise<VendorLane[]>;
  fetchGameList: (query: GameListQuery) => Promise<GameListPage>;
  fetchHotGames: (vassalage?: string) => Promise<HotGroup[]>;
  fetchFavouriteIds: () => Promise<string[]>;
  fetchAllFavourites: () => Promise<WireGame[]>;
  fetchRecentGames: () => Promise<WireGame[]>;
  addFavourite: (game: FavouritePayload) => Promise<FavouriteAnswer>;
  removeFavourite: (game: FavouritePayload) => Promise<FavouriteAnswer>;
  /** the vendor the visitor chose last for a game type's page (slot, pvp, live, fish), or null */
  rememberedVendor?: (gameType: string) => string | null;
}

/** Who the session says is looking: a real account (member or agent), a trial account, or a guest. */
export function accountKindOf(snapshot: SessionSnapshot): AccountKind {
  const view = selectSessionView(snapshot);
  if (!view.isSignedIn) return 'guest';
  return view.isTrial ? 'trial' : 'real';
}

/** Hot games come in these groups (SPEC §9); esports and cockfight count as sports there. */
export function hotGroupOf(gameType: string): string {
  const type = gameType.toUpperCase();
  return type === 'ESPORTS' || type === 'COCKFIGHT' ? 'SPORTS' : type;
}

const text = (...values: (string | null | undefined)[]) => values.find((value) => typeof value === 'string' && value !== '') ?? '';

/** The gateway's game as the list shows it; missing fields read as the safe default. */
export function toGameSummary(wire: WireGame): GameSummary {
  const vassalage = text(wire.vassalage, wire.vendor);
  const minBet = Number(wire.minBet);
  return {
    nodeId: String(wire.nodeId),
    gameCode: text(wire.gameCode, wire.code),
    gameName: text(wire.gameName, wire.displayName, wire.nodeName),
    gameType: String(wire.gameType ?? '').toUpperCase(),
    vassalage,
    accountTypeName: text(wire.accountTypeName, vassalage),
    gameClassify: text(wire.gameClassify),
    minBet: Number.isFinite(minBet) ? minBet : 0,
    isHot: wire.isHot === 1 || wire.isHot === true,
    iconUrl: text(wire.iconUrl, wire.showIcon, wire.defaultIcon, DEFAULT_GAME_ICON),
    defaultIcon: text(wire.defaultIcon, DEFAULT_GAME_ICON),
    maintenance: wire.maintenance === true,
  };
}

/** What a clicked game tile hands to the launch. */
export function gameToLaunch(game: GameSummary): GameToLaunch {
  return {
    nodeId: game.nodeId,
    gameCode: game.gameCode,
    gameName: game.gameName,
    gameType: game.gameType,
    vassalage: game.vassalage,
    isGame: 'GAME',
    accountTypeName: game.accountTypeName,
  };
}

/** What a clicked vendor card hands to the launch: a vendor (its game list) or its only game. */
export function vendorCardToLaunch(card: VendorCard, laneType: string): GameToLaunch {
  return {
    nodeId: card.nodeId ?? '',
    gameCode: card.gameCode ?? '',
    gameName: card.displayName,
    gameType: (card.gameType ?? laneType).toUpperCase(),
    vassalage: card.vassalage,
    isGame: card.isGame === 'GAME' ? 'GAME' : 'VASSALAGE',
    accountTypeName: card.accountTypeName ?? card.vassalage,
  };
}

/** The gateway's game-list parameters of a request on the "all" tab (only those with a value). */
export function gameListQueryOf(request: GameListRequest): GameListQuery {
  const query: GameListQuery = { gameType: request.gameType, pageNo: request.pageNo, pageSize: request.pageSize };
  if (request.vendor) query.vassalage = request.vendor;
  if (request.gameClass) query.gameClassify = request.gameClass;
  if (request.search) query.gameName = request.search;
  if (request.minBet) query.minBet = request.minBet;
  return query;
}

/** A rejection as the charts read it: `{ errorCode }`. */
async function withErrorCode<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const own = typeof error === 'object' && error !== null ? (error as { errorCode?: unknown }).errorCode : undefined;
    throw { errorCode: typeof own === 'string' && own !== '' ? own : toApiError(error).errorCode };
  }
}

function favouriteAnswer(answer: FavouriteAnswer, game: FavouriteGame): FavouriteChange {
  return { nodeId: String(answer?.nodeId ?? game.nodeId), favourite: answer?.favorite === true, nodeIds: (answer?.nodeIds ?? []).map(String) };
}

export function createGamesEdge(api: GamesApi) {
  async function listOf(request: GameListRequest): Promise<Omit<GameListResult, 'favouriteIds'> & { favouriteIds?: string[] }> {
    switch (request.tab) {
      case 'hot': {
        const groups = await api.fetchHotGames(request.vendor || undefined);
        const group = groups.find((entry) => entry.gameType.toUpperCase() === hotGroupOf(request.gameType));
        return pageLocally((group?.list ?? []).map(toGameSummary), request);
      }
      case 'favourites': {
        const favourites = (await api.fetchAllFavourites()).map(toGameSummary);
        return { ...pageLocally(favourites, request), favouriteIds: favourites.map((game) => game.nodeId) };
      }
      case 'recent':
        return pageLocally((await api.fetchRecentGames()).map(toGameSummary), request);
      default: {
        const page = await api.fetchGameList(gameListQueryOf(request));
        return { games: page.games.map(toGameSummary), totalPages: page.totalPages, totalCount: page.totalCount };
      }
    }
  }

  /** One page of the request's tab, with the favourite ids for a real account. */
  async function loadGameList(request: GameListRequest): Promise<GameListResult> {
    return withErrorCode(async () => {
      const real = request.account === 'real';
      const ids = real && request.tab !== 'favourites' ? api.fetchFavouriteIds() : Promise.resolve(null);
      const [list, favouriteIds] = await Promise.all([listOf(request), ids]);
      return { ...list, favouriteIds: real ? (list.favouriteIds ?? favouriteIds ?? []) : null };
    });
  }

  /** The lane of `params.gameType` in `params.language`; an unknown game type holds no cards. */
  const lane: PageSource<GamesLane | null> = async (params: PageParams) => {
    const lanes = (await api.fetchVendorLanes(params.language ?? 'EN')) as GamesLane[];
    const found = lanes.find((entry) => entry.title.toUpperCase() === (params.gameType ?? '').toUpperCase()) ?? null;
    return { data: found, count: found?.cards.length ?? 0 };
  };

  /** The hot groups (with games), the member's favourites for `params.account` 'real', the vendor names. */
  const hotGames: PageSource<HotGamesData> = async (params: PageParams) => {
    const [groups, lanes, favouriteIds] = await Promise.all([
      api.fetchHotGames(),
      api.fetchVendorLanes(params.language ?? 'EN').catch(() => [] as VendorLane[]),
      params.account === 'real' ? api.fetchFavouriteIds() : Promise.resolve([] as string[]),
    ]);
    const vendorNames = Object.fromEntries(lanes.flatMap((entry) => entry.cards.map((card) => [card.vassalage, card.displayName])));
    const shown = groups
      .map((group) => ({ gameType: group.gameType.toUpperCase(), games: group.list.map(toGameSummary), footer: group.footer ?? null }))
      .filter((group) => group.games.length > 0);
    return { data: { groups: shown, favouriteIds, vendorNames }, count: shown.length };
  };

  return {
    loadGameList,
    lane,
    hotGames,
    /** the vendor a game type's page opens on when the address names none */
    rememberedVendor: (gameType: string): string | null => api.rememberedVendor?.(gameType) ?? null,
    addFavourite: (game: FavouriteGame) => withErrorCode(async () => favouriteAnswer(await api.addFavourite(game), game)),
    removeFavourite: (game: FavouriteGame) => withErrorCode(async () => favouriteAnswer(await api.removeFavourite(game), game)),
  };
}

export type GamesEdge = ReturnType<typeof createGamesEdge>;

/** What a games page does when a guest or trial account asks for a real account's list or heart. */
export type RealAccountRequest = () => void;

/** The game list's implementations for one page (its real-account request). */
export function gameListImplementations(edge: GamesEdge, requireRealAccount: RealAccountRequest): Parameters<typeof gameListMachine.provide>[0] {
  return {
    actors: { loadGames: fromPromise<GameListResult, GameListRequest>(({ input }) => edge.loadGameList(input)) },
    // the session chart decides: the login dialog for a guest, the real-account warning for a trial account
    actions: { requestLogin: () => requireRealAccount(), warnRealAccount: () => requireRealAccount() },
  };
}

/** The favourite buttons' implementations for one list: a change goes to `onChange`. */
export function favouriteToggleImplementations(
  edge: GamesEdge,
  requireRealAccount: RealAccountRequest,
  onChange: (change: FavouriteChange) => void,
): Parameters<typeof favouriteToggleMachine.provide>[0] {
  return {
    actors: {
      addFavourite: fromPromise<FavouriteChange, FavouriteGame>(({ input }) => edge.addFavourite(input)),
      removeFavourite: fromPromise<FavouriteChange, FavouriteGame>(({ input }) => edge.removeFavourite(input)),
    },
    actions: {
      requestLogin: () => requireRealAccount(),
      warnRealAccount: () => requireRealAccount(),
      publishFavourites: (_, change) => onChange(change),
    },
  };
}

export const gatewayGamesEdge: GamesEdge = createGamesEdge({ ...catalogueApi, fetchVendorLanes, rememberedVendor: readRememberedVendor });

const GamesEdgeContext = createContext<GamesEdge>(gatewayGamesEdge);

/** Tests provide an edge over fake calls. */
export const GamesEdgeProvider = GamesEdgeContext.Provider;

export function useGamesEdge(): GamesEdge {
  return useContext(GamesEdgeContext);
}
