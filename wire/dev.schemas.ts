/**
 * Development reads, outside production only (server/auth/captcha.routes.ts,
 * server/verification/verification.routes.ts, server/auth/forgot-password.routes.ts): what the
 * outbox providers "sent" and the live captcha's answer, for browser tests and local work. Raw
 * JSON, no envelope.
 */
import { z } from 'zod';
import { isoInstant } from './fields.schemas';

// ---- requests ----

export const smsOutboxQuery = z.object({ phone: z.string().regex(/^\d{4,24}$/, 'digits only') });
export const mailOutboxQuery = z.object({ to: z.string().min(3).max(128) });

// ---- answers ----

/** The answer of the caller's live captcha (by its cookie). */
export const captchaAnswerBody = z.strictObject({ answer: z.string().min(1) });

/** Newest first, at most 20. */
export const smsOutboxBody = z.strictObject({
  messages: z
    .array(z.strictObject({ phone: z.string().regex(/^\d+$/), purpose: z.string().min(1), body: z.string(), createdAt: isoInstant }))
    .max(20),
});

export const mailOutboxBody = z.strictObject({
  messages: z.array(z.strictObject({ to: z.string().min(3), subject: z.string(), body: z.string(), createdAt: isoInstant })).max(20),
});
