/**
 * The agent centre (SPEC §2 "Agent center"; ../shared/research/member-agent-centres.md §4.1): the
 * member centre's overlay for agents, its menu the entries the merchant's modules switch on, the
 * contract entries badged with the offers waiting for the agent's answer.
 */
import type { CentreContext, CentreEvent, CentreInput, CentreLoad, CentreMenuItemView, CentreView } from '../shared/centre-chart';
import type { AgentCentrePage, ContractKind } from './agent-centre.pages';

export type { AgentCentrePage, ContractKind, ContractPage } from './agent-centre.pages';

/** What decides which pages the menu offers. */
export interface AgentCentreGates {
  /** the merchant's module flags (system status `features`) */
  features: Readonly<Record<string, boolean>>;
}

/** Offers (new terms, changes, termination requests) waiting for this agent's answer, per contract kind. */
export type AgentCentreCounts = Record<ContractKind, number>;

export type AgentCentreLoad = CentreLoad<AgentCentreGates, AgentCentreCounts>;
export type AgentCentreInput = CentreInput<AgentCentrePage>;
export type AgentCentreContext = CentreContext<AgentCentrePage, AgentCentreCounts>;
export type AgentCentreEvent = CentreEvent<AgentCentrePage, AgentCentreCounts>;
export type AgentCentreMenuItem = CentreMenuItemView<AgentCentrePage>;
export type AgentCentreView = CentreView<AgentCentrePage>;
