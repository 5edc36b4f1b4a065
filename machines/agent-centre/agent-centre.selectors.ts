/** View model of the agent centre. */
import type { SnapshotFrom } from 'xstate';
import { selectCentreView } from '../shared/centre-chart';
import type { agentCentreMachine } from './agent-centre.machine';
import { agentPageBadge } from './agent-centre.menu';
import type { AgentCentreView } from './agent-centre.types';

export type AgentCentreSnapshot = SnapshotFrom<typeof agentCentreMachine>;

export function selectAgentCentreView(snapshot: AgentCentreSnapshot): AgentCentreView {
  return selectCentreView(snapshot, agentPageBadge);
}
