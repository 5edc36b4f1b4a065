/**
 * The personal profit and loss: the member's bets summed per day (the member's day, by the offset
 * the browser sends) and product, newest day first, with the range's totals; and the member's
 * lifetime money in and out.
 *
 * A range holds at most 92 days of 9 products, so the day rows are summed in one grouped read of
 * the covering bet indexes and paged here.
 */
import type { Queryable } from '../db/db.types';
import { formatAmount } from '../wallet/ledger.service';
import type { BetProduct, LifetimeSummary, ProfitRecord, ProfitValue, RecordProduct } from '../../wire/records.schemas';
import type { RecordRange } from './record-range';

export interface ProfitFilter {
  merchantId: number;
  memberId: number;
  product: RecordProduct;
  range: RecordRange;
  utcOffsetMinutes: number;
}

const money = (minor: bigint) => Number(formatAmount(minor));

interface Row {
  day: string;
  product: BetProduct;
  n: string;
  stake: string;
  valid: string;
  payout: string;
  pnl: string;
}

/**
 * Sums per day and game of one source's bets (an index-only scan of its covering index: the day is
 * a date computed per row, the game's type joined only to the grouped rows).
 */
function daySums(table: string, productFilter: string): string {
  const settled = `status IN ('settled', 'won', 'lost')`;
  return `SELECT ((created_at AT TIME ZONE 'UTC') + make_interval(mins => $6::int))::date AS day, game_id, count(*) AS n, sum(stake) AS stake,
      coalesce(sum(stake) FILTER (WHERE ${settled}), 0) AS valid, sum(payout) AS payout,
      coalesce(sum(payout - stake) FILTER (WHERE ${settled}), 0) AS pnl
    FROM ${table} WHERE member_id = $2 AND merchant_id = $1 AND created_at >= $3 AND created_at < $4 AND ${productFilter}
    GROUP BY 1, 2`;
}

async function dayRows(db: Queryable, filter: ProfitFilter): Promise<ProfitRecord[]> {
  const rows = await db.query<Row>(
    `SELECT to_char(s.day, 'YYYY-MM-DD') AS day, s.product, sum(s.n)::text AS n, sum(s.stake)::text AS stake, sum(s.valid)::text AS valid,
            sum(s.payout)::text AS payout, sum(s.pnl)::text AS pnl
       FROM (
         SELECT d.*, g.game_type AS product FROM (${daySums('game_bets', 'true')}) d JOIN games g ON g.id = d.game_id
          WHERE $5::text IS NULL OR g.game_type = $5
         UNION ALL
         SELECT d.*, 'LOTT' AS product FROM (${daySums('lottery_bets', `($5::text IS NULL OR $5 = 'LOTT')`)}) d
       ) s
      GROUP BY s.day, s.product
      ORDER BY s.day DESC, s.product`,
    [
      filter.merchantId,
      filter.memberId,
      filter.range.from,
      filter.range.to,
      filter.product === 'ALL' ? null : filter.product,
      filter.utcOffsetMinutes,
    ],
  );
  return rows.rows.map((row) => ({
    date: row.day,
    product: row.product,
    betCount: Number(row.n),
    betAmount: money(BigInt(row.stake)),
    validBetAmount: money(BigInt(row.valid)),
    winAmount: money(BigInt(row.payout)),
    profitAndLoss: money(BigInt(row.pnl)),
  }));
}

/**
 * Deposits are the ledger's deposit credits to the member's main wallet (every credited deposit,
 * an operator's credit included); withdrawals the completed ones' amounts (what left the wallet,
 * fee included); holdings every account of the member, the withdrawal hold included, so that a
 * withdrawal still under way is neither lost nor counted as gone.
 */
export async function lifetimeOf(db: Queryable, input: { merchantId: number; memberId: number }): Promise<LifetimeSummary> {
  const row = (
    await db.query<{ deposits: string; withdrawals: string; holdings: string }>(
      `SELECT
         (SELECT coalesce(sum(e.amount), 0) FROM ledger_accounts a JOIN ledger_entries e ON e.account_id = a.id
           WHERE a.merchant_id = $1 AND a.member_id = $2 AND a.kind = 'main' AND e.kind = 'deposit' AND e.amount > 0)::text AS deposits,
         (SELECT coalesce(sum(amount), 0) FROM withdrawals WHERE merchant_id = $1 AND member_id = $2 AND status = 'completed')::text AS withdrawals,
         (SELECT coalesce(sum(balance), 0) FROM ledger_accounts WHERE merchant_id = $1 AND member_id = $2)::text AS holdings`,
      [input.merchantId, input.memberId],
    )
  ).rows[0];
  const deposits = BigInt(row.deposits);
  const withdrawals = BigInt(row.withdrawals);
  const holdings = BigInt(row.holdings);
  return {
    deposits: money(deposits),
    withdrawals: money(withdrawals),
    netDeposits: money(deposits - withdrawals),
    holdings: money(holdings),
    netPosition: money(holdings - (deposits - withdrawals)),
  };
}

export async function memberProfit(db: Queryable, filter: ProfitFilter, page: { page: number; size: number }): Promise<ProfitValue> {
  const [rows, lifetime] = await Promise.all([dayRows(db, filter), lifetimeOf(db, filter)]);
  // the footer sums the rows' sums, in cents
  const cents = (amount: number) => BigInt(Math.round(amount * 100));
  const sum = (pick: (row: ProfitRecord) => number) => money(rows.reduce((total, row) => total + cents(pick(row)), 0n));
  return {
    list: rows.slice((page.page - 1) * page.size, page.page * page.size),
    total: rows.length,
    totalPages: Math.ceil(rows.length / page.size),
    footer: [
      {
        betCount: rows.reduce((total, row) => total + row.betCount, 0),
        betAmount: sum((row) => row.betAmount),
        validBetAmount: sum((row) => row.validBetAmount),
        winAmount: sum((row) => row.winAmount),
        profitAndLoss: sum((row) => row.profitAndLoss),
      },
    ],
    lifetime,
  };
}
