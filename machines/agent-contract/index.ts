/**
 * The agent contract chart and its pure evaluator for the gateway, which stores the snapshot JSON
 * per contract and folds one event into it inside a transaction (server/contracts).
 */
import { initialTransition, transition } from 'xstate';
import { agentContractMachine } from './agent-contract.machine';
import type { AgentContractEvent, AgentContractInput, AgentContractSnapshotJson, ContractState } from './agent-contract.types';

export { agentContractMachine } from './agent-contract.machine';
export { CONTRACT_KINDS, CONTRACT_STATES, IN_FORCE_STATES, LIVE_STATES, STATUS_LETTER } from './agent-contract.types';
export type {
  AgentContractContext,
  AgentContractEvent,
  AgentContractInput,
  AgentContractSnapshotJson,
  ContractKind,
  ContractState,
  ContractStatusLetter,
  ContractTerms,
  DividendTier,
  Party,
  SalaryTier,
} from './agent-contract.types';

export interface AgentContractResult {
  snapshotJson: AgentContractSnapshotJson;
  state: ContractState;
  /** false when the event changed nothing (not allowed in this state) */
  changed: boolean;
}

const restore = (snapshotJson: AgentContractSnapshotJson) =>
  agentContractMachine.resolveState({ value: snapshotJson.value, context: snapshotJson.context });

const jsonOf = (snapshot: ReturnType<typeof restore>): AgentContractSnapshotJson => ({
  value: snapshot.value as ContractState,
  context: snapshot.context,
});

export function startContract(input: AgentContractInput): AgentContractSnapshotJson {
  return jsonOf(initialTransition(agentContractMachine, input)[0]);
}

export function evaluateContract(snapshotJson: AgentContractSnapshotJson, event: AgentContractEvent): AgentContractResult {
  const [next] = transition(agentContractMachine, restore(snapshotJson), event);
  const after = jsonOf(next);
  return { snapshotJson: after, state: after.value, changed: JSON.stringify(after) !== JSON.stringify(snapshotJson) };
}
