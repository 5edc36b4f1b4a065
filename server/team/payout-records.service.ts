/**
 * The payout records of one contract kind (research §5.4: `ODSFE2_dailySalRec`,
 * `ODSFE2_getHourSalaryDisburseRec`, `ODSFE2_getRealTimeSalary`, `ODSFE2_QueryDividend`): each
 * period the settlement jobs settled for a contract whose receiver (the downline side) is one of
 * the given members, with the statement written beside it (024_contract_payouts.sql,
 * contracts/settlement/settlement.service.ts PayoutStatement).
 *
 * A period where the receiver's team had no valid bet and nothing was paid is left out: real-time
 * salary settles every 5 minutes, and a list of empty windows tells an agent nothing.
 */
import type { ContractKind } from '../../machines/agent-contract/index';
import type { DividendPay } from '../contracts/settlement/dividend';
import type { RealtimePay } from '../contracts/settlement/realtime';
import type { TierPay } from '../contracts/settlement/salary';
import type { PayoutStatement } from '../contracts/settlement/settlement.service';
import type { Queryable } from '../db/db.types';
import type { RecordRange } from '../records/record-range';

export interface PayoutRecord {
  contractId: number;
  customerName: string;
  product: string;
  periodStart: Date;
  periodEnd: Date;
  paidAt: Date;
  /** minor units */
  teamValidBet: bigint;
  activeMembers: number | null;
  netLoss: bigint | null;
  tier: number | null;
  rateType: 'P' | 'F' | null;
  /** basis points (P) or minor units (F) */
  rate: number | null;
  /** basis points */
  winRate: number | null;
  lossRate: number | null;
  gross: bigint;
  downlineShare: bigint;
  carryOver: bigint | null;
  amount: bigint;
}

interface Row {
  contract_id: number;
  period_start: Date;
  period_end: Date;
  created_at: Date;
  amount: string;
  statement: PayoutStatement;
  username: string;
}

/** $1 merchant, $2 receivers, $3 kind, $4–$5 the range the period starts in. */
const FILTER = `p.merchant_id = $1 AND p.member_id = ANY($2::int[]) AND p.kind = $3 AND p.period_start >= $4 AND p.period_start < $5
  AND (p.amount > 0 OR (p.statement->'team'->>'validBet')::bigint > 0)`;

/** What the statement's tier says, by kind: the tier, its rate and how to read it. */
function terms(kind: ContractKind, statement: PayoutStatement): Pick<PayoutRecord, 'tier' | 'rateType' | 'rate' | 'winRate' | 'lossRate'> {
  if (kind === 'realtime') {
    const pay = statement.pay as RealtimePay;
    return { tier: null, rateType: null, rate: null, winRate: pay.winRate, lossRate: pay.lossRate };
  }
  if (kind === 'dividend') {
    const pay = statement.pay as DividendPay;
    return { tier: pay.tier, rateType: pay.tier === null ? null : 'P', rate: pay.contractRate, winRate: null, lossRate: null };
  }
  const pay = statement.pay as TierPay;
  return { tier: pay.tier, rateType: pay.rateType, rate: pay.rate, winRate: null, lossRate: null };
}

function recordOf(kind: ContractKind, row: Row): PayoutRecord {
  const statement = row.statement;
  const dividend = kind === 'dividend' ? (statement.pay as DividendPay) : null;
  return {
    contractId: row.contract_id,
    customerName: row.username,
    product: statement.product,
    periodStart: row.period_start,
    periodEnd: row.period_end,
    paidAt: row.created_at,
    teamValidBet: BigInt(statement.team.validBet),
    // a real-time window counts rounds, not members
    activeMembers: kind === 'realtime' ? null : statement.team.activeMembers,
    netLoss: dividend ? BigInt(dividend.netLoss) : null,
    ...terms(kind, statement),
    gross: BigInt(statement.pay.gross),
    downlineShare: statement.downlines.reduce((sum, downline) => sum + BigInt(downline.gross), 0n),
    carryOver: dividend ? BigInt(dividend.carryOut) : null,
    amount: BigInt(row.amount),
  };
}

export async function payoutRecords(
  db: Queryable,
  input: { merchantId: number; receivers: readonly number[]; kind: ContractKind; range: RecordRange; limit: number; offset: number },
): Promise<{ records: PayoutRecord[]; total: number; amount: bigint }> {
  const params = [input.merchantId, input.receivers, input.kind, input.range.from, input.range.to];
  const summary = (
    await db.query<{ n: string; amount: string }>(
      `SELECT count(*)::text AS n, coalesce(sum(p.amount), 0)::text AS amount FROM contract_payouts p WHERE ${FILTER}`,
      params,
    )
  ).rows[0];
  const rows = await db.query<Row>(
    `SELECT p.contract_id, p.period_start, p.period_end, p.created_at, p.amount::text AS amount, p.statement, m.username
       FROM contract_payouts p JOIN members m ON m.id = p.member_id
      WHERE ${FILTER}
      ORDER BY p.period_start DESC, p.contract_id DESC LIMIT $6 OFFSET $7`,
    [...params, input.limit, input.offset],
  );
  return { records: rows.rows.map((row) => recordOf(input.kind, row)), total: Number(summary.n), amount: BigInt(summary.amount) };
}
