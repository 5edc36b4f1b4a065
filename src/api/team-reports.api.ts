/**
 * The agent's team report calls (wire/team-reports.schemas.ts) in the paged-list chart's shapes: a
 * page of rows with the total and the range's totals as the list's summary. Filter `account` is one
 * member of the team (`subordinateName`; none: the whole team); the team's betting history takes
 * `product` and its transactions `type`, as the member's records do; the profit and loss takes
 * `parentId` (none: the agent's direct downlines). The agent announcements for the page-data chart.
 * Each rejects with `{ errorCode, value }`.
 */
import type { z } from 'zod';
import type { ContractKind } from '../../machines/contract-offers';
import type { PageDataResult } from '../../machines/page-data';
import type { PagedListPage, PagedListRequest } from '../../machines/paged-list';
import type {
  agentAnnouncementsValue,
  agentIncomeValue,
  downlineTransactionValue,
  payoutRecordsValue,
  teamBetHistoryValue,
  teamPnlValue,
} from '../../wire/team-reports.schemas';
import { callApi, withPlainFailure } from './client';
import { rangeQuery } from './records.api';

type Paged = { list: readonly unknown[]; total: number; footer: readonly unknown[] };

/** A report's page as the wire's value gives it: its rows, and its footer's totals as the summary. */
export type ReportPage<T extends Paged> = PagedListPage<T['list'][number], T['footer'][number]>;
export type TeamBetsPage = ReportPage<z.output<typeof teamBetHistoryValue>>;
export type DownlineTransactionsPage = ReportPage<z.output<typeof downlineTransactionValue>>;
export type TeamPnlPage = ReportPage<z.output<typeof teamPnlValue>>;
export type AgentIncomePage = ReportPage<z.output<typeof agentIncomeValue>>;
export type PayoutRecordsPage = ReportPage<z.output<typeof payoutRecordsValue>>;

const pageOf = (request: PagedListRequest) => ({
  ...rangeQuery(request.range, request.utcOffsetMinutes),
  page: request.pageNo,
  size: request.pageSize,
});
const accountOf = (request: PagedListRequest) => request.filters.account || undefined;

/** The wire's rows as they came, the footer's first row as the summary (none without one). */
const pageFrom = <T extends Paged>(value: T): ReportPage<T> => ({
  rows: [...value.list],
  total: value.total,
  summary: value.footer[0] ?? null,
});

async function load<T extends Paged>(path: string, query: Record<string, string | number | undefined>): Promise<ReportPage<T>> {
  return withPlainFailure(async () => pageFrom(await callApi<T>(path, { token: true, query })));
}

/** Filters `product` (a tab; none: every product) and `account`. */
export function loadTeamBets(request: PagedListRequest): Promise<TeamBetsPage> {
  return load<z.output<typeof teamBetHistoryValue>>('/wps/report/teamGameBetHistory', {
    product: request.filters.product || 'ALL',
    subordinateName: accountOf(request),
    ...pageOf(request),
  });
}

/** Filters `type` (one type of the account record; none: every type) and `account`. */
export function loadDownlineTransactions(request: PagedListRequest): Promise<DownlineTransactionsPage> {
  return load<z.output<typeof downlineTransactionValue>>('/wps/report/downlineTransaction', {
    type: request.filters.type || undefined,
    subordinateName: accountOf(request),
    ...pageOf(request),
  });
}

/** Filter `parentId`: whose direct downlines are the rows (none: the agent's). */
export function loadTeamPnl(request: PagedListRequest): Promise<TeamPnlPage> {
  return load<z.output<typeof teamPnlValue>>('/wps/relay/ODSFE2_getTeamPNLV3', {
    parentId: request.filters.parentId || undefined,
    ...pageOf(request),
  });
}

/** The agent's own income per merchant day. */
export function loadAgentIncome(request: PagedListRequest): Promise<AgentIncomePage> {
  return load<z.output<typeof agentIncomeValue>>('/wps/relay/ODSFE2_AgentProfDet', pageOf(request));
}

/** The relay of each contract kind's payout records (research §5.4). */
const PAYOUT_RELAYS: Record<ContractKind, string> = {
  dividend: '/wps/relay/ODSFE2_QueryDividend',
  daily: '/wps/relay/ODSFE2_dailySalRec',
  hourly: '/wps/relay/ODSFE2_getHourSalaryDisburseRec',
  realtime: '/wps/relay/ODSFE2_getRealTimeSalary',
};

/** Filter `account`: one receiver (the agent's own account or one of its team). */
export function loadPayoutRecords(kind: ContractKind, request: PagedListRequest): Promise<PayoutRecordsPage> {
  return load<z.output<typeof payoutRecordsValue>>(PAYOUT_RELAYS[kind], { subordinateName: accountOf(request), ...pageOf(request) });
}

export type AgentAnnouncement = z.output<typeof agentAnnouncementsValue>['list'][number];

/** The notices published for agents, newest first; the count says whether there is any. */
export function loadAgentAnnouncements(): Promise<PageDataResult> {
  return withPlainFailure(async () => {
    const value = await callApi<z.output<typeof agentAnnouncementsValue>>('/wps/agent/announcements', { token: true });
    const list = [...value.list].sort((a, b) => b.publishedAt - a.publishedAt);
    return { data: list, count: list.length };
  });
}
