/**
 * The agent centre at the edge: its chart over the gateway's calls (machines/agent-centre), and the
 * edges of its pages, one per area of pages, which come with the centre's chunk. A view test makes
 * the centre's edge with its fakes, `createAgentCentreEdge(calls, pages)`.
 */
import { createContext } from 'react';
import type { AnyActorLogic } from 'xstate';
import { provideAgentCentre } from '../../machines/agent-centre';
import type { AgentCentreCalls, AgentCentreGates } from '../../machines/agent-centre';
import type { SessionSnapshot } from '../../machines/session';
import { loadConsolidated, waitingCounts } from '../api/contracts.api';
import { useAreaEdge } from './area-edges';
import { browserContractsEdge } from './contracts.edge';
import type { ContractsEdge } from './contracts.edge';
import { browserDownlineActionsEdge } from './downline-actions.edge';
import type { DownlineActionsEdge } from './downline-actions.edge';
import { browserRegisterCenterEdge } from './register-center.edge';
import type { RegisterCenterEdge } from './register-center.edge';
import { browserTeamEdge } from './team.edge';
import type { TeamEdge } from './team.edge';
import { browserTeamReportsEdge } from './team-reports.edge';
import type { TeamReportsEdge } from './team-reports.edge';

export type AgentCentreEnvironment = AgentCentreCalls;

/** The edges of the centre's pages that have charts of their own, by area. */
export interface AgentCentrePageEdges {
  /** `agentTeamOverview`, `downlineManagmentView` */
  team: TeamEdge;
  /** the team reports, the contract pages' payout records and the announcements */
  reports: TeamReportsEdge;
  /** the contract pages' "my contract" and the agent home's offers */
  contracts: ContractsEdge;
  /** `registerCenter`: affiliate links and create a downline */
  register: RegisterCenterEdge;
  /** team management's list and row actions: rebates, promotion, transfers */
  downlineActions: DownlineActionsEdge;
}

export const createAgentCentreEdge = (env: AgentCentreCalls, pages: AgentCentrePageEdges) => ({
  env,
  ...pages,
  agentCentre: (gates: AgentCentreGates) => provideAgentCentre(env, gates),
});

export type AgentCentreEdge = ReturnType<typeof createAgentCentreEdge>;

export const browserAgentCentreEdge: AgentCentreEdge = createAgentCentreEdge(
  { loadWaitingCounts: async () => waitingCounts(await loadConsolidated()) },
  {
    team: browserTeamEdge,
    contracts: browserContractsEdge,
    register: browserRegisterCenterEdge,
    downlineActions: browserDownlineActionsEdge,
    reports: browserTeamReportsEdge,
  },
);

/** The centre's chart for the signed-in agent, as the router loads it (`loadCentreChart`). */
export const agentCentreChartFor = (session: SessionSnapshot, edge: AgentCentreEdge = browserAgentCentreEdge): AnyActorLogic =>
  edge.agentCentre({ features: session.context.features });

// no default: a view without a provider gets the app's edge, or fails (src/app/area-edges.ts)
const AgentCentreEdgeContext = createContext<AgentCentreEdge | null>(null);
export const AgentCentreEdgeProvider = AgentCentreEdgeContext.Provider;
export const useAgentCentreEdge = (): AgentCentreEdge => useAreaEdge(AgentCentreEdgeContext, 'agentCentre', browserAgentCentreEdge);
