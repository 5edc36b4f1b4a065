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
 * src/app/lottery.edge.ts reads them defensively. Our gateway's names and types come from
 * wire/lottery.schemas.ts; the other gateways' variants sit beside them.
 */
import type { GameMenuBody, GameMenuItem, OpenedGame } from '../../wire/lottery.schemas';
import { callApi } from './client';
import { LAUNCH_GAME_PATH } from './game-launch.api';
import type { LaunchGameValue } from './game-launch.api';
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
