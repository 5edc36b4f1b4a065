/**
 * The agent centre's team overview (server/team/team-overview.service.ts; wire/team.schemas.ts),
 * token only, agents only (`agent.only` otherwise):
 * - `GET /wps/relay/ODSFE2_getTeamOverviewSum?startTime&endTime`: the period's KPIs and the team's size;
 * - `GET /wps/relay/ODSFE2_getTeamOverviewDailyList?startTime&endTime`: the same per merchant day;
 * - `GET /wps/relay/ODSFE2_getSubordinatev2?parentId&depth&username&page&size`: team management's
 *   list with its breadcrumb (team/subordinates.service.ts).
 * The range as the records take it (at most 90 days, within the last 400); the overview widens it to
 * whole merchant days.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { subordinateQuery, teamOverviewQuery } from '../../wire/team.schemas';
import type { AppContext } from '../app-context';
import { isAgentType } from '../../rules/member-types';
import { memberTypeOf } from '../auth/member.service';
import { DEFAULT_UTC_OFFSET_MINUTES } from '../contracts/settlement/settlement.service';
import { failure, ok } from '../http/envelope';
import { parseQuery } from '../http/validation';
import { LIST_SPAN_DAYS, recordRange } from '../records/record-range';
import type { TeamDayFigures } from './team-overview.service';
import { pathFromAgent, subordinates } from './subordinates.service';
import { teamOverview, teamOverviewDays } from './team-overview.service';
import { formatAmount } from '../wallet/ledger.service';

const major = (minor: bigint) => Number(formatAmount(minor));

const figuresValue = (f: TeamDayFigures) => ({
  newMembers: f.newMembers,
  activeMembers: f.activeMembers,
  firstDepositCount: f.firstDepositCount,
  firstDepositAmount: major(f.firstDepositAmount),
  depositCount: f.depositCount,
  depositAmount: major(f.depositAmount),
  withdrawalCount: f.withdrawalCount,
  withdrawalAmount: major(f.withdrawalAmount),
  validBetAmount: major(f.validBetAmount),
  profitAndLoss: major(f.profitAndLoss),
  bonusAmount: major(f.bonusAmount),
});

export function teamRoutes(app: FastifyInstance, ctx: AppContext) {
  const tokenRoute = { config: { auth: 'token' as const } };

  const utcOffsetOf = (request: FastifyRequest) => request.merchant!.settings.utcOffsetMinutes ?? DEFAULT_UTC_OFFSET_MINUTES;

  /** The agent and the range, or null for a member who is not an agent. */
  /** Whether the signed-in member is an agent of the request's merchant. */
  async function signedInAgent(request: FastifyRequest): Promise<boolean> {
    const type = await memberTypeOf(ctx.db, { merchantId: request.merchant!.id, memberId: request.session!.memberId });
    return type !== null && isAgentType(type);
  }

  async function agentRange(request: FastifyRequest) {
    const merchantId = request.merchant!.id;
    const agentId = request.session!.memberId;
    if (!(await signedInAgent(request))) return null;
    const range = recordRange(parseQuery(teamOverviewQuery, request.query), ctx.now(), LIST_SPAN_DAYS);
    return { merchantId, agentId, ...range };
  }

  app.get('/wps/relay/ODSFE2_getTeamOverviewSum', tokenRoute, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const input = await agentRange(request);
    if (!input) return failure('agent.only', 'Agents only');
    const overview = await teamOverview(ctx.db, { ...input, utcOffsetMinutes: utcOffsetOf(request) });
    return ok({ teamSize: overview.teamSize, ...figuresValue(overview) });
  });

  app.get('/wps/relay/ODSFE2_getTeamOverviewDailyList', tokenRoute, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const input = await agentRange(request);
    if (!input) return failure('agent.only', 'Agents only');
    const days = await teamOverviewDays(ctx.db, { ...input, utcOffsetMinutes: utcOffsetOf(request) });
    return ok({ list: days.map((day) => ({ date: day.date, ...figuresValue(day) })) });
  });

  app.get('/wps/relay/ODSFE2_getSubordinatev2', tokenRoute, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const merchantId = request.merchant!.id;
    const agentId = request.session!.memberId;
    if (!(await signedInAgent(request))) return failure('agent.only', 'Agents only');
    const query = parseQuery(subordinateQuery, request.query);
    const path = await pathFromAgent(ctx.db, { merchantId, agentId, memberId: query.parentId ?? agentId });
    if (!path) return failure('downline.unknown', 'No such member in your team');
    const found = await subordinates(ctx.db, {
      merchantId,
      agentId,
      parentId: query.parentId ?? agentId,
      parentLevel: path.length - 1,
      allLevels: query.depth === 0,
      search: query.username || null,
      limit: query.size,
      offset: (query.page - 1) * query.size,
    });
    return ok({
      breadcrumb: path.map((step) => ({ customerId: step.id, customerName: step.username })),
      list: found.rows.map((row) => ({
        customerId: row.id,
        customerName: row.username,
        type: row.type,
        isAgent: isAgentType(row.type),
        level: row.level,
        directAgentName: row.uplineName,
        registeredAt: row.createdAt.getTime(),
        downlineCount: row.downlineCount,
        mainBalance: major(row.mainBalance),
      })),
      total: found.total,
      totalPages: Math.ceil(found.total / query.size),
    });
  });
}
