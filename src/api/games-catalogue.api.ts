/**
 * The games catalogue's lists and a member's games (CONTRACT §4.9, §4.10; server/routes/games.routes.ts
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
 */
import type { FavouriteChangeValue, Game, GameListValue, HotGroupValue } from '../../wire/games.schemas';
import { callApi } from './client';
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
