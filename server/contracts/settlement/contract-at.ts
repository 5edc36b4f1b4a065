/**
 * A contract as it stood at an instant, replayed from its event log (agent_contract_events) through
 * its chart: a settlement pays the terms in force at the end of the period, even when the contract
 * was changed or ended since. The chart is pure, so the replay is the same on every gateway.
 */
import { evaluateContract, IN_FORCE_STATES, startContract } from '../../../machines/agent-contract/index';
import type { AgentContractEvent, AgentContractSnapshotJson, ContractTerms } from '../../../machines/agent-contract/index';
import type { Queryable } from '../../db/db.types';

export interface LoggedEvent {
  contractId: number;
  at: Date;
  event: AgentContractEvent | { type: 'upline.offer'; at: string; terms: ContractTerms };
}

/** The contract's snapshot after the events before `instant`; null when it was not offered yet. */
export function replayUntil(events: LoggedEvent[], instant: Date): AgentContractSnapshotJson | null {
  let snapshot: AgentContractSnapshotJson | null = null;
  for (const logged of events) {
    if (logged.at.getTime() >= instant.getTime()) break;
    if (logged.event.type === 'upline.offer') snapshot = startContract({ terms: logged.event.terms });
    else if (snapshot) snapshot = evaluateContract(snapshot, logged.event).snapshotJson;
  }
  return snapshot;
}

export const inForce = (snapshot: AgentContractSnapshotJson | null) => snapshot !== null && IN_FORCE_STATES.includes(snapshot.value);

/** The logged events of the merchant's contracts of one kind, in order, per contract. */
export async function eventsByContract(
  db: Queryable,
  input: { merchantId: number; kind: string; before: Date },
): Promise<Map<number, LoggedEvent[]>> {
  const rows = await db.query<{ contract_id: number; at: Date; event: LoggedEvent['event'] }>(
    `SELECT e.contract_id, e.at, e.event FROM agent_contract_events e JOIN agent_contracts c ON c.id = e.contract_id
      WHERE c.merchant_id = $1 AND c.kind = $2 AND e.at < $3 ORDER BY e.contract_id, e.id`,
    [input.merchantId, input.kind, input.before],
  );
  const byContract = new Map<number, LoggedEvent[]>();
  for (const row of rows.rows) {
    const list = byContract.get(row.contract_id) ?? [];
    list.push({ contractId: row.contract_id, at: row.at, event: row.event });
    byContract.set(row.contract_id, list);
  }
  return byContract;
}
