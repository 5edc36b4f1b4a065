/**
 * The /wps response envelope `{ success, value, errorCode?, message? }` (CONTRACT §1.3).
 *
 * Our gateway always sends `value` (null when there is nothing to say), and on a failure always
 * both `errorCode` and a message safe to show; a success carries neither. Other gateways may send
 * only one of the two on a failure, which is why the client's envelope type keeps them optional.
 */
import { z } from 'zod';

/** A success: the answer in `value`, nothing beside it. */
export const successEnvelope = <T extends z.ZodType>(value: T) => z.strictObject({ success: z.literal(true), value });

/** A business failure (HTTP 200) or a refusal (4xx, 5xx): the code the charts branch on and the message clients show. */
export const failureEnvelope = z.strictObject({
  success: z.literal(false),
  value: z.json(),
  errorCode: z.string().min(1),
  message: z.string().min(1),
});

export const envelopeOf = <T extends z.ZodType>(value: T) => z.discriminatedUnion('success', [successEnvelope(value), failureEnvelope]);

/** `value` of 400 request_param_err: a short problem per field (the message names the first). */
export const paramErrorValue = z.strictObject({ fields: z.record(z.string(), z.string()) });

/** `value` of 429 TOO_MANY_REQUESTS from the per-IP limit: how long to wait (also the Retry-After header). */
export const rateLimitValue = z.strictObject({ retryAfterSeconds: z.number().int().positive() });

/** Failure values every /wps route may answer; a route names its own beside these (wire/wire-route.ts). */
export const COMMON_FAILURES: Readonly<Record<string, z.ZodType>> = {
  request_param_err: paramErrorValue,
  TOO_MANY_REQUESTS: rateLimitValue,
};

/** The envelope as clients read it, whatever gateway answers. */
export interface Envelope<T> {
  success: boolean;
  value: T;
  errorCode?: string;
  message?: string;
}
