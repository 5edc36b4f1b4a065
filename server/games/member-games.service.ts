/**
 * A member's own games: favourites (add and remove are idempotent, at most 500) and recently
 * played games (the launch records them; the newest 50 are kept). A member only ever reaches
 * games of their own merchant.
 */
import type { Queryable } from '../db/db.types';
import { GAME_COLUMNS, GAMES_FROM, VISIBLE } from './game-view';
import type { GameRow } from './game-view';

export const MAX_FAVOURITES = 500;
export const RECENT_KEPT = 50;

export interface MemberRef {
  merchantId: number;
  memberId: number;
}

/** The game with this node id in the member's merchant catalogue (a disabled vendor's games count as unknown). */
export async function findGame(db: Queryable, merchantId: number, nodeId: string): Promise<GameRow | null> {
  const found = await db.query<GameRow>(`SELECT ${GAME_COLUMNS} FROM ${GAMES_FROM} WHERE g.merchant_id = $1 AND g.node_id = $2 AND ${VISIBLE}`, [
    merchantId,
    nodeId,
  ]);
  return found.rows[0] ?? null;
}

export async function favouriteIds(db: Queryable, memberId: number): Promise<string[]> {
  const rows = await db.query<{ node_id: string }>(
    'SELECT g.node_id FROM favourite_games f JOIN games g ON g.id = f.game_id WHERE f.member_id = $1 ORDER BY f.added_at DESC, g.id',
    [memberId],
  );
  return rows.rows.map((row) => row.node_id);
}

export type FavouriteOutcome = 'added' | 'already' | 'limit';

export async function addFavourite(db: Queryable, member: MemberRef, gameId: number, now: Date): Promise<FavouriteOutcome> {
  const count = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM favourite_games WHERE member_id = $1', [member.memberId]);
  const inserted = await db.query(
    `INSERT INTO favourite_games (member_id, game_id, added_at) SELECT $1::int, $2::int, $3::timestamptz WHERE $4::boolean
     ON CONFLICT (member_id, game_id) DO NOTHING RETURNING game_id`,
    [member.memberId, gameId, now, (count.rows[0]?.n ?? 0) < MAX_FAVOURITES],
  );
  if (inserted.rowCount > 0) return 'added';
  const present = await db.query('SELECT 1 FROM favourite_games WHERE member_id = $1 AND game_id = $2', [member.memberId, gameId]);
  return present.rows.length ? 'already' : 'limit';
}

export async function removeFavourite(db: Queryable, memberId: number, gameId: number): Promise<boolean> {
  return (await db.query('DELETE FROM favourite_games WHERE member_id = $1 AND game_id = $2', [memberId, gameId])).rowCount > 0;
}

/** One page of favourites, newest first. */
export async function favouritePage(
  db: Queryable,
  memberId: number,
  page: { pageNo: number; pageSize: number },
): Promise<{ rows: GameRow[]; totalCount: number }> {
  const total = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM favourite_games f JOIN games g ON g.id = f.game_id JOIN game_vendors v ON v.id = g.vendor_id WHERE f.member_id = $1 AND ${VISIBLE}`,
    [memberId],
  );
  const rows = await db.query<GameRow>(
    `SELECT ${GAME_COLUMNS} FROM favourite_games f JOIN games g ON g.id = f.game_id JOIN game_vendors v ON v.id = g.vendor_id
      WHERE f.member_id = $1 AND ${VISIBLE} ORDER BY f.added_at DESC, g.id LIMIT $2 OFFSET $3`,
    [memberId, page.pageSize, (page.pageNo - 1) * page.pageSize],
  );
  return { rows: rows.rows, totalCount: total.rows[0]?.n ?? 0 };
}

/**
 * Called by the game launch: moves the game to the top of the member's recent games. Returns false
 * (and records nothing) for a node id outside the member's merchant catalogue.
 */
export async function recordRecentGame(db: Queryable, input: MemberRef & { nodeId: string; now: Date }): Promise<boolean> {
  const recorded = await db.query(
    `INSERT INTO recent_games (member_id, game_id, last_played_at)
     SELECT m.id, g.id, $3::timestamptz FROM members m JOIN games g ON g.merchant_id = m.merchant_id AND g.node_id = $2
      WHERE m.id = $1 AND m.merchant_id = $4
     ON CONFLICT (member_id, game_id) DO UPDATE SET last_played_at = GREATEST(recent_games.last_played_at, EXCLUDED.last_played_at)
     RETURNING game_id`,
    [input.memberId, input.nodeId, input.now, input.merchantId],
  );
  if (recorded.rowCount === 0) return false;
  await db.query(
    `DELETE FROM recent_games WHERE member_id = $1 AND game_id NOT IN (
       SELECT game_id FROM recent_games WHERE member_id = $1 ORDER BY last_played_at DESC, game_id DESC LIMIT ${RECENT_KEPT})`,
    [input.memberId],
  );
  return true;
}

export async function recentGames(db: Queryable, memberId: number): Promise<(GameRow & { last_played_at: Date })[]> {
  const rows = await db.query<GameRow & { last_played_at: Date }>(
    `SELECT ${GAME_COLUMNS}, r.last_played_at FROM recent_games r JOIN games g ON g.id = r.game_id JOIN game_vendors v ON v.id = g.vendor_id
      WHERE r.member_id = $1 AND ${VISIBLE} ORDER BY r.last_played_at DESC, g.id DESC LIMIT ${RECENT_KEPT}`,
    [memberId],
  );
  return rows.rows;
}
