/**
 * Captcha image (`GET /wps/captcha`) and, outside production, the answer of the caller's live
 * challenge for browser tests (`GET /dev/captcha/answer`).
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { CAPTCHA_TTL_MS, createChallenge, devAnswer } from './captcha.service';
import { isProduction } from '../config';
import { readCookie, serializeCookie } from '../http/cookies';
import { ApiError, ok } from '../http/envelope';
import { sensitiveLimit } from '../http/rate-limit';
import { CAPTCHA_COOKIE } from './session.routes';

export function captchaRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/wps/captcha', { config: { rateLimit: sensitiveLimit(ctx, 'captcha') } }, async (request, reply) => {
    const { id, answer } = await createChallenge(ctx.db, { now: ctx.now(), keepAnswerForDev: !isProduction(ctx.config) });
    const png = await ctx.providers.captchaImage(answer);
    reply.header('cache-control', 'no-store');
    reply.header('set-cookie', serializeCookie(CAPTCHA_COOKIE, id, { maxAgeSeconds: CAPTCHA_TTL_MS / 1000, secure: request.protocol === 'https' }));
    return ok(png.toString('base64'));
  });

  if (!isProduction(ctx.config)) {
    app.get('/dev/captcha/answer', async (request, reply) => {
      const id = readCookie(request.headers.cookie, CAPTCHA_COOKIE);
      const answer = id ? await devAnswer(ctx.db, id, ctx.now()) : null;
      if (!answer) throw new ApiError(404, 'not.found', 'No live captcha for this browser');
      reply.header('cache-control', 'no-store');
      return { answer };
    });
  }
}
