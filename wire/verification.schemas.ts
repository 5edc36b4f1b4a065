/**
 * SMS codes (CONTRACT §4.7): `POST /wps/verification/sms/register` names the number `mobileNo`,
 * `POST /wps/verification/sms/noLogin` names it `mobileNum`; both are accepted on both.
 */
import { z } from 'zod';
import { rateLimitValue } from './envelope.schemas';
import { dialingCode, isoInstant } from './fields.schemas';
import { typedDigits } from './typed-input';

// ---- requests ----

export const smsBody = z
  .object({
    countryDialingCode: dialingCode,
    mobileNo: z.string().max(32).transform(typedDigits).optional(),
    mobileNum: z.string().max(32).transform(typedDigits).optional(),
    humanCheckToken: z.string().max(128).optional(),
  })
  .transform((b) => ({
    countryDialingCode: b.countryDialingCode,
    mobileNum: b.mobileNo || b.mobileNum || '',
    humanCheckToken: b.humanCheckToken ?? '',
  }));

// ---- answers ----

/** A code was sent (or, for a number that gets none, the same answer): its life and the earliest resend. */
export const smsSentValue = z.strictObject({
  expiredMinutes: z.number().int().positive(),
  resendAvailableAt: isoInstant,
});
export type SmsSentValue = z.output<typeof smsSentValue>;

/** `value` of 429 `sms.resend.early` and `TOO_MANY_REQUESTS`: the wait as an instant and in seconds (a browser clock may be off). */
export const smsWaitValue = z.strictObject({ resendAvailableAt: isoInstant, retryAfterSeconds: z.number().int().positive() });
// too many codes for the number or the address, or the per-IP request limit before any of it
export const SMS_FAILURES = { 'sms.resend.early': smsWaitValue, TOO_MANY_REQUESTS: z.union([smsWaitValue, rateLimitValue]) } as const;
