/**
 * Graph paths of the server-side payment password guard. Time travels inside events, so a few
 * fixed instants keep the graph finite: answers and resets at T0, clock ticks at T0 (a lock holds),
 * T0+14 min (still held) and T0+15 min (the lock taken at T0 has ended). Every step is also checked
 * against the pure evaluator the gateway uses.
 */
import type { EventObject } from 'xstate';
import { evaluatePaymentPasswordGuard, PAYMENT_PASSWORD_POLICY, paymentPasswordGuardMachine } from '../../machines/payment-password-guard/index';
import type {
  PaymentPasswordGuardContext,
  PaymentPasswordGuardEvent,
  PaymentPasswordGuardSnapshotJson,
} from '../../machines/payment-password-guard/index';
import { runPathSuite } from './support/path-suite';
import { expect } from './support/fast-expect';

const T0 = Date.parse('2026-03-02T08:00:00.000Z');
const at = (minutes: number) => new Date(T0 + minutes * 60_000).toISOString();

let previous: PaymentPasswordGuardSnapshotJson | null = null;

runPathSuite({
  machine: paymentPasswordGuardMachine,
  events: {
    'answer.wrong': [{ at: at(0) }],
    'answer.right': [{ at: at(0) }],
    'password.reset': [{ at: at(0) }],
    'clock.tick': [{ at: at(0) }, { at: at(14) }, { at: at(15) }],
  },
  assertStep: (snapshot, event: EventObject) => {
    const value = snapshot.value as PaymentPasswordGuardSnapshotJson['value'];
    const context = snapshot.context as PaymentPasswordGuardContext;
    expect(value === 'locked').toBe(context.lockedUntil !== null);
    expect(context.wrongAnswers).toBeLessThan(PAYMENT_PASSWORD_POLICY.lockAfterWrongAnswers);
    // a lock always lasts 15 minutes from the answer that caused it, and starts the count again
    if (value === 'locked') {
      expect(context.lockedUntil).toBe(at(PAYMENT_PASSWORD_POLICY.lockMinutes));
      expect(context.wrongAnswers).toBe(0);
    }
    // the gateway folds stored JSON with evaluatePaymentPasswordGuard: it must agree with the live actor
    if (event.type !== 'xstate.init' && previous) {
      const folded = evaluatePaymentPasswordGuard(previous, event as PaymentPasswordGuardEvent);
      expect(folded.snapshotJson).toEqual({ value, context });
    }
    previous = { value, context };
  },
});
