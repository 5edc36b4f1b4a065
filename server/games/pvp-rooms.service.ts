/**
 * PVP (card game) tables for the room list: by game or by vendor, in game then tier order.
 */
import type { Queryable } from '../db/db.types';
import { majorUnits } from './game-types';
import type { CatalogueLanguage } from './game-types';
import { gameNameOf, VISIBLE } from './game-view';

export interface RoomAnswer {
  roomId: string;
  nodeId: string;
  gameCode: string;
  gameName: string;
  vassalage: string;
  tier: string;
  minBet: number;
  seats: number;
  players: number;
  maintenance: boolean;
}

/** PVP tables, by game (nodeId) or vendor, in game then tier order. */
export async function loadRooms(
  db: Queryable,
  merchantId: number,
  language: CatalogueLanguage,
  filter: { nodeId?: string; vassalage?: string },
): Promise<RoomAnswer[]> {
  const params: unknown[] = [merchantId];
  let where = `g.merchant_id = $1 AND ${VISIBLE}`;
  if (filter.nodeId) {
    params.push(filter.nodeId);
    where += ` AND g.node_id = $${params.length}`;
  }
  if (filter.vassalage) {
    params.push(filter.vassalage);
    where += ` AND v.vassalage = $${params.length}`;
  }
  const rows = await db.query<{
    room_id: string;
    tier: string;
    min_bet: number;
    seats: number;
    players: number;
    status: string;
    node_id: string;
    game_code: string;
    name_ms: string;
    name_en: string;
    name_cn: string;
    vassalage: string;
    vendor_status: string;
  }>(
    `SELECT r.room_id, r.tier, r.min_bet, r.seats, r.players, r.status, g.node_id, g.game_code, g.name_ms, g.name_en, g.name_cn,
            v.vassalage, v.status AS vendor_status
       FROM pvp_rooms r JOIN games g ON g.id = r.game_id JOIN game_vendors v ON v.id = g.vendor_id
      WHERE ${where}
      ORDER BY v.sort, g.sort, g.id, r.sort`,
    params,
  );
  return rows.rows.map((row) => ({
    roomId: row.room_id,
    nodeId: row.node_id,
    gameCode: row.game_code,
    gameName: gameNameOf(row, language),
    vassalage: row.vassalage,
    tier: row.tier,
    minBet: majorUnits(row.min_bet),
    seats: row.seats,
    players: row.players,
    maintenance: row.status === 'maintenance' || row.vendor_status === 'maintenance',
  }));
}
