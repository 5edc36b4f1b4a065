/**
 * The draw lotteries of the catalogue: LOTT and ELOTT games with a draw schedule (games.draw_*
 * columns, migrations 011 and 013), each with its result format and menu tag:
 * - menu tag: draw_menu_tag (NORTH, CENTRAL, SOUTH for the Vietnamese stations; FAST, KENO, DIGITS
 *   for the quick games); unset, a quick game is KENO or DIGITS by class and a daily one DAILY;
 * - format: the Vietnamese vendor's games draw Vietnamese results (Central and South share one
 *   structure, everything else of the vendor the North's); other KENO-class games draw 5 of 20,
 *   every other game five digits.
 */
import type { Queryable } from '../db/db.types';
import type { CatalogueLanguage, GameTypeCode, Names } from '../games/game-types';
import type { DrawFormat } from './lottery-formats';
import { scheduleOf } from './lottery-schedule';
import type { DrawSchedule } from './lottery-schedule';

export const VN_VENDOR = 'TCG_LOTTO_VN';
/** Vendors whose games the site opens as lotteries (SPEC §4 "Game launch"). */
export const LOTTERY_VENDORS: readonly string[] = ['TCG_LOTTO_VN', 'TCG_SEA', 'ELOTT', 'LOTT'];

export interface LotteryGame {
  id: number;
  merchantId: number;
  nodeId: string;
  gameCode: string;
  gameType: GameTypeCode;
  gameClass: string;
  vassalage: string;
  names: Names;
  iconUrl: string;
  /** minor units */
  minBet: number;
  popularity: number;
  /** the game or its vendor is under maintenance: listed, no new bets (draws go on) */
  underMaintenance: boolean;
  schedule: DrawSchedule;
  format: DrawFormat;
  menuTag: string;
}

export interface LotteryGameRow {
  id: number;
  merchant_id: number;
  node_id: string;
  game_code: string;
  game_type: GameTypeCode;
  game_class: string;
  name_ms: string;
  name_en: string;
  name_cn: string;
  icon_url: string;
  min_bet: number;
  popularity: number;
  maintenance: boolean;
  vassalage: string;
  vendor_status: string;
  draw_interval_s: number | null;
  draw_offset_s: number | null;
  draw_days: string | null;
  draw_lock_s: number | null;
  draw_menu_tag: string | null;
}

export const LOTTERY_GAME_COLUMNS = `g.id, g.merchant_id, g.node_id, g.game_code, g.game_type, g.game_class, g.name_ms, g.name_en, g.name_cn,
  g.icon_url, g.min_bet, g.popularity, g.maintenance, v.vassalage, v.status AS vendor_status,
  g.draw_interval_s, g.draw_offset_s, g.draw_days, g.draw_lock_s, g.draw_menu_tag`;

export const LOTTERY_GAMES_FROM = `games g JOIN game_vendors v ON v.id = g.vendor_id`;
export const IS_DRAW_LOTTERY = `g.game_type IN ('LOTT', 'ELOTT') AND g.draw_interval_s IS NOT NULL`;

function menuTagOf(row: LotteryGameRow, schedule: DrawSchedule): string {
  if (row.draw_menu_tag) return row.draw_menu_tag;
  if (schedule.kind === 'weekly') return 'DAILY';
  return row.game_class === 'KENO' ? 'KENO' : 'DIGITS';
}

function formatOf(row: LotteryGameRow, menuTag: string): DrawFormat {
  if (row.vassalage === VN_VENDOR) return menuTag === 'CENTRAL' || menuTag === 'SOUTH' ? 'VN_SOUTH' : 'VN_NORTH';
  return row.game_class === 'KENO' ? 'KENO_20_5' : 'DIGITS5';
}

export function toLotteryGame(row: LotteryGameRow): LotteryGame | null {
  const schedule = scheduleOf(row);
  if (!schedule) return null;
  const menuTag = menuTagOf(row, schedule);
  return {
    id: row.id,
    merchantId: row.merchant_id,
    nodeId: row.node_id,
    gameCode: row.game_code,
    gameType: row.game_type,
    gameClass: row.game_class,
    vassalage: row.vassalage,
    names: { MS: row.name_ms, EN: row.name_en, CN: row.name_cn },
    iconUrl: row.icon_url,
    minBet: row.min_bet,
    popularity: row.popularity,
    underMaintenance: row.maintenance || row.vendor_status !== 'active',
    schedule,
    format: formatOf(row, menuTag),
    menuTag,
  };
}

const present = <T>(value: T | null): value is T => value !== null;

/** A merchant's visible draw lotteries in catalogue order (vendor order, the vendor's game order). */
export async function loadLotteryGames(db: Queryable, merchantId: number): Promise<LotteryGame[]> {
  const rows = await db.query<LotteryGameRow>(
    `SELECT ${LOTTERY_GAME_COLUMNS} FROM ${LOTTERY_GAMES_FROM}
      WHERE g.merchant_id = $1 AND ${IS_DRAW_LOTTERY} AND v.status <> 'disabled' ORDER BY v.sort, v.id, g.sort, g.id`,
    [merchantId],
  );
  return rows.rows.map(toLotteryGame).filter(present);
}

/** One draw lottery by its games.id (whatever its vendor's state), or null. */
export async function findLotteryGame(db: Queryable, gameId: number): Promise<LotteryGame | null> {
  const rows = await db.query<LotteryGameRow>(`SELECT ${LOTTERY_GAME_COLUMNS} FROM ${LOTTERY_GAMES_FROM} WHERE g.id = $1 AND ${IS_DRAW_LOTTERY}`, [
    gameId,
  ]);
  return rows.rows[0] ? toLotteryGame(rows.rows[0]) : null;
}

export const lotteryNameOf = (game: Pick<LotteryGame, 'names'>, language: CatalogueLanguage) => game.names[language];
