/**
 * A member's deposits as the deposit page and its record list show them (wire/deposit.schemas.ts):
 * newest first, paged, within a time range, with the credited total of the range.
 */
import type { Queryable } from '../db/db.types';
import { formatAmount } from '../wallet/ledger.service';
import type { DepositRecord, DepositReportValue } from '../../wire/deposit.schemas';
import { depositOf } from './deposit.service';
import type { Deposit } from './deposit.service';

export function depositMemberRecord(deposit: Deposit): DepositRecord {
  return {
    depositId: String(deposit.id),
    bankCode: deposit.channelCode,
    bankType: deposit.channelType,
    channelName: deposit.channelName,
    amount: Number(formatAmount(deposit.amount)),
    status: deposit.status,
    reference: deposit.channelType === 'MT' ? deposit.memberReference : deposit.providerPaymentId,
    requestTime: deposit.createdAt.getTime(),
    completedTime: deposit.completedAt ? deposit.completedAt.getTime() : null,
    redirectUrl: deposit.status === 'awaitingPayment' ? deposit.redirectUrl : null,
    cancellable: deposit.status === 'awaitingReview',
  };
}

export async function memberDepositReport(
  db: Queryable,
  input: { merchantId: number; memberId: number; from: Date; to: Date; page: number; size: number },
): Promise<DepositReportValue> {
  const range = [input.merchantId, input.memberId, input.from, input.to];
  const [rows, totals] = await Promise.all([
    db.query<Parameters<typeof depositOf>[0]>(
      `SELECT * FROM deposits WHERE merchant_id = $1 AND member_id = $2 AND created_at >= $3 AND created_at < $4
        ORDER BY created_at DESC, id DESC LIMIT $5 OFFSET $6`,
      [...range, input.size, (input.page - 1) * input.size],
    ),
    db.query<{ count: string; credited: string | null }>(
      `SELECT count(*)::text AS count, sum(amount) FILTER (WHERE status = 'credited')::text AS credited FROM deposits
        WHERE merchant_id = $1 AND member_id = $2 AND created_at >= $3 AND created_at < $4`,
      range,
    ),
  ]);
  const total = Number(totals.rows[0].count);
  return {
    list: rows.rows.map((row) => depositMemberRecord(depositOf(row))),
    total,
    totalPages: Math.ceil(total / input.size),
    footer: [{ amount: Number(formatAmount(BigInt(totals.rows[0].credited ?? '0'))) }],
  };
}
