/**
 * Session endpoints: the payload RSA key, password or SMS login (encrypted), free play, logout.
 */
import type { FastifyInstance } from 'fastify';
import { loginBody } from '../../wire/session.schemas';
import type { AppContext } from '../app-context';
import { freePlayLogin, passwordLogin } from './login.service';
import { revokeSession } from './session.service';
import { smsLogin } from './sms-login.service';
import { readCookie } from '../http/cookies';
import { ApiError, ok } from '../http/envelope';
import { sensitiveLimit } from '../http/rate-limit';
import { parseBody } from '../http/validation';
import { typedDigits } from '../identity/identifier-key';

export const CAPTCHA_COOKIE = 'captchaId';

export function sessionRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/wps/session/key/rsa', async (_request, reply) => {
    reply.header('cache-control', 'no-store').type('text/plain; charset=utf-8');
    return ctx.serverKey.modulusHex;
  });

  // siteOpen: no session starts while the site is under maintenance or closed to the visitor's region
  app.post('/wps/session/login', { config: { encrypted: true, siteOpen: true, rateLimit: sensitiveLimit(ctx, 'login') } }, async (request) => {
    const body = parseBody(loginBody, request.body);
    if (body.type === 'sms') {
      if (!request.merchant!.features.MOBILEVERCODELOGIN3) throw ApiError.of(403, 'function.not.available');
      return smsLogin(ctx, request.merchant!, {
        mobileNum: typedDigits(body.username),
        code: typedDigits(body.password),
        countryDialingCode: body.countryDialingCode ?? request.merchant!.settings.countryDialingCode ?? '63',
      });
    }
    return passwordLogin(ctx, request.merchant!, {
      username: body.username,
      password: body.password,
      captcha: body.captcha || null,
      captchaId: readCookie(request.headers.cookie, CAPTCHA_COOKIE),
    });
  });

  // Not encrypted: os, platform and Encryption may come as headers or body and are ignored.
  app.post('/wps/session/login/freeplay', { config: { siteOpen: true, rateLimit: sensitiveLimit(ctx, 'login') } }, async (request) => {
    const merchant = request.merchant!;
    if (!merchant.features.FREEPLAY3) throw ApiError.of(403, 'function.not.available');
    return ok(await freePlayLogin(ctx, merchant));
  });

  app.delete('/wps/session/logout', { config: { auth: 'token', allowDuringPasswordChange: true } }, async (request) => {
    await revokeSession(ctx.db, request.session!.sessionId, ctx.now());
    return ok(null);
  });
}
