/**
 * Deposits on the gateway (issue 13). Each deposit is a row carrying its lifecycle chart's
 * snapshot (machines/deposit-lifecycle); every change is one event folded into that snapshot in a
 * transaction that holds the row FOR UPDATE (lock order step 3, server/wallet/lock-order.ts), so
 * five deliveries of one webhook, or an approve racing a reject, are decided one after another and
 * only the first moves anything. The credit is posted in the same transaction as the move into
 * `credited`, with the idempotency key `deposit:<id>`: money arrives once per deposit, and a
 * provider's payment id belongs to one deposit (a unique index).
 */
import { randomUUID } from 'node:crypto';
import { evaluateDeposit, startDeposit } from '../../machines/deposit-lifecycle/index';
import type { DepositLifecycleEvent, DepositLifecycleSnapshotJson, DepositLifecycleState } from '../../machines/deposit-lifecycle/index';
import type { Db, Queryable } from '../db/db.types';
import { accountFor, postIn } from '../wallet/ledger.service';
import { PaymentProviderUnavailable } from '../payments/payment-provider';
import type { PaymentProvider } from '../payments/payment-provider';
import type { DepositChannelRow } from './deposit-channels';

export interface Deposit {
  id: number;
  merchantId: number;
  memberId: number;
  channelCode: string;
  channelType: DepositChannelRow['channelType'];
  channelName: string;
  amount: bigint;
  status: DepositLifecycleState;
  snapshot: DepositLifecycleSnapshotJson;
  memberReference: string | null;
  provider: string | null;
  providerPaymentId: string | null;
  redirectUrl: string | null;
  createdAt: Date;
  completedAt: Date | null;
}

type Row = {
  id: number;
  merchant_id: number;
  member_id: number;
  channel_code: string;
  channel_type: Deposit['channelType'];
  channel_name: string;
  amount: string;
  status: DepositLifecycleState;
  snapshot: DepositLifecycleSnapshotJson;
  member_reference: string | null;
  provider: string | null;
  provider_payment_id: string | null;
  redirect_url: string | null;
  created_at: Date | string;
  completed_at: Date | string | null;
};

export const depositOf = (row: Row): Deposit => ({
  id: row.id,
  merchantId: row.merchant_id,
  memberId: row.member_id,
  channelCode: row.channel_code,
  channelType: row.channel_type,
  channelName: row.channel_name,
  amount: BigInt(row.amount),
  status: row.status,
  snapshot: row.snapshot,
  memberReference: row.member_reference,
  provider: row.provider,
  providerPaymentId: row.provider_payment_id,
  redirectUrl: row.redirect_url,
  createdAt: new Date(row.created_at),
  completedAt: row.completed_at === null ? null : new Date(row.completed_at),
});

export class DepositError extends Error {
  constructor(
    readonly code: 'deposit.not.found' | 'deposit.not.cancellable' | 'upload.image.unknown',
    message: string,
  ) {
    super(message);
  }
}

async function byIdempotencyKey(db: Queryable, input: { merchantId: number; memberId: number; idempotencyKey: string }): Promise<Deposit | null> {
  const row = await db.query<Row>('SELECT * FROM deposits WHERE merchant_id = $1 AND member_id = $2 AND idempotency_key = $3', [
    input.merchantId,
    input.memberId,
    input.idempotencyKey,
  ]);
  return row.rows[0] ? depositOf(row.rows[0]) : null;
}

export async function findDeposit(db: Queryable, input: { merchantId: number; depositId: number }): Promise<Deposit | null> {
  const row = await db.query<Row>('SELECT * FROM deposits WHERE merchant_id = $1 AND id = $2', [input.merchantId, input.depositId]);
  return row.rows[0] ? depositOf(row.rows[0]) : null;
}

interface OpenInput {
  merchantId: number;
  memberId: number;
  channel: DepositChannelRow;
  amount: bigint;
  idempotencyKey: string;
  now: Date;
}

/** Inserts a new deposit; the same idempotency key answers the deposit made with it first. */
async function insertDeposit(db: Queryable, input: OpenInput & { memberReference: string | null; proofUploadId: number | null }): Promise<Deposit> {
  const snapshot = startDeposit({ channelType: input.channel.channelType });
  await db.query(
    `INSERT INTO deposits (merchant_id, member_id, channel_code, channel_type, channel_name, amount, status, snapshot, idempotency_key,
       member_reference, proof_upload_id, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12) ON CONFLICT (merchant_id, member_id, idempotency_key) DO NOTHING`,
    [
      input.merchantId,
      input.memberId,
      input.channel.code,
      input.channel.channelType,
      input.channel.name,
      input.amount.toString(),
      snapshot.value,
      JSON.stringify(snapshot),
      input.idempotencyKey,
      input.memberReference,
      input.proofUploadId,
      input.now,
    ],
  );
  return (await byIdempotencyKey(db, input))!;
}

/**
 * A PG deposit: the deposit row first (so the provider's reference names it), then the payment at
 * the provider, whose checkout page the member is sent to. A retry with the same key finds the row
 * and asks the provider again under the same reference, which answers the same payment.
 */
