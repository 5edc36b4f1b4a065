/**
 * The turnover requirement: money deposited must be wagered (by default once) before it can be
 * withdrawn, the usual guard against using the site to pass money through. Required turnover is
 * the merchant's percentage of every credited deposit; actual turnover is every stake since the
 * member's first deposit, by game type (void bets do not count). Until the requirement is met, the
 * part of the deposits not yet wagered is locked: the member may still withdraw winnings above it.
 */
import type { Queryable } from '../db/db.types';

export interface TurnoverByGameType {
  gameType: string;
  /** minor units */
  actualTurnover: bigint;
}

export interface TurnoverInfo {
  required: bigint;
  actual: bigint;
  /** what is still to be wagered (0 when met) */
  outstanding: bigint;
  byGameType: TurnoverByGameType[];
}

export async function turnoverInfo(db: Queryable, input: { memberId: number; turnoverPercent: number }): Promise<TurnoverInfo> {
  const deposits = await db.query<{ total: string | null; first: Date | string | null }>(
    `SELECT sum(amount)::text AS total, min(created_at) AS first FROM deposits WHERE member_id = $1 AND status = 'credited'`,
    [input.memberId],
  );
  const deposited = BigInt(deposits.rows[0].total ?? '0');
  const since = deposits.rows[0].first === null ? null : new Date(deposits.rows[0].first);
  const required = (deposited * BigInt(input.turnoverPercent)) / 100n;
  const bets =
    since === null
      ? { rows: [] as { game_type: string; stake: string }[] }
      : await db.query<{ game_type: string; stake: string }>(
          `SELECT g.game_type, sum(b.stake)::text AS stake FROM game_bets b JOIN games g ON g.id = b.game_id
            WHERE b.member_id = $1 AND b.status <> 'void' AND b.created_at >= $2 GROUP BY g.game_type
           UNION ALL
           SELECT 'LOTT' AS game_type, sum(stake)::text AS stake FROM lottery_bets WHERE member_id = $1 AND status <> 'void' AND created_at >= $2
            HAVING count(*) > 0
           ORDER BY 1`,
          [input.memberId, since],
        );
  const byGameType = bets.rows.map((r) => ({ gameType: r.game_type, actualTurnover: BigInt(r.stake) }));
  const actual = byGameType.reduce((sum, t) => sum + t.actualTurnover, 0n);
  return { required, actual, outstanding: actual >= required ? 0n : required - actual, byGameType };
}

/** The part of a main balance that may leave now: all of it above what is still to be wagered. */
export const withdrawable = (mainBalance: bigint, outstanding: bigint): bigint => (mainBalance > outstanding ? mainBalance - outstanding : 0n);
