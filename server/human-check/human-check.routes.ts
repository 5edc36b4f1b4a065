/**
 * Slider human check: `GET /wps/humancheck/challenge?purpose=register|sms` gives the pictures;
 * `POST /wps/humancheck/verify` `{ challengeId, x, trace: [{ x, t }] }` judges the one drag a
 * challenge allows and answers `value.token` on a pass. A refused drag says only that it failed
 * (the reason stays in the chart's snapshot), so a script learns nothing to tune itself with.
 */
import type { FastifyInstance } from 'fastify';
import { challengeQuery, verifyBody } from '../../wire/human-check.schemas';
import type { AppContext } from '../app-context';
import { issueChallenge, judgeChallenge } from './human-check.service';
import { failure, ok } from '../http/envelope';
import { sensitiveLimit } from '../http/rate-limit';
import { parseBody, parseQuery } from '../http/validation';

export function humanCheckRoutes(app: FastifyInstance, ctx: AppContext) {
  const limited = { config: { rateLimit: sensitiveLimit(ctx, 'humancheck') } };

  app.get('/wps/humancheck/challenge', limited, async (request, reply) => {
    const { purpose } = parseQuery(challengeQuery, request.query);
    reply.header('cache-control', 'no-store');
    return ok(await issueChallenge(ctx.db, ctx.providers.slider, { purpose, now: ctx.now() }));
  });

  app.post('/wps/humancheck/verify', limited, async (request) => {
    const body = parseBody(verifyBody, request.body);
    const outcome = await judgeChallenge(ctx.db, { ...body, now: ctx.now() });
    if (outcome.kind === 'passed') return ok({ token: outcome.token, expiresAt: outcome.expiresAt });
    if (outcome.kind === 'expired') return failure('humancheck.expired', 'The check has expired; please try a new one');
    return failure('humancheck.failed', 'Please try again');
  });
}
