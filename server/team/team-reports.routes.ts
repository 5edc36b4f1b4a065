/**
 * The agent centre's team reports (wire/team-reports.schemas.ts; research §4.2, §4.6–4.9, §5.4),
 * token only, agents only (`agent.only` otherwise). The team is every member under the agent; a
 * `subordinateName` outside it is `downline.unknown`, as one that does not exist.
 * - `GET /wps/report/teamGameBetHistory`: the team's betting record (records/bet-records.ts);
 * - `GET /wps/report/downlineTransaction`: the team's main wallets' account record (records/account-records.ts);
 * - `GET /wps/relay/ODSFE2_getTeamPNLV3`: profit and loss per direct downline's branch (team/team-pnl.service.ts);
 * - `GET /wps/relay/ODSFE2_AgentProfDet`: the agent's own income per merchant day (team/agent-income.service.ts);
 * - `GET /wps/relay/ODSFE2_dailySalRec`, `ODSFE2_getHourSalaryDisburseRec`, `ODSFE2_getRealTimeSalary`,
 *   `ODSFE2_QueryDividend`: the payout records of each contract kind (team/payout-records.service.ts);
 * - `GET /wps/agent/announcements`: the notices published for agents.
 * Ranges as the member's records take them (at most 90 days, within the last 400).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ContractKind } from '../../machines/agent-contract/index';
import { agentIncomeQuery, downlineTransactionQuery, payoutRecordsQuery, teamBetHistoryQuery, teamPnlQuery } from '../../wire/team-reports.schemas';
import type { AppContext } from '../app-context';
import { agentAnnouncements } from '../content/announcements.service';
import { DEFAULT_UTC_OFFSET_MINUTES } from '../contracts/settlement/settlement.service';
import { answerLanguage } from '../games/catalogue-http';
import { failure, ok } from '../http/envelope';
import { parseQuery } from '../http/validation';
import { entryRows, entrySummary } from '../records/account-records';
import { betRows, betSummary } from '../records/bet-records';
import { LIST_SPAN_DAYS, recordRange } from '../records/record-range';
import { agentIncomeDays, incomeTotals } from './agent-income.service';
import type { IncomeFigures } from './agent-income.service';
import { payoutRecords } from './payout-records.service';
import type { PayoutRecord } from './payout-records.service';
import { pathFromAgent } from './subordinates.service';
import { isAgentType } from '../../rules/member-types';
import { agentAccount, memberNamed, teamMembers } from './team-members.service';
import { pnlTotals, teamPnl } from './team-pnl.service';
import type { PnlFigures } from './team-pnl.service';
import { formatAmount } from '../wallet/ledger.service';
import { contentLanguage } from '../content/content.routes';

const major = (minor: bigint) => Number(formatAmount(minor));
const AGENTS_ONLY = () => failure('agent.only', 'Agents only');
const UNKNOWN_DOWNLINE = () => failure('downline.unknown', 'No such member in your team');

const pnlValue = (f: PnlFigures) => ({
  betAmount: major(f.betAmount),
  validBetAmount: major(f.validBetAmount),
  winAmount: major(f.winAmount),
  profitAndLoss: major(f.profitAndLoss),
  bonusAmount: major(f.bonusAmount),
  rebateAmount: major(f.rebateAmount),
  depositAmount: major(f.depositAmount),
  withdrawalAmount: major(f.withdrawalAmount),
});

const incomeValue = (f: IncomeFigures) => ({
  rebate: major(f.rebate),
  dailySalary: major(f.dailySalary),
  hourlySalary: major(f.hourlySalary),
  realtimeSalary: major(f.realtimeSalary),
  dividend: major(f.dividend),
  total: major(f.total),
});

/** Basis points as the fraction the contracts' wire speaks. */
const fraction = (bp: number | null) => (bp === null ? null : bp / 10_000);

