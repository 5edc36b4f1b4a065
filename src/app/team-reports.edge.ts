/** The team reports' paged lists (none exports) and the agent announcements; the agent centre's edge exposes them as `reports`. */
import type { ContractKind } from '../../machines/contract-offers';
import { providePageData } from '../../machines/page-data';
import type { PageDataRequest, PageDataResult } from '../../machines/page-data';
import { createPagedList } from '../../machines/paged-list';
import type { PagedListRequest } from '../../machines/paged-list';
import { merchantToday } from '../api/records.api';
import * as teamReports from '../api/team-reports.api';
import type { AgentIncomePage, DownlineTransactionsPage, PayoutRecordsPage, TeamBetsPage, TeamPnlPage } from '../api/team-reports.api';

export interface TeamReportsEnvironment {
  loadTeamBets(request: PagedListRequest): Promise<TeamBetsPage>;
  loadDownlineTransactions(request: PagedListRequest): Promise<DownlineTransactionsPage>;
  loadTeamPnl(request: PagedListRequest): Promise<TeamPnlPage>;
  loadAgentIncome(request: PagedListRequest): Promise<AgentIncomePage>;
  loadPayoutRecords(kind: ContractKind, request: PagedListRequest): Promise<PayoutRecordsPage>;
  loadAnnouncements(request: PageDataRequest): Promise<PageDataResult>;
  /** today's merchant day (`YYYY-MM-DD`): the browser's clock in the merchant's time zone (minutes east of UTC) */
  today(utcOffsetMinutes: number): string;
}

export function createTeamReportsEdge(env: TeamReportsEnvironment) {
  const payouts = (kind: ContractKind) => createPagedList({ loadPage: (request: PagedListRequest) => env.loadPayoutRecords(kind, request) });
  return {
    env,
    today: env.today,
    // the agent centre's `personalHistoryCopy`, `agentDownlineTransactionDetailsCopy`, `palStatementsAgentCopy`, `agentRevenueReport`
    teamBets: createPagedList({ loadPage: env.loadTeamBets }),
    downlineTransactions: createPagedList({ loadPage: env.loadDownlineTransactions }),
    teamPnl: createPagedList({ loadPage: env.loadTeamPnl }),
    income: createPagedList({ loadPage: env.loadAgentIncome }),
    /** the payout records part of each contract kind's page */
    payouts: { dividend: payouts('dividend'), daily: payouts('daily'), hourly: payouts('hourly'), realtime: payouts('realtime') },
    /** `agentAnnouncement` */
    announcements: providePageData({ loadPage: (request) => env.loadAnnouncements(request) }),
  };
}

export type TeamReportsEdge = ReturnType<typeof createTeamReportsEdge>;

export const browserTeamReportsEdge: TeamReportsEdge = createTeamReportsEdge({
  ...teamReports,
  loadAnnouncements: teamReports.loadAgentAnnouncements,
  today: merchantToday,
});
