/**
 * Lottery calls (CONTRACT §1.4, §4.11, §4.12). The `/lgw` answers are raw JSON, not enveloped
 * (the client passes a body without `success` through as it is):
 * - `GET /lgw/vn/games/game_menu?prizeMode&device=WEB&count=100` → an object whose values each
 *   hold `gameMenus[]` (the Vietnamese lottery games);
 * - `GET /lgw/games/game_menus?prizeMode` → an object of lottery games (grouped by gameGroupCode);
 * - `GET /lgw/vn/numeros/opened/game` → an object per Vietnamese game: its latest opened numero
 *   and numbers; `GET /lgw/games/opened/numero` → the same for every draw lottery.
 * A lottery game is launched through `GET /wps/game/launchGame` (token) with the game's node id,
 * code, vendor and type and the lottery lobby launch's parameters; the answer is the same-origin
 * betting page.
 * Field names vary between gateways: the wire types list what the site reads, all optional, and
 * `createLotteryLobbyApi` reads them defensively. Our gateway's names and types come from
 * wire/lottery.schemas.ts; the other gateways' variants sit beside them.
 *
 * The lobby as the `lotteryLobby` chart reads it (SPEC §4, §5; CONTRACT §4.11, §4.12):
 * - The prize mode is the client's rule over the vendor lanes (SPEC §4): ELOTT when the electronic
 *   lottery lane holds a TCG_LOTTO_VN or LOTT card, else LOTT.
 * - The lobby is the Vietnamese game menu (every game tagged TCG_LOTTO_VN) and the lottery games
 *   (tagged by gameGroupCode), each answer timed on the client clock so the chart can place the
 *   draws (CONTRACT §4.12: remainTime less half the round trip). A game listed by both keeps the
 *   menu's entry; a lottery game whose answer carries no draw (numero, remainTime) shows its
 *   schedule without a countdown. The opened numeros (the Vietnamese ones, then every draw
 *   lottery's) add the latest winning numbers. The lobby fails only when both menus fail; without
 *   opened numeros the cards show no numbers.
 * - A named game (the address carries its code and vendor) is found among the lottery games for its
 *   node id and type, then launched through the launch call with the lottery lobby launch's
 *   parameters, and framed when the answer is an address of this site or an https page (the game
 *   launch's rule).
 */
import { prizeModeOf } from '../../machines/game-list';
import { parseDrawDays } from '../../machines/lottery-lobby';
import type {
  LotteryLaunchAnswer,
  LotteryLobbyLoad,
  LotteryMenuAnswer,
  LotteryMenuGame,
  LotteryPlayRequest,
  OpenedNumero,
} from '../../machines/lottery-lobby';
import type { GameMenuBody, GameMenuItem, OpenedGame } from '../../wire/lottery.schemas';
import { callApi, toApiFailure, withPlainFailure } from './client';
import { exitGames, isGameAddress, LAUNCH_GAME_PATH, launchAnswerOf } from './game-launch.api';
import type { LaunchGameValue } from './game-launch.api';
import { fetchVendorLanes } from './games.api';
import type { VendorLane } from './games.api';
import type { Widened } from './wire-types';

export const VN_GAME_MENU_PATH = '/lgw/vn/games/game_menu';
export const LOTTERY_GAME_MENUS_PATH = '/lgw/games/game_menus';
export const OPENED_NUMEROS_PATH = '/lgw/vn/numeros/opened/game';
export const ALL_OPENED_NUMEROS_PATH = '/lgw/games/opened/numero';

/** SPEC §7 brand config: device WEB; SPEC §9: Vietnamese lottery count 100. */
export const LOTTERY_DEVICE = 'WEB';
export const VN_MENU_COUNT = 100;

export type LotteryPrizeMode = 'ELOTT' | 'LOTT';

type MenuItem = GameMenuItem;
type Menu = GameMenuBody[string];

/** A game of a lottery menu as gateways send it. */
export interface WireLotteryGame {
  gameId?: MenuItem['gameId'] | number;
  nodeId?: MenuItem['nodeId'] | number;
  gameCode?: MenuItem['gameCode'];
  gameName?: MenuItem['gameName'];
  remark?: MenuItem['remark'];
  gameMenuTag?: MenuItem['gameMenuTag'];
  gameGroupCode?: MenuItem['gameGroupCode'];
  gameGroupName?: string;
  /** "1,4": weekday numbers 1-7, 1 = Monday */
  drawDayOfWeek?: MenuItem['drawDayOfWeek'] | number[];
  numero?: MenuItem['numero'] | number;
  /** ms until the draw */
  remainTime?: MenuItem['remainTime'] | string;
  /** ms until bets lock */
  lockTime?: MenuItem['lockTime'] | string;
  winningTime?: MenuItem['winningTime'] | string;
  iconUrl?: MenuItem['iconUrl'];
  vendor?: string;
  vassalage?: MenuItem['vassalage'];
  accountTypeName?: MenuItem['accountTypeName'];
  gameType?: Widened<MenuItem['gameType']>;
  maintenance?: MenuItem['maintenance'];
}

