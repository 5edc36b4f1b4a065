/**
 * The agent centre's pages that are built, by page: the body the overlay shows beside the menu.
 * A page not listed here shows the overlay's honest "coming soon".
 *
 * Each page is a lazy chunk of its own, as the member centre's are (member-centre.bodies.tsx): an
 * agent opening the centre fetches the page shown, not the team chart's library and every report.
 */
import type { ReactNode } from 'react';
import type { AgentCentrePage } from '../../../machines/agent-centre';
import { lazyView } from '../common/lazy-component';

const ContractPageView = lazyView('contractPage', () => import('./contracts/contract-page.view').then((module) => module.ContractPageView));
const RegisterCenterView = lazyView('registerCenterPage', () =>
  import('./register/register-center.view').then((module) => module.RegisterCenterView),
);
const AgentAnnouncementsView = lazyView('agentAnnouncementsPage', () =>
  import('./team-reports/agent-announcements.view').then((module) => module.AgentAnnouncementsView),
);
const AgentIncomeView = lazyView('agentIncomePage', () => import('./team-reports/agent-income.view').then((module) => module.AgentIncomeView));
const DownlineTransactionsView = lazyView('downlineTransactionsPage', () =>
  import('./team-reports/downline-transactions.view').then((module) => module.DownlineTransactionsView),
);
const TeamBettingView = lazyView('teamBettingPage', () => import('./team-reports/team-betting.view').then((module) => module.TeamBettingView));
const TeamPnlView = lazyView('teamPnlPage', () => import('./team-reports/team-pnl.view').then((module) => module.TeamPnlView));
const TeamManagementView = lazyView('teamManagementPage', () => import('./team/team-management.view').then((module) => module.TeamManagementView));
const TeamOverviewView = lazyView('teamOverviewPage', () => import('./team/team-overview.view').then((module) => module.TeamOverviewView));

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
