/**
 * The payment (withdrawal) password: a 6-digit PIN apart from the login password, hashed with the
 * same argon2id hasher, and guarded by the `paymentPasswordGuard` chart stored per member.
 *
 * Every answer is checked inside one transaction that holds the member's guard row FOR UPDATE, the
 * hash check included, so parallel answers are decided one after another: 20 parallel wrong
 * answers cost 5 hash checks and lock, the other 15 are refused unchecked.
 */
import { evaluatePaymentPasswordGuard, PAYMENT_PASSWORD_POLICY } from '../../machines/payment-password-guard/index';
import type { PaymentPasswordGuardSnapshotJson } from '../../machines/payment-password-guard/index';
import type { PasswordHasher } from '../auth/password-hasher';
import type { Db, Queryable } from '../db/db.types';

export type PaymentPasswordCheck =
  | { kind: 'ok' }
  | { kind: 'wrong'; attemptsLeft: number }
  /** five wrong answers in a row: nothing is checked until `until` (ISO) */
  | { kind: 'locked'; until: string }
  /** the member has no payment password yet */
  | { kind: 'notSet' };

export interface PaymentPasswordDeps {
  db: Db;
  hasher: PasswordHasher;
}

export interface PaymentPasswordSubject {
  merchantId: number;
  memberId: number;
  now: Date;
}

/** The guard row, created on first use, locked for the rest of the transaction. */
async function lockGuard(tx: Queryable, memberId: number, now: Date): Promise<PaymentPasswordGuardSnapshotJson | null> {
  await tx.query('INSERT INTO payment_password_guard (member_id, snapshot, updated_at) VALUES ($1, NULL, $2) ON CONFLICT (member_id) DO NOTHING', [
    memberId,
    now,
  ]);
  const row = await tx.query<{ snapshot: PaymentPasswordGuardSnapshotJson | null }>(
    'SELECT snapshot FROM payment_password_guard WHERE member_id = $1 FOR UPDATE',
    [memberId],
  );
  return row.rows[0]?.snapshot ?? null;
}

async function saveGuard(tx: Queryable, memberId: number, snapshot: PaymentPasswordGuardSnapshotJson, now: Date) {
  await tx.query('UPDATE payment_password_guard SET snapshot = $2, updated_at = $3 WHERE member_id = $1', [memberId, JSON.stringify(snapshot), now]);
}

/** The member's hash; null when none is set, or when the member is not the merchant's. */
async function storedHash(tx: Queryable, subject: PaymentPasswordSubject): Promise<string | null> {
  const row = await tx.query<{ payment_password_hash: string | null }>(
    'SELECT payment_password_hash FROM members WHERE id = $1 AND merchant_id = $2',
    [subject.memberId, subject.merchantId],
  );
  return row.rows[0]?.payment_password_hash ?? null;
}

/** Decides one answer inside the caller's transaction, which must commit whatever the outcome (a wrong answer is counted). */
async function checkIn(tx: Queryable, hasher: PasswordHasher, input: PaymentPasswordSubject & { password: string }): Promise<PaymentPasswordCheck> {
  const at = input.now.toISOString();
  const stored = await lockGuard(tx, input.memberId, input.now);
  const ticked = evaluatePaymentPasswordGuard(stored, { type: 'clock.tick', at });
  const hash = await storedHash(tx, input);
  if (hash === null) return { kind: 'notSet' };
  if (ticked.state === 'locked') {
    await saveGuard(tx, input.memberId, ticked.snapshotJson, input.now);
    return { kind: 'locked', until: ticked.snapshotJson.context.lockedUntil! };
  }
  const right = await hasher.verify(hash, input.password);
  const next = evaluatePaymentPasswordGuard(ticked.snapshotJson, { type: right ? 'answer.right' : 'answer.wrong', at });
  await saveGuard(tx, input.memberId, next.snapshotJson, input.now);
  if (right) return { kind: 'ok' };
  if (next.state === 'locked') return { kind: 'locked', until: next.snapshotJson.context.lockedUntil! };
  return { kind: 'wrong', attemptsLeft: PAYMENT_PASSWORD_POLICY.lockAfterWrongAnswers - next.snapshotJson.context.wrongAnswers };
}

