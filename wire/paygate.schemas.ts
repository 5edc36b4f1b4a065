/**
 * The local payment provider's API (server/paygate) and the gateway's webhook answer: raw JSON, not
 * the /wps envelope, as separate services speak. A refusal is `{ error: { code, message } }`.
 */
import { z } from 'zod';
import { failureEnvelope } from './envelope.schemas';
import { isoInstant } from './fields.schemas';

/**
 * A refusal: the service's own `{ error }` from its routes, or the gateway's failure envelope from
 * what runs before them (the per-IP flood guard, a malformed request), as both share one server.
 */
export const paygateError = z.union([
  z.strictObject({ error: z.strictObject({ code: z.string().min(1), message: z.string().min(1) }) }),
  failureEnvelope,
]);

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
