/**
 * The agent centre's register centre and team management's actions (server/agent-register;
 * wire/agent-register.schemas.ts), token only, agents only (`agent.only` otherwise):
 * - `GET /wps/relay/MCSFE_getGlobalRebateSettingsByProductType`: the agent's own rate and the most it
 *   may give, per product;
 * - `GET /wps/relay/MCSFE_getDownlineRebates?downlineId`: a team member's rates;
 * - `PUT /wps/agent/updateDownlineRebates`: a direct downline's rates (`rebate.aboveOwn`,
 *   `rebate.belowDownline` with the product and its limit);
 * - `PUT /wps/agent/promoteDownlineToAgent`: a direct downline member becomes an agent;
 * - `POST /wps/agent/downline` (encrypted): a downline account opened by the agent;
 * - `GET /wps/relay/MCSFE_getMerchantUrlExpiryOptions`, `POST …MCSFE_createAffiliateUrl`,
 *   `GET …MCSFE_viewAffiliateUrls`, `DELETE …MCSFE_deleteAffiliateUrl?affiUrlId`,
 *   `GET …MCSFE_viewRegisteredAffiliates?affiUrlId`: the agent's affiliate links.
 * A member outside the team, or not direct where the call asks a direct downline, is
 * `downline.unknown`; another agent's link is `affiliateUrl.unknown`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  affiliateUrlsQuery,
  createAffiliateUrlBody,
  createDownlineBody,
  deleteAffiliateUrlQuery,
  downlineRebatesQuery,
  promoteDownlineBody,
  registeredAffiliatesQuery,
  updateDownlineRebatesBody,
} from '../../wire/agent-register.schemas';
import type { AppContext } from '../app-context';
import { createAffiliateUrl, deleteAffiliateUrl, listAffiliateUrls, registeredThrough, urlExpiryOptions } from './affiliate-urls.service';
import type { AffiliateUrl } from './affiliate-urls.service';
import { createDownline } from './downline-account.service';
import { downlineRates, promoteDownline, updateDownlineRates } from './downline-rebates.service';
import type { RatesOutcome } from './downline-rebates.service';
import { givingLimits, isAgentMember, PRODUCTS, ratesFromWire, ratesToWire, toPercent } from './rebate-rates';
import type { Product } from './rebate-rates';
import { failure, ok, paramError } from '../http/envelope';
import { sensitiveLimit } from '../http/rate-limit';
import { parseBody, parseQuery } from '../http/validation';

const MESSAGES = {
  'agent.only': 'Agents only',
  'downline.unknown': 'No such member in your team',
  'downline.notDirect': 'No such member directly under you',
  'downline.alreadyAgent': 'This member is an agent already',
  'rebate.aboveOwn': 'A rate is above what you may give',
  'rebate.belowDownline': 'A rate is below what this member gives its own downlines',
  'username.taken': 'This username is already registered',
  'affiliateUrl.unknown': 'No such affiliate link',
  'affiliateUrl.tooMany': 'You have as many live links as allowed; delete one first',
} as const;
const refused = (code: keyof typeof MESSAGES) => failure(code, MESSAGES[code]);

const kindOf = (memberType: 0 | 1) => (memberType === 1 ? ('agent' as const) : ('member' as const));
const memberTypeOf = (kind: 'member' | 'agent') => (kind === 'agent' ? 1 : 0);

function rateRefusal(outcome: { kind: 'aboveOwn' | 'belowDownline'; product: Product; limit: number }) {
  const code = `rebate.${outcome.kind}` as const;
  return failure(code, MESSAGES[code], { product: outcome.product, limit: toPercent(outcome.limit) });
}

export function agentRegisterRoutes(app: FastifyInstance, ctx: AppContext) {
  const readRoute = { config: { auth: 'token' as const } };
  const writeRoute = { config: { auth: 'token' as const, rateLimit: sensitiveLimit(ctx, 'agentRegister') } };
  const who = (request: FastifyRequest) => ({ merchantId: request.merchant!.id, agentId: request.session!.memberId });
  const notAgent = async (request: FastifyRequest) => {
    const { merchantId, agentId } = who(request);
    return !(await isAgentMember(ctx.db, merchantId, agentId));
  };
  const urlOf = (code: string) => `${ctx.config.publicUrl}/register?affiliateCode=${encodeURIComponent(code)}`;
  const urlValue = (url: AffiliateUrl) => ({
    affiUrlId: url.id,
    code: url.code,
    url: urlOf(url.code),
    type: kindOf(url.memberType),
    expiresAt: url.expiresAt?.getTime() ?? null,
  });

  function ratesAnswer(outcome: RatesOutcome, unknown: 'downline.unknown' | 'downline.notDirect') {
    switch (outcome.kind) {
      case 'ok':
        return ok({ list: ratesToWire(outcome.rates) });
      case 'notAgent':
        return refused('agent.only');
      // the wire has one code for both: a member the call cannot reach is unknown
      case 'unknown':
        return failure('downline.unknown', MESSAGES[unknown]);
      default:
        return rateRefusal(outcome);
    }
  }

  app.get('/wps/relay/MCSFE_getGlobalRebateSettingsByProductType', readRoute, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const limits = await givingLimits(ctx.db, who(request));
    if (!limits) return refused('agent.only');
    return ok({ list: PRODUCTS.map((product) => ({ product, rate: toPercent(limits.own[product]), maxRate: toPercent(limits.max[product]) })) });
  });

  app.get('/wps/relay/MCSFE_getDownlineRebates', readRoute, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (await notAgent(request)) return refused('agent.only');
    const { downlineId } = parseQuery(downlineRebatesQuery, request.query);
    return ratesAnswer(await downlineRates(ctx.db, { ...who(request), downlineId }), 'downline.unknown');
  });

  app.put('/wps/agent/updateDownlineRebates', writeRoute, async (request) => {
    if (await notAgent(request)) return refused('agent.only');
    const body = parseBody(updateDownlineRebatesBody, request.body);
    const outcome = await updateDownlineRates(ctx.db, {
      ...who(request),
      downlineId: body.downlineId,
      rates: ratesFromWire(body.rebates),
      now: ctx.now(),
    });
    return ratesAnswer(outcome, 'downline.notDirect');
  });

  app.put('/wps/agent/promoteDownlineToAgent', writeRoute, async (request) => {
    if (await notAgent(request)) return refused('agent.only');
    const { downlineId } = parseBody(promoteDownlineBody, request.body);
    const outcome = await promoteDownline(ctx.db, { ...who(request), downlineId });
    if (outcome.kind === 'notAgent') return refused('agent.only');
    if (outcome.kind === 'unknown') return failure('downline.unknown', MESSAGES['downline.notDirect']);
    if (outcome.kind === 'alreadyAgent') return refused('downline.alreadyAgent');
    return ok({ downlineId, type: 1 as const });
  });

  app.post('/wps/agent/downline', { config: { ...writeRoute.config, encrypted: true } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    // before the password is hashed: a member who is no agent costs nothing
    if (await notAgent(request)) return refused('agent.only');
    const body = parseBody(createDownlineBody, request.body);
    const outcome = await createDownline(
      { db: ctx.db, hasher: ctx.providers.hasher },
      {
        merchant: request.merchant!,
        agentId: request.session!.memberId,
        username: body.username,
        password: body.password,
        memberType: memberTypeOf(body.type),
        rates: ratesFromWire(body.rebates),
        ip: request.ip,
        now: ctx.now(),
      },
    );
    switch (outcome.kind) {
      case 'created':
        return ok({ customerId: outcome.id, username: outcome.username, type: body.type });
      case 'invalid':
        throw paramError(outcome.fields);
      case 'notAgent':
        return refused('agent.only');
      case 'taken':
        return refused('username.taken');
      default:
        return rateRefusal(outcome);
    }
  });

  app.get('/wps/relay/MCSFE_getMerchantUrlExpiryOptions', readRoute, async (request) => {
    if (await notAgent(request)) return refused('agent.only');
    return ok({ list: await urlExpiryOptions(ctx.db, request.merchant!.id) });
  });

  app.post('/wps/relay/MCSFE_createAffiliateUrl', writeRoute, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (await notAgent(request)) return refused('agent.only');
    const body = parseBody(createAffiliateUrlBody, request.body);
    const outcome = await createAffiliateUrl(ctx.db, {
      ...who(request),
      memberType: memberTypeOf(body.type),
      expiryDays: body.expiryDays,
      rates: ratesFromWire(body.rebates),
      now: ctx.now(),
    });
    switch (outcome.kind) {
      case 'created':
        return ok(urlValue(outcome.url));
      case 'notAgent':
        return refused('agent.only');
      case 'badExpiry':
        throw paramError({ expiryDays: 'not one of the offered lifetimes' });
      case 'tooMany':
        return refused('affiliateUrl.tooMany');
      default:
        return rateRefusal(outcome);
    }
  });

  app.get('/wps/relay/MCSFE_viewAffiliateUrls', readRoute, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (await notAgent(request)) return refused('agent.only');
    const query = parseQuery(affiliateUrlsQuery, request.query);
    const found = await listAffiliateUrls(ctx.db, { ...who(request), limit: query.size, offset: (query.page - 1) * query.size });
    const now = ctx.now().getTime();
    return ok({
      list: found.rows.map((url) => ({
        ...urlValue(url),
        rebates: ratesToWire(url.rates),
        createdAt: url.createdAt.getTime(),
        expired: url.expiresAt !== null && url.expiresAt.getTime() <= now,
        registrations: url.registrations,
      })),
      total: found.total,
      totalPages: Math.ceil(found.total / query.size),
    });
  });

  app.delete('/wps/relay/MCSFE_deleteAffiliateUrl', writeRoute, async (request) => {
    if (await notAgent(request)) return refused('agent.only');
    const { affiUrlId } = parseQuery(deleteAffiliateUrlQuery, request.query);
    const deleted = await deleteAffiliateUrl(ctx.db, { ...who(request), urlId: affiUrlId, now: ctx.now() });
    return deleted ? ok(null) : refused('affiliateUrl.unknown');
  });

  app.get('/wps/relay/MCSFE_viewRegisteredAffiliates', readRoute, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (await notAgent(request)) return refused('agent.only');
    const query = parseQuery(registeredAffiliatesQuery, request.query);
    const found = await registeredThrough(ctx.db, {
      ...who(request),
      urlId: query.affiUrlId,
      limit: query.size,
      offset: (query.page - 1) * query.size,
    });
    if (!found) return refused('affiliateUrl.unknown');
    return ok({
      list: found.rows.map((row) => ({ customerId: row.id, username: row.username, type: row.type, registeredAt: row.createdAt.getTime() })),
      total: found.total,
      totalPages: Math.ceil(found.total / query.size),
    });
  });
}
