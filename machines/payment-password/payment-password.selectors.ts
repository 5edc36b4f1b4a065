/** View model of the payment password section, and the reset form's "get code" button. */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
// the policy alone, not the guard's chart: the page needs only the count
import { PAYMENT_PASSWORD_POLICY } from '../payment-password-guard/payment-password-guard.types';
import type { smsCountdownMachine } from '../sms-countdown';
import type { paymentPasswordMachine } from './payment-password.machine';
import type { PaymentPasswordView } from './payment-password.types';

export type PaymentPasswordSnapshot = SnapshotFrom<typeof paymentPasswordMachine>;

/**
 * The wrong answers left, once a wrong one was given: a PIN just set (or answered right, which
 * clears the count) has them all, and saying so reads as if a wrong answer had been counted.
 */
function wrongPinsLeftOf(status: PaymentPasswordView['status'], locked: boolean): number | null {
  if (!status.set || locked) return null;
  return status.attemptsLeft < PAYMENT_PASSWORD_POLICY.lockAfterWrongAnswers ? status.attemptsLeft : null;
}

export function selectPaymentPasswordView(snapshot: PaymentPasswordSnapshot): PaymentPasswordView {
  const { context } = snapshot;
  const locked = snapshot.matches('locked');
  return {
    status: context.status,
    locked,
    wrongPinsLeft: wrongPinsLeftOf(context.status, locked),
    mode: context.mode,
    values: context.values,
    fieldErrors: context.fieldErrors,
    errorCode: context.errorCode,
    codeTriesLeft: context.codeTriesLeft,
    notice: context.notice,
    busy: snapshot.hasTag('busy'),
    canSet: snapshot.can({ type: 'password.set' }),
    canChange: snapshot.can({ type: 'password.change' }),
    canForget: snapshot.can({ type: 'password.forgot' }),
    mobileBound: context.mobileBound,
    canSubmit: snapshot.can({ type: 'form.submit' }),
  };
}

/** The reset form's "get code" button, while the reset form is open. */
export function selectPaymentPasswordCountdownRef(snapshot: PaymentPasswordSnapshot): ActorRefFrom<typeof smsCountdownMachine> | undefined {
  return snapshot.children.smsCountdown;
}
