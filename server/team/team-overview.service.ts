/**
 * The agent centre's team overview (research §4.3): what the members under an agent (any depth)
 * did in a period, in all and per merchant day. Joined, active (a valid bet), first deposits (a
 * member's first deposit credit ever, when it fell in the period), deposits, completed withdrawals,
 * valid bet, the players' result (payouts less stakes of the valid bets), bonuses and rebates.
 *
 * One grouped read over tagged rows: the totals are a read without the day (an active member is
 * counted once in the period, not once per day it played).
 */
import type { Queryable } from '../db/db.types';

export interface TeamDayFigures {
  newMembers: number;
  activeMembers: number;
  firstDepositCount: number;
  firstDepositAmount: bigint;
  depositCount: number;
  depositAmount: bigint;
  withdrawalCount: number;
  withdrawalAmount: bigint;
  validBetAmount: bigint;
  profitAndLoss: bigint;
  bonusAmount: bigint;
}

interface Row {
  day: string | null;
  new_members: string;
  active: string;
  first_count: string;
  first_amount: string | null;
  deposit_count: string;
  deposit_amount: string | null;
  withdrawal_count: string;
  withdrawal_amount: string | null;
  valid_bet: string | null;
  pnl: string | null;
  bonus: string | null;
}

const TEAM = `WITH RECURSIVE team(id) AS (
    SELECT id FROM members WHERE upline_id = $2 AND merchant_id = $1
    UNION SELECT m.id FROM members m JOIN team t ON m.upline_id = t.id WHERE m.merchant_id = $1
  )`;

/** $1 merchant, $2 agent, $3 from, $4 to, $5 the merchant's offset in minutes or null (no days). */
const FIGURES = `${TEAM},
  credits AS (
    SELECT a.member_id, e.created_at AS at, e.amount, e.kind FROM ledger_accounts a JOIN ledger_entries e ON e.account_id = a.id
     WHERE a.merchant_id = $1 AND a.member_id IN (SELECT id FROM team) AND a.kind = 'main' AND e.amount > 0 AND e.kind IN ('deposit', 'bonus', 'rebate')
  ),
  tagged AS (
    SELECT 'join' AS k, id AS member_id, created_at AS at, 0::bigint AS amount, 0::bigint AS result FROM members
     WHERE id IN (SELECT id FROM team) AND created_at >= $3 AND created_at < $4
    UNION ALL
    SELECT 'bet', b.member_id, b.created_at, b.stake, b.payout - b.stake FROM game_bets b
     WHERE b.member_id IN (SELECT id FROM team) AND b.status = 'settled' AND b.created_at >= $3 AND b.created_at < $4
    UNION ALL
    SELECT 'bet', l.member_id, l.created_at, l.stake, l.payout - l.stake FROM lottery_bets l
     WHERE l.member_id IN (SELECT id FROM team) AND l.status IN ('won', 'lost') AND l.created_at >= $3 AND l.created_at < $4
    UNION ALL
    SELECT 'deposit', member_id, at, amount, 0 FROM credits WHERE kind = 'deposit' AND at >= $3 AND at < $4
    UNION ALL
    SELECT 'first', member_id, at, amount, 0 FROM (
      SELECT DISTINCT ON (member_id) member_id, at, amount FROM credits WHERE kind = 'deposit' ORDER BY member_id, at
    ) f WHERE at >= $3 AND at < $4
    UNION ALL
    SELECT 'bonus', member_id, at, amount, 0 FROM credits WHERE kind IN ('bonus', 'rebate') AND at >= $3 AND at < $4
    UNION ALL
    SELECT 'withdrawal', member_id, completed_at, amount, 0 FROM withdrawals
     WHERE merchant_id = $1 AND member_id IN (SELECT id FROM team) AND status = 'completed' AND completed_at >= $3 AND completed_at < $4
  )
  SELECT CASE WHEN $5::int IS NULL THEN NULL ELSE to_char(((at AT TIME ZONE 'UTC') + make_interval(mins => $5::int))::date, 'YYYY-MM-DD') END AS day,
         count(DISTINCT member_id) FILTER (WHERE k = 'join')::text AS new_members,
         count(DISTINCT member_id) FILTER (WHERE k = 'bet')::text AS active,
         count(*) FILTER (WHERE k = 'first')::text AS first_count, sum(amount) FILTER (WHERE k = 'first')::text AS first_amount,
         count(*) FILTER (WHERE k = 'deposit')::text AS deposit_count, sum(amount) FILTER (WHERE k = 'deposit')::text AS deposit_amount,
         count(*) FILTER (WHERE k = 'withdrawal')::text AS withdrawal_count, sum(amount) FILTER (WHERE k = 'withdrawal')::text AS withdrawal_amount,
         sum(amount) FILTER (WHERE k = 'bet')::text AS valid_bet, sum(result) FILTER (WHERE k = 'bet')::text AS pnl,
         sum(amount) FILTER (WHERE k = 'bonus')::text AS bonus
    FROM tagged GROUP BY 1 ORDER BY 1`;

const big = (text: string | null) => BigInt(text ?? '0');
const figuresOf = (row: Row | undefined): TeamDayFigures => ({
  newMembers: Number(row?.new_members ?? 0),
  activeMembers: Number(row?.active ?? 0),
  firstDepositCount: Number(row?.first_count ?? 0),
  firstDepositAmount: big(row?.first_amount ?? null),
  depositCount: Number(row?.deposit_count ?? 0),
  depositAmount: big(row?.deposit_amount ?? null),
  withdrawalCount: Number(row?.withdrawal_count ?? 0),
  withdrawalAmount: big(row?.withdrawal_amount ?? null),
  validBetAmount: big(row?.valid_bet ?? null),
  profitAndLoss: big(row?.pnl ?? null),
  bonusAmount: big(row?.bonus ?? null),
});

export async function teamOverview(
  db: Queryable,
  input: { merchantId: number; agentId: number; from: Date; to: Date },
): Promise<TeamDayFigures & { teamSize: number }> {
  const params = [input.merchantId, input.agentId, input.from, input.to];
  const [rows, size] = [
    await db.query<Row>(FIGURES, [...params, null]),
    await db.query<{ n: string }>(`${TEAM} SELECT count(*)::text AS n FROM members WHERE id IN (SELECT id FROM team) AND created_at < $3`, [
      input.merchantId,
      input.agentId,
      input.to,
    ]),
  ];
  return { teamSize: Number(size.rows[0].n), ...figuresOf(rows.rows[0]) };
}

/** The same per merchant day, the days with something in them, oldest first. */
export async function teamOverviewDays(
  db: Queryable,
  input: { merchantId: number; agentId: number; from: Date; to: Date; utcOffsetMinutes: number },
): Promise<(TeamDayFigures & { date: string })[]> {
  const rows = await db.query<Row>(FIGURES, [input.merchantId, input.agentId, input.from, input.to, input.utcOffsetMinutes]);
  return rows.rows.map((row) => ({ date: row.day as string, ...figuresOf(row) }));
}
