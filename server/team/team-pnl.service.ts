/**
 * Downline profit and loss (research §4.7, `ODSFE2_getTeamPNLV3`): for each direct downline of a
 * member of the agent's tree, the sums over that downline and everyone under it in a period: bets
 * (every stake, the settled stakes, everything paid back, the players' result), bonuses, rebates and
 * deposits credited to their main wallets, and withdrawals completed.
 *
 * Bets and credits come from the day totals (022_record_days.sql) for the whole UTC days of the
 * range and from the raw rows for the partial days at its ends (record-days.ts), as the member's
 * records do, so a 90-day report over a busy team reads day rows, not every bet.
 */
import type { Queryable } from '../db/db.types';
import { rangeParts } from '../records/record-days';
import type { RecordRange } from '../records/record-range';

export interface PnlFigures {
  betAmount: bigint;
  validBetAmount: bigint;
  winAmount: bigint;
  profitAndLoss: bigint;
  bonusAmount: bigint;
  rebateAmount: bigint;
  depositAmount: bigint;
  withdrawalAmount: bigint;
}

export interface PnlBranch extends PnlFigures {
  id: number;
  username: string;
  type: number;
  /** members under the downline */
  teamSize: number;
}

const SETTLED = `status IN ('settled', 'won', 'lost')`;

/** One source's raw bets of the members ($2) between two parameters: a partial day at an end of the range. */
const rawBets = (table: 'game_bets' | 'lottery_bets', from: string, to: string) =>
  `SELECT member_id, stake, CASE WHEN ${SETTLED} THEN stake ELSE 0 END, payout, CASE WHEN ${SETTLED} THEN payout - stake ELSE 0 END
     FROM ${table} WHERE member_id = ANY($2::int[]) AND merchant_id = $1 AND created_at >= ${from} AND created_at < ${to}`;

/** The credits the report counts, of the members' main wallets (`mains`) between two parameters. */
const rawCredits = (from: string, to: string) =>
  `SELECT a.member_id, e.kind, e.amount FROM mains a JOIN ledger_entries e ON e.account_id = a.id
     WHERE e.amount > 0 AND e.kind IN ('bonus', 'rebate', 'deposit') AND e.created_at >= ${from} AND e.created_at < ${to}`;

/**
 * Per member of $2: $1 merchant, $3 from, $4 to, $5 the head's end, $6 the tail's start, $7–$8 the
 * whole days. The members come as an array (not a recursive walk inside the query), so the planner
 * knows how many and reads each one's rows through its indexes.
 */
const MEMBER_SUMS = `WITH bets(member_id, stake, valid, payout, pnl) AS (
    SELECT member_id, stake, valid, payout, pnl FROM member_bet_days WHERE member_id = ANY($2::int[]) AND day >= $7::date AND day < $8::date
    UNION ALL ${rawBets('game_bets', '$3', '$5')}
    UNION ALL ${rawBets('game_bets', '$6', '$4')}
    UNION ALL ${rawBets('lottery_bets', '$3', '$5')}
    UNION ALL ${rawBets('lottery_bets', '$6', '$4')}
  ),
  -- coalesce: the owner index's own expression (a member's id is never 0)
  mains AS (SELECT id, member_id FROM ledger_accounts WHERE merchant_id = $1 AND coalesce(member_id, 0) = ANY($2::int[]) AND kind = 'main'),
  credits(member_id, kind, amount) AS (
    SELECT a.member_id, d.kind, d.income FROM mains a JOIN account_entry_days d ON d.account_id = a.id
     WHERE d.kind IN ('bonus', 'rebate', 'deposit') AND d.day >= $7::date AND d.day < $8::date
    UNION ALL ${rawCredits('$3', '$5')}
    UNION ALL ${rawCredits('$6', '$4')}
  ),
  tagged(member_id, stake, valid, payout, pnl, bonus, rebate, deposit, withdrawal) AS (
    SELECT member_id, stake, valid, payout, pnl, 0, 0, 0, 0 FROM bets
    UNION ALL
    SELECT member_id, 0, 0, 0, 0, CASE WHEN kind = 'bonus' THEN amount ELSE 0 END, CASE WHEN kind = 'rebate' THEN amount ELSE 0 END,
           CASE WHEN kind = 'deposit' THEN amount ELSE 0 END, 0 FROM credits
    UNION ALL
    SELECT member_id, 0, 0, 0, 0, 0, 0, 0, amount FROM withdrawals
     WHERE member_id = ANY($2::int[]) AND merchant_id = $1 AND status = 'completed' AND completed_at >= $3 AND completed_at < $4
  )
  SELECT member_id, sum(stake)::text AS stake, sum(valid)::text AS valid, sum(payout)::text AS payout, sum(pnl)::text AS pnl,
         sum(bonus)::text AS bonus, sum(rebate)::text AS rebate, sum(deposit)::text AS deposit, sum(withdrawal)::text AS withdrawal
    FROM tagged GROUP BY member_id`;