/** A value of the VN game menu's answer. */
export interface WireLotteryMenu {
  tag?: Menu['tag'];
  tagName?: string;
  name?: Menu['name'];
  gameMenus?: WireLotteryGame[] | null;
}

/** A value of the opened-numeros answer. */
export interface WireOpenedNumero {
  gameId?: OpenedGame['gameId'] | number;
  gameCode?: OpenedGame['gameCode'];
  numero?: OpenedGame['numero'] | number;
  /** "01,25,37" or a list */
  winNo?: OpenedGame['winNo'] | (string | number)[];
  winningNumbers?: string | (OpenedGame['winningNumbers'][number] | number)[];
  winningNumber?: string | (string | number)[];
}

export type WireMap<T> = Record<string, T | T[]> | T[] | null;

export function fetchVnGameMenu(prizeMode: LotteryPrizeMode): Promise<WireMap<WireLotteryMenu>> {
  return callApi(VN_GAME_MENU_PATH, { query: { prizeMode, device: LOTTERY_DEVICE, count: VN_MENU_COUNT } });
}

export function fetchLotteryGameMenus(prizeMode: LotteryPrizeMode): Promise<WireMap<WireLotteryGame>> {
  return callApi(LOTTERY_GAME_MENUS_PATH, { query: { prizeMode } });
}

export function fetchOpenedNumeros(): Promise<WireMap<WireOpenedNumero>> {
  return callApi(OPENED_NUMEROS_PATH);
}

export function fetchAllOpenedNumeros(): Promise<WireMap<WireOpenedNumero>> {
  return callApi(ALL_OPENED_NUMEROS_PATH);
}

/** CONTRACT §4.11 lottery launch, plus the game's code and vendor as every launch names them. */
export interface LotteryLaunchQuery {
  /** the game's node id when the lottery games list it ('' otherwise) */
  nodeId: string;
  gameCode: string;
  /** LOTT or ELOTT when known ('' otherwise) */
  gameType: string;
  /** the lottery vendor (TCG_LOTTO_VN, TCG_SEA, ELOTT, LOTT) */
  vassalage: string;
  playType?: string;
  prizeMode: LotteryPrizeMode;
  language: string;
  /** the site path to come back to */
  backUrl: string;
}

/** The launch call's answer as it comes; the lobby's `launch` keeps only an address the site may open. */
export function launchLotteryGame(query: LotteryLaunchQuery): Promise<LaunchGameValue> {
  const params: Record<string, string> = {
    launchMode: 'LOTT',
    lottoArea: query.vassalage === 'TCG_LOTTO_VN' ? 'VN' : '',
    lottoPrizeMode: query.prizeMode,
    lottoGameCode: query.gameCode,
    lottoView: 'betting',
    nodeId: query.nodeId,
    gameCode: query.gameCode,
    vassalage: query.vassalage,
    gameType: query.gameType,
    playType: query.playType ?? '',
    device: LOTTERY_DEVICE,
    language: query.language,
    backUrl: query.backUrl,
  };
  const present = Object.fromEntries(Object.entries(params).filter(([, value]) => value !== ''));
  return callApi<LaunchGameValue>(LAUNCH_GAME_PATH, { token: true, query: present });
}

/** The lobby's own address (the page without a game): where a lottery game comes back to. */
export const LOTTERY_LOBBY_PATH = '/lottery';

/** SPEC §9 lottery vendor codes: the Vietnamese menus are TCG_LOTTO_VN's. */
const VN_VENDOR = 'TCG_LOTTO_VN';
/** The Vietnamese lottery's vendor lane (server/db/seed-games-catalogue.ts). */
const VN_GAME_TYPE = 'ELOTT';
/** The lottery games' vendor and game type when the gateway names none. */
const LOTTERY_VENDOR = 'LOTT';
const LOTTERY_GAME_TYPE = 'LOTT';

const text = (...values: unknown[]): string => {
  for (const value of values) if ((typeof value === 'string' && value.trim() !== '') || typeof value === 'number') return String(value).trim();
  return '';
};

