/**
 * The games catalogue's lists and a member's games (CONTRACT §4.9, §4.10; server/games/games.routes.ts
 * and games-member.routes.ts). The vendor lanes are src/api/games.api.ts's.
 *
 * - `GET /wps/relay/GCSGAME_gameList` (no token): one page of games with the filters given;
 * - `GET /wps/relay/GCSGAME_hotGamesV2` (no token): the hot games grouped ELOTT, LOTT, LIVE,
 *   SPORTS, FISH, RNG, PVP, at most 12 each;
 * - `GET /wps/relay/MCSFE_getFavoriteGames`, `MCSFE_getFavoriteGamesList`, `GCS_recentGame`
 *   (token; a trial account is refused with `in_need_true_account`);
 * - `POST /wps/relay/MCSFE_addFavoriteGameV2`, `DELETE /wps/relay/MCSFE_removeFavoriteGameV2`
 *   (token) with `{ nodeId, vendor, gameType }`.
 * The answer language follows the `Language` header the client sends on every call.
 *
 * `createGamesCatalogue` reads these answers as the games pages' charts take them (a page of
 * `GameSummary`, a vendor's games as `GameToLaunch`, a favourite's new state). The game list's
 * tabs map to the gateway like this:
 * - all: the game list call with every filter and the page;
 * - hot: the hot games of the page's group (esports and cockfight are sports there), then the
 *   page's game type, vendor and filters applied here, 15 a page;
 * - favourites: every favourite of the member, filtered and paged here;
 * - recent: the member's recent games (at most 50), filtered and paged here.
 * A real account's answer carries the favourite ids (the hearts), asked beside the list.
 */
import type { FavouriteChange, FavouriteGame } from '../../machines/favourite-toggle';
import type { GameToLaunch, VendorGamesRequest } from '../../machines/game-launch';
import { VENDOR_LIST_SIZE } from '../../machines/game-launch';
import { pageLocally } from '../../machines/game-list';
import type { GameListRequest, GameListResult, GameSummary } from '../../machines/game-list';
import type { FavouriteChangeValue, Game, GameListValue, HotGroupValue } from '../../wire/games.schemas';
import { callApi, withPlainFailure } from './client';
import { fetchVendorLanes } from './games.api';
import type { VendorCardWire, VendorLane } from './games.api';
import type { PageSource } from './pages.api';
import type { Lenient, Widened } from './wire-types';

export const GAME_LIST_PATH = '/wps/relay/GCSGAME_gameList';
export const HOT_GAMES_PATH = '/wps/relay/GCSGAME_hotGamesV2';
export const FAVOURITE_IDS_PATH = '/wps/relay/MCSFE_getFavoriteGames';
export const FAVOURITE_LIST_PATH = '/wps/relay/MCSFE_getFavoriteGamesList';
export const ADD_FAVOURITE_PATH = '/wps/relay/MCSFE_addFavoriteGameV2';
export const REMOVE_FAVOURITE_PATH = '/wps/relay/MCSFE_removeFavoriteGameV2';
export const RECENT_GAMES_PATH = '/wps/relay/GCS_recentGame';

/** SPEC §3 game query: a desktop client (type 3) listing flash and HTML5 games (SPEC §9). */
const CLIENT_TYPE = 3;
const DESKTOP_PLATFORMS = 'flash,html5-desktop';
/** the largest page the favourites list answers */
const FAVOURITES_PAGE_SIZE = 100;
/** the gateway keeps at most 500 favourites: 5 pages; a gateway answering more pages is not followed further */
const MAX_FAVOURITE_PAGES = 10;

/** A game as the gateway sends it (only the fields the site reads; ids may come as numbers, minBet as text, isHot as a boolean). */
export type WireGame = Lenient<
  Pick<
    Game,
    | 'gameCode'
    | 'code'
    | 'gameName'
    | 'displayName'
    | 'nodeName'
    | 'vassalage'
    | 'vendor'
    | 'accountTypeName'
    | 'gameClassify'
    | 'iconUrl'
    | 'showIcon'
    | 'defaultIcon'
    | 'maintenance'
  >
> & {
  nodeId: Game['nodeId'] | number;
  gameType: Widened<Game['gameType']>;
  minBet?: Game['minBet'] | string | null;
  isHot?: Widened<Game['isHot']> | boolean | null;
};

export interface GameListQuery {
  gameType: string;
  /** the vendor code; absent for every vendor */
  vassalage?: string;
  gameClassify?: string;
  gameName?: string;
  /** major units as a SPEC §9 option: '0.05' */
  minBet?: string;
  pageNo: number;
  pageSize: number;
}

export type GameListPage = Pick<GameListValue, 'totalPages' | 'totalCount'> & { games: WireGame[] };

