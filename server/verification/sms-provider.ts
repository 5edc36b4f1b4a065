/**
 * Where text messages go. A carrier adapter (an HTTP API this machine cannot reach) implements the
 * same interface; the default provider writes to the sms_outbox table, which tests and the
 * development-only endpoint GET /dev/sms/outbox read.
 */
import type { Queryable } from '../db/db.types';

export interface SmsMessage {
  merchantId: number;
  /** dialing code and national number, digits only */
  phone: string;
  purpose: string;
  body: string;
}

export interface SmsProvider {
  send(message: SmsMessage, at: Date): Promise<void>;
}

export function outboxSmsProvider(db: Queryable): SmsProvider {
  return {
    async send(message, at) {
      await db.query('INSERT INTO sms_outbox (merchant_id, phone, purpose, body, created_at) VALUES ($1, $2, $3, $4, $5)', [
        message.merchantId,
        message.phone,
        message.purpose,
        message.body,
        at,
      ]);
    },
  };
}

export interface OutboxMessage {
  phone: string;
  purpose: string;
  body: string;
  createdAt: string;
}

/** Newest first: the messages sent to one number (tests, development endpoint). */
export async function readOutbox(db: Queryable, phone: string, limit = 20): Promise<OutboxMessage[]> {
  const rows = await db.query<{ phone: string; purpose: string; body: string; created_at: Date | string }>(
    'SELECT phone, purpose, body, created_at FROM sms_outbox WHERE phone = $1 ORDER BY id DESC LIMIT $2',
    [phone, limit],
  );
  return rows.rows.map((r) => ({ phone: r.phone, purpose: r.purpose, body: r.body, createdAt: new Date(r.created_at).toISOString() }));
}
