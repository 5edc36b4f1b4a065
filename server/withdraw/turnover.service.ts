/**
 * The turnover requirement: money deposited must be wagered (by default once) before it can be
 * withdrawn, the usual guard against using the site to pass money through. Until the requirement
 * is met, the part of the balance not yet wagered is locked: the member may still withdraw
 * winnings above it.
 *
 * The requirement is kept as a running amount still to wager, over the member's ledger in order
 * (each event's ledger transaction id):
 * - a credited deposit adds the merchant's percentage of it;
 * - turnover carried in with money from another member adds what it carried, and carried out takes
 *   it off (turnover-carry.service.ts: collect from downline, credit to downline, transfer to upline);
 * - a stake (game round or lottery bet, not void) takes itself off, down to zero and never below:
 *   wagering done before money arrived does not pay for that money, so a member with a long record
 *   of play cannot take in a downline's unwagered deposit and withdraw it at once.
 */
import type { Queryable } from '../db/db.types';

export interface TurnoverByGameType {
  gameType: string;
  /** minor units */
  actualTurnover: bigint;
}

export interface TurnoverInfo {
  /** everything asked since the first requirement: deposits' share plus turnover carried in, less carried out */
  required: bigint;
  /** the stakes that counted against it (stakes made while nothing was owed do not) */
  actual: bigint;
  /** what is still to be wagered (0 when met): required − actual */
  outstanding: bigint;
  /** every stake since the first requirement, by game type */
  byGameType: TurnoverByGameType[];
}

type FoldRow = { required: string | null; staked: string | null; lowest: string | null; first: number | null };

/**
 * The running amount is r(n) = max(0, r(n−1) + asked(n) − staked(n)); with s(n) the plain running
 * sum, r(N) = s(N) − min(0, min s(k)) (the stakes that fell on nothing owed are the lowest point
 * the plain sum reached below zero), which one ordered window computes.
 */
const FOLD_SQL = `
  WITH events AS (
    SELECT ledger_transaction_id AS seq, amount * $2::bigint / 100 AS asked, 0::bigint AS staked
      FROM deposits WHERE member_id = $1 AND status = 'credited' AND ledger_transaction_id IS NOT NULL
    UNION ALL SELECT ledger_transaction_id, amount, 0 FROM turnover_carries WHERE to_member_id = $1
    UNION ALL SELECT ledger_transaction_id, -amount, 0 FROM turnover_carries WHERE from_member_id = $1
    UNION ALL SELECT bet_transaction_id, 0, stake FROM game_bets WHERE member_id = $1 AND status <> 'void'
    UNION ALL SELECT bet_transaction_id, 0, stake FROM lottery_bets WHERE member_id = $1 AND status <> 'void'
  ),
  since AS (SELECT min(seq) AS first FROM events WHERE asked > 0),
  counted AS (
    SELECT asked, staked, sum(asked - staked) OVER (ORDER BY seq ROWS UNBOUNDED PRECEDING) AS running
      FROM events, since WHERE seq >= since.first
  )
  SELECT sum(asked)::text AS required, sum(staked)::text AS staked, least(0, min(running))::text AS lowest, (SELECT first FROM since) AS first
    FROM counted`;

export async function turnoverInfo(db: Queryable, input: { memberId: number; turnoverPercent: number }): Promise<TurnoverInfo> {
  const fold = (await db.query<FoldRow>(FOLD_SQL, [input.memberId, input.turnoverPercent])).rows[0];
  if (!fold || fold.first === null) return { required: 0n, actual: 0n, outstanding: 0n, byGameType: [] };
  const required = BigInt(fold.required ?? '0');
  const staked = BigInt(fold.staked ?? '0');
  const unowed = -BigInt(fold.lowest ?? '0');
  const actual = staked - unowed;
  const bets = await db.query<{ game_type: string; stake: string }>(
    `SELECT g.game_type, sum(b.stake)::text AS stake FROM game_bets b JOIN games g ON g.id = b.game_id
      WHERE b.member_id = $1 AND b.status <> 'void' AND b.bet_transaction_id >= $2 GROUP BY g.game_type
     UNION ALL
     SELECT 'LOTT' AS game_type, sum(stake)::text AS stake FROM lottery_bets WHERE member_id = $1 AND status <> 'void' AND bet_transaction_id >= $2
      HAVING count(*) > 0
     ORDER BY 1`,
    [input.memberId, fold.first],
  );
  const byGameType = bets.rows.map((r) => ({ gameType: r.game_type, actualTurnover: BigInt(r.stake) }));
  return { required, actual, outstanding: required - actual, byGameType };
}

/** The part of a main balance that may leave now: all of it above what is still to be wagered. */
export const withdrawable = (mainBalance: bigint, outstanding: bigint): bigint => (mainBalance > outstanding ? mainBalance - outstanding : 0n);
