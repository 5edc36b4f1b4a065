/**
 * The agent's team reports at the edge: team betting history, downline transactions, downline
 * profit and loss, my income and each contract kind's payout records, each a paged-list chart
 * (machines/paged-list) provided with its gateway call; the agent announcements on the page-data
 * chart. None exports. The agent centre's edge exposes this one under `reports`
 * (agent-centre.edge.ts).
 */
import { fromPromise } from 'xstate';
import type { ContractKind } from '../../machines/contract-offers';
import { pageDataMachine } from '../../machines/page-data';
import type { PageDataRequest, PageDataResult } from '../../machines/page-data';
import { createPagedList } from '../../machines/paged-list';
import type { PagedListPage, PagedListRequest } from '../../machines/paged-list';
import { merchantToday } from '../api/records.api';
import {
  loadAgentAnnouncements,
  loadAgentIncome,
  loadDownlineTransactions,
  loadPayoutRecords,
  loadTeamBets,
  loadTeamPnl,
} from '../api/team-reports.api';
import type { AgentIncomePage, DownlineTransactionsPage, PayoutRecordsPage, TeamBetsPage, TeamPnlPage } from '../api/team-reports.api';

type Loader<Page> = (request: PagedListRequest) => Promise<Page>;

export interface TeamReportsEnvironment {
  loadTeamBets: Loader<TeamBetsPage>;
  loadDownlineTransactions: Loader<DownlineTransactionsPage>;
  loadTeamPnl: Loader<TeamPnlPage>;
  loadAgentIncome: Loader<AgentIncomePage>;
  loadPayoutRecords(kind: ContractKind, request: PagedListRequest): Promise<PayoutRecordsPage>;
  loadAnnouncements(request: PageDataRequest): Promise<PageDataResult>;
  /** today's merchant day (`YYYY-MM-DD`): the browser's clock in the merchant's time zone (minutes east of UTC) */
  today(utcOffsetMinutes: number): string;
}

export function createTeamReportsEdge(env: TeamReportsEnvironment) {
  // the team's reports offer no export
  const list = <Row, Summary>(loadPage: Loader<PagedListPage<Row, Summary>>) => createPagedList({ loadPage });
  const payouts = (kind: ContractKind) => list((request) => env.loadPayoutRecords(kind, request));
  return {
    env,
    today: (utcOffsetMinutes: number) => env.today(utcOffsetMinutes),
    /** `personalHistoryCopy` in the agent centre */
    teamBets: list(env.loadTeamBets),
    /** `agentDownlineTransactionDetailsCopy` */
    downlineTransactions: list(env.loadDownlineTransactions),
    /** `palStatementsAgentCopy` */
    teamPnl: list(env.loadTeamPnl),
    /** `agentRevenueReport` */
    income: list(env.loadAgentIncome),
    /** the payout records part of each contract kind's page */
    payouts: { dividend: payouts('dividend'), daily: payouts('daily'), hourly: payouts('hourly'), realtime: payouts('realtime') },
    /** `agentAnnouncement` */
    announcements: pageDataMachine.provide({
      actors: { loadPage: fromPromise<PageDataResult, PageDataRequest>(({ input }) => env.loadAnnouncements(input)) },
    }),
  };
}

export type TeamReportsEdge = ReturnType<typeof createTeamReportsEdge>;

export const browserTeamReportsEdge: TeamReportsEdge = createTeamReportsEdge({
  loadTeamBets,
  loadDownlineTransactions,
  loadTeamPnl,
  loadAgentIncome,
  loadPayoutRecords,
  loadAnnouncements: () => loadAgentAnnouncements(),
  today: (utcOffsetMinutes) => merchantToday(utcOffsetMinutes),
});
