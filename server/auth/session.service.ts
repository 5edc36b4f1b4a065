/**
 * Session tokens: 32 random bytes (base64url) given to the client once; the database keeps only
 * their SHA-256, so a leaked table cannot be replayed. Sliding expiry of 12 hours of inactivity.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/db.types';

export const SESSION_IDLE_MS = 12 * 60 * 60_000;
const TOUCH_EVERY_MS = 60_000;

export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export interface AuthSession {
  sessionId: number;
  memberId: number;
  merchantId: number;
  mustChangePassword: boolean;
  firstTimeLogin: boolean;
}

export async function createSession(
  db: Queryable,
  input: { memberId: number; now: Date; mustChangePassword: boolean; firstTimeLogin: boolean },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO sessions (token_hash, member_id, created_at, last_seen_at, expires_at, must_change_password, first_time_login)
     VALUES ($1, $2, $3, $3, $4, $5, $6)`,
    [hashToken(token), input.memberId, input.now, new Date(input.now.getTime() + SESSION_IDLE_MS), input.mustChangePassword, input.firstTimeLogin],
  );
  return token;
}

/** The live session of a raw token, or null when unknown, expired or revoked. */
export async function findSession(db: Queryable, token: string, now: Date): Promise<AuthSession | null> {
  const found = await db.query<{
    id: number;
    member_id: number;
    merchant_id: number;
    must_change_password: boolean;
    first_time_login: boolean;
    last_seen_at: Date;
  }>(
    `SELECT s.id, s.member_id, m.merchant_id, s.must_change_password, s.first_time_login, s.last_seen_at
       FROM sessions s JOIN members m ON m.id = s.member_id
      WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2`,
    [hashToken(token), now],
  );
  const row = found.rows[0];
  if (!row) return null;
  // write at most once a minute per session: reads stay reads under load
  if (now.getTime() - new Date(row.last_seen_at).getTime() > TOUCH_EVERY_MS) {
    await db.query('UPDATE sessions SET last_seen_at = $2, expires_at = $3 WHERE id = $1', [row.id, now, new Date(now.getTime() + SESSION_IDLE_MS)]);
  }
  return {
    sessionId: row.id,
    memberId: row.member_id,
    merchantId: row.merchant_id,
    mustChangePassword: row.must_change_password,
    firstTimeLogin: row.first_time_login,
  };
}

export async function revokeSession(db: Queryable, sessionId: number, now: Date): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [sessionId, now]);
}

export async function revokeOtherSessions(db: Queryable, memberId: number, keepSessionId: number, now: Date): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = $3 WHERE member_id = $1 AND id <> $2 AND revoked_at IS NULL', [memberId, keepSessionId, now]);
}

/** Raw token from `Authorization: <token>`; a `Bearer ` prefix is tolerated. */
export function tokenFromHeader(header: string | undefined): string | null {
  if (!header) return null;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  return token.length > 0 && token.length <= 200 ? token : null;
}