export async function openOnlineDeposit(
  deps: { db: Db; payments: PaymentProvider; publicUrl: string },
  input: OpenInput & { merchantCode: string; currency: string },
): Promise<Deposit> {
  const deposit = await insertDeposit(deps.db, { ...input, memberReference: null, proofUploadId: null });
  if (deposit.status === 'failed' && !deposit.redirectUrl) throw new PaymentProviderUnavailable('this attempt already failed at the provider');
  if (deposit.redirectUrl || deposit.status !== 'awaitingPayment') return deposit;
  const returnUrl = new URL(`/?mc=depositv2&depositId=${deposit.id}`, deps.publicUrl).toString();
  let payment: Awaited<ReturnType<PaymentProvider['createPayment']>>;
  try {
    payment = await deps.payments.createPayment({
      merchantCode: input.merchantCode,
      merchantReference: `deposit-${deposit.id}`,
      amount: deposit.amount,
      currency: input.currency,
      returnUrl,
      now: input.now,
    });
  } catch (error) {
    // nothing to pay: the deposit fails rather than wait for ever (a new attempt takes a new key)
    if (error instanceof PaymentProviderUnavailable) {
      await applyDepositEvent(deps.db, {
        merchantId: input.merchantId,
        depositId: deposit.id,
        event: { type: 'payment.failed', at: input.now.toISOString() },
        now: input.now,
      });
    }
    throw error;
  }
  await deps.db.query('UPDATE deposits SET provider = $2, provider_payment_id = $3, redirect_url = $4, updated_at = $5 WHERE id = $1', [
    deposit.id,
    deps.payments.name,
    payment.paymentId,
    payment.checkoutUrl,
    input.now,
  ]);
  return { ...deposit, provider: deps.payments.name, providerPaymentId: payment.paymentId, redirectUrl: payment.checkoutUrl };
}

/** An MT deposit with its proof, which must be this member's own upload. */
export async function openManualDeposit(db: Db, input: OpenInput & { memberReference: string; proofUploadId: number }): Promise<Deposit> {
  // bigint: an id past the integer range names no upload, and must not fail the query
  const proof = await db.query('SELECT 1 FROM member_uploads WHERE id = $1::bigint AND member_id = $2 AND merchant_id = $3', [
    input.proofUploadId,
    input.memberId,
    input.merchantId,
  ]);
  if (proof.rows.length === 0) throw new DepositError('upload.image.unknown', 'The proof image was not found; upload it again');
  return insertDeposit(db, input);
}

export interface AppliedDepositEvent {
  deposit: Deposit;
  /** false when the deposit ignored the event (already decided, or not its kind of event) */
  changed: boolean;
}

/**
 * Folds one event into a deposit. On the move into `credited` the cashier → main wallet movement
 * is posted in the same transaction; `withinTransaction` runs there too when the event changed
 * something (the operator's audit row), so the decision and its record commit together.
 */
export async function applyDepositEvent(
  db: Db,
  input: {
    merchantId: number;
    depositId: number;
    event: DepositLifecycleEvent;
    now: Date;
    withinTransaction?: (tx: Queryable, deposit: Deposit) => Promise<unknown>;
  },
): Promise<AppliedDepositEvent> {
  return db.transaction(async (tx) => {
    const row = await tx.query<Row>('SELECT * FROM deposits WHERE merchant_id = $1 AND id = $2 FOR UPDATE', [input.merchantId, input.depositId]);
    if (!row.rows[0]) throw new DepositError('deposit.not.found', 'No such deposit');
    const deposit = depositOf(row.rows[0]);
    const next = evaluateDeposit(deposit.snapshot, input.event);
    if (!next.changed) return { deposit, changed: false };
    let ledgerTransactionId: number | null = null;
    if (next.state === 'credited') ledgerTransactionId = await credit(tx, deposit, input.now);
    const completedAt = next.state === 'awaitingPayment' || next.state === 'awaitingReview' ? null : input.now;
    await tx.query(
      `UPDATE deposits SET status = $2, snapshot = $3, updated_at = $4, completed_at = $5, ledger_transaction_id = coalesce($6, ledger_transaction_id) WHERE id = $1`,
      [deposit.id, next.state, JSON.stringify(next.snapshotJson), input.now, completedAt, ledgerTransactionId],
    );
    const after: Deposit = { ...deposit, status: next.state, snapshot: next.snapshotJson, completedAt };
    await input.withinTransaction?.(tx, after);
    return { deposit: after, changed: true };
  });
}

/** cashier → the member's main wallet, once per deposit (its key). */
async function credit(tx: Queryable, deposit: Deposit, now: Date): Promise<number> {
  const main = await accountFor(tx, { merchantId: deposit.merchantId, memberId: deposit.memberId, kind: 'main', now });
  const posted = await postIn(tx, {
    merchantId: deposit.merchantId,
    kind: 'deposit',
    idempotencyKey: `deposit:${deposit.id}`,
    legs: [
      { merchantAccount: 'cashier', amount: -deposit.amount },
      { accountId: main, amount: deposit.amount },
    ],
    details: { depositId: deposit.id, channel: deposit.channelCode, reference: deposit.providerPaymentId ?? deposit.memberReference },
    now,
  });
  if (posted.kind === 'insufficient') throw new Error('the cashier may go negative: a deposit credit cannot be insufficient');
  return posted.transactionId;
}

/** The deposit a provider's payment belongs to (by the provider and its payment id). */
export async function depositOfPayment(db: Queryable, input: { provider: string; paymentId: string }): Promise<Deposit | null> {
  const row = await db.query<Row>('SELECT * FROM deposits WHERE provider = $1 AND provider_payment_id = $2', [input.provider, input.paymentId]);
  return row.rows[0] ? depositOf(row.rows[0]) : null;
}

/** A fresh idempotency key for callers that make one deposit per call (the admin CLI, tests). */
export const newDepositKey = () => randomUUID().replace(/-/g, '');
