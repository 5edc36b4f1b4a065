/** The agent-centre flow: the only module other code imports. */
export { agentCentreMachine } from './agent-centre.machine';
// the systemId it runs under while open, by which a page's chart tells it the badges changed
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
export { provideAgentCentre } from './agent-centre.calls';
export type { AgentCentreCalls } from './agent-centre.calls';
