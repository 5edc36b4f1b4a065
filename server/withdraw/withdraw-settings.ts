/**
 * A merchant's withdrawal rules (table withdraw_settings): limits per request and per day, the fee,
 * the turnover a deposit needs before it can leave, and the time a member has to confirm a payment.
 */
import type { Queryable } from '../db/db.types';

export interface WithdrawSettings {
  /** minor units */
  minAmount: bigint;
  maxAmount: bigint;
  dailyCount: number;
  dailyAmount: bigint;
  feeFixed: bigint;
  /** basis points of the amount */
  feeRateBp: number;
  /** of every deposit, in percent: 100 = wagered once */
  turnoverPercent: number;
  confirmMinutes: number;
}

/** What a merchant without rules of its own asks (the column's default, 018_withdrawals.sql): every deposit wagered once. */
export const DEFAULT_TURNOVER_PERCENT = 100;

type Row = {
  min_amount: string;
  max_amount: string;
  daily_count: number;
  daily_amount: string;
  fee_fixed: string;
  fee_rate_bp: number;
  turnover_percent: number;
  confirm_minutes: number;
};

/** The merchant's rules; null when the merchant takes no withdrawals (no row). */
export async function withdrawSettings(db: Queryable, merchantId: number): Promise<WithdrawSettings | null> {
  const row = (await db.query<Row>('SELECT * FROM withdraw_settings WHERE merchant_id = $1', [merchantId])).rows[0];
  if (!row) return null;
  return {
    minAmount: BigInt(row.min_amount),
    maxAmount: BigInt(row.max_amount),
    dailyCount: row.daily_count,
    dailyAmount: BigInt(row.daily_amount),
    feeFixed: BigInt(row.fee_fixed),
    feeRateBp: row.fee_rate_bp,
    turnoverPercent: row.turnover_percent,
    confirmMinutes: row.confirm_minutes,
  };
}

/** The fee kept from a withdrawal of `amount`: fixed plus a rate, rounded down, always less than the amount. */
export function withdrawFee(settings: Pick<WithdrawSettings, 'feeFixed' | 'feeRateBp'>, amount: bigint): bigint {
  const fee = settings.feeFixed + (amount * BigInt(settings.feeRateBp)) / 10_000n;
  return fee < amount ? fee : amount - 1n;
}

/** The start of the day (UTC) that `now` falls in: daily limits count from here. */
export function dayStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** Today's requests that still count against the daily limits (a rejected or refunded one does not). */
export async function usedToday(db: Queryable, input: { memberId: number; now: Date }): Promise<{ count: number; amount: bigint }> {
  const row = await db.query<{ count: string; amount: string | null }>(
    `SELECT count(*)::text AS count, sum(amount)::text AS amount FROM withdrawals
      WHERE member_id = $1 AND created_at >= $2 AND status NOT IN ('rejected', 'refunded')`,
    [input.memberId, dayStart(input.now)],
  );
  return { count: Number(row.rows[0].count), amount: BigInt(row.rows[0].amount ?? '0') };
}
