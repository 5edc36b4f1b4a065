/**
 * Withdrawals on the gateway (issue 13). A request moves the amount from the member's main wallet
 * into the member's withdrawal hold account in the same transaction that records it, after every
 * check that decides whether it may (limits per day, the turnover still owed, the balance) has run
 * inside that transaction with the member's row held (lock order step 1, server/wallet/lock-order.ts):
 * 50 requests for the whole balance at once make exactly one withdrawal.
 *
 * After that every change is one event folded into the withdrawal's lifecycle chart
 * (machines/withdrawal-lifecycle) with the row held FOR UPDATE (step 3), and the money moves in the
 * same transaction, once (each movement's idempotency key names the withdrawal and the step):
 * - into `rejected`: hold → main, the whole amount;
 * - into `awaitingConfirmation` (paid): hold → cashier (the payout) and hold → house (the fee);
 * - into `refunded`: cashier → main, what the member did not receive.
 */
import { evaluateWithdrawal, startWithdrawal } from '../../machines/withdrawal-lifecycle/index';
import type { WithdrawalLifecycleEvent, WithdrawalLifecycleSnapshotJson, WithdrawalStatus } from '../../machines/withdrawal-lifecycle/index';
import type { Db, Queryable } from '../db/db.types';
import { accountFor, postIn } from '../wallet/ledger.service';
import type { MemberAccountKind, Leg } from '../wallet/ledger.service';
import { lockAccounts, lockMember } from '../wallet/lock-order';
import { turnoverInfo, withdrawable } from './turnover.service';
import { usedToday, withdrawFee } from './withdraw-settings';
import type { WithdrawSettings } from './withdraw-settings';

export const HOLD_ACCOUNT: MemberAccountKind = 'withdrawal-hold';

export interface Withdrawal {
  id: number;
  merchantId: number;
  memberId: number;
  bankCardId: number;
  amount: bigint;
  fee: bigint;
  status: WithdrawalStatus;
  snapshot: WithdrawalLifecycleSnapshotJson;
  createdAt: Date;
  completedAt: Date | null;
}

type Row = {
  id: number;
  merchant_id: number;
  member_id: number;
  bank_card_id: number;
  amount: string;
  fee: string;
  status: WithdrawalStatus;
  snapshot: WithdrawalLifecycleSnapshotJson;
  created_at: Date | string;
  completed_at: Date | string | null;
};

export const withdrawalOf = (row: Row): Withdrawal => ({
  id: row.id,
  merchantId: row.merchant_id,
  memberId: row.member_id,
  bankCardId: row.bank_card_id,
  amount: BigInt(row.amount),
  fee: BigInt(row.fee),
  status: row.status,
  snapshot: row.snapshot,
  createdAt: new Date(row.created_at),
  completedAt: row.completed_at === null ? null : new Date(row.completed_at),
});

export async function findWithdrawal(db: Queryable, input: { merchantId: number; withdrawalId: number }): Promise<Withdrawal | null> {
  const row = await db.query<Row>('SELECT * FROM withdrawals WHERE merchant_id = $1 AND id = $2', [input.merchantId, input.withdrawalId]);
  return row.rows[0] ? withdrawalOf(row.rows[0]) : null;
}

export type RequestOutcome =
  | { kind: 'requested'; withdrawal: Withdrawal }
  | { kind: 'dailyCount'; limit: number }
  | { kind: 'dailyAmount'; remaining: bigint }
  /** more than may leave now: the turnover still owed locks part of the balance, or the balance is short */
  | { kind: 'notWithdrawable'; withdrawable: bigint };

class Refused extends Error {
  constructor(readonly outcome: Exclude<RequestOutcome, { kind: 'requested' }>) {
    super(outcome.kind);
  }
}

/**
 * A new withdrawal to one of the member's cards (checked by the caller, with the payment
 * password). The same idempotency key answers the withdrawal made with it first.
 */
