/**
 * The local payment provider (issue 13): a separate service that ships with the gateway, under its
 * own path (/paygate), the way the phone identity provider does. It holds its own tables
 * (paygate_*), answers its own API and hosted checkout page, and tells the merchant about each
 * payment's outcome by a signed webhook. The gateway never reads these tables; it talks to the
 * provider through the PaymentProvider interface (server/payments).
 *
 * A payment is `open` until the payer pays, declines or cancels on the checkout page, or until it
 * expires; each decision writes one webhook event, delivered at once and again by the sweep until
 * the merchant answers 2xx.
 */
import { randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../db/db.types';

/** How long a payer has on the checkout page. */
export const PAYMENT_LIFETIME_MINUTES = 30;

export type PaygateStatus = 'open' | 'paid' | 'failed' | 'cancelled' | 'expired';
export type PaygateDecision = Exclude<PaygateStatus, 'open'>;

export interface PaygateAccount {
  merchantCode: string;
  apiKey: string;
  webhookSecret: string;
}

export interface PaygatePayment {
  id: string;
  merchantCode: string;
  merchantReference: string;
  amount: bigint;
  currency: string;
  status: PaygateStatus;
  returnUrl: string;
  webhookUrl: string;
  expiresAt: Date;
}

export interface PaygateEvent {
  id: string;
  paymentId: string;
  merchantCode: string;
  webhookUrl: string;
  body: string;
}

const token = (prefix: string) => `${prefix}_${randomBytes(18).toString('base64url')}`;

/** The merchant's account at the provider, opened on first use (the sign-up a real provider has). */
export async function ensurePaygateAccount(db: Queryable, merchantCode: string, now: Date): Promise<PaygateAccount> {
  await db.query(
    `INSERT INTO paygate_accounts (merchant_code, api_key, webhook_secret, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT (merchant_code) DO NOTHING`,
    [merchantCode, token('sk'), token('whsec'), now],
  );
  const row = await db.query<{ api_key: string; webhook_secret: string }>(
    'SELECT api_key, webhook_secret FROM paygate_accounts WHERE merchant_code = $1',
    [merchantCode],
  );
  return { merchantCode, apiKey: row.rows[0].api_key, webhookSecret: row.rows[0].webhook_secret };
}

export async function accountByApiKey(db: Queryable, apiKey: string): Promise<PaygateAccount | null> {
  const row = await db.query<{ merchant_code: string; webhook_secret: string }>(
    'SELECT merchant_code, webhook_secret FROM paygate_accounts WHERE api_key = $1',
    [apiKey],
  );
  return row.rows[0] ? { merchantCode: row.rows[0].merchant_code, apiKey, webhookSecret: row.rows[0].webhook_secret } : null;
}

type PaymentRow = {
  id: string;
  merchant_code: string;
  merchant_reference: string;
  amount: string;
  currency: string;
  status: PaygateStatus;
  return_url: string;
  webhook_url: string;
  expires_at: Date | string;
};

const paymentOf = (row: PaymentRow): PaygatePayment => ({
  id: row.id,
  merchantCode: row.merchant_code,
  merchantReference: row.merchant_reference,
  amount: BigInt(row.amount),
  currency: row.currency,
  status: row.status,
  returnUrl: row.return_url,
  webhookUrl: row.webhook_url,
  expiresAt: new Date(row.expires_at),
});

/** A new open payment; the same merchant reference answers the payment made for it before. */
export async function createPaygatePayment(
  db: Queryable,
  input: { merchantCode: string; merchantReference: string; amount: bigint; currency: string; returnUrl: string; webhookUrl: string; now: Date },
): Promise<PaygatePayment> {
  const expiresAt = new Date(input.now.getTime() + PAYMENT_LIFETIME_MINUTES * 60_000);
  await db.query(
    `INSERT INTO paygate_payments (id, merchant_code, merchant_reference, amount, currency, status, return_url, webhook_url, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, 'open', $6, $7, $8, $9) ON CONFLICT (merchant_code, merchant_reference) DO NOTHING`,
    [
      token('pay'),
      input.merchantCode,
      input.merchantReference,
      input.amount.toString(),
      input.currency,
      input.returnUrl,
      input.webhookUrl,
      input.now,
      expiresAt,
    ],
  );
  const row = await db.query<PaymentRow>('SELECT * FROM paygate_payments WHERE merchant_code = $1 AND merchant_reference = $2', [
    input.merchantCode,
    input.merchantReference,
  ]);
  return paymentOf(row.rows[0]);
}

export async function findPaygatePayment(db: Queryable, id: string): Promise<PaygatePayment | null> {
  const row = await db.query<PaymentRow>('SELECT * FROM paygate_payments WHERE id = $1', [id]);
  return row.rows[0] ? paymentOf(row.rows[0]) : null;
}

const EVENT_TYPES: Record<PaygateDecision, string> = {
  paid: 'payment.succeeded',
  failed: 'payment.failed',
  cancelled: 'payment.cancelled',
  expired: 'payment.expired',
};

/**
 * Decides an open payment once (a second decision, or one after expiry, changes nothing) and
 * writes its webhook event. An open payment past its expiry can only expire.
 */
export async function decidePaygatePayment(
  db: Db,
  input: { paymentId: string; decision: PaygateDecision; now: Date },
): Promise<{ payment: PaygatePayment; event: PaygateEvent | null }> {
  return db.transaction(async (tx) => {
    const row = await tx.query<PaymentRow>('SELECT * FROM paygate_payments WHERE id = $1 FOR UPDATE', [input.paymentId]);
    if (!row.rows[0]) throw new Error('unknown payment');
    const payment = paymentOf(row.rows[0]);
    if (payment.status !== 'open') return { payment, event: null };
    const decision: PaygateDecision = payment.expiresAt <= input.now ? 'expired' : input.decision;
    await tx.query('UPDATE paygate_payments SET status = $2, decided_at = $3 WHERE id = $1', [payment.id, decision, input.now]);
    const eventId = token('evt');
    const body = JSON.stringify({
      id: eventId,
      type: EVENT_TYPES[decision],
      created: Math.floor(input.now.getTime() / 1000),
      data: {
        paymentId: payment.id,
        merchantReference: payment.merchantReference,
        amount: Number(payment.amount),
        currency: payment.currency,
        status: decision,
      },
    });
    await tx.query('INSERT INTO paygate_events (id, payment_id, type, body, created_at) VALUES ($1, $2, $3, $4, $5)', [
      eventId,
      payment.id,
      EVENT_TYPES[decision],
      body,
      input.now,
    ]);
    return {
      payment: { ...payment, status: decision },
      event: { id: eventId, paymentId: payment.id, merchantCode: payment.merchantCode, webhookUrl: payment.webhookUrl, body },
    };
  });
}

/** Open payments past their expiry (the sweep expires them one by one). */
export async function expiredOpenPayments(db: Queryable, now: Date, limit = 100): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `SELECT id FROM paygate_payments WHERE status = 'open' AND expires_at <= $1 ORDER BY expires_at LIMIT $2`,
    [now, limit],
  );
  return rows.rows.map((r) => r.id);
}

