/**
 * The agent centre at the edge: its chart (machines/agent-centre) provided with the load of its
 * menu's gates (the merchant's modules, which the session knows) and the offers waiting for the
 * agent's answer (the consolidated contract info, one badge per kind). An info that cannot be read
 * shows no badge: the menu does not wait on it.
 *
 * The centre's pages that have charts of their own come with it, one edge per area of pages (the
 * team's: team.edge.ts), so a page's view reaches its edge the same way.
 *
 * The centre's view takes this from `useAgentCentreEdge()`: the app's is the browser's; tests
 * provide `createAgentCentreEdge(environment, pages)` with fakes through `AgentCentreEdgeProvider`.
 */
import { createContext } from 'react';
import { fromCallback, fromPromise } from 'xstate';
import { agentCentreMachine } from '../../machines/agent-centre';
import type { AgentCentreCounts, AgentCentreEvent, AgentCentreGates, AgentCentreLoad } from '../../machines/agent-centre';
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

/** What the agent centre needs from the gateway. */
export interface AgentCentreEnvironment {
  /** the offers of each contract kind waiting for the agent's answer */
  loadWaitingCounts(): Promise<AgentCentreCounts>;
}

/** The edges of the centre's pages that have charts of their own, by area. */
export interface AgentCentrePageEdges {
  /** `agentTeamOverview`, `downlineManagmentView` */
  team: TeamEdge;
  /** the team reports, the contract pages' payout records and the announcements (team-reports.edge.ts) */
  reports: TeamReportsEdge;
  /** the contract pages' "my contract" and the agent home's offers */
  contracts: ContractsEdge;
  /** `registerCenter`: affiliate links and create a downline */
  register: RegisterCenterEdge;
  /** team management's list and row actions: rebates, promotion, transfers */
  downlineActions: DownlineActionsEdge;
}

const NO_COUNTS: AgentCentreCounts = { dividend: 0, daily: 0, hourly: 0, realtime: 0 };

export function createAgentCentreEdge(env: AgentCentreEnvironment, pages: AgentCentrePageEdges) {
  return {
    env,
    ...pages,
    /** the chart for an agent under `gates` */
    agentCentre: (gates: AgentCentreGates) =>
      agentCentreMachine.provide({
        actors: {
          loadCentre: fromPromise<AgentCentreLoad, void>(async () => ({
            gates,
            counts: await env.loadWaitingCounts().catch(() => NO_COUNTS),
          })),
          // an answer to an offer on a page changes the badges: count again (a failed count keeps them)
          watchCounts: fromCallback<AgentCentreEvent>(({ sendBack, receive }) => {
            receive((event) => {
              if (event.type !== 'counts.stale') return;
              env.loadWaitingCounts().then(
                (counts) => sendBack({ type: 'counts.update', counts }),
                () => {},
              );
            });
          }),
        },
      }),
  };
}

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

// no default: a view without a provider gets the app's edge, or fails (src/app/area-edges.ts)
const AgentCentreEdgeContext = createContext<AgentCentreEdge | null>(null);

/** Tests provide other gateway answers for the agent centre. */
export const AgentCentreEdgeProvider = AgentCentreEdgeContext.Provider;

export function useAgentCentreEdge(): AgentCentreEdge {
  return useAreaEdge(AgentCentreEdgeContext, 'agentCentre', browserAgentCentreEdge);
}