export async function requestWithdrawal(
  db: Db,
  input: { merchantId: number; memberId: number; bankCardId: number; amount: bigint; idempotencyKey: string; settings: WithdrawSettings; now: Date },
): Promise<RequestOutcome> {
  const existing = await db.query<Row>('SELECT * FROM withdrawals WHERE merchant_id = $1 AND member_id = $2 AND idempotency_key = $3', [
    input.merchantId,
    input.memberId,
    input.idempotencyKey,
  ]);
  if (existing.rows[0]) return { kind: 'requested', withdrawal: withdrawalOf(existing.rows[0]) };
  try {
    return await db.transaction(async (tx): Promise<RequestOutcome> => {
      await lockMember(tx, input.memberId, { wait: true });
      // a retry that raced the first request waited on the member's row: it finds the first one now
      const raced = await tx.query<Row>('SELECT * FROM withdrawals WHERE merchant_id = $1 AND member_id = $2 AND idempotency_key = $3', [
        input.merchantId,
        input.memberId,
        input.idempotencyKey,
      ]);
      if (raced.rows[0]) return { kind: 'requested', withdrawal: withdrawalOf(raced.rows[0]) };
      const used = await usedToday(tx, { memberId: input.memberId, now: input.now });
      if (used.count >= input.settings.dailyCount) throw new Refused({ kind: 'dailyCount', limit: input.settings.dailyCount });
      const remaining = input.settings.dailyAmount - used.amount;
      if (input.amount > remaining) throw new Refused({ kind: 'dailyAmount', remaining: remaining > 0n ? remaining : 0n });

      const main = await accountFor(tx, { merchantId: input.merchantId, memberId: input.memberId, kind: 'main', now: input.now });
      const hold = await accountFor(tx, { merchantId: input.merchantId, memberId: input.memberId, kind: HOLD_ACCOUNT, now: input.now });
      // step 4 now, both accounts in id order: the posting below only finds them held already
      const locked = await lockAccounts(tx, [main, hold]);
      const mainBalance = locked.find((a) => a.id === main)!.balance;
      const turnover = await turnoverInfo(tx, { memberId: input.memberId, turnoverPercent: input.settings.turnoverPercent });
      const mayLeave = withdrawable(mainBalance, turnover.outstanding);
      if (input.amount > mayLeave) throw new Refused({ kind: 'notWithdrawable', withdrawable: mayLeave });

      const fee = withdrawFee(input.settings, input.amount);
      const snapshot = startWithdrawal({ payout: Number(input.amount - fee) });
      const inserted = await tx.query<Row>(
        `INSERT INTO withdrawals (merchant_id, member_id, bank_card_id, amount, fee, status, snapshot, idempotency_key, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) RETURNING *`,
        [
          input.merchantId,
          input.memberId,
          input.bankCardId,
          input.amount.toString(),
          fee.toString(),
          snapshot.value,
          JSON.stringify(snapshot),
          input.idempotencyKey,
          input.now,
        ],
      );
      const withdrawal = withdrawalOf(inserted.rows[0]);
      const posted = await postIn(tx, {
        merchantId: input.merchantId,
        kind: 'withdrawal',
        idempotencyKey: `withdrawal:${withdrawal.id}:hold`,
        legs: [
          { accountId: main, amount: -input.amount },
          { accountId: hold, amount: input.amount },
        ],
        details: { withdrawalId: withdrawal.id, step: 'hold' },
        now: input.now,
      });
      if (posted.kind === 'insufficient') throw new Refused({ kind: 'notWithdrawable', withdrawable: mayLeave });
      return { kind: 'requested', withdrawal };
    });
  } catch (error) {
    if (error instanceof Refused) return error.outcome;
    throw error;
  }
}

export class WithdrawalNotFound extends Error {}

