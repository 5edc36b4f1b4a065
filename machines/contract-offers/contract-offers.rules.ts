/** The agent's contracts as the gateway lists them, read into the chart's rows, and its answers as the platform's letters (pure). */
import type { ContractAnswer, ContractKind, ContractState, OwnContract } from './contract-offers.types';

/** A contract as the gateway lists it (wire/contracts.schemas.ts): the chart's fields, its product under `type`. */
export interface ListedContract {
  id: number;
  kind: ContractKind;
  type: string;
  state: ContractState;
  uplineName: string | null;
  terms: Record<string, unknown>;
  proposedTerms: Record<string, unknown> | null;
  terminationBy: 'upline' | 'downline' | null;
}

/** An offer waiting for the agent's answer; `Y`: accepting releases downlines that hold a higher rate. */
export interface WaitingContract extends ListedContract {
  downlineHigherRate: 'Y' | 'N';
}

const rowOf = (row: ListedContract, waiting: boolean, higherRate: boolean): OwnContract => ({
  id: row.id,
  kind: row.kind,
  product: row.type,
  state: row.state,
  uplineName: row.uplineName,
  terms: row.terms,
  proposedTerms: row.proposedTerms,
  terminationBy: row.terminationBy,
  downlineHigherRate: higherRate,
  waiting,
});

/** The chart's rows: what waits for the agent's answer first, then what is in force and not waiting. */
export function ownContractsOf(waiting: WaitingContract[], inForce: ListedContract[]): OwnContract[] {
  const waitingIds = new Set(waiting.map((row) => row.id));
  return [
    ...waiting.map((row) => rowOf(row, true, row.downlineHigherRate === 'Y')),
    ...inForce.filter((row) => !waitingIds.has(row.id)).map((row) => rowOf(row, false, false)),
  ];
}

/**
 * The platform's letter for an answer (wire/contracts.schemas.ts): A accept, R reject, C end; on the
 * upline's request to end, dividend, daily and real-time confirm with C and keep with A, hourly
 * confirms with A and keeps with R.
 */
export function letterOf(contract: OwnContract, answer: ContractAnswer): 'A' | 'R' | 'C' {
  const hourly = contract.kind === 'hourly';
  if (contract.state === 'terminationRequested') {
    if (answer === 'end') return hourly ? 'A' : 'C';
    return hourly ? 'R' : 'A';
  }
  return answer === 'accept' ? 'A' : answer === 'reject' ? 'R' : 'C';
}
