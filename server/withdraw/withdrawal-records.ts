/**
 * A member's withdrawals as the withdraw page, its records and the confirmation list show them
 * (wire/withdraw.schemas.ts), with the account each went to, masked.
 */
import type { Queryable } from '../db/db.types';
import { maskAccountNumber } from '../security-center/masking';
import { formatAmount } from '../wallet/ledger.service';
import type { WithdrawalRecord, WithdrawReportValue } from '../../wire/withdraw.schemas';
import { withdrawalOf } from './withdrawal.service';

type RecordRow = Parameters<typeof withdrawalOf>[0] & { bank_name: string; card_type: 'BC' | 'EW'; account_number: string };

const SELECT = `SELECT w.*, b.bank_name, c.card_type, c.account_number FROM withdrawals w
  JOIN bank_cards c ON c.id = w.bank_card_id JOIN banks b ON b.merchant_id = c.merchant_id AND b.bank_code = c.bank_code`;

const major = (minor: bigint | number) => Number(formatAmount(BigInt(minor)));

export function withdrawalRecordOf(row: RecordRow): WithdrawalRecord {
  const w = withdrawalOf(row);
  const { context } = w.snapshot;
  return {
    withdrawalId: String(w.id),
    amount: major(w.amount),
    charge: major(w.fee),
    payout: major(w.amount - w.fee),
    status: w.status,
    bankName: row.bank_name,
    cardNumber: maskAccountNumber(row.card_type, row.account_number),
    requestTime: w.createdAt.getTime(),
    completedTime: w.completedAt ? w.completedAt.getTime() : null,
    confirmBy: w.status === 'awaitingConfirmation' && context.confirmBy ? Date.parse(context.confirmBy) : null,
    receivedAmount: context.receivedAmount === null ? null : major(context.receivedAmount),
    receipt: context.receipt,
  };
}

export async function memberWithdrawal(
  db: Queryable,
  input: { merchantId: number; memberId: number; withdrawalId: number },
): Promise<WithdrawalRecord | null> {
  const row = await db.query<RecordRow>(`${SELECT} WHERE w.merchant_id = $1 AND w.member_id = $2 AND w.id = $3`, [
    input.merchantId,
    input.memberId,
    input.withdrawalId,
  ]);
  return row.rows[0] ? withdrawalRecordOf(row.rows[0]) : null;
}

export async function awaitingConfirmation(db: Queryable, input: { merchantId: number; memberId: number }): Promise<WithdrawalRecord[]> {
  const rows = await db.query<RecordRow>(
    `${SELECT} WHERE w.merchant_id = $1 AND w.member_id = $2 AND w.status = 'awaitingConfirmation' ORDER BY w.created_at, w.id`,
    [input.merchantId, input.memberId],
  );
  return rows.rows.map(withdrawalRecordOf);
}

export async function memberWithdrawReport(
  db: Queryable,
  input: { merchantId: number; memberId: number; from: Date; to: Date; page: number; size: number },
): Promise<WithdrawReportValue> {
  const range = [input.merchantId, input.memberId, input.from, input.to];
  const [rows, totals] = await Promise.all([
    db.query<RecordRow>(
      `${SELECT} WHERE w.merchant_id = $1 AND w.member_id = $2 AND w.created_at >= $3 AND w.created_at < $4
        ORDER BY w.created_at DESC, w.id DESC LIMIT $5 OFFSET $6`,
      [...range, input.size, (input.page - 1) * input.size],
    ),
    db.query<{ count: string; completed: string | null }>(
      `SELECT count(*)::text AS count, sum(amount) FILTER (WHERE status = 'completed')::text AS completed FROM withdrawals
        WHERE merchant_id = $1 AND member_id = $2 AND created_at >= $3 AND created_at < $4`,
      range,
    ),
  ]);
  const total = Number(totals.rows[0].count);
  return {
    records: rows.rows.map(withdrawalRecordOf),
    total,
    totalPages: Math.ceil(total / input.size),
    footer: [{ amount: major(BigInt(totals.rows[0].completed ?? '0')) }],
  };
}
