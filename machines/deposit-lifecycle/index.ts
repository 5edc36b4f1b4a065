/**
 * The deposit lifecycle chart and its pure evaluator for the gateway, which stores the snapshot
 * JSON per deposit and folds one event into it inside a transaction (server/deposit).
 */
import { initialTransition, transition } from 'xstate';
import { depositLifecycleMachine } from './deposit-lifecycle.machine';
import type { DepositLifecycleEvent, DepositLifecycleInput, DepositLifecycleSnapshotJson, DepositLifecycleState } from './deposit-lifecycle.types';

export { depositLifecycleMachine } from './deposit-lifecycle.machine';
export { WAITING_DEPOSIT_STATES } from './deposit-lifecycle.types';
export type {
  DepositLifecycleContext,
  DepositLifecycleEvent,
  DepositLifecycleInput,
  DepositLifecycleSnapshotJson,
  DepositLifecycleState,
} from './deposit-lifecycle.types';

export interface DepositLifecycleResult {
  snapshotJson: DepositLifecycleSnapshotJson;
  state: DepositLifecycleState;
  /** false when the event changed nothing (a final state, or an event this state ignores) */
  changed: boolean;
}

function restore(snapshotJson: DepositLifecycleSnapshotJson) {
  return depositLifecycleMachine.resolveState({ value: snapshotJson.value, context: snapshotJson.context });
}

const jsonOf = (snapshot: ReturnType<typeof restore>): DepositLifecycleSnapshotJson => ({
  value: snapshot.value as DepositLifecycleState,
  context: snapshot.context,
});

/** The snapshot of a new deposit: awaiting payment (PG) or review (MT). */
export function startDeposit(input: DepositLifecycleInput): DepositLifecycleSnapshotJson {
  return jsonOf(initialTransition(depositLifecycleMachine, input)[0]);
}

/** Folds one event into a stored snapshot; runs no side effects. */
export function evaluateDeposit(snapshotJson: DepositLifecycleSnapshotJson, event: DepositLifecycleEvent): DepositLifecycleResult {
  const before = restore(snapshotJson);
  const [next] = transition(depositLifecycleMachine, before, event);
  const after = jsonOf(next);
  return { snapshotJson: after, state: after.value, changed: after.value !== snapshotJson.value };
}