export type HotGroup = { gameType: Widened<HotGroupValue['gameType']>; list: WireGame[]; footer?: HotGroupValue['footer'] | null };

/** The game, its state and the member's ids after the change. */
export type FavouriteAnswer = FavouriteChangeValue;

export interface FavouritePayload {
  nodeId: string;
  vendor: string;
  gameType: string;
}

/** Only parameters with a value are sent (the gateway treats empty ones as absent anyway). */
function present(query: Record<string, string | number | undefined>): Record<string, string | number> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== '')) as Record<string, string | number>;
}

export async function fetchGameList(query: GameListQuery): Promise<GameListPage> {
  const value = await callApi<Partial<GameListPage> | null>(GAME_LIST_PATH, {
    query: present({ clientType: CLIENT_TYPE, platform: DESKTOP_PLATFORMS, ...query }),
  });
  return { games: value?.games ?? [], totalPages: Number(value?.totalPages ?? 0), totalCount: Number(value?.totalCount ?? 0) };
}

export async function fetchHotGames(vassalage?: string): Promise<HotGroup[]> {
  const value = await callApi<{ list?: HotGroup[] | null } | null>(HOT_GAMES_PATH, {
    query: present({ isPlatform: 2, platform: DESKTOP_PLATFORMS, vassalage }),
  });
  return value?.list ?? [];
}

export async function fetchFavouriteIds(): Promise<string[]> {
  const value = await callApi<(string | number)[] | null>(FAVOURITE_IDS_PATH, { token: true });
  return (value ?? []).map(String);
}

/** Every favourite of the member (the list is paged on the wire; a member has at most a few hundred). */
export async function fetchAllFavourites(): Promise<WireGame[]> {
  const games: WireGame[] = [];
  for (let pageNo = 1; pageNo <= MAX_FAVOURITE_PAGES; pageNo += 1) {
    const value = await callApi<{ content?: WireGame[] | null; totalPages?: number } | null>(FAVOURITE_LIST_PATH, {
      token: true,
      query: { pageNo, pageSize: FAVOURITES_PAGE_SIZE },
    });
    games.push(...(value?.content ?? []));
    if (pageNo >= Number(value?.totalPages ?? 0)) break;
  }
  return games;
}

export async function fetchRecentGames(): Promise<WireGame[]> {
  const value = await callApi<WireGame[] | null>(RECENT_GAMES_PATH, { token: true });
  return value ?? [];
}

export function addFavourite(game: FavouritePayload): Promise<FavouriteAnswer> {
  return callApi<FavouriteAnswer>(ADD_FAVOURITE_PATH, { method: 'POST', token: true, body: game });
}

export function removeFavourite(game: FavouritePayload): Promise<FavouriteAnswer> {
  return callApi<FavouriteAnswer>(REMOVE_FAVOURITE_PATH, { method: 'DELETE', token: true, body: game });
}

/** The gateway's fallback game icon (server/games/games-assets.routes.ts). */
export const DEFAULT_GAME_ICON = '/wps/assets/games/default.svg';

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

/** A game as the launch needs it, from the catalogue's wire shape. */
export function toGameToLaunch(game: WireGame): GameToLaunch {
  return {
    nodeId: String(game.nodeId),
    gameCode: game.gameCode ?? game.code ?? '',
    gameName: game.gameName ?? game.displayName ?? game.nodeName ?? '',
    gameType: game.gameType.toUpperCase(),
    vassalage: game.vassalage ?? game.vendor ?? '',
    isGame: 'GAME',
    ...(game.accountTypeName ? { accountTypeName: game.accountTypeName } : {}),
  };
}

/** A vendor card's games for the launch's vendor list (the first page, VENDOR_LIST_SIZE games). */
export function loadVendorGames(request: VendorGamesRequest): Promise<GameToLaunch[]> {
  return withPlainFailure(async () => {
    const page = await fetchGameList({ gameType: request.gameType, vassalage: request.vassalage, pageNo: 1, pageSize: VENDOR_LIST_SIZE });
    return page.games.map(toGameToLaunch);
  });
}

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

