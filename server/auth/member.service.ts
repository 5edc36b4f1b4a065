/**
 * Member accounts: lookup by merchant and username (by its canonical key), creation, password state.
 */
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/db.types';
import { usernameKey } from '../identity/identifier-key';
import { usernameSkeleton } from '../identity/username-confusables';
import type { Merchant } from '../system/merchant.service';

export const AGENT_TYPES = [1, 2, 41, 42] as const;
export const TRIAL_TYPE = 4;
export const MEMBER_TYPES = [0, 1, 2, 4, 41, 42] as const;

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

// 8..128 characters with a letter and a digit: the rule the request schemas apply, the admin CLI too
export { passwordFormatOk } from '../../wire/fields.schemas';
