/**
 * SMS codes: sending and checking, decided by the `smsCode` chart stored per merchant, purpose and
 * number. Every operation runs in one transaction that locks the number's row, so parallel
 * requests are decided one after another (20 parallel submissions of the right code: one wins).
 *
 * Codes are 6 random digits, stored only as an HMAC under a key derived from the server's private
 * key, compared in constant time. The per-number rules (5 minutes, single use, 5 wrong tries,
 * resend after 60 s, 5 sends an hour) live in the chart; the per-IP limit lives here.
 */
import { createHash, createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { evaluateSmsCode, SMS_CODE_POLICY } from '../../machines/sms-code/index';
import type { SmsCodeSnapshotJson, SmsCodeState } from '../../machines/sms-code/index';
import type { ServerKey } from '../crypto/server-keys';
import type { Db, Queryable } from '../db/db.types';
import type { SmsProvider } from './sms-provider';

/**
 * 'phoneAuth': codes the local phone identity provider texts (server/phone-auth);
 * 'changePaymentPassword': a signed-in member's payment password reset (server/security-center);
 * 'updatePhone': a number a signed-in member binds, 'updatePhoneCurrent': the number bound now,
 * proven before it is changed (server/security-center/contact-binding.service.ts)
 */
export type SmsPurpose = 'register' | 'noLogin' | 'phoneAuth' | 'changePaymentPassword' | 'updatePhone' | 'updatePhoneCurrent';

/**
 * Codes e-mailed rather than texted (server/verification/mail-code.ts), kept in the same store and
 * under the same chart: 'changeEmail' an address a member binds, 'changeEmailCurrent' the bound one.
 * Their key is the exact address the code was sent to (`mailAddress`) instead of a number.
 */
export type MailPurpose = 'changeEmail' | 'changeEmailCurrent';

export type CodePurpose = SmsPurpose | MailPurpose;

/**
 * What the number receives: a code, a notice that it already has an account (registration) or that
 * it belongs to another account and cannot be bound (the security centre), or nothing.
 */
export type SmsDelivery = 'code' | 'accountExists' | 'boundElsewhere' | 'silent';

/** Codes sent from one IP address per hour, whatever the numbers. */
export const MAX_SENDS_PER_IP_PER_HOUR = 20;

export type SendOutcome =
  | { kind: 'sent'; expiredMinutes: number; resendAvailableAt: string }
  /** the previous code is younger than the resend wait */
  | { kind: 'early'; resendAvailableAt: string }
  /** the number or the IP address is over its send limit */
  | { kind: 'limited'; retryAt: string };

export type CheckOutcome =
  | { kind: 'ok' }
  | { kind: 'wrong'; triesLeft: number }
  /** no code was sent to this number for this purpose */
  | { kind: 'missing' }
  | { kind: 'expired' }
  /** already used once */
  | { kind: 'used' }
  /** too many wrong codes */
  | { kind: 'locked' };

export interface SmsCodeDeps {
  db: Db;
  serverKey: ServerKey;
  sms: SmsProvider;
}

const hmacKeys = new WeakMap<ServerKey, Buffer>();

function hmacKey(serverKey: ServerKey): Buffer {
  let key = hmacKeys.get(serverKey);
  if (!key) {
    const der = serverKey.privateKey.export({ type: 'pkcs8', format: 'der' });
    key = createHash('sha256').update('sms-code-hmac\0').update(der).digest();
    hmacKeys.set(serverKey, key);
  }
  return key;
}

/** The code's HMAC, bound to the number and purpose so a code for one never fits another. */
function codeHash(serverKey: ServerKey, subject: Subject, code: string): string {
  return createHmac('sha256', hmacKey(serverKey)).update(`${subject.merchantId}:${subject.purpose}:${subject.phone}:${code}`).digest('hex');
}

function newCode(): string {
  return String(randomInt(0, 10 ** SMS_CODE_POLICY.codeLength)).padStart(SMS_CODE_POLICY.codeLength, '0');
}

export interface Subject {
  merchantId: number;
  purpose: CodePurpose;
  /** the number (dialing code and national number, digits only); for a MailPurpose, the exact address (`mailAddress`) */
  phone: string;
}

async function lockRow(tx: Queryable, subject: Subject, now: Date) {
  await tx.query(
    `INSERT INTO sms_codes (merchant_id, purpose, phone, snapshot, code_hash, updated_at) VALUES ($1, $2, $3, NULL, NULL, $4)
     ON CONFLICT (merchant_id, purpose, phone) DO NOTHING`,
    [subject.merchantId, subject.purpose, subject.phone, now],
  );
  const row = await tx.query<{ snapshot: SmsCodeSnapshotJson | null; code_hash: string | null }>(
    'SELECT snapshot, code_hash FROM sms_codes WHERE merchant_id = $1 AND purpose = $2 AND phone = $3 FOR UPDATE',
    [subject.merchantId, subject.purpose, subject.phone],
  );
  return { snapshot: row.rows[0]?.snapshot ?? null, codeHash: row.rows[0]?.code_hash ?? null };
}

async function save(tx: Queryable, subject: Subject, snapshot: SmsCodeSnapshotJson, hash: string | null, now: Date) {
  await tx.query('UPDATE sms_codes SET snapshot = $4, code_hash = $5, updated_at = $6 WHERE merchant_id = $1 AND purpose = $2 AND phone = $3', [
    subject.merchantId,
    subject.purpose,
    subject.phone,
    JSON.stringify(snapshot),
    hash,
    now,
  ]);
}

async function ipRetryAt(db: Queryable, ip: string, now: Date): Promise<string | null> {
  const since = new Date(now.getTime() - 3_600_000);
  const sent = await db.query<{ n: number | string; first: Date | string | null }>(
    'SELECT count(*) AS n, min(sent_at) AS first FROM sms_sends WHERE ip = $1 AND sent_at > $2',
    [ip, since],
  );
  const { n, first } = sent.rows[0] ?? { n: 0, first: null };
  if (Number(n) < MAX_SENDS_PER_IP_PER_HOUR || first === null) return null;
  return new Date(new Date(first).getTime() + 3_600_000).toISOString();
}

function messageBody(delivery: SmsDelivery, code: string): string | null {
  if (delivery === 'silent') return null;
  if (delivery === 'accountExists') return 'This number already has an account. If you did not ask for a code, ignore this message.';
  if (delivery === 'boundElsewhere')
    return 'This number belongs to an account already, so it cannot be bound to another one. If you did not ask for a code, ignore this message.';
  return `Your verification code is ${code}. It is valid for ${SMS_CODE_POLICY.validMinutes} minutes. Never share it with anyone.`;
}

/**
 * Issues a new code when the chart allows it: stored hashed, counted against the IP address. The
 * caller delivers it (after this commit, so no channel ever sees a code the database does not hold).
 */
export async function issueCode(
  deps: Pick<SmsCodeDeps, 'db' | 'serverKey'>,
  input: Subject & { ip: string; now: Date },
): Promise<{ outcome: SendOutcome; code: string }> {
  const at = input.now.toISOString();
  const ipLimit = await ipRetryAt(deps.db, input.ip, input.now);
  const code = newCode();
  if (ipLimit) return { outcome: { kind: 'limited', retryAt: ipLimit }, code };
  const outcome = await deps.db.transaction(async (tx): Promise<SendOutcome> => {
    const stored = await lockRow(tx, input, input.now);
    const ticked = evaluateSmsCode(stored.snapshot, { type: 'clock.tick', at });
    const sent = evaluateSmsCode(ticked.snapshotJson, { type: 'code.send', at });
    if (!sent.accepted) {
      await save(tx, input, ticked.snapshotJson, stored.codeHash, input.now);
      const { resendAvailableAt, recentSends } = ticked.snapshotJson.context;
      if (resendAvailableAt && Date.parse(resendAvailableAt) > input.now.getTime()) return { kind: 'early', resendAvailableAt };
      const oldest = recentSends[0] ?? at;
      return { kind: 'limited', retryAt: new Date(Date.parse(oldest) + SMS_CODE_POLICY.sendWindowMinutes * 60_000).toISOString() };
    }
    await save(tx, input, sent.snapshotJson, codeHash(deps.serverKey, input, code), input.now);
    await tx.query('INSERT INTO sms_sends (ip, sent_at) VALUES ($1, $2)', [input.ip, input.now]);
    return { kind: 'sent', expiredMinutes: SMS_CODE_POLICY.validMinutes, resendAvailableAt: sent.snapshotJson.context.resendAvailableAt! };
  });
  return { outcome, code };
}

/**
 * Sends a new code when the chart allows it. The answer is the same whatever `delivery` is, so
 * the caller can keep quiet about whether the number has an account.
 */
export async function sendCode(
  deps: SmsCodeDeps,
  input: Subject & { purpose: SmsPurpose; ip: string; now: Date; delivery: SmsDelivery },
): Promise<SendOutcome> {
  const { outcome, code } = await issueCode(deps, input);
  const body = messageBody(input.delivery, code);
  if (outcome.kind === 'sent' && body)
    await deps.sms.send({ merchantId: input.merchantId, phone: input.phone, purpose: input.purpose, body }, input.now);
  return outcome;
}

const refusals: Partial<Record<SmsCodeState, CheckOutcome>> = {
  idle: { kind: 'missing' },
  verified: { kind: 'used' },
  exhausted: { kind: 'locked' },
  expired: { kind: 'expired' },
};

/**
 * Checks a submitted code inside the caller's transaction (so a registration that uses the code
 * commits or rolls back with it). A matched code is consumed.
 */
export async function checkCodeIn(tx: Queryable, serverKey: ServerKey, input: Subject & { code: string; now: Date }): Promise<CheckOutcome> {
  const at = input.now.toISOString();
  const stored = await lockRow(tx, input, input.now);
  const ticked = evaluateSmsCode(stored.snapshot, { type: 'clock.tick', at });
  const refused = refusals[ticked.state];
  if (refused || !stored.codeHash) {
    await save(tx, input, ticked.snapshotJson, stored.codeHash, input.now);
    return refused ?? { kind: 'missing' };
  }
  const expected = Buffer.from(stored.codeHash, 'hex');
  const actual = Buffer.from(codeHash(serverKey, input, input.code.trim()), 'hex');
  const matched = expected.length === actual.length && timingSafeEqual(expected, actual);
  const next = evaluateSmsCode(ticked.snapshotJson, { type: matched ? 'code.matched' : 'code.mismatched', at });
  await save(tx, input, next.snapshotJson, matched ? null : stored.codeHash, input.now);
  if (matched) return { kind: 'ok' };
  if (next.state === 'exhausted') return { kind: 'locked' };
  return { kind: 'wrong', triesLeft: SMS_CODE_POLICY.maxWrongTries - next.snapshotJson.context.wrongTries };
}

export function checkCode(deps: Pick<SmsCodeDeps, 'db' | 'serverKey'>, input: Subject & { code: string; now: Date }): Promise<CheckOutcome> {
  return deps.db.transaction((tx) => checkCodeIn(tx, deps.serverKey, input));
}
