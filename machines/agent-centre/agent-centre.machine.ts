/**
 * Agent centre (id `agentCentre`): loads what gates its menu (the merchant's modules) and the offers
 * waiting for the agent's answer, then shows the page the address names when the menu offers it,
 * else the team overview. The states and transitions are the centres' shared chart
 * (machines/shared/centre-chart.ts); the pages and gates are the agent's.
 */
import { createCentreMachine } from '../shared/centre-chart';
import { AGENT_CENTRE_DEFAULT_PAGE, offeredAgentPages } from './agent-centre.menu';
import type { AgentCentrePage } from './agent-centre.menu';
import type { AgentCentreCounts, AgentCentreGates } from './agent-centre.types';

export const agentCentreMachine = createCentreMachine<AgentCentrePage, AgentCentreGates, AgentCentreCounts>({
  id: 'agentCentre',
  centre: 'ac',
  defaultPage: AGENT_CENTRE_DEFAULT_PAGE,
  noCounts: { dividend: 0, daily: 0, hourly: 0, realtime: 0 },
  offeredPages: offeredAgentPages,
  loaderName: 'loadAgentCentre',
});
