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
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { confirmCodeBody, projectQuery, sendCodeBody } from '../../wire/phone-auth.schemas';
import type { AppContext } from '../app-context';
import { ApiError } from '../http/envelope';
import { handleError } from '../http/error-handler';
import { sensitiveLimit } from '../http/rate-limit';
import { PhoneAuthError, publicKeys, sendVerificationCode, signInWithPhoneNumber } from './phone-auth.service';
import type { PhoneAuthErrorCode } from './phone-auth.service';

function refuse(reply: FastifyReply, code: PhoneAuthErrorCode, status: number, message: string, retryAfterSeconds: number | null = null) {
  if (retryAfterSeconds !== null) reply.header('retry-after', String(retryAfterSeconds));
  return reply.status(status).send({ error: { code, message, ...(retryAfterSeconds !== null ? { retryAfterSeconds } : {}) } });
}

/** A body that is not an object (or has non-string fields) is answered like an empty one. */
function parsed<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(typeof body === 'object' && body !== null ? body : {});
  return result.success ? result.data : schema.parse({});
}

/**
 * The gateway's rate limits answer as the provider would: `auth/too-many-requests` with the wait.
 * Any other refusal made before the route runs stays the gateway's envelope.
 */
function answerRefusal(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ApiError && error.errorCode === 'TOO_MANY_REQUESTS') {
    const wait = (error.value as { retryAfterSeconds?: number } | null)?.retryAfterSeconds;
    return refuse(reply, 'auth/too-many-requests', 429, 'Too many requests from this device; try again later', typeof wait === 'number' ? wait : 60);
  }
  return handleError(error, request, reply);
}

export function phoneAuthRoutes(app: FastifyInstance, ctx: AppContext) {
  async function answer<T>(reply: FastifyReply, run: () => Promise<T>) {
    reply.header('cache-control', 'no-store');
    try {
      return await run();
    } catch (error) {
      if (error instanceof PhoneAuthError) return refuse(reply, error.code, error.status, error.message, error.retryAfterSeconds);
      throw error;
    }
  }

  // codes asked for here count with the site's own (server/verification/verification.routes.ts)
  app.post(
    '/phone-auth/v1/sendVerificationCode',
    { config: { rateLimit: sensitiveLimit(ctx, 'sms') }, errorHandler: answerRefusal },
    async (request, reply) => {
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
    },
  );

  app.post(
    '/phone-auth/v1/signInWithPhoneNumber',
    { config: { rateLimit: sensitiveLimit(ctx, 'phone-auth') }, errorHandler: answerRefusal },
    async (request, reply) => {
      const { project } = parsed(projectQuery, request.query);
      const body = parsed(confirmCodeBody, request.body);
      return answer(reply, () => signInWithPhoneNumber(ctx, { projectId: project, sessionInfo: body.sessionInfo, code: body.code }));
    },
  );

  app.get('/phone-auth/v1/jwks', { errorHandler: answerRefusal }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return publicKeys(ctx);
  });
}