/** A webhook the merchant has refused this many times is given up (and stays in the table for support). */
export const MAX_DELIVERY_ATTEMPTS = 10;

/** Events not yet acknowledged by the merchant, oldest first. */
export async function undeliveredEvents(db: Queryable, limit = 100): Promise<PaygateEvent[]> {
  const rows = await db.query<{ id: string; payment_id: string; merchant_code: string; webhook_url: string; body: string }>(
    `SELECT e.id, e.payment_id, p.merchant_code, p.webhook_url, e.body FROM paygate_events e JOIN paygate_payments p ON p.id = e.payment_id
      WHERE e.delivered_at IS NULL AND e.attempts < $2 ORDER BY e.created_at, e.id LIMIT $1`,
    [limit, MAX_DELIVERY_ATTEMPTS],
  );
  return rows.rows.map((r) => ({ id: r.id, paymentId: r.payment_id, merchantCode: r.merchant_code, webhookUrl: r.webhook_url, body: r.body }));
}

export async function recordDeliveryAttempt(db: Queryable, input: { eventId: string; delivered: boolean; now: Date }): Promise<void> {
  await db.query(
    'UPDATE paygate_events SET attempts = attempts + 1, delivered_at = CASE WHEN $2 THEN $3::timestamptz ELSE delivered_at END WHERE id = $1',
    [input.eventId, input.delivered, input.now],
  );
}
