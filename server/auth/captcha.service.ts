/**
 * Captcha challenges: 4 characters from an alphabet without look-alikes, case-insensitive, stored
 * hashed (with the challenge id as salt), valid 2 minutes, consumed by the first login attempt that
 * presents them, and bound to the browser holding the `captchaId` cookie.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/db.types';
import { identifierKey } from '../identity/identifier-key';

export const CAPTCHA_TTL_MS = 120_000;
export const CAPTCHA_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CAPTCHA_LENGTH = 4;

// the answer by its canonical key: case, full-width letters from an East Asian keyboard and stray spaces do not matter
const answerHash = (id: string, answer: string) =>
  createHash('sha256')
    .update(`${id}:${identifierKey(answer)}`)
    .digest('hex');

export function randomAnswer(): string {
  let answer = '';
  for (let i = 0; i < CAPTCHA_LENGTH; i++) answer += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  return answer;
}

export async function createChallenge(db: Queryable, input: { now: Date; keepAnswerForDev: boolean }): Promise<{ id: string; answer: string }> {
  const id = randomBytes(18).toString('base64url');
  const answer = randomAnswer();
  await db.query(`INSERT INTO captcha_challenges (id, answer_hash, dev_answer, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)`, [
    id,
    answerHash(id, answer),
    input.keepAnswerForDev ? answer : null,
    input.now,
    new Date(input.now.getTime() + CAPTCHA_TTL_MS),
  ]);
  // expired challenges are useless; clear them now and then instead of on a timer
  if (Math.random() < 0.05) await db.query('DELETE FROM captcha_challenges WHERE expires_at < $1', [new Date(input.now.getTime() - CAPTCHA_TTL_MS)]);
  return { id, answer };
}

/** Consumes the challenge (whatever the answer) and says whether the answer was right and in time. */
export async function consumeChallenge(db: Queryable, id: string | null, answer: string, now: Date): Promise<boolean> {
  if (!id || !answer.trim()) return false;
  const consumed = await db.query<{ answer_hash: string; expires_at: Date }>(
    'UPDATE captcha_challenges SET consumed_at = $2 WHERE id = $1 AND consumed_at IS NULL RETURNING answer_hash, expires_at',
    [id, now],
  );
  const row = consumed.rows[0];
  if (!row || new Date(row.expires_at).getTime() <= now.getTime()) return false;
  const expected = Buffer.from(row.answer_hash, 'hex');
  const given = Buffer.from(answerHash(id, answer), 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Development only: the answer of a live challenge, for browser tests. */
export async function devAnswer(db: Queryable, id: string, now: Date): Promise<string | null> {
  const found = await db.query<{ dev_answer: string | null }>(
    'SELECT dev_answer FROM captcha_challenges WHERE id = $1 AND consumed_at IS NULL AND expires_at > $2',
    [id, now],
  );
  return found.rows[0]?.dev_answer ?? null;
}
