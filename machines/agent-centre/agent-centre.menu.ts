/**
 * Which of the agent centre's pages an agent is offered (research §4.1). Pure: the gate table is
 * tested without a chart. As on the platform, the announcement, the team overview and the downline
 * transactions show whatever the modules say; every other entry shows only while its module is on.
 * The contract entries use the modules the gateway enforces for each kind's calls
 * (server/contracts/contract-terms.ts), so a page never offers what its calls would refuse.
 */
import { AGENT_CENTRE_PAGES, CONTRACT_PAGES } from './agent-centre.pages';
import type { AgentCentrePage, ContractKind } from './agent-centre.pages';
import type { AgentCentreCounts, AgentCentreGates } from './agent-centre.types';

export { AGENT_CENTRE_DEFAULT_PAGE, AGENT_CENTRE_PAGES, CONTRACT_PAGES } from './agent-centre.pages';
export type { AgentCentrePage } from './agent-centre.pages';

/** Each page's module flag; null: always offered. */
export const AGENT_PAGE_MODULES: Readonly<Record<AgentCentrePage, string | null>> = {
  agentAnnouncement: null,
  agentTeamOverview: null,
  registerCenter: 'REGCEN',
  downlineManagmentView: 'DOWNMAN',
  personalHistoryCopy: 'TRANSBETREPMEM3',
  palStatementsAgentCopy: 'AGETEAMPNL3',
  agentRevenueReport: 'AGEREV3',
  agentDownlineTransactionDetailsCopy: null,
  agentDividendRecordCopy: 'SIGNCONDIV3',
  agentDailyWages2: 'DAILYSAL3',
  agentHourSalary: 'HOURSAL3',
  agentRealtimeSalary: 'REALTIMESAL3',
};

export function isAgentPageOffered(page: AgentCentrePage, gates: AgentCentreGates): boolean {
  const module = AGENT_PAGE_MODULES[page];
  return module === null || gates.features[module] === true;
}

export function offeredAgentPages(gates: AgentCentreGates): AgentCentrePage[] {
  return AGENT_CENTRE_PAGES.filter((page) => isAgentPageOffered(page, gates));
}

export function isAgentCentrePage(value: string | null): value is AgentCentrePage {
  return AGENT_CENTRE_PAGES.some((page) => page === value);
}

/** The contract kind a page manages, or null for a page that is not a contract page. */
export function contractKindOf(page: AgentCentrePage): ContractKind | null {
  const found = Object.entries(CONTRACT_PAGES).find(([, contractPage]) => contractPage === page);
  return found ? (found[0] as ContractKind) : null;
}

/** The badge of a contract page: the offers of its kind waiting for an answer. */
export function agentPageBadge(page: AgentCentrePage, counts: AgentCentreCounts): number | null {
  const kind = contractKindOf(page);
  return kind === null ? null : counts[kind];
}