const payoutValue = (r: PayoutRecord) => ({
  payoutId: `${r.contractId}-${r.periodStart.getTime()}`,
  customerName: r.customerName,
  product: r.product,
  periodStart: r.periodStart.getTime(),
  periodEnd: r.periodEnd.getTime(),
  paidAt: r.paidAt.getTime(),
  teamValidBet: major(r.teamValidBet),
  activeMembers: r.activeMembers,
  netLoss: r.netLoss === null ? null : major(r.netLoss),
  tier: r.tier,
  rateType: r.rateType,
  // a fixed tier's rate is an amount
  rate: r.rate === null ? null : r.rateType === 'F' ? major(BigInt(r.rate)) : fraction(r.rate),
  winRate: fraction(r.winRate),
  lossRate: fraction(r.lossRate),
  gross: major(r.gross),
  downlineShare: major(r.downlineShare),
  carryOver: r.carryOver === null ? null : major(r.carryOver),
  amount: major(r.amount),
});

/** The relay of each contract kind's payout records. */
const PAYOUT_RELAYS: [string, ContractKind][] = [
  ['/wps/relay/ODSFE2_dailySalRec', 'daily'],
  ['/wps/relay/ODSFE2_getHourSalaryDisburseRec', 'hourly'],
  ['/wps/relay/ODSFE2_getRealTimeSalary', 'realtime'],
  ['/wps/relay/ODSFE2_QueryDividend', 'dividend'],
];

const pages = (total: number, size: number) => Math.ceil(total / size);

