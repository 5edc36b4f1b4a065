/**
 * Forgot password: `POST /wps/member/password/email` (a form post, or JSON: username, email),
 * `POST /wps/member/password/reset` (encrypted: the link's token and the new password) and
 * `POST /wps/member/password/verification` (encrypted: by phone, then logged in). Outside
 * production, `GET /dev/mail/outbox?to=<address>` reads what the outbox provider "sent".
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { passwordFormatOk } from '../auth/member.service';
import { requestEmailReset, resetByPhone, resetWithLink } from '../auth/password-reset.service';
import { isProduction } from '../config';
import { ApiError } from '../http/envelope';
import { parseBody, parseQuery } from '../http/validation';
import { readMailOutbox } from '../mail/mail-provider';
import { DIALING_CODE } from '../verification/phone';
import { typedDigits } from '../identity/identifier-key';

const newPassword = z.string().max(128).refine(passwordFormatOk, 'password.format');
const confirmed = <T extends { newPassword: string; confirmNewPassword?: string }>(body: T, issues: z.RefinementCtx) => {
  if (body.confirmNewPassword !== undefined && body.confirmNewPassword !== body.newPassword) {
    issues.addIssue({ code: 'custom', path: ['confirmNewPassword'], message: 'inconsistent_twice' });
  }
};

const emailBody = z.object({
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
const linkBody = z
  .object({ token: z.string().min(20).max(128), newPassword, confirmNewPassword: z.string().max(128).optional() })
  .superRefine(confirmed);
const phoneBody = z
  .object({
    mobileNum: z
      .string()
      .max(32)
      .transform(typedDigits)
      .pipe(z.string().regex(/^\d{4,20}$/, 'invalid mobile number')),
    countryDialingCode: z.string().trim().regex(DIALING_CODE, 'invalid dialing code').optional(),
    verificationCode: z
      .string()
      .max(32)
      .transform(typedDigits)
      .pipe(z.string().regex(/^\d{6}$/, 'sms.code.format')),
    newPassword,
    confirmNewPassword: z.string().max(128).optional(),
  })
  .superRefine(confirmed);

export function passwordResetRoutes(app: FastifyInstance, ctx: AppContext) {
  // siteOpen on each: no account is opened or taken over while the site is closed to the visitor
  app.post('/wps/member/password/email', { config: { siteOpen: true } }, async (request) => {
    const merchant = request.merchant!;
    if (merchant.features.CHNGPASSVERIF3) throw ApiError.of(403, 'function.not.available');
    ctx.rateLimiter.hit('reset', request.ip);
    return requestEmailReset(ctx, merchant, parseBody(emailBody, request.body));
  });

  app.post('/wps/member/password/reset', { config: { encrypted: true, siteOpen: true } }, async (request) => {
    ctx.rateLimiter.hit('reset', request.ip);
    const body = parseBody(linkBody, request.body);
    return resetWithLink(ctx, body);
  });

  app.post('/wps/member/password/verification', { config: { encrypted: true, siteOpen: true } }, async (request) => {
    const merchant = request.merchant!;
    if (!merchant.features.CHNGPASSVERIF3) throw ApiError.of(403, 'function.not.available');
    ctx.rateLimiter.hit('reset', request.ip);
    const body = parseBody(phoneBody, request.body);
    return resetByPhone(ctx, merchant, { ...body, countryDialingCode: body.countryDialingCode ?? merchant.settings.countryDialingCode ?? '63' });
  });

  if (!isProduction(ctx.config)) {
    app.get('/dev/mail/outbox', async (request, reply) => {
      const { to } = parseQuery(z.object({ to: z.string().min(3).max(128) }), request.query);
      reply.header('cache-control', 'no-store');
      return { messages: await readMailOutbox(ctx.db, to) };
    });
  }
}
