/**
 * The one error handler: every error a route, hook or plugin throws leaves as the envelope.
 * ApiError as it says; a zod failure as 400 request_param_err naming the fields; a refusal by
 * Fastify or the static files with its own status and a fixed message (wire-refusals.ts); anything
 * else as 500 system.error, logged, with no internals in the answer.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { ApiError, paramError, refusal } from './envelope';
import type { Envelope } from './envelope';
import { fieldErrorsOf } from './validation';
import { frameworkRefusal } from './wire-refusals';

const envelopeOf = (error: ApiError): Envelope<unknown> => ({
  success: false,
  value: error.value,
  errorCode: error.errorCode,
  message: error.message,
});

export function handleError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ApiError) {
    reply.headers(error.headers);
    return reply.status(error.status).send(envelopeOf(error));
  }
  if (error instanceof ZodError) return reply.status(400).send(envelopeOf(paramError(fieldErrorsOf(error))));
  const refused = frameworkRefusal(error as FastifyError);
  if (refused) return reply.status(refused.status).send(refused.body);
  request.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send(refusal('system.error'));
}
