/**
 * Forgot password: `POST /wps/member/password/email` (a form post, or JSON), `POST
 * /wps/member/password/reset` (sealed: the link's token and the new password) and `POST
 * /wps/member/password/verification` (sealed: by phone, then signed in).
 */
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, passwordFormatOk } from '../rules/password';
import { dialingCode } from './fields.schemas';
import { typedDigits } from './typed-input';

// ---- requests ----

const newPassword = z.string().max(PASSWORD_MAX_LENGTH).refine(passwordFormatOk, 'password.format');
const confirmed = <T extends { newPassword: string; confirmNewPassword?: string }>(body: T, issues: z.RefinementCtx) => {
  if (body.confirmNewPassword !== undefined && body.confirmNewPassword !== body.newPassword) {
    issues.addIssue({ code: 'custom', path: ['confirmNewPassword'], message: 'inconsistent_twice' });
  }
};

export const emailResetBody = z.object({
  username: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_]+$/, 'username.format'),
  email: z
    .string()
    .trim()
    .min(1)
    .max(128)
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'email.format'),
});

export const linkResetBody = z
  .object({ token: z.string().min(20).max(128), newPassword, confirmNewPassword: z.string().max(128).optional() })
  .superRefine(confirmed);

export const phoneResetBody = z
  .object({
    mobileNum: z
      .string()
      .max(32)
      .transform(typedDigits)
      .pipe(z.string().regex(/^\d{4,20}$/, 'invalid mobile number')),
    countryDialingCode: dialingCode.optional(),
    verificationCode: z
      .string()
      .max(32)
      .transform(typedDigits)
      .pipe(z.string().regex(/^\d{6}$/, 'sms.code.format')),
    newPassword,
    confirmNewPassword: z.string().max(128).optional(),
  })
  .superRefine(confirmed);

// ---- answers ----
// The e-mail and link calls answer `value: null`; by phone, the new session (wire/session.schemas.ts loginSuccess).