const milliseconds = (value: unknown): number | null => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
};

/** The values of an object map (or the items of a list), one level of lists flattened. */
function valuesOf<T>(answer: WireMap<T> | undefined): [string, T][] {
  if (!answer || typeof answer !== 'object') return [];
  const entries: [string, T | T[]][] = Array.isArray(answer) ? answer.map((item, index) => [String(index), item]) : Object.entries(answer);
  return entries
    .flatMap(([key, value]) => (Array.isArray(value) ? value.map((item): [string, T] => [key, item]) : [[key, value] as [string, T]]))
    .filter(([, value]) => value !== null && typeof value === 'object');
}

interface GameDefaults {
  tag: string;
  tagName: string;
  vendor: string;
  gameType: string;
}

/** A wire game as the chart reads it; null for a game without a code (nothing could launch it). */
export function toMenuGame(wire: WireLotteryGame, defaults: GameDefaults): LotteryMenuGame | null {
  const gameCode = text(wire.gameCode);
  if (gameCode === '') return null;
  const tag = text(wire.gameMenuTag, wire.gameGroupCode, defaults.tag);
  const icon = text(wire.iconUrl);
  const gameName = text(wire.gameName, gameCode);
  const remark = text(wire.remark);
  return {
    gameId: text(wire.gameId, wire.nodeId),
    gameCode,
    gameName,
    tag,
    tagName: tag === defaults.tag ? text(defaults.tagName, wire.gameGroupName, tag) : text(wire.gameGroupName, tag),
    drawDays: parseDrawDays(wire.drawDayOfWeek),
    // some gateways name the game in its remark; then it is no schedule
    remark: remark === gameName ? '' : remark,
    numero: text(wire.numero),
    remainTime: milliseconds(wire.remainTime),
    lockTime: milliseconds(wire.lockTime),
    vendor: text(wire.vendor, wire.vassalage, wire.accountTypeName, defaults.vendor),
    gameType: text(wire.gameType, defaults.gameType).toUpperCase(),
    iconUrl: isGameAddress(icon) ? icon : null,
    maintenance: wire.maintenance === true,
  };
}

/** The VN game menu's games: every menu's `gameMenus`, tagged by gameMenuTag (or the menu's tag). */
export function vnMenuGames(answer: WireMap<WireLotteryMenu>): LotteryMenuGame[] {
  return valuesOf(answer).flatMap(([key, menu]) => {
    const tag = text(menu.tag, key);
    const defaults = { tag, tagName: text(menu.tagName, menu.name, tag), vendor: VN_VENDOR, gameType: VN_GAME_TYPE };
    // CONTRACT §4.12: the client tags every VN menu item with account type TCG_LOTTO_VN
    const games = Array.isArray(menu.gameMenus) ? menu.gameMenus : [];
    return games.flatMap((game) => toMenuGame({ ...game, accountTypeName: VN_VENDOR }, defaults) ?? []);
  });
}

/** The lottery games, tagged by gameGroupCode. */
export function lotteryMenuGames(answer: WireMap<WireLotteryGame>): LotteryMenuGame[] {
  return valuesOf(answer).flatMap(([, game]) => {
    // keyed by game id: a game without a group is listed under "all" only
    const tag = text(game.gameGroupCode);
    return toMenuGame(game, { tag, tagName: text(game.gameGroupName, tag), vendor: LOTTERY_VENDOR, gameType: LOTTERY_GAME_TYPE }) ?? [];
  });
}

const numbersOf = (raw: unknown): string[] =>
  (Array.isArray(raw) ? raw.map((value) => text(value)) : text(raw).split(/[\s,;|]+/)).filter((value) => value !== '');

/** The latest opened numero per game; an entry naming no game takes its key as id and code. */
export function openedNumeros(answer: WireMap<WireOpenedNumero>): OpenedNumero[] {
  return valuesOf(answer).map(([key, entry]) => {
    const gameId = text(entry.gameId);
    const gameCode = text(entry.gameCode);
    const named = gameId !== '' || gameCode !== '';
    return {
      gameId: named ? gameId : key,
      gameCode: named ? gameCode : key,
      numero: text(entry.numero),
      winningNumbers: numbersOf(entry.winNo ?? entry.winningNumbers ?? entry.winningNumber),
    };
  });
}

