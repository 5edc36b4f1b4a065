/**
 * The local phone identity provider: the two steps of a phone sign-in, modelled on a hosted
 * provider's REST API, for the projects merchants configured (phone_auth_settings).
 *
 * 1. sendVerificationCode(phoneNumber, captchaToken) texts a code and answers an opaque
 *    `sessionInfo`. The code goes through the gateway's SMS code lifecycle (the smsCode chart,
 *    purpose 'phoneAuth': hashed, 5 minutes, single use, 5 wrong tries, resend after 60 s, per
 *    number and per IP limits) and the SMS provider (the outbox by default). The app check a
 *    hosted provider does with a captcha is the merchant's slider check (HUMANCHECK3).
 * 2. signInWithPhoneNumber(sessionInfo, code) confirms the code and answers a signed ID token for
 *    the number, with the project id as audience.
 *
 * Refusals carry the provider's error codes (auth/...), which clients map to messages.
 */
import { DAY_MS } from '../../rules/merchant-day';
import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { AppContext } from '../app-context';
import type { Queryable } from '../db/db.types';
import { spendToken } from '../human-check/human-check.service';
import { checkCodeIn, sendCode } from '../verification/sms-code.service';
import { ID_TOKEN_TTL_SECONDS, localIssuer, phoneClaims, signIdToken } from './id-token';
import { phoneAuthOfProject } from './phone-auth-settings';
import type { PhoneAuthSetting } from './phone-auth-settings';
import { phoneKeyOfE164 } from '../identity/phone-key';
import { E164 } from './phone-number';
import { signingKeys } from './signing-keys';

export type PhoneAuthErrorCode =
  | 'auth/invalid-phone-number'
  | 'auth/missing-phone-number'
  | 'auth/too-many-requests'
  | 'auth/invalid-verification-code'
  | 'auth/missing-verification-code'
  | 'auth/captcha-check-failed'
  | 'auth/quota-exceeded'
  | 'auth/operation-not-allowed'
  | 'auth/code-expired'
  | 'auth/invalid-verification-id'
  | 'auth/missing-verification-id';

const REFUSALS: Record<PhoneAuthErrorCode, { status: number; message: string }> = {
  'auth/invalid-phone-number': { status: 400, message: 'The phone number is not a valid E.164 number' },
  'auth/missing-phone-number': { status: 400, message: 'A phone number is required' },
  'auth/too-many-requests': { status: 429, message: 'Too many requests from this number or device; try again later' },
  'auth/invalid-verification-code': { status: 400, message: 'The verification code is wrong' },
  'auth/missing-verification-code': { status: 400, message: 'A verification code is required' },
  'auth/captcha-check-failed': { status: 400, message: 'The app check (slider check) failed or was not done' },
  'auth/quota-exceeded': { status: 429, message: "The project's SMS quota is used up" },
  'auth/operation-not-allowed': { status: 403, message: 'Phone sign-in is not enabled for this project' },
  'auth/code-expired': { status: 400, message: 'The code has expired or was replaced; request a new one' },
  'auth/invalid-verification-id': { status: 400, message: 'The verification session is unknown' },
  'auth/missing-verification-id': { status: 400, message: 'A verification session (sessionInfo) is required' },
};

export class PhoneAuthError extends Error {
  readonly status: number;
  constructor(
    readonly code: PhoneAuthErrorCode,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(REFUSALS[code].message);
    this.status = REFUSALS[code].status;
  }
}

/** A session lives as long as its code. */
const SESSION_MINUTES = 5;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function uidKey(ctx: AppContext): Buffer {
  const der = ctx.serverKey.privateKey.export({ type: 'pkcs8', format: 'der' });
  return createHash('sha256').update('phone-auth-uid\0').update(der).digest();
}

/** A stable user id per project and number that does not give the number away. */
function uidOf(ctx: AppContext, projectId: string, phoneNumber: string): string {
  return createHmac('sha256', uidKey(ctx)).update(`${projectId}:${phoneNumber}`).digest('base64url').slice(0, 28);
}

async function enabledProject(ctx: AppContext, projectId: string): Promise<PhoneAuthSetting> {
  const setting = await phoneAuthOfProject(ctx.db, projectId);
  if (!setting?.enabled) throw new PhoneAuthError('auth/operation-not-allowed');
  return setting;
}

async function merchantFeatures(ctx: AppContext, merchantId: number): Promise<Record<string, boolean>> {
  const found = await ctx.db.query<{ code: string }>('SELECT code FROM merchants WHERE id = $1', [merchantId]);
  const merchant = found.rows[0] ? await ctx.merchants.get(found.rows[0].code) : null;
  return merchant?.features ?? {};
}

async function sentToday(db: Queryable, merchantId: number, now: Date): Promise<number> {
  const found = await db.query<{ n: number | string }>('SELECT count(*) AS n FROM phone_auth_sessions WHERE merchant_id = $1 AND created_at > $2', [
    merchantId,
    new Date(now.getTime() - DAY_MS),
  ]);
  return Number(found.rows[0]?.n ?? 0);
}

const secondsUntil = (iso: string, now: Date) => Math.max(1, Math.ceil((Date.parse(iso) - now.getTime()) / 1000));

