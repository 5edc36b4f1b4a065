/**
 * Slider human check: `GET /wps/humancheck/challenge?purpose=register|sms` and
 * `POST /wps/humancheck/verify` `{ challengeId, x, trace: [{ x, t }] }`.
 */
import { z } from 'zod';
import { base64, isoInstant } from './fields.schemas';

/** The most pointer samples a drag may send (a hand gives about 60 a second). */
export const MAX_DRAG_SAMPLES = 600;

// ---- requests ----

export const challengeQuery = z.object({ purpose: z.enum(['register', 'sms']).default('register') });

export const verifyBody = z.object({
  challengeId: z.string().min(10).max(64),
  x: z.number().finite(),
  trace: z.array(z.object({ x: z.number().finite(), t: z.number().finite() })).max(MAX_DRAG_SAMPLES),
});

// ---- answers ----

/** The two pictures (base64 PNG) and their sizes in pixels. */
export const challengeValue = z.strictObject({
  challengeId: z.string().min(10).max(64),
  background: base64,
  piece: base64,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  pieceWidth: z.number().int().positive(),
});
export type ChallengeValue = z.output<typeof challengeValue>;

/** A passed check: the token a register or SMS call spends, and when it stops being accepted. */
export const verifyValue = z.strictObject({ token: z.string().min(20), expiresAt: isoInstant });
export type VerifyValue = z.output<typeof verifyValue>;