export function teamReportsRoutes(app: FastifyInstance, ctx: AppContext) {
  const tokenRoute = { config: { auth: 'token' as const } };

  /** The signed-in agent, or null for a member who is not one. */
  async function agentOf(request: FastifyRequest) {
    const merchantId = request.merchant!.id;
    const agentId = request.session!.memberId;
    const account = await agentAccount(ctx.db, { merchantId, memberId: agentId });
    return account ? { merchantId, agentId, account } : null;
  }

  /** The members, or the one of them `name` picks; null when none has that name. */
  function chosen<T extends { usernameKey: string }>(team: T[], name: string | undefined): T[] | null {
    if (name === undefined) return team;
    const member = memberNamed(team, name);
    return member ? [member] : null;
  }

  app.get('/wps/report/teamGameBetHistory', tokenRoute, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const agent = await agentOf(request);
    if (!agent) return AGENTS_ONLY();
    const query = parseQuery(teamBetHistoryQuery, request.query);
    const range = recordRange(query, ctx.now(), LIST_SPAN_DAYS);
    const team = await teamMembers(ctx.db, agent);
    const bettors = chosen(team, query.subordinateName);
    if (!bettors) return UNKNOWN_DOWNLINE();
    const filter = { merchantId: agent.merchantId, memberIds: bettors.map((m) => m.id), product: query.product, range };
    // the summary first: its day counts let the page start at its own day
    const { footer, segments } = await betSummary(ctx.db, filter);
    const language = answerLanguage(request, request.merchant!, undefined);
    const page = await betRows(ctx.db, filter, { limit: query.size, offset: (query.page - 1) * query.size, segments }, language);
    const byId = new Map(bettors.map((m) => [m.id, m]));
    const list = page.records.map((record, i) => {
      const bettor = byId.get(page.memberIds[i])!;
      return { ...record, customerName: bettor.username, directAgentName: bettor.uplineName };
    });
    return ok({ list, total: footer.total, totalPages: pages(footer.total, query.size), footer: [footer] });
  });

  app.get('/wps/report/downlineTransaction', tokenRoute, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const agent = await agentOf(request);
    if (!agent) return AGENTS_ONLY();
    const query = parseQuery(downlineTransactionQuery, request.query);
    const range = recordRange(query, ctx.now(), LIST_SPAN_DAYS);
    const team = await teamMembers(ctx.db, agent);
    const owners = chosen(team, query.subordinateName);
    if (!owners) return UNKNOWN_DOWNLINE();
    const filter = { merchantId: agent.merchantId, memberIds: owners.map((m) => m.id), mainOnly: true, types: query.type, range };
    const totals = await entrySummary(ctx.db, filter);
    const page = await entryRows(
      ctx.db,
      filter,
      { limit: query.size, offset: (query.page - 1) * query.size, summary: totals },
      answerLanguage(request, request.merchant!, undefined),
    );
    const byId = new Map(owners.map((m) => [m.id, m]));
    const list = page.records.map((record, i) => ({ ...record, customerName: byId.get(page.memberIds[i])!.username }));
    return ok({ list, total: totals.total, totalPages: pages(totals.total, query.size), footer: totals.footer });
  });

  app.get('/wps/relay/ODSFE2_getTeamPNLV3', tokenRoute, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const agent = await agentOf(request);
    if (!agent) return AGENTS_ONLY();
    const query = parseQuery(teamPnlQuery, request.query);
    const range = recordRange(query, ctx.now(), LIST_SPAN_DAYS);
    const parentId = query.parentId ?? agent.agentId;
    if (parentId !== agent.agentId && !(await pathFromAgent(ctx.db, { ...agent, memberId: parentId }))) return UNKNOWN_DOWNLINE();
    const branches = await teamPnl(ctx.db, { merchantId: agent.merchantId, parentId, range });
    const list = branches.slice((query.page - 1) * query.size, query.page * query.size).map((branch) => ({
      customerId: branch.id,
      customerName: branch.username,
      isAgent: isAgentType(branch.type),
      teamSize: branch.teamSize,
      ...pnlValue(branch),
    }));
    return ok({ list, total: branches.length, totalPages: pages(branches.length, query.size), footer: [pnlValue(pnlTotals(branches))] });
  });

  app.get('/wps/relay/ODSFE2_AgentProfDet', tokenRoute, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const agent = await agentOf(request);
    if (!agent) return AGENTS_ONLY();
    const query = parseQuery(agentIncomeQuery, request.query);
    const range = recordRange(query, ctx.now(), LIST_SPAN_DAYS);
    const utcOffsetMinutes = request.merchant!.settings.utcOffsetMinutes ?? DEFAULT_UTC_OFFSET_MINUTES;
    const days = await agentIncomeDays(ctx.db, { ...agent, range, utcOffsetMinutes });
    const list = days.slice((query.page - 1) * query.size, query.page * query.size).map((day) => ({ date: day.date, ...incomeValue(day) }));
    return ok({ list, total: days.length, totalPages: pages(days.length, query.size), footer: [incomeValue(incomeTotals(days))] });
  });

  for (const [path, kind] of PAYOUT_RELAYS) {
    app.get(path, tokenRoute, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const agent = await agentOf(request);
      if (!agent) return AGENTS_ONLY();
      const query = parseQuery(payoutRecordsQuery, request.query);
      const range = recordRange(query, ctx.now(), LIST_SPAN_DAYS);
      // the agent's own payouts are listed beside its team's, and its own name picks them
      const receivers = chosen([agent.account, ...(await teamMembers(ctx.db, agent))], query.subordinateName);
      if (!receivers) return UNKNOWN_DOWNLINE();
      const found = await payoutRecords(ctx.db, {
        merchantId: agent.merchantId,
        receivers: receivers.map((m) => m.id),
        kind,
        range,
        limit: query.size,
        offset: (query.page - 1) * query.size,
      });
      return ok({
        list: found.records.map(payoutValue),
        total: found.total,
        totalPages: pages(found.total, query.size),
        footer: [{ amount: major(found.amount) }],
      });
    });
  }

  app.get('/wps/agent/announcements', tokenRoute, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const agent = await agentOf(request);
    if (!agent) return AGENTS_ONLY();
    const merchant = request.merchant!;
    const list = await agentAnnouncements(ctx.db, {
      merchantId: merchant.id,
      language: contentLanguage(request, merchant),
      defaultLanguage: merchant.settings.defaultLanguage,
      now: ctx.now(),
    });
    return ok({ list });
  });
}
