/**
 * The lottery page at the edge (SPEC §2 /lottery, §4, §5; CONTRACT §4.11, §4.12): the
 * `lotteryLobby` chart's calls and clock. Views take the edge from `useLotteryEdge()` (tests provide
 * one over fake calls with `LotteryEdgeProvider`) and never import src/api.
 *
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
import { createContext, useContext } from 'react';
import { fromCallback, fromPromise } from 'xstate';
import { prizeModeOf } from '../../machines/game-list';
import type { GameToLaunch } from '../../machines/game-launch';
import { lotteryLobbyMachine, parseDrawDays } from '../../machines/lottery-lobby';
import type {
  LotteryCard,
  LotteryLaunchAnswer,
  LotteryLobbyLoad,
  LotteryMenuAnswer,
  LotteryMenuGame,
  LotteryPlayRequest,
  OpenedNumero,
} from '../../machines/lottery-lobby';
import { toApiError } from '../api/client';
import { exitGames } from '../api/game-launch.api';
import type { LaunchGameValue } from '../api/game-launch.api';
import * as lotteryApi from '../api/lottery.api';
import type { LotteryLaunchQuery, LotteryPrizeMode, WireLotteryGame, WireLotteryMenu, WireMap, WireOpenedNumero } from '../api/lottery.api';
import { fetchVendorLanes } from '../api/games.api';
import type { VendorLane } from '../api/games.api';
import { readLanguageCode } from '../api/request-context';
import { isGamePageMessage } from './balance-signal';
import { isGameAddress, launchFailureOf } from './game-launch.edge';
import { navigateTo } from './navigation';

/** The lobby's own address (the page without a game). */
export const LOTTERY_LOBBY_PATH = '/lottery';

/** SPEC §9 lottery vendor codes: the Vietnamese menus are TCG_LOTTO_VN's. */
const VN_VENDOR = 'TCG_LOTTO_VN';
/** The Vietnamese lottery's vendor lane (server/db/seed-games-catalogue.ts). */
const VN_GAME_TYPE = 'ELOTT';
/** The lottery games' vendor and game type when the gateway names none. */
const LOTTERY_VENDOR = 'LOTT';
const LOTTERY_GAME_TYPE = 'LOTT';

/** The calls the edge makes (the gateway's, or a test's fakes). */
export interface LotteryApi {
  fetchVendorLanes: (language: string) => Promise<VendorLane[]>;
  fetchVnGameMenu: (prizeMode: LotteryPrizeMode) => Promise<WireMap<WireLotteryMenu>>;
  fetchLotteryGameMenus: (prizeMode: LotteryPrizeMode) => Promise<WireMap<WireLotteryGame>>;
  fetchOpenedNumeros: () => Promise<WireMap<WireOpenedNumero>>;
  fetchAllOpenedNumeros: () => Promise<WireMap<WireOpenedNumero>>;
  launchLotteryGame: (query: LotteryLaunchQuery) => Promise<LaunchGameValue>;
  /** `POST /wps/game/exitGame`: ends the member's play sessions (transfer mode: the money comes back) */
  endPlaySessions?: () => Promise<unknown>;
}

/** The browser around the calls: the clock, the language, the router and the game pages' messages. */
export interface LotteryEnv {
  now: () => number;
  language: () => string;
  navigate: (to: string) => void;
  /** calls `onExited` on a `game.exited` message of this site's game page; returns the unsubscribe */
  watchGameExits: (onExited: () => void) => () => void;
}

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

/** A rejection as the chart reads it: `{ errorCode }`. */
const errorCodeOf = (error: unknown) => ({ errorCode: toApiError(error).errorCode });

const settledValue = <T>(result: PromiseSettledResult<T>, fallback: T): T => (result.status === 'fulfilled' ? result.value : fallback);

