/**
 * Lottery launches (server/games/game-launch.routes.ts):
 * - which page a launch opens: the draw-lottery betting page for a LOTT or ELOTT game of a lottery
 *   vendor (SPEC §4 "Game launch") that has a draw schedule; null otherwise (the game keeps its
 *   demo engine's page, e.g. the instant lottery for a lottery game without draws);
 * - a lottery page may know a game only by its code and vendor (the site's /lottery?gameCode&vendor,
 *   CONTRACT §4.11 lottoGameCode): lotteryNodeIdOf finds its node id.
 */
import type { Queryable } from '../db/db.types';
import { DRAW_LOTTERY_PAGE_PATH } from '../demo-games/draw-page';
import { paramError } from '../http/envelope';
import { findLotteryGame, LOTTERY_VENDORS } from './lottery-games';

export async function drawLotteryPageFor(db: Queryable, game: { id: number; game_type: string; vassalage: string }): Promise<string | null> {
  if (game.game_type !== 'LOTT' && game.game_type !== 'ELOTT') return null;
  if (!LOTTERY_VENDORS.includes(game.vassalage)) return null;
  return (await findLotteryGame(db, game.id)) ? DRAW_LOTTERY_PAGE_PATH : null;
}

/**
 * The node id of a lottery vendor's game by its code ('' when there is none, which the launch
 * answers as an unknown game); without a code and a vendor, nodeId is the missing parameter.
 */
export async function lotteryNodeIdOf(
  db: Queryable,
  merchantId: number,
  vassalage: string | undefined,
  gameCode: string | undefined,
): Promise<string> {
  if (!vassalage || !gameCode) throw paramError({ nodeId: 'required' });
  if (!LOTTERY_VENDORS.includes(vassalage)) return '';
  const found = await db.query<{ node_id: string }>(
    `SELECT g.node_id FROM games g JOIN game_vendors v ON v.id = g.vendor_id WHERE g.merchant_id = $1 AND v.vassalage = $2 AND g.game_code = $3`,
    [merchantId, vassalage, gameCode],
  );
  return found.rows[0]?.node_id ?? '';
}
