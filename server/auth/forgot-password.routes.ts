/**
 * Forgot password: `POST /wps/member/password/email` (a form post, or JSON: username, email),
 * `POST /wps/member/password/reset` (encrypted: the link's token and the new password) and
 * `POST /wps/member/password/verification` (encrypted: by phone, then logged in). Outside
 * production, `GET /dev/mail/outbox?to=<address>` reads what the outbox provider "sent".
 */
import type { FastifyInstance } from 'fastify';
import { mailOutboxQuery } from '../../wire/dev.schemas';
import { emailResetBody, linkResetBody, phoneResetBody } from '../../wire/forgot-password.schemas';
import type { AppContext } from '../app-context';
import { requestEmailReset, resetByPhone, resetWithLink } from './forgot-password.service';
import { isProduction } from '../config';
import { ApiError } from '../http/envelope';
import { sensitiveLimit } from '../http/rate-limit';
import { parseBody, parseQuery } from '../http/validation';
import { readMailOutbox } from '../mail/mail-provider';

export function forgotPasswordRoutes(app: FastifyInstance, ctx: AppContext) {
  // one count for the three ways of resetting
  const rateLimit = sensitiveLimit(ctx, 'reset');

  // siteOpen on each: no account is opened or taken over while the site is closed to the visitor
  app.post('/wps/member/password/email', { config: { siteOpen: true, rateLimit } }, async (request) => {
    const merchant = request.merchant!;
    if (merchant.features.CHNGPASSVERIF3) throw ApiError.of(403, 'function.not.available');
    return requestEmailReset(ctx, merchant, parseBody(emailResetBody, request.body));
  });

  app.post('/wps/member/password/reset', { config: { encrypted: true, siteOpen: true, rateLimit } }, async (request) => {
    const body = parseBody(linkResetBody, request.body);
    return resetWithLink(ctx, body);
  });

  app.post('/wps/member/password/verification', { config: { encrypted: true, siteOpen: true, rateLimit } }, async (request) => {
    const merchant = request.merchant!;
    if (!merchant.features.CHNGPASSVERIF3) throw ApiError.of(403, 'function.not.available');
    const body = parseBody(phoneResetBody, request.body);
    return resetByPhone(ctx, merchant, { ...body, countryDialingCode: body.countryDialingCode ?? merchant.settings.countryDialingCode ?? '63' });
  });

  if (!isProduction(ctx.config)) {
    app.get('/dev/mail/outbox', async (request, reply) => {
      const { to } = parseQuery(mailOutboxQuery, request.query);
      reply.header('cache-control', 'no-store');
      return { messages: await readMailOutbox(ctx.db, to) };
    });
  }
}
