/**
 * The feedback page's routes (wire/feedback.schemas.ts): each parses, calls the
 * service (feedback.service.ts) and answers.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { feedbackBody } from '../../wire/feedback.schemas';
import type { AppContext } from '../app-context';
import { ok } from '../http/envelope';
import { sensitiveLimit } from '../http/rate-limit';
import { parseBody } from '../http/validation';
import { addFeedbackEntry, listFeedbackEntries } from './feedback.service';

export function feedbackRoutes(app: FastifyInstance, ctx: AppContext) {
  const owner = (request: FastifyRequest) => ({ merchantId: request.merchant!.id, memberId: request.session!.memberId });

  app.get('/wps/feedback', { config: { auth: 'token' } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok({ list: await listFeedbackEntries(ctx.db, owner(request)) });
  });

  app.put('/wps/feedback', { config: { auth: 'token', rateLimit: sensitiveLimit(ctx, 'feedback') } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const body = parseBody(feedbackBody, request.body);
    return ok({ id: await addFeedbackEntry(ctx.db, { ...owner(request), text: body.text, now: ctx.now() }) });
  });
}
