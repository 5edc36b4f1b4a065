/**
 * The agent centre's pages that are built, by page: the body the overlay shows beside the menu.
 * A page not listed here shows the overlay's honest "coming soon".
 */
import type { ReactNode } from 'react';
import type { AgentCentrePage } from '../../../machines/agent-centre';
import { ContractPageView } from './contracts/contract-page.view';
import { RegisterCenterView } from './register/register-center.view';
import { AgentAnnouncementsView } from './team-reports/agent-announcements.view';
import { AgentIncomeView } from './team-reports/agent-income.view';
import { DownlineTransactionsView } from './team-reports/downline-transactions.view';
import { TeamBettingView } from './team-reports/team-betting.view';
import { TeamPnlView } from './team-reports/team-pnl.view';
import { TeamManagementView } from './team/team-management.view';
import { TeamOverviewView } from './team/team-overview.view';

const PAGE_BODIES: Partial<Record<AgentCentrePage, () => ReactNode>> = {
  agentAnnouncement: () => <AgentAnnouncementsView />,
  agentTeamOverview: () => <TeamOverviewView />,
  registerCenter: () => <RegisterCenterView />,
  downlineManagmentView: () => <TeamManagementView />,
  personalHistoryCopy: () => <TeamBettingView />,
  palStatementsAgentCopy: () => <TeamPnlView />,
  agentRevenueReport: () => <AgentIncomeView />,
  agentDownlineTransactionDetailsCopy: () => <DownlineTransactionsView />,
  agentDividendRecordCopy: () => <ContractPageView kind="dividend" />,
  agentDailyWages2: () => <ContractPageView kind="daily" />,
  agentHourSalary: () => <ContractPageView kind="hourly" />,
  agentRealtimeSalary: () => <ContractPageView kind="realtime" />,
};

export function agentCentreBody(page: AgentCentrePage): ReactNode | undefined {
  return PAGE_BODIES[page]?.();
}
