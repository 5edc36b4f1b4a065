/**
 * Login escalation policy chart and its pure evaluator for the gateway, which stores the snapshot
 * JSON per subject and folds one event into it inside a transaction.
 */
import { initialTransition, transition } from 'xstate';
import { loginEscalationMachine } from './login-escalation.machine';
import type { LoginEscalationEvent, LoginEscalationSnapshotJson, LoginEscalationState } from './login-escalation.types';

export { loginEscalationMachine, recentFailures } from './login-escalation.machine';
export { ESCALATION_POLICY } from './login-escalation.types';
export type {
  LoginEscalationContext,
  LoginEscalationEvent,
  LoginEscalationSnapshotJson,
  LoginEscalationState,
} from './login-escalation.types';

export interface EscalationResult {
  snapshotJson: LoginEscalationSnapshotJson;
  state: LoginEscalationState;
}

function restore(snapshotJson: LoginEscalationSnapshotJson | null) {
  if (snapshotJson === null) return initialTransition(loginEscalationMachine)[0];
  return loginEscalationMachine.resolveState({ value: snapshotJson.value, context: snapshotJson.context });
}

/** Folds one event into a stored snapshot (null = a subject never seen); runs no side effects. */
export function evaluateEscalation(snapshotJson: LoginEscalationSnapshotJson | null, event: LoginEscalationEvent): EscalationResult {
  const [next] = transition(loginEscalationMachine, restore(snapshotJson), event);
  const state = next.value as LoginEscalationState;
  return { snapshotJson: { value: state, context: next.context }, state };
}

/** The state of a stored snapshot without applying an event. */
export function escalationStateOf(snapshotJson: LoginEscalationSnapshotJson | null): EscalationResult {
  const snapshot = restore(snapshotJson);
  const state = snapshot.value as LoginEscalationState;
  return { snapshotJson: { value: state, context: snapshot.context }, state };
}
