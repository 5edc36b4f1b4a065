/**
 * Where e-mail goes. A relay adapter (SMTP or an HTTP API this machine cannot reach) implements the
 * same interface; the default provider writes to the mail_outbox table, which tests and the
 * development-only endpoint GET /dev/mail/outbox read.
 */
import type { Queryable } from '../db/db.types';

export interface MailMessage {
  merchantId: number;
  to: string;
  subject: string;
  body: string;
}

export interface MailProvider {
  send(message: MailMessage, at: Date): Promise<void>;
}

export function outboxMailProvider(db: Queryable): MailProvider {
  return {
    async send(message, at) {
      await db.query('INSERT INTO mail_outbox (merchant_id, to_address, subject, body, created_at) VALUES ($1, $2, $3, $4, $5)', [
        message.merchantId,
        message.to,
        message.subject,
        message.body,
        at,
      ]);
    },
  };
}

export interface OutboxMail {
  to: string;
  subject: string;
  body: string;
  createdAt: string;
}

/** Newest first: the mail sent to one address (tests, development endpoint). */
export async function readMailOutbox(db: Queryable, to: string, limit = 20): Promise<OutboxMail[]> {
  const rows = await db.query<{ to_address: string; subject: string; body: string; created_at: Date | string }>(
    'SELECT to_address, subject, body, created_at FROM mail_outbox WHERE lower(to_address) = lower($1) ORDER BY id DESC LIMIT $2',
    [to, limit],
  );
  return rows.rows.map((r) => ({ to: r.to_address, subject: r.subject, body: r.body, createdAt: new Date(r.created_at).toISOString() }));
}
