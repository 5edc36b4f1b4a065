/**
 * The withdrawal lifecycle chart and its pure evaluator for the gateway, which stores the snapshot
 * JSON per withdrawal and folds one event into it inside a transaction (server/withdraw).
 */
import { initialTransition, transition } from 'xstate';
import { withdrawalLifecycleMachine } from './withdrawal-lifecycle.machine';
import type {
  WithdrawalLifecycleEvent,
  WithdrawalLifecycleInput,
  WithdrawalLifecycleSnapshotJson,
  WithdrawalStatus,
} from './withdrawal-lifecycle.types';

export { withdrawalLifecycleMachine } from './withdrawal-lifecycle.machine';
export { OPEN_WITHDRAWAL_STATES, WITHDRAWAL_STATUSES } from './withdrawal-lifecycle.types';
export type {
  Receipt,
  WithdrawalLifecycleContext,
  WithdrawalLifecycleEvent,
  WithdrawalLifecycleInput,
  WithdrawalLifecycleSnapshotJson,
  WithdrawalStatus,
} from './withdrawal-lifecycle.types';

export interface WithdrawalLifecycleResult {
  snapshotJson: WithdrawalLifecycleSnapshotJson;
  state: WithdrawalStatus;
  /** false when the event changed nothing */
  changed: boolean;
}

const restore = (snapshotJson: WithdrawalLifecycleSnapshotJson) =>
  withdrawalLifecycleMachine.resolveState({ value: snapshotJson.value, context: snapshotJson.context });

const jsonOf = (snapshot: ReturnType<typeof restore>): WithdrawalLifecycleSnapshotJson => ({
  value: snapshot.value as WithdrawalStatus,
  context: snapshot.context,
});

export function startWithdrawal(input: WithdrawalLifecycleInput): WithdrawalLifecycleSnapshotJson {
  return jsonOf(initialTransition(withdrawalLifecycleMachine, input)[0]);
}

export function evaluateWithdrawal(snapshotJson: WithdrawalLifecycleSnapshotJson, event: WithdrawalLifecycleEvent): WithdrawalLifecycleResult {
  const [next] = transition(withdrawalLifecycleMachine, restore(snapshotJson), event);
  const after = jsonOf(next);
  const changed = JSON.stringify(after) !== JSON.stringify(snapshotJson);
  return { snapshotJson: after, state: after.value, changed };
}