/** Hot games come in these groups (SPEC §9); esports and cockfight count as sports there. */
export function hotGroupOf(gameType: string): string {
  const type = gameType.toUpperCase();
  return type === 'ESPORTS' || type === 'COCKFIGHT' ? 'SPORTS' : type;
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

function favouriteChange(answer: FavouriteAnswer, game: FavouriteGame): FavouriteChange {
  return { nodeId: String(answer?.nodeId ?? game.nodeId), favourite: answer?.favorite === true, nodeIds: (answer?.nodeIds ?? []).map(String) };
}

/** The wire calls the catalogue reads (the gateway's, or a test's answers). */
export interface CatalogueCalls {
  fetchVendorLanes: (language: string) => Promise<VendorLane[]>;
  fetchGameList: (query: GameListQuery) => Promise<GameListPage>;
  fetchHotGames: (vassalage?: string) => Promise<HotGroup[]>;
  fetchFavouriteIds: () => Promise<string[]>;
  fetchAllFavourites: () => Promise<WireGame[]>;
  fetchRecentGames: () => Promise<WireGame[]>;
  addFavourite: (game: FavouritePayload) => Promise<FavouriteAnswer>;
  removeFavourite: (game: FavouritePayload) => Promise<FavouriteAnswer>;
}

/** The games pages' reads over `calls`, in the charts' shapes; every failure rejects as `{ errorCode, value }`. */
export function createGamesCatalogue(calls: CatalogueCalls) {
  async function listOf(request: GameListRequest): Promise<Omit<GameListResult, 'favouriteIds'> & { favouriteIds?: string[] }> {
    switch (request.tab) {
      case 'hot': {
        const groups = await calls.fetchHotGames(request.vendor || undefined);
        const group = groups.find((entry) => entry.gameType.toUpperCase() === hotGroupOf(request.gameType));
        return pageLocally((group?.list ?? []).map(toGameSummary), request);
      }
      case 'favourites': {
        const favourites = (await calls.fetchAllFavourites()).map(toGameSummary);
        return { ...pageLocally(favourites, request), favouriteIds: favourites.map((game) => game.nodeId) };
      }
      case 'recent':
        return pageLocally((await calls.fetchRecentGames()).map(toGameSummary), request);
      default: {
        const page = await calls.fetchGameList(gameListQueryOf(request));
        return { games: page.games.map(toGameSummary), totalPages: page.totalPages, totalCount: page.totalCount };
      }
    }
  }

  /** One page of the request's tab, with the favourite ids for a real account. */
  function loadGameList(request: GameListRequest): Promise<GameListResult> {
    return withPlainFailure(async () => {
      const real = request.account === 'real';
      const ids = real && request.tab !== 'favourites' ? calls.fetchFavouriteIds() : Promise.resolve(null);
      const [list, favouriteIds] = await Promise.all([listOf(request), ids]);
      return { ...list, favouriteIds: real ? (list.favouriteIds ?? favouriteIds ?? []) : null };
    });
  }

  /** The lane of `params.gameType` in `params.language`; an unknown game type holds no cards. */
  const lane: PageSource<GamesLane | null> = (params) =>
    withPlainFailure(async () => {
      const lanes = (await calls.fetchVendorLanes(params.language ?? 'EN')) as GamesLane[];
      const found = lanes.find((entry) => entry.title.toUpperCase() === (params.gameType ?? '').toUpperCase()) ?? null;
      return { data: found, count: found?.cards.length ?? 0 };
    });

  /** The hot groups (with games), the member's favourites for `params.account` 'real', the vendor names. */
  const hotGames: PageSource<HotGamesData> = (params) =>
    withPlainFailure(async () => {
      const [groups, lanes, favouriteIds] = await Promise.all([
        calls.fetchHotGames(),
        calls.fetchVendorLanes(params.language ?? 'EN').catch(() => [] as VendorLane[]),
        params.account === 'real' ? calls.fetchFavouriteIds() : Promise.resolve([] as string[]),
      ]);
      const vendorNames = Object.fromEntries(lanes.flatMap((entry) => entry.cards.map((card) => [card.vassalage, card.displayName])));
      const shown = groups
        .map((group) => ({ gameType: group.gameType.toUpperCase(), games: group.list.map(toGameSummary), footer: group.footer ?? null }))
        .filter((group) => group.games.length > 0);
      return { data: { groups: shown, favouriteIds, vendorNames }, count: shown.length };
    });

  return {
    loadGameList,
    lane,
    hotGames,
    addFavourite: (game: FavouriteGame): Promise<FavouriteChange> =>
      withPlainFailure(async () => favouriteChange(await calls.addFavourite(game), game)),
    removeFavourite: (game: FavouriteGame): Promise<FavouriteChange> =>
      withPlainFailure(async () => favouriteChange(await calls.removeFavourite(game), game)),
  };
}

export type GamesCatalogue = ReturnType<typeof createGamesCatalogue>;

/** The catalogue over the gateway. */
export const gamesCatalogue: GamesCatalogue = createGamesCatalogue({
  fetchVendorLanes,
  fetchGameList,
  fetchHotGames,
  fetchFavouriteIds,
  fetchAllFavourites,
  fetchRecentGames,
  addFavourite,
  removeFavourite,
});