interface SumRow {
  member_id: number;
  stake: string;
  valid: string;
  payout: string;
  pnl: string;
  bonus: string;
  rebate: string;
  deposit: string;
  withdrawal: string;
}

const figuresOf = (row: SumRow): PnlFigures => ({
  betAmount: BigInt(row.stake),
  validBetAmount: BigInt(row.valid),
  winAmount: BigInt(row.payout),
  profitAndLoss: BigInt(row.pnl),
  bonusAmount: BigInt(row.bonus),
  rebateAmount: BigInt(row.rebate),
  depositAmount: BigInt(row.deposit),
  withdrawalAmount: BigInt(row.withdrawal),
});

/** Every direct downline of `parentId` with its branch's sums, in the order they joined. */
export async function teamPnl(db: Queryable, input: { merchantId: number; parentId: number; range: RecordRange }): Promise<PnlBranch[]> {
  // every member under the parent with the direct downline (`root`) it is under
  const branch = await db.query<{ id: number; root: number }>(
    // (member_ancestors, 028) the direct downline a member is under: its ancestor one level below
    // the parent, or itself when it is one
    `SELECT a.member_id AS id, coalesce(r.ancestor_id, a.member_id) AS root
       FROM member_ancestors a JOIN members top ON top.id = a.ancestor_id AND top.merchant_id = $1
       LEFT JOIN member_ancestors r ON r.member_id = a.member_id AND r.depth = a.depth - 1
      WHERE a.ancestor_id = $2`,
    [input.merchantId, input.parentId],
  );
  const direct = await db.query<{ id: number; username: string; type: number }>(
    'SELECT id, username, type FROM members WHERE upline_id = $2 AND merchant_id = $1 ORDER BY created_at, id',
    [input.merchantId, input.parentId],
  );
  const parts = rangeParts(input.range);
  const sums = await db.query<SumRow>(MEMBER_SUMS, [
    input.merchantId,
    branch.rows.map((row) => row.id),
    input.range.from,
    input.range.to,
    parts.head.to,
    parts.tail.from,
    parts.days.from,
    parts.days.to,
  ]);
  const rootOf = new Map(branch.rows.map((row) => [row.id, row.root]));
  const branches = new Map<number, PnlBranch>(
    direct.rows.map((row) => [row.id, { id: row.id, username: row.username, type: row.type, teamSize: 0, ...pnlTotals([]) }]),
  );
  for (const row of branch.rows) if (row.id !== row.root) branches.get(row.root)!.teamSize += 1;
  for (const row of sums.rows) {
    const into = branches.get(rootOf.get(row.member_id)!)!;
    Object.assign(into, pnlTotals([into, figuresOf(row)]));
  }
  return [...branches.values()];
}

const FIGURES: (keyof PnlFigures)[] = [
  'betAmount',
  'validBetAmount',
  'winAmount',
  'profitAndLoss',
  'bonusAmount',
  'rebateAmount',
  'depositAmount',
  'withdrawalAmount',
];

/** The sums over every branch: everyone under the parent. */
export function pnlTotals(branches: readonly PnlFigures[]): PnlFigures {
  const totals = Object.fromEntries(FIGURES.map((key) => [key, 0n])) as unknown as PnlFigures;
  for (const branch of branches) for (const key of FIGURES) totals[key] += branch[key];
  return totals;
}