/** The wire calls the lobby reads (the gateway's, or a test's answers). */
export interface LotteryCalls {
  fetchVendorLanes: (language: string) => Promise<VendorLane[]>;
  fetchVnGameMenu: (prizeMode: LotteryPrizeMode) => Promise<WireMap<WireLotteryMenu>>;
  fetchLotteryGameMenus: (prizeMode: LotteryPrizeMode) => Promise<WireMap<WireLotteryGame>>;
  fetchOpenedNumeros: () => Promise<WireMap<WireOpenedNumero>>;
  fetchAllOpenedNumeros: () => Promise<WireMap<WireOpenedNumero>>;
  launchLotteryGame: (query: LotteryLaunchQuery) => Promise<LaunchGameValue>;
  /** `POST /wps/game/exitGame`: ends the member's play sessions (transfer mode: the money comes back) */
  endPlaySessions?: () => Promise<unknown>;
}

const settledValue = <T>(result: PromiseSettledResult<T>, fallback: T): T => (result.status === 'fulfilled' ? result.value : fallback);

/** The lobby's reads and launch over `calls`, in the chart's shapes; every failure rejects as `{ errorCode, value }`. */
export function createLotteryLobbyApi(calls: LotteryCalls) {
  async function prizeMode(language: string): Promise<LotteryPrizeMode> {
    // without the lanes the lottery is asked in its plain mode
    const lanes = await calls.fetchVendorLanes(language).catch(() => [] as VendorLane[]);
    return prizeModeOf(lanes);
  }

  async function timed(now: () => number, games: () => Promise<LotteryMenuGame[]>): Promise<LotteryMenuAnswer> {
    const sentAt = now();
    const list = await games();
    return { sentAt, receivedAt: now(), games: list };
  }

  /** The named game among the lottery games (its node id and type), null when they do not list it. */
  async function findGame(mode: LotteryPrizeMode, request: LotteryPlayRequest): Promise<LotteryMenuGame | null> {
    const games = await calls
      .fetchLotteryGameMenus(mode)
      .then(lotteryMenuGames)
      .catch(() => [] as LotteryMenuGame[]);
    const named = games.filter((game) => game.gameCode === request.gameCode);
    return named.find((game) => request.vendor === '' || game.vendor === request.vendor) ?? named[0] ?? null;
  }

  return {
    /** Both menus timed on `now` (the client clock), and the opened numeros, in `language`'s prize mode. */
    loadLobby: (now: () => number, language: string): Promise<LotteryLobbyLoad> =>
      withPlainFailure(async () => {
        const mode = await prizeMode(language);
        const [vn, lottery, vnOpened, allOpened] = await Promise.allSettled([
          timed(now, async () => vnMenuGames(await calls.fetchVnGameMenu(mode))),
          timed(now, async () => lotteryMenuGames(await calls.fetchLotteryGameMenus(mode))),
          calls.fetchOpenedNumeros(),
          calls.fetchAllOpenedNumeros(),
        ]);
        if (vn.status === 'rejected' && lottery.status === 'rejected') throw toApiFailure(vn.reason);
        const answers = [vn, lottery].flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
        return { answers, opened: [...openedNumeros(settledValue(vnOpened, null)), ...openedNumeros(settledValue(allOpened, null))] };
      }),

    /** The named game's betting page, asked in `language`, coming back to the lobby. */
    launch: (request: LotteryPlayRequest, language: string): Promise<LotteryLaunchAnswer> =>
      withPlainFailure(async () => {
        const mode = await prizeMode(language);
        const game = await findGame(mode, request);
        const value = await calls.launchLotteryGame({
          nodeId: game?.gameId ?? '',
          gameCode: request.gameCode,
          gameType: game?.gameType ?? '',
          vassalage: request.vendor || (game?.vendor ?? ''),
          playType: request.playType,
          prizeMode: mode,
          language,
          backUrl: LOTTERY_LOBBY_PATH,
        });
        return { ...launchAnswerOf(value), gameName: game?.gameName ?? null };
      }),

    /** Ends the member's play sessions; a failure changes nothing (the next launch settles). */
    endPlaySessions: (): Promise<void> =>
      (calls.endPlaySessions?.() ?? Promise.resolve()).then(
        () => undefined,
        () => undefined,
      ),
  };
}

export type LotteryLobbyApi = ReturnType<typeof createLotteryLobbyApi>;

/** The lobby over the gateway. */
export const lotteryLobbyApi: LotteryLobbyApi = createLotteryLobbyApi({
  fetchVendorLanes,
  fetchVnGameMenu,
  fetchLotteryGameMenus,
  fetchOpenedNumeros,
  fetchAllOpenedNumeros,
  launchLotteryGame,
  endPlaySessions: exitGames,
});
