/**
 * Paying the daily rebates (issue 14, research §4.4 and §4.8): after a merchant day has ended, every
 * member with a rebate rate earns its betting rebate on its own valid bets of the day and its agent
 * rebate on its direct downlines' teams (rebate-rule.ts), credited to its main wallet from the
 * merchant's commission account as one ledger movement of kind `rebate`, what "my income" and the
 * account record's `rebate` type read.
 *
 * One pass per merchant day: the day's valid bets summed per member and product in one read
 * (team-figures.ts's definition of valid), the merchant's tree and rates, the rule in memory, then
 * one transaction per member paid. The rates are those member_rebates holds when the day is settled:
 * rates have no history, so a rate changed between a day's end and its settlement applies to it.
 *
 * Never twice: a member's payout writes its rebate_payouts row (primary key member and day) and its
 * movement (key rebate:<memberId>:<day>) in one transaction. Two runners at once, or a run that
 * stopped half way and ran again, meet on that key and the second pays nothing. Once every member
 * is written the day is marked (rebate_days), and a later run reads only the mark.
 */
import { DAY_MS } from '../../rules/merchant-day';
import { DEFAULT_UTC_OFFSET_MINUTES, merchantDay, previousMerchantDay } from '../contracts/settlement/settlement.service';
import type { Db, Queryable } from '../db/db.types';
import { accountFor, postIn } from '../wallet/ledger.service';
import { dailyRebates } from './rebate-rule';
import type { BetsByMember, MemberRebate, ProductRebate, RatesByMember, TreeMember } from './rebate-rule';

/** Merchant days the job looks back over (a gateway that was down catches up). */
const CATCH_UP_DAYS = 7;

export interface RebateStatement {
  day: string;
  from: string;
  to: string;
  products: ProductRebate[];
  /** minor units */
  bettingRebate: number;
  agentRebate: number;
  amount: number;
  rounding: string;
}

export interface RebateRun {
  kind: 'rebate';
  /** the merchant day */
  period: string;
  /** members with a rebate on the day */
  members: number;
  /** payouts written now */
  written: number;
  /** members paid before this run */
  alreadySettled: number;
  /** minor units paid now */
  paid: number;
}

const ROUNDING = 'per product, the exact sum of stake × rate rounded down to the cent once';

/** The day's valid bets per member and product. */
async function validBets(db: Queryable, merchantId: number, period: { from: Date; to: Date }): Promise<BetsByMember> {
  const rows = await db.query<{ member_id: number; product: string; valid: string }>(
    `SELECT member_id, product, sum(stake)::text AS valid FROM (
       SELECT b.member_id, g.game_type AS product, b.stake FROM game_bets b JOIN games g ON g.id = b.game_id
        WHERE b.merchant_id = $1 AND b.status = 'settled' AND b.created_at >= $2 AND b.created_at < $3
       UNION ALL
       SELECT member_id, 'LOTT', stake FROM lottery_bets
        WHERE merchant_id = $1 AND status IN ('won', 'lost') AND created_at >= $2 AND created_at < $3
     ) valid GROUP BY member_id, product`,
    [merchantId, period.from, period.to],
  );
  const bets = new Map<number, Map<string, bigint>>();
  for (const row of rows.rows) bets.set(row.member_id, (bets.get(row.member_id) ?? new Map()).set(row.product, BigInt(row.valid)));
  return bets;
}

async function merchantRates(db: Queryable, merchantId: number): Promise<RatesByMember> {
  const rows = await db.query<{ member_id: number; product: string; rate_bp: number }>(
    `SELECT r.member_id, r.product, r.rate_bp FROM member_rebates r JOIN members m ON m.id = r.member_id
      WHERE m.merchant_id = $1 AND r.rate_bp > 0`,
    [merchantId],
  );
  const rates = new Map<number, Map<string, number>>();
  for (const row of rows.rows) rates.set(row.member_id, (rates.get(row.member_id) ?? new Map()).set(row.product, row.rate_bp));
  return rates;
}

async function merchantTree(db: Queryable, merchantId: number): Promise<TreeMember[]> {
  const rows = await db.query<{ id: number; upline_id: number | null }>('SELECT id, upline_id FROM members WHERE merchant_id = $1', [merchantId]);
  return rows.rows.map((row) => ({ id: row.id, uplineId: row.upline_id }));
}