export async function sendVerificationCode(
  ctx: AppContext,
  input: { projectId: string; phoneNumber: string; captchaToken: string; ip: string },
): Promise<{ sessionInfo: string }> {
  const project = await enabledProject(ctx, input.projectId);
  if (!input.phoneNumber) throw new PhoneAuthError('auth/missing-phone-number');
  if (!E164.test(input.phoneNumber)) throw new PhoneAuthError('auth/invalid-phone-number');
  const now = ctx.now();
  if ((await merchantFeatures(ctx, project.merchantId)).HUMANCHECK3) {
    const passed = await ctx.db.transaction((tx) => spendToken(tx, { token: input.captchaToken, purpose: 'sms', now }));
    if (!passed) throw new PhoneAuthError('auth/captcha-check-failed');
  }
  if ((await sentToday(ctx.db, project.merchantId, now)) >= project.dailySmsQuota) throw new PhoneAuthError('auth/quota-exceeded');

  // the number's one form (identity/phone-key.ts): its codes, sessions and limits are the registration's
  const phone = phoneKeyOfE164(input.phoneNumber);
  const outcome = await sendCode(
    { db: ctx.db, serverKey: ctx.serverKey, sms: ctx.providers.sms },
    { merchantId: project.merchantId, purpose: 'phoneAuth', phone, ip: input.ip, now, delivery: 'code' },
  );
  if (outcome.kind === 'early') throw new PhoneAuthError('auth/too-many-requests', secondsUntil(outcome.resendAvailableAt, now));
  if (outcome.kind === 'limited') throw new PhoneAuthError('auth/too-many-requests', secondsUntil(outcome.retryAt, now));

  const sessionInfo = randomBytes(32).toString('base64url');
  await ctx.db.transaction(async (tx) => {
    // the number's earlier sessions end: its new code replaced theirs
    await tx.query('UPDATE phone_auth_sessions SET closed_at = $3 WHERE merchant_id = $1 AND phone = $2 AND closed_at IS NULL', [
      project.merchantId,
      phone,
      now,
    ]);
    await tx.query('INSERT INTO phone_auth_sessions (session_hash, merchant_id, phone, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)', [
      sha256(sessionInfo),
      project.merchantId,
      phone,
      now,
      new Date(now.getTime() + SESSION_MINUTES * 60_000),
    ]);
  });
  return { sessionInfo };
}

export interface PhoneSignIn {
  idToken: string;
  /** seconds, as a string like the hosted API */
  expiresIn: string;
  localId: string;
  phoneNumber: string;
}

type Confirmed = { kind: 'ok'; phone: string } | { kind: 'refused'; code: PhoneAuthErrorCode };

export async function signInWithPhoneNumber(ctx: AppContext, input: { projectId: string; sessionInfo: string; code: string }): Promise<PhoneSignIn> {
  const project = await enabledProject(ctx, input.projectId);
  if (!input.sessionInfo) throw new PhoneAuthError('auth/missing-verification-id');
  if (!input.code) throw new PhoneAuthError('auth/missing-verification-code');
  const now = ctx.now();
  // one transaction: the session and the number's code are locked, a wrong try is counted, a right
  // code closes both, so parallel confirmations of one code yield one token
  const confirmed = await ctx.db.transaction(async (tx): Promise<Confirmed> => {
    const found = await tx.query<{ merchant_id: number; phone: string; expires_at: Date | string; closed_at: Date | string | null }>(
      'SELECT merchant_id, phone, expires_at, closed_at FROM phone_auth_sessions WHERE session_hash = $1 FOR UPDATE',
      [sha256(input.sessionInfo)],
    );
    const session = found.rows[0];
    if (!session || session.merchant_id !== project.merchantId) return { kind: 'refused', code: 'auth/invalid-verification-id' };
    if (session.closed_at !== null || new Date(session.expires_at).getTime() <= now.getTime()) return { kind: 'refused', code: 'auth/code-expired' };
    if (!/^\d{6}$/.test(input.code)) return { kind: 'refused', code: 'auth/invalid-verification-code' };
    const outcome = await checkCodeIn(tx, ctx.serverKey, {
      merchantId: project.merchantId,
      purpose: 'phoneAuth',
      phone: session.phone,
      code: input.code,
      now,
    });
    if (outcome.kind === 'wrong') return { kind: 'refused', code: 'auth/invalid-verification-code' };
    // expired, used, replaced or locked by wrong tries: only a new code helps
    if (outcome.kind !== 'ok') return { kind: 'refused', code: 'auth/code-expired' };
    await tx.query('UPDATE phone_auth_sessions SET closed_at = $2 WHERE session_hash = $1', [sha256(input.sessionInfo), now]);
    return { kind: 'ok', phone: session.phone };
  });
  if (confirmed.kind === 'refused') throw new PhoneAuthError(confirmed.code);

  const phoneNumber = `+${confirmed.phone}`;
  const uid = uidOf(ctx, project.projectId, phoneNumber);
  const { current } = await signingKeys(ctx.db);
  const claims = phoneClaims({ issuer: localIssuer(ctx.config.publicUrl, project.projectId), projectId: project.projectId, uid, phoneNumber, now });
  return { idToken: signIdToken(current, claims), expiresIn: String(ID_TOKEN_TTL_SECONDS), localId: uid, phoneNumber };
}

/** The provider's public keys, for anyone verifying its tokens. */
export async function publicKeys(ctx: AppContext) {
  return { keys: (await signingKeys(ctx.db)).jwks };
}
