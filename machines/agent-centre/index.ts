/** The agent-centre flow: the only module other code imports. */
export { agentCentreMachine } from './agent-centre.machine';
export {
  AGENT_CENTRE_DEFAULT_PAGE,
  AGENT_CENTRE_PAGES,
  AGENT_PAGE_MODULES,
  CONTRACT_PAGES,
  contractKindOf,
  isAgentCentrePage,
  isAgentPageOffered,
  offeredAgentPages,
} from './agent-centre.menu';
export { selectAgentCentreView } from './agent-centre.selectors';
export type { AgentCentreSnapshot } from './agent-centre.selectors';
export type * from './agent-centre.types';