/** The legs of the movement a transition makes, if any. */
async function movementFor(
  tx: Queryable,
  withdrawal: Withdrawal,
  next: WithdrawalLifecycleSnapshotJson,
  now: Date,
): Promise<{ step: string; legs: Leg[] } | null> {
  const own = (kind: MemberAccountKind) => accountFor(tx, { merchantId: withdrawal.merchantId, memberId: withdrawal.memberId, kind, now });
  if (next.value === 'rejected') {
    return {
      step: 'refund',
      legs: [
        { accountId: await own(HOLD_ACCOUNT), amount: -withdrawal.amount },
        { accountId: await own('main'), amount: withdrawal.amount },
      ],
    };
  }
  if (next.value === 'awaitingConfirmation') {
    const payout = withdrawal.amount - withdrawal.fee;
    const legs: Leg[] = [
      { accountId: await own(HOLD_ACCOUNT), amount: -withdrawal.amount },
      { merchantAccount: 'cashier', amount: payout },
    ];
    if (withdrawal.fee > 0n) legs.push({ merchantAccount: 'house', amount: withdrawal.fee });
    return { step: 'paid', legs };
  }
  if (next.value === 'refunded') {
    const unreceived = BigInt(next.context.payout - (next.context.receivedAmount ?? 0));
    if (unreceived <= 0n) return null;
    return {
      step: 'refund',
      legs: [
        { merchantAccount: 'cashier', amount: -unreceived },
        { accountId: await own('main'), amount: unreceived },
      ],
    };
  }
  return null;
}

export interface AppliedWithdrawalEvent {
  withdrawal: Withdrawal;
  changed: boolean;
}

/** Folds one event into a withdrawal and moves the money its transition moves, in one transaction. */
export async function applyWithdrawalEvent(
  db: Db,
  input: {
    merchantId: number;
    withdrawalId: number;
    event: WithdrawalLifecycleEvent;
    now: Date;
    withinTransaction?: (tx: Queryable, withdrawal: Withdrawal) => Promise<unknown>;
  },
): Promise<AppliedWithdrawalEvent> {
  return db.transaction(async (tx) => {
    const row = await tx.query<Row>('SELECT * FROM withdrawals WHERE merchant_id = $1 AND id = $2 FOR UPDATE', [
      input.merchantId,
      input.withdrawalId,
    ]);
    if (!row.rows[0]) throw new WithdrawalNotFound(`no withdrawal ${input.withdrawalId}`);
    const withdrawal = withdrawalOf(row.rows[0]);
    const next = evaluateWithdrawal(withdrawal.snapshot, input.event);
    if (!next.changed) return { withdrawal, changed: false };
    const movement = next.state !== withdrawal.status ? await movementFor(tx, withdrawal, next.snapshotJson, input.now) : null;
    if (movement) {
      const posted = await postIn(tx, {
        merchantId: withdrawal.merchantId,
        kind: 'withdrawal',
        idempotencyKey: `withdrawal:${withdrawal.id}:${movement.step}`,
        legs: movement.legs,
        details: { withdrawalId: withdrawal.id, step: movement.step },
        now: input.now,
      });
      if (posted.kind === 'insufficient') throw new Error(`withdrawal ${withdrawal.id}: the hold does not cover its own amount`);
    }
    const final = ['completed', 'rejected', 'refunded'].includes(next.state);
    await tx.query('UPDATE withdrawals SET status = $2, snapshot = $3, updated_at = $4, completed_at = $5 WHERE id = $1', [
      withdrawal.id,
      next.state,
      JSON.stringify(next.snapshotJson),
      input.now,
      final ? input.now : null,
    ]);
    const after: Withdrawal = { ...withdrawal, status: next.state, snapshot: next.snapshotJson, completedAt: final ? input.now : null };
    await input.withinTransaction?.(tx, after);
    return { withdrawal: after, changed: true };
  });
}

/**
 * Payments nobody answered in time count as received: a `clock.tick` to every withdrawal awaiting
 * confirmation past its deadline. Run by the gateway's timer; safe on several gateways at once
 * (each withdrawal's row is held while it is decided, and a decided one ignores the tick).
 */
export async function confirmOverdueWithdrawals(db: Db, now: Date): Promise<number> {
  const due = await db.query<{ id: number; merchant_id: number }>(
    `SELECT id, merchant_id FROM withdrawals WHERE status = 'awaitingConfirmation' AND (snapshot->'context'->>'confirmBy')::timestamptz <= $1 ORDER BY id LIMIT 500`,
    [now],
  );
  let confirmed = 0;
  for (const w of due.rows) {
    const applied = await applyWithdrawalEvent(db, {
      merchantId: w.merchant_id,
      withdrawalId: w.id,
      event: { type: 'clock.tick', at: now.toISOString() },
      now,
    });
    if (applied.changed) confirmed += 1;
  }
  return confirmed;
}
