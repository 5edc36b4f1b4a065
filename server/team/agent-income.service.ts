/**
 * My income (research §4.8, `ODSFE2_AgentProfDet`): what the agent itself earned per merchant day,
 * by source. Salaries and dividends are what the settlement jobs paid it under the contracts it
 * holds as the downline (contract_payouts, by kind); rebates the rebate credits to its main wallet.
 * A payout counts on the day it was paid (its ledger movement), as a rebate does.
 */
import type { Queryable } from '../db/db.types';
import type { RecordRange } from '../records/record-range';

export interface IncomeFigures {
  rebate: bigint;
  dailySalary: bigint;
  hourlySalary: bigint;
  realtimeSalary: bigint;
  dividend: bigint;
  total: bigint;
}

export interface IncomeDay extends IncomeFigures {
  /** the merchant day, YYYY-MM-DD */
  date: string;
}

const SOURCES: Record<string, keyof Omit<IncomeFigures, 'total'>> = {
  rebate: 'rebate',
  daily: 'dailySalary',
  hourly: 'hourlySalary',
  realtime: 'realtimeSalary',
  dividend: 'dividend',
};

const zero = (): IncomeFigures => ({ rebate: 0n, dailySalary: 0n, hourlySalary: 0n, realtimeSalary: 0n, dividend: 0n, total: 0n });

/** The days with income in the range, newest first. */
export async function agentIncomeDays(
  db: Queryable,
  input: { merchantId: number; agentId: number; range: RecordRange; utcOffsetMinutes: number },
): Promise<IncomeDay[]> {
  const rows = await db.query<{ day: string; source: string; amount: string }>(
    `SELECT to_char(((at AT TIME ZONE 'UTC') + make_interval(mins => $5::int))::date, 'YYYY-MM-DD') AS day, source, sum(amount)::text AS amount
       FROM (
         SELECT kind AS source, amount, created_at AS at FROM contract_payouts
          WHERE member_id = $2 AND merchant_id = $1 AND amount > 0 AND created_at >= $3 AND created_at < $4
         UNION ALL
         SELECT 'rebate', e.amount, e.created_at FROM ledger_accounts a JOIN ledger_entries e ON e.account_id = a.id
          WHERE a.merchant_id = $1 AND coalesce(a.member_id, 0) = $2 AND a.kind = 'main' AND e.kind = 'rebate' AND e.amount > 0
            AND e.created_at >= $3 AND e.created_at < $4
       ) income
      GROUP BY 1, 2`,
    [input.merchantId, input.agentId, input.range.from, input.range.to, input.utcOffsetMinutes],
  );
  const days = new Map<string, IncomeFigures>();
  for (const row of rows.rows) {
    const day = days.get(row.day) ?? zero();
    const amount = BigInt(row.amount);
    day[SOURCES[row.source]] += amount;
    day.total += amount;
    days.set(row.day, day);
  }
  return [...days.entries()].sort(([a], [b]) => (a < b ? 1 : -1)).map(([date, figures]) => ({ date, ...figures }));
}

/** The sums over the days. */
export function incomeTotals(days: readonly IncomeFigures[]): IncomeFigures {
  const totals = zero();
  for (const day of days) for (const key of Object.keys(totals) as (keyof IncomeFigures)[]) totals[key] += day[key];
  return totals;
}
