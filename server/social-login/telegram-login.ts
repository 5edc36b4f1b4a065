/**
 * Telegram login widget (https://core.telegram.org/widgets/login#checking-authorization): the
 * widget hands the browser the user's fields and `hash` = HMAC-SHA256 over the sorted
 * `key=value` lines, keyed with SHA-256 of the bot token. Only the gateway knows the bot token, so
 * a valid hash proves Telegram signed these fields. `auth_date` older than a day is refused.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export const TELEGRAM_MAX_AGE_SECONDS = 86_400;

export interface TelegramAuth {
  id: string;
  first_name?: string;
  last_name?: string;
  username?: string;
  photo_url?: string;
  auth_date: string;
  hash: string;
}

export type TelegramVerdict = { ok: true; subject: string; name: string } | { ok: false; reason: 'signature' | 'stale' };

/** The string Telegram signs: every field but `hash`, as `key=value`, sorted, joined by newlines. */
export function dataCheckString(fields: Record<string, string>): string {
  return Object.keys(fields)
    .filter((key) => key !== 'hash')
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('\n');
}

export function signTelegramFields(fields: Record<string, string>, botToken: string): string {
  const secret = createHash('sha256').update(botToken).digest();
  return createHmac('sha256', secret).update(dataCheckString(fields)).digest('hex');
}

export function verifyTelegramAuth(auth: TelegramAuth, botToken: string, now: Date): TelegramVerdict {
  const fields = Object.fromEntries(
    Object.entries(auth)
      .filter(([, v]) => v !== undefined && v !== null)
      .map(([k, v]) => [k, String(v)]),
  );
  const expected = Buffer.from(signTelegramFields(fields, botToken), 'hex');
  const given = Buffer.from(/^[0-9a-f]{64}$/.test(auth.hash) ? auth.hash : '', 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'signature' };
  const age = now.getTime() / 1000 - Number(auth.auth_date);
  if (!Number.isFinite(age) || age > TELEGRAM_MAX_AGE_SECONDS || age < -60) return { ok: false, reason: 'stale' };
  const name = [auth.first_name, auth.last_name].filter(Boolean).join(' ') || auth.username || `Telegram ${auth.id}`;
  return { ok: true, subject: auth.id, name };
}