export function createLotteryEdge(api: LotteryApi, env: LotteryEnv) {
  async function prizeMode(): Promise<LotteryPrizeMode> {
    // without the lanes the lottery is asked in its plain mode
    const lanes = await api.fetchVendorLanes(env.language()).catch(() => [] as VendorLane[]);
    return prizeModeOf(lanes);
  }

  async function timed(games: () => Promise<LotteryMenuGame[]>): Promise<LotteryMenuAnswer> {
    const sentAt = env.now();
    const list = await games();
    return { sentAt, receivedAt: env.now(), games: list };
  }

  async function loadLobby(): Promise<LotteryLobbyLoad> {
    const mode = await prizeMode();
    const [vn, lottery, vnOpened, allOpened] = await Promise.allSettled([
      timed(async () => vnMenuGames(await api.fetchVnGameMenu(mode))),
      timed(async () => lotteryMenuGames(await api.fetchLotteryGameMenus(mode))),
      api.fetchOpenedNumeros(),
      api.fetchAllOpenedNumeros(),
    ]);
    if (vn.status === 'rejected' && lottery.status === 'rejected') throw errorCodeOf(vn.reason);
    const answers = [vn, lottery].flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    return { answers, opened: [...openedNumeros(settledValue(vnOpened, null)), ...openedNumeros(settledValue(allOpened, null))] };
  }

  /** The named game among the lottery games (its node id and type), null when they do not list it. */
  async function findGame(mode: LotteryPrizeMode, request: LotteryPlayRequest): Promise<LotteryMenuGame | null> {
    const games = await api
      .fetchLotteryGameMenus(mode)
      .then(lotteryMenuGames)
      .catch(() => [] as LotteryMenuGame[]);
    const named = games.filter((game) => game.gameCode === request.gameCode);
    return named.find((game) => request.vendor === '' || game.vendor === request.vendor) ?? named[0] ?? null;
  }

  async function launch(request: LotteryPlayRequest): Promise<LotteryLaunchAnswer> {
    let value: LaunchGameValue;
    try {
      const mode = await prizeMode();
      const game = await findGame(mode, request);
      value = await api.launchLotteryGame({
        nodeId: game?.gameId ?? '',
        gameCode: request.gameCode,
        gameType: game?.gameType ?? '',
        vassalage: request.vendor || (game?.vendor ?? ''),
        playType: request.playType,
        prizeMode: mode,
        language: env.language(),
        backUrl: LOTTERY_LOBBY_PATH,
      });
    } catch (error) {
      throw { errorCode: launchFailureOf(error).errorCode };
    }
    if (!isGameAddress(value?.url)) throw { errorCode: 'game.url.invalid' };
    return { url: value.url };
  }

  /** the site left a framed game without its exit button; a failure changes nothing (the next launch settles) */
  const endPlay = () => {
    void api.endPlaySessions?.().catch(() => undefined);
  };

  return { loadLobby, launch, endPlay, now: env.now, navigate: env.navigate, watchGameExits: env.watchGameExits };
}

export type LotteryEdge = ReturnType<typeof createLotteryEdge>;

/** The chart's implementations over an edge. */
export function lotteryLobbyImplementations(edge: LotteryEdge): Parameters<typeof lotteryLobbyMachine.provide>[0] {
  return {
    actors: {
      loadLobby: fromPromise<LotteryLobbyLoad, void>(() => edge.loadLobby()),
      readClock: fromPromise<number, void>(async () => edge.now()),
      launchLottery: fromPromise<LotteryLaunchAnswer, LotteryPlayRequest>(({ input }) => edge.launch(input)),
      watchGameExit: fromCallback(({ sendBack }) => {
        let exited = false;
        const unsubscribe = edge.watchGameExits(() => {
          exited = true;
          sendBack({ type: 'game.exited' });
        });
        // leaving the framed game any other way (another page, another game) ends its play session
        // as the /game frame does, so in transfer mode the vendor wallet comes back at once
        return () => {
          unsubscribe();
          if (!exited) edge.endPlay();
        };
      }),
    },
    actions: { openLobby: () => edge.navigate(LOTTERY_LOBBY_PATH) },
  };
}

/** What a lobby card's play button hands to the launch (which sends lottery games to /lottery). */
export function lotteryGameToLaunch(card: LotteryCard): GameToLaunch {
  return {
    nodeId: card.gameId,
    gameCode: card.gameCode,
    gameName: card.gameName,
    gameType: card.gameType,
    vassalage: card.vendor,
    isGame: 'GAME',
    accountTypeName: card.vendor,
  };
}

export const browserLotteryEnv: LotteryEnv = {
  now: () => Date.now(),
  language: readLanguageCode,
  navigate: navigateTo,
  watchGameExits: (onExited) => {
    const onMessage = (event: MessageEvent) => {
      if (isGamePageMessage(event, 'game.exited')) onExited();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  },
};

export const gatewayLotteryEdge: LotteryEdge = createLotteryEdge({ ...lotteryApi, fetchVendorLanes, endPlaySessions: exitGames }, browserLotteryEnv);

const LotteryEdgeContext = createContext<LotteryEdge>(gatewayLotteryEdge);

/** Tests provide an edge over fake calls. */
export const LotteryEdgeProvider = LotteryEdgeContext.Provider;

export function useLotteryEdge(): LotteryEdge {
  return useContext(LotteryEdgeContext);
}

const providedLobbies = new WeakMap<LotteryEdge, typeof lotteryLobbyMachine>();

/** The lottery chart bound to an edge, made once per edge so a re-render restarts nothing. */
export function providedLotteryLobby(edge: LotteryEdge): typeof lotteryLobbyMachine {
  let machine = providedLobbies.get(edge);
  if (!machine) {
    machine = lotteryLobbyMachine.provide(lotteryLobbyImplementations(edge));
    providedLobbies.set(edge, machine);
  }
  return machine;
}
