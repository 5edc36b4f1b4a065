/**
 * The local phone identity provider's REST API (server/phone-auth), modelled on a hosted provider's:
 * - `POST /phone-auth/v1/sendVerificationCode?project=<projectId>` body `{ phoneNumber, captchaToken? }`
 *   (E.164 number; `captchaToken`, alias `recaptchaToken`, is a passed slider check of purpose
 *   'sms' when the merchant has HUMANCHECK3 on) -> `{ sessionInfo }`;
 * - `POST /phone-auth/v1/signInWithPhoneNumber?project=<projectId>` body `{ sessionInfo, code }`
 *   -> `{ idToken, expiresIn, localId, phoneNumber }`;
 * - `GET /phone-auth/v1/jwks` -> `{ keys }`, the public keys its ID tokens are signed with.
 * Not the /wps envelope: a refusal is `{ error: { code: 'auth/…', message, retryAfterSeconds? } }`
 * with an HTTP status, as a separate service would answer.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import { confirmCodeBody, projectQuery, sendCodeBody } from '../../wire/phone-auth.schemas';
import type { AppContext } from '../app-context';
import { ApiError } from '../http/envelope';
import { PhoneAuthError, publicKeys, sendVerificationCode, signInWithPhoneNumber } from '../phone-auth/phone-auth.service';
import type { PhoneAuthErrorCode } from '../phone-auth/phone-auth.service';

function refuse(reply: FastifyReply, code: PhoneAuthErrorCode, status: number, message: string, retryAfterSeconds: number | null = null) {
  if (retryAfterSeconds !== null) reply.header('retry-after', String(retryAfterSeconds));
  return reply.status(status).send({ error: { code, message, ...(retryAfterSeconds !== null ? { retryAfterSeconds } : {}) } });
}

/** A body that is not an object (or has non-string fields) is answered like an empty one. */
function parsed<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(typeof body === 'object' && body !== null ? body : {});
  return result.success ? result.data : schema.parse({});
}

export function phoneAuthRoutes(app: FastifyInstance, ctx: AppContext) {
  /** The seconds to wait when the IP is over the gateway's per-minute limit, else null. */
  function overLimit(bucket: string, ip: string): number | null {
    try {
      ctx.rateLimiter.hit(bucket, ip);
      return null;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const wait = (error.value as { retryAfterSeconds?: number } | null)?.retryAfterSeconds;
      return typeof wait === 'number' ? wait : 60;
    }
  }

  async function answer<T>(reply: FastifyReply, run: () => Promise<T>) {
    reply.header('cache-control', 'no-store');
    try {
      return await run();
    } catch (error) {
      if (error instanceof PhoneAuthError) return refuse(reply, error.code, error.status, error.message, error.retryAfterSeconds);
      throw error;
    }
  }

  app.post('/phone-auth/v1/sendVerificationCode', async (request, reply) => {
    const wait = overLimit('sms', request.ip);
    if (wait !== null) return refuse(reply, 'auth/too-many-requests', 429, 'Too many requests from this device; try again later', wait);
    const { project } = parsed(projectQuery, request.query);
    const body = parsed(sendCodeBody, request.body);
    return answer(reply, () =>
      sendVerificationCode(ctx, {
        projectId: project,
        phoneNumber: body.phoneNumber,
        captchaToken: body.captchaToken || body.recaptchaToken,
        ip: request.ip,
      }),
    );
  });

  app.post('/phone-auth/v1/signInWithPhoneNumber', async (request, reply) => {
    const wait = overLimit('phone-auth', request.ip);
    if (wait !== null) return refuse(reply, 'auth/too-many-requests', 429, 'Too many requests from this device; try again later', wait);
    const { project } = parsed(projectQuery, request.query);
    const body = parsed(confirmCodeBody, request.body);
    return answer(reply, () => signInWithPhoneNumber(ctx, { projectId: project, sessionInfo: body.sessionInfo, code: body.code }));
  });

  app.get('/phone-auth/v1/jwks', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return publicKeys(ctx);
  });
}
