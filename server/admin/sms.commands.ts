/**
 * What the local SMS provider "sent" to a number, from the admin CLI: `sms outbox <number>`. The
 * default SMS provider is an outbox table standing in for a carrier (server/verification/
 * sms-provider.ts), so on a site run with it, in production mode too, this is how an operator (or a
 * newcomer trying the quick start) reads the registration or sign-in code a phone would have got.
 * With a real carrier adapter the table stays empty.
 */
import type { Queryable } from '../db/db.types';
import { DEMO_MERCHANT_CODE } from '../db/seed-data';
import { phoneKeyOfE164 } from '../identity/phone-key';

export const SMS_USAGE = `  sms outbox <dialing code and number> [--limit N] [--merchant CODE]
                                                       the texts the local SMS provider sent to a number, newest
                                                       first (e.g. sms outbox 63-9171234567: the sign-up code)`;

export type SmsCommand = { kind: 'sms.outbox'; merchant: string; phone: string; limit: number };

export class SmsUsageError extends Error {}

/** The sms command of `argv`, null when `argv` is none. */
export function parseSmsCommand(argv: string[]): SmsCommand | null {
  const [area, action, ...rest] = argv;
  if (area !== 'sms') return null;
  if (action !== 'outbox') throw new SmsUsageError('sms needs outbox <dialing code and number>');
  const values: Record<string, string> = {};
  const positional: string[] = [];
  for (let i = 0; i < rest.length; i++) {
    if (rest[i] === '--limit' || rest[i] === '--merchant') {
      if (rest[i + 1] === undefined) throw new SmsUsageError(`${rest[i]} needs a value`);
      values[rest[i].slice(2)] = rest[++i];
    } else positional.push(rest[i]);
  }
  const typed = (positional[0] ?? '').replace(/[\s+()-]/g, '');
  if (positional.length !== 1 || !/^\d{6,20}$/.test(typed)) throw new SmsUsageError('sms outbox needs one number, e.g. 63-9171234567');
  // the number as the gateway keys its texts (identity/phone-key.ts): `063-0917…` is `63917…`
  const phone = phoneKeyOfE164(typed);
  const limit = values.limit === undefined ? 5 : Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) throw new SmsUsageError('--limit must be a whole number from 1 to 100');
  return { kind: 'sms.outbox', merchant: values.merchant ?? DEMO_MERCHANT_CODE, phone, limit };
}

type Outcome = { code: number; stdout: string; stderr: string };

export async function executeSmsCommand(db: Queryable, command: SmsCommand, deps: { done: (stdout: string) => Outcome }): Promise<Outcome> {
  const rows = await db.query<{ purpose: string; body: string; created_at: Date | string }>(
    `SELECT o.purpose, o.body, o.created_at FROM sms_outbox o JOIN merchants ON merchants.id = o.merchant_id
     WHERE merchants.code = $1 AND o.phone = $2 ORDER BY o.id DESC LIMIT $3`,
    [command.merchant, command.phone, command.limit],
  );
  if (rows.rows.length === 0) return deps.done(`no text to ${command.phone}`);
  return deps.done(rows.rows.map((r) => `${new Date(r.created_at).toISOString()}  ${r.purpose}  ${r.body}`).join('\n'));
}
