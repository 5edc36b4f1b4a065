/**
 * Runs the login escalation chart for one subject inside a transaction that locks the subject's
 * row, so parallel attempts are decided one after another.
 *
 * An attempt that is allowed to check a password is counted as a failure *before* the check (and
 * taken back by `attempt.succeeded` if the password was right). That reservation is what limits
 * 50 parallel wrong passwords to 3 password checks before the captcha is required.
 */
import { evaluateEscalation, escalationStateOf } from '../../machines/login-escalation/index';
import type { LoginEscalationSnapshotJson, LoginEscalationState } from '../../machines/login-escalation/index';
import type { Db, Queryable } from '../db/db.types';
import { usernameKey } from '../identity/identifier-key';

export type AttemptDecision =
  /** go ahead and check the password; the failure is already counted */
  | { kind: 'check'; stateAfterFailure: LoginEscalationState }
  /** a captcha is required and the request had no valid one: not counted */
  | { kind: 'captcha' }
  /** locked: answer as a wrong password, check nothing, count nothing */
  | { kind: 'locked' };

/** The failure counters' subject: the username's canonical key, the same key the account is found by. */
export const subjectOf = usernameKey;

async function lockRow(tx: Queryable, merchantId: number, subject: string, now: Date): Promise<LoginEscalationSnapshotJson | null> {
  await tx.query(
    `INSERT INTO login_escalation (merchant_id, subject, snapshot, updated_at) VALUES ($1, $2, NULL, $3)
     ON CONFLICT (merchant_id, subject) DO NOTHING`,
    [merchantId, subject, now],
  );
  const row = await tx.query<{ snapshot: LoginEscalationSnapshotJson | null }>(
    'SELECT snapshot FROM login_escalation WHERE merchant_id = $1 AND subject = $2 FOR UPDATE',
    [merchantId, subject],
  );
  return row.rows[0]?.snapshot ?? null;
}

async function save(tx: Queryable, merchantId: number, subject: string, snapshot: LoginEscalationSnapshotJson, now: Date) {
  await tx.query('UPDATE login_escalation SET snapshot = $3, updated_at = $4 WHERE merchant_id = $1 AND subject = $2', [
    merchantId,
    subject,
    JSON.stringify(snapshot),
    now,
  ]);
}

export async function decideAttempt(
  db: Db,
  input: { merchantId: number; subject: string; now: Date; captchaValid: boolean },
): Promise<AttemptDecision> {
  const at = input.now.toISOString();
  return db.transaction(async (tx) => {
    const stored = await lockRow(tx, input.merchantId, input.subject, input.now);
    const ticked = evaluateEscalation(stored, { type: 'clock.tick', at });
    if (ticked.state === 'locked') {
      await save(tx, input.merchantId, input.subject, ticked.snapshotJson, input.now);
      return { kind: 'locked' } as const;
    }
    if (ticked.state === 'captchaRequired' && !input.captchaValid) {
      await save(tx, input.merchantId, input.subject, ticked.snapshotJson, input.now);
      return { kind: 'captcha' } as const;
    }
    const failed = evaluateEscalation(ticked.snapshotJson, { type: 'attempt.failed', at });
    await save(tx, input.merchantId, input.subject, failed.snapshotJson, input.now);
    return { kind: 'check', stateAfterFailure: failed.state } as const;
  });
}

export async function recordSuccess(db: Db, input: { merchantId: number; subject: string; now: Date }): Promise<void> {
  await db.transaction(async (tx) => {
    const stored = await lockRow(tx, input.merchantId, input.subject, input.now);
    const next = evaluateEscalation(stored, { type: 'attempt.succeeded', at: input.now.toISOString() });
    await save(tx, input.merchantId, input.subject, next.snapshotJson, input.now);
  });
}

/** Whether a stored snapshot is locked at `now` (a lock past its end is not): what game calls check. */
export const isLockedAt = (snapshot: LoginEscalationSnapshotJson | null, now: Date) =>
  snapshot !== null && evaluateEscalation(snapshot, { type: 'clock.tick', at: now.toISOString() }).state === 'locked';

/** Current state (after expiring a lock) without changing anything: for tests and the admin CLI. */
export async function readEscalation(db: Queryable, merchantId: number, subject: string, now: Date) {
  const row = await db.query<{ snapshot: LoginEscalationSnapshotJson | null }>(
    'SELECT snapshot FROM login_escalation WHERE merchant_id = $1 AND subject = $2',
    [merchantId, subject],
  );
  const stored = row.rows[0]?.snapshot ?? null;
  return stored ? evaluateEscalation(stored, { type: 'clock.tick', at: now.toISOString() }) : escalationStateOf(null);
}