/**
 * Checks a member's payment password: what a withdrawal (or any other payment) calls before it
 * moves money. Runs in a transaction of its own, so a wrong answer stays counted whatever the
 * caller does next (a check inside the caller's transaction would be undone by its rollback).
 */
export function verifyPaymentPassword(
  deps: PaymentPasswordDeps,
  input: PaymentPasswordSubject & { password: string },
): Promise<PaymentPasswordCheck> {
  return deps.db.transaction((tx) => checkIn(tx, deps.hasher, input));
}

/** Sets the first payment password; false when the member has one already (parallel sets: one wins). */
export async function setPaymentPassword(deps: PaymentPasswordDeps, input: PaymentPasswordSubject & { newPassword: string }): Promise<boolean> {
  const hash = await deps.hasher.hash(input.newPassword);
  const updated = await deps.db.query(
    'UPDATE members SET payment_password_hash = $3 WHERE id = $1 AND merchant_id = $2 AND payment_password_hash IS NULL',
    [input.memberId, input.merchantId, hash],
  );
  return updated.rowCount > 0;
}

/** Changes the payment password after the current one is answered right (the answer is guarded like any other). */
export async function changePaymentPassword(
  deps: PaymentPasswordDeps,
  input: PaymentPasswordSubject & { oldPassword: string; newPassword: string },
): Promise<PaymentPasswordCheck> {
  // hashed before the transaction: on PGlite a transaction holds the whole database
  const hash = await deps.hasher.hash(input.newPassword);
  return deps.db.transaction(async (tx) => {
    const outcome = await checkIn(tx, deps.hasher, { ...input, password: input.oldPassword });
    if (outcome.kind === 'ok') await tx.query('UPDATE members SET payment_password_hash = $2 WHERE id = $1', [input.memberId, hash]);
    return outcome;
  });
}

/**
 * Replaces the payment password inside the caller's transaction (after it checked the SMS code)
 * and ends any lock: the code proves the bound phone, which is more than the password proves.
 */
export async function resetPaymentPasswordIn(tx: Queryable, input: PaymentPasswordSubject & { passwordHash: string }): Promise<void> {
  const stored = await lockGuard(tx, input.memberId, input.now);
  const reset = evaluatePaymentPasswordGuard(stored, { type: 'password.reset', at: input.now.toISOString() });
  await saveGuard(tx, input.memberId, reset.snapshotJson, input.now);
  await tx.query('UPDATE members SET payment_password_hash = $3 WHERE id = $1 AND merchant_id = $2', [
    input.memberId,
    input.merchantId,
    input.passwordHash,
  ]);
}

/** Set or not, and the guard's state now (an ended lock reads as open); changes nothing. */
export async function paymentPasswordState(db: Queryable, subject: PaymentPasswordSubject) {
  const row = await db.query<{ set: boolean; snapshot: PaymentPasswordGuardSnapshotJson | null }>(
    `SELECT m.payment_password_hash IS NOT NULL AS set, g.snapshot
       FROM members m LEFT JOIN payment_password_guard g ON g.member_id = m.id
      WHERE m.id = $1 AND m.merchant_id = $2`,
    [subject.memberId, subject.merchantId],
  );
  const found = row.rows[0];
  const guard = evaluatePaymentPasswordGuard(found?.snapshot ?? null, { type: 'clock.tick', at: subject.now.toISOString() });
  return {
    set: found?.set === true,
    lockedUntil: guard.snapshotJson.context.lockedUntil,
    attemptsLeft: guard.state === 'locked' ? 0 : PAYMENT_PASSWORD_POLICY.lockAfterWrongAnswers - guard.snapshotJson.context.wrongAnswers,
  };
}
