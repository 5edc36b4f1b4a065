/**
 * The local payment provider's API (server/paygate) and the gateway's webhook answer: raw JSON, not
 * the /wps envelope, as separate services speak. A refusal is `{ error: { code, message } }`.
 */
import { z } from 'zod';
import { isoInstant } from './fields.schemas';

export const paygateError = z.strictObject({ error: z.strictObject({ code: z.string().min(1), message: z.string().min(1) }) });

/** `POST /paygate/v1/payments` → 201. */
export const paygateCreated = z.strictObject({
  id: z.string().regex(/^pay_[A-Za-z0-9_-]+$/),
  status: z.enum(['open', 'paid', 'failed', 'cancelled', 'expired']),
  /** the hosted checkout page, a path of the provider */
  checkoutUrl: z.string().regex(/^\/paygate\/checkout\/pay_[A-Za-z0-9_-]+$/),
  expiresAt: isoInstant,
});

/** `POST /payments/webhook/:provider/:merchantCode` → 200: received, and where the deposit now is. */
export const webhookAck = z.strictObject({ received: z.literal(true), status: z.string().min(1) });
