/** What the agent centre's chart asks of the world: the offers waiting for the agent's answer, one badge per kind. */
import { fromCallback, fromPromise } from 'xstate';
import { agentCentreMachine } from './agent-centre.machine';
import type { AgentCentreCounts, AgentCentreEvent, AgentCentreGates, AgentCentreLoad } from './agent-centre.types';

export interface AgentCentreCalls {
  /** the offers of each contract kind waiting for the agent's answer */
  loadWaitingCounts(): Promise<AgentCentreCounts>;
}

const NO_COUNTS: AgentCentreCounts = { dividend: 0, daily: 0, hourly: 0, realtime: 0 };

/** The chart for an agent under `gates`; counts that cannot be read show no badge, and the menu does not wait on them. */
export function provideAgentCentre(calls: AgentCentreCalls, gates: AgentCentreGates): typeof agentCentreMachine {
  return agentCentreMachine.provide({
    actors: {
      loadCentre: fromPromise<AgentCentreLoad, void>(async () => ({ gates, counts: await calls.loadWaitingCounts().catch(() => NO_COUNTS) })),
      // an answer to an offer on a page changes the badges: count again (a failed count keeps them)
      watchCounts: fromCallback<AgentCentreEvent>(({ sendBack, receive }) => {
        receive((event) => {
          if (event.type !== 'counts.stale') return;
          calls.loadWaitingCounts().then(
            (counts) => sendBack({ type: 'counts.update', counts }),
            () => {},
          );
        });
      }),
    },
  });
}
