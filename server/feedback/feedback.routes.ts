/**
 * The member centre's feedback page (wire/feedback.schemas.ts), for a signed-in member of a
 * merchant whose FEEDBACK3 module is on: each route parses, calls the service
 * (feedback.service.ts) and answers.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { feedbackBody } from '../../wire/feedback.schemas';
import type { AppContext } from '../app-context';
import { failure, ok, paramError, refusal } from '../http/envelope';
import { sensitiveLimit } from '../http/rate-limit';
import { parseBody } from '../http/validation';
import { findRealMember } from '../auth/member.service';
import { listMemberFeedback, sendFeedback } from './feedback.service';

const REFUSALS = {
  imageUnknown: () => failure('upload.image.unknown', 'A picture was not found; upload it again'),
  tooMany: () => failure('feedback.too.many', 'You have sent as much feedback as a day allows; please try again later'),
} as const;

export function feedbackRoutes(app: FastifyInstance, ctx: AppContext) {
  const owner = (request: FastifyRequest) => ({ merchantId: request.merchant!.id, memberId: request.session!.memberId });
  const available = (request: FastifyRequest) => request.merchant!.features.FEEDBACK3 === true;
  // the member centre is for real accounts: a free-play account has no one to answer
  const realAccount = async (request: FastifyRequest) => (await findRealMember(ctx.db, request.session!.memberId)) !== null;
  const needRealAccount = () => failure('in_need_true_account', 'Please use a real account');

  app.get('/wps/feedback', { config: { auth: 'token' } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!available(request)) return refusal('function.not.available');
    if (!(await realAccount(request))) return needRealAccount();
    return ok({ list: await listMemberFeedback(ctx.db, owner(request)) });
  });

  app.put('/wps/feedback', { config: { auth: 'token', rateLimit: sensitiveLimit(ctx, 'feedback') } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!available(request)) return refusal('function.not.available');
    if (!(await realAccount(request))) return needRealAccount();
    const body = parseBody(feedbackBody, request.body);
    // `7` and `007` name the same upload
    const imageIds = body.imageIds.map((id) => String(Number(id)));
    if (new Set(imageIds).size !== imageIds.length) throw paramError({ imageIds: 'Each picture once' });
    const sent = await sendFeedback(ctx.db, { ...owner(request), type: body.type, content: body.content, imageIds, now: ctx.now() });
    return sent.kind === 'sent' ? ok({ id: String(sent.id) }) : REFUSALS[sent.kind]();
  });
}
