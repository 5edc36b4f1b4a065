/**
 * The local phone identity provider (server/phone-auth/phone-auth.routes.ts), modelled on a hosted
 * provider's REST API: not the /wps envelope, and a refusal is `{ error: { code: 'auth/…',
 * message, retryAfterSeconds? } }` with an HTTP status, as a separate service would answer.
 */
import { z } from 'zod';
import { failureEnvelope } from './envelope.schemas';

// ---- requests ----
// A body that is not an object (or has non-string fields) is answered like an empty one: the
// provider names what is missing in its own refusal codes.

export const projectQuery = z.object({ project: z.string().max(64).optional().default('') });
const field = z.string().trim().max(512).optional().default('');
/** an E.164 number; `captchaToken` (alias `recaptchaToken`) is a passed slider check when the merchant asks for one */
export const sendCodeBody = z.object({ phoneNumber: field, captchaToken: field, recaptchaToken: field }).passthrough();
export const confirmCodeBody = z.object({ sessionInfo: field, code: field }).passthrough();

// ---- answers ----

export const sendCodeAnswer = z.strictObject({ sessionInfo: z.string().min(20) });
export type SendCodeAnswer = z.output<typeof sendCodeAnswer>;

/** The provider's ID token of the confirmed number. */
export const signInAnswer = z.strictObject({
  idToken: z.string().regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/),
  /** seconds, as a string like the hosted API */
  expiresIn: z.string().regex(/^\d+$/),
  localId: z.string().min(1),
  phoneNumber: z.string().regex(/^\+\d{6,16}$/),
});
export type SignInAnswer = z.output<typeof signInAnswer>;

/** The public keys the provider's ID tokens are signed with (a JWKS of P-256 keys). */
export const jwksAnswer = z.strictObject({
  keys: z
    .array(
      z.strictObject({
        kty: z.literal('EC'),
        crv: z.literal('P-256'),
        x: z.string().min(1),
        y: z.string().min(1),
        kid: z.string().min(1),
        alg: z.literal('ES256'),
        use: z.literal('sig'),
      }),
    )
    .min(1),
});

/** The provider's refusal; a refusal made before the route runs (a request it cannot read) is the gateway's envelope. */
export const phoneAuthError = z.union([
  z.strictObject({
    error: z.strictObject({
      code: z.string().startsWith('auth/'),
      message: z.string().min(1),
      retryAfterSeconds: z.number().int().positive().optional(),
    }),
  }),
  failureEnvelope,
]);
