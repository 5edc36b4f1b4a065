/** The agent centre's pages in SPEC order, named as the platform's fronts name them (research §4.1). */
export const AGENT_CENTRE_PAGES = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  'agentDividendRecordCopy',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
] as const;

export type AgentCentrePage = (typeof AGENT_CENTRE_PAGES)[number];

export const AGENT_CENTRE_DEFAULT_PAGE: AgentCentrePage = 'agentTeamOverview';

/** The contract pages, by the contract kind each manages (the wire's kinds, wire/contracts.schemas.ts). */
export const CONTRACT_PAGES = {
  dividend: 'agentDividendRecordCopy',
  daily: 'agentDailyWages2',
  hourly: 'agentHourSalary',
  realtime: 'agentRealtimeSalary',
} as const satisfies Record<string, AgentCentrePage>;

export type ContractKind = keyof typeof CONTRACT_PAGES;
export type ContractPage = (typeof CONTRACT_PAGES)[ContractKind];
