/**
 * Member accounts: lookup by merchant and username (by its canonical key), creation, password state.
 */
import { randomBytes } from 'node:crypto';
import { TRIAL_TYPE, isRealAccount } from '../../rules/member-types';
import type { Queryable } from '../db/db.types';
import { usernameKey } from '../identity/identifier-key';
import { usernameSkeleton } from '../identity/username-confusables';
import type { Merchant } from '../system/merchant.service';

export interface MemberRow {
  id: number;
  merchant_id: number;
  username: string;
  password_hash: string;
  type: number;
  nickname: string | null;
  language: string | null;
  must_change_password: boolean;
  password_changed_at: Date;
  last_login_at: Date | null;
  /** optional register-form fields the merchant collects (email, payeeName, …) */
  profile?: Record<string, string>;
}

export async function findMemberByUsername(db: Queryable, merchantId: number, username: string): Promise<MemberRow | null> {
  const found = await db.query<MemberRow>('SELECT * FROM members WHERE merchant_id = $1 AND username_key = $2', [merchantId, usernameKey(username)]);
  return found.rows[0] ?? null;
}

/** True when the name, or one a person could take for it (its confusable skeleton), belongs to an account. */
export async function isUsernameTaken(db: Queryable, merchantId: number, username: string): Promise<boolean> {
  const found = await db.query('SELECT 1 FROM members WHERE merchant_id = $1 AND (username_key = $2 OR username_skeleton = $3) LIMIT 1', [
    merchantId,
    usernameKey(username),
    usernameSkeleton(username),
  ]);
  return found.rows.length > 0;
}

export async function findMemberById(db: Queryable, id: number): Promise<MemberRow | null> {
  return (await db.query<MemberRow>('SELECT * FROM members WHERE id = $1', [id])).rows[0] ?? null;
}

/** The member when it is a registered account (rules/member-types.ts); null for a free-play account or none. */
export async function findRealMember(db: Queryable, id: number): Promise<MemberRow | null> {
  const member = await findMemberById(db, id);
  return member && isRealAccount(member.type) ? member : null;
}

/** The member's type when it belongs to the merchant; null when there is no such member. */
export async function memberTypeOf(db: Queryable, member: { merchantId: number; memberId: number }): Promise<number | null> {
  const row = await db.query<{ type: number }>('SELECT type FROM members WHERE id = $1 AND merchant_id = $2', [member.memberId, member.merchantId]);
  return row.rows[0]?.type ?? null;
}

export async function insertMember(
  db: Queryable,
  input: {
    merchantId: number;
    username: string;
    passwordHash: string;
    type: number;
    nickname?: string | null;
    language: string;
    mustChangePassword?: boolean;
    now: Date;
  },
): Promise<MemberRow | null> {
  const inserted = await db.query<MemberRow>(
    `INSERT INTO members (merchant_id, username, username_key, username_skeleton, password_hash, type, nickname, language, must_change_password,
       password_changed_at, created_at)
     VALUES ($1, $2, $3, $10, $4, $5, $6, $7, $8, $9, $9)
     ON CONFLICT DO NOTHING RETURNING *`,
    [
      input.merchantId,
      input.username,
      usernameKey(input.username),
      input.passwordHash,
      input.type,
      input.nickname ?? null,
      input.language,
      input.mustChangePassword ?? false,
      input.now,
      usernameSkeleton(input.username),
    ],
  );
  return inserted.rows[0] ?? null;
}

export const trialUsername = () => `trial_${randomBytes(4).toString('hex')}`;

/** Trial accounts have no password; this value is not a valid hash, so no login can match it. */
export const NO_PASSWORD = '!no-password';

export function isPasswordExpired(member: Pick<MemberRow, 'type' | 'password_changed_at'>, merchant: Merchant, now: Date): boolean {
  if (member.type === TRIAL_TYPE) return false;
  const maxAgeMs = merchant.settings.passwordMaxAgeDays * 24 * 60 * 60_000;
  return maxAgeMs > 0 && now.getTime() - new Date(member.password_changed_at).getTime() > maxAgeMs;
}

/** The member's language of messages and mails (one the merchant offers; the route checks). */
export async function setMemberLanguage(db: Queryable, memberId: number, language: string): Promise<void> {
  await db.query('UPDATE members SET language = $2 WHERE id = $1', [memberId, language]);
}

/** Usernames by member id, for lists that name both sides of a contract or a transfer. */
export async function usernamesByIds(db: Queryable, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<{ id: number; username: string }>('SELECT id, username FROM members WHERE id = ANY($1::int[])', [[...ids]]);
  return new Map(rows.rows.map((row) => [row.id, row.username]));
}

/** Whether an account of the merchant has this mobile number bound (in its canonical form). */
export async function hasAccountWithPhone(
  db: Queryable,
  merchantId: number,
  phone: { countryDialingCode: string; mobileNum: string },
): Promise<boolean> {
  const found = await db.query('SELECT 1 FROM members WHERE merchant_id = $1 AND country_dialing_code = $2 AND mobile_num = $3', [
    merchantId,
    phone.countryDialingCode,
    phone.mobileNum,
  ]);
  return found.rows.length > 0;
}