/** Settles one merchant's rebates of the merchant day `day`; safe to run again and on several gateways at once. */
export async function settleRebates(db: Db, input: { merchantId: number; day: string; utcOffsetMinutes: number; now: Date }): Promise<RebateRun> {
  const period = merchantDay(input.day, input.utcOffsetMinutes);
  if (period.to.getTime() > input.now.getTime()) throw new Error(`the day ${input.day} has not ended yet`);
  const run: RebateRun = { kind: 'rebate', period: input.day, members: 0, written: 0, alreadySettled: 0, paid: 0 };
  const marked = await db.query<{ members: number }>('SELECT members FROM rebate_days WHERE merchant_id = $1 AND day = $2', [
    input.merchantId,
    input.day,
  ]);
  if (marked.rows[0]) return { ...run, members: marked.rows[0].members, alreadySettled: marked.rows[0].members };

  const rates = await merchantRates(db, input.merchantId);
  const rebates =
    rates.size === 0
      ? []
      : dailyRebates({ members: await merchantTree(db, input.merchantId), bets: await validBets(db, input.merchantId, period), rates });
  run.members = rebates.length;
  const settled = await db.query<{ member_id: number }>('SELECT member_id FROM rebate_payouts WHERE merchant_id = $1 AND day = $2', [
    input.merchantId,
    input.day,
  ]);
  const done = new Set(settled.rows.map((row) => row.member_id));
  for (const rebate of rebates) {
    const statement: RebateStatement = {
      day: input.day,
      from: period.from.toISOString(),
      to: period.to.toISOString(),
      products: rebate.products,
      bettingRebate: Number(rebate.betting),
      agentRebate: Number(rebate.agent),
      amount: Number(rebate.amount),
      rounding: ROUNDING,
    };
    if (!done.has(rebate.memberId) && (await payOnce(db, { merchantId: input.merchantId, day: input.day, rebate, statement, now: input.now }))) {
      run.written += 1;
      run.paid += statement.amount;
    } else run.alreadySettled += 1;
  }
  // every member is written: later runs read the mark only
  await db.query(
    `INSERT INTO rebate_days (merchant_id, day, members, paid, settled_at)
     SELECT $1, $2, count(*), coalesce(sum(amount), 0), $3 FROM rebate_payouts WHERE merchant_id = $1 AND day = $2
     ON CONFLICT (merchant_id, day) DO NOTHING`,
    [input.merchantId, input.day, input.now],
  );
  return run;
}

/** One member's rebate of the day, in one transaction; false when it was written before. */
async function payOnce(
  db: Db,
  input: { merchantId: number; day: string; rebate: MemberRebate; statement: RebateStatement; now: Date },
): Promise<boolean> {
  const { memberId, amount } = input.rebate;
  return db.transaction(async (tx) => {
    const inserted = await tx.query(
      `INSERT INTO rebate_payouts (member_id, day, merchant_id, amount, statement, created_at) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (member_id, day) DO NOTHING RETURNING member_id`,
      [memberId, input.day, input.merchantId, amount.toString(), JSON.stringify(input.statement), input.now],
    );
    if (inserted.rowCount === 0) return false;
    const owner = { merchantId: input.merchantId, now: input.now };
    const main = await accountFor(tx, { ...owner, memberId, kind: 'main' });
    const posted = await postIn(tx, {
      merchantId: input.merchantId,
      kind: 'rebate',
      idempotencyKey: `rebate:${memberId}:${input.day}`,
      legs: [
        { merchantAccount: 'commission', amount: -amount },
        { accountId: main, amount },
      ],
      details: { day: input.day, betting_rebate: input.statement.bettingRebate, agent_rebate: input.statement.agentRebate },
      now: input.now,
    });
    if (posted.kind === 'insufficient') throw new Error('the commission account may go negative');
    await tx.query('UPDATE rebate_payouts SET transaction_id = $3 WHERE member_id = $1 AND day = $2', [memberId, input.day, posted.transactionId]);
    return true;
  });
}

/** The last `count` merchant days that have ended at `now`, oldest first. */
export function endedMerchantDays(now: Date, utcOffsetMinutes: number, count: number): string[] {
  const yesterday = Date.parse(`${previousMerchantDay(now, utcOffsetMinutes)}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => new Date(yesterday - (count - 1 - i) * DAY_MS).toISOString().slice(0, 10));
}

/** The job's run: every merchant's rebates of the last days that have ended, oldest first. A settled day costs one read. */
export async function settleDueRebates(db: Db, now: Date): Promise<RebateRun[]> {
  const merchants = await db.query<{ id: number; offset: number | null }>(`SELECT id, (settings->>'utcOffsetMinutes')::int AS offset FROM merchants`);
  const runs: RebateRun[] = [];
  for (const merchant of merchants.rows) {
    const offset = merchant.offset ?? DEFAULT_UTC_OFFSET_MINUTES;
    for (const day of endedMerchantDays(now, offset, CATCH_UP_DAYS)) {
      runs.push(await settleRebates(db, { merchantId: merchant.id, day, utcOffsetMinutes: offset, now }));
    }
  }
  return runs;
}
