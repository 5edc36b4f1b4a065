/**
 * Payment password guard chart and its pure evaluator for the gateway, which stores the snapshot
 * JSON per member and folds one event into it inside a transaction that locks the member's row.
 */
import { initialTransition, transition } from 'xstate';
import { paymentPasswordGuardMachine } from './payment-password-guard.machine';
import type { PaymentPasswordGuardEvent, PaymentPasswordGuardSnapshotJson, PaymentPasswordGuardState } from './payment-password-guard.types';

export { paymentPasswordGuardMachine } from './payment-password-guard.machine';
export { PAYMENT_PASSWORD_POLICY } from './payment-password-guard.types';
export type {
  PaymentPasswordGuardContext,
  PaymentPasswordGuardEvent,
  PaymentPasswordGuardSnapshotJson,
  PaymentPasswordGuardState,
} from './payment-password-guard.types';

export interface GuardResult {
  snapshotJson: PaymentPasswordGuardSnapshotJson;
  state: PaymentPasswordGuardState;
}

function restore(snapshotJson: PaymentPasswordGuardSnapshotJson | null) {
  if (snapshotJson === null) return initialTransition(paymentPasswordGuardMachine)[0];
  return paymentPasswordGuardMachine.resolveState({ value: snapshotJson.value, context: snapshotJson.context });
}

/** Folds one event into a stored snapshot (null = a member never checked); runs no side effects. */
export function evaluatePaymentPasswordGuard(snapshotJson: PaymentPasswordGuardSnapshotJson | null, event: PaymentPasswordGuardEvent): GuardResult {
  const [next] = transition(paymentPasswordGuardMachine, restore(snapshotJson), event);
  const state = next.value as PaymentPasswordGuardState;
  return { snapshotJson: { value: state, context: next.context }, state };
}
