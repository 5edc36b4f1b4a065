/** View model of the payment password section, and the reset form's "get code" button. */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { smsCountdownMachine } from '../sms-countdown';
import type { paymentPasswordMachine } from './payment-password.machine';
import type { PaymentPasswordView } from './payment-password.types';

export type PaymentPasswordSnapshot = SnapshotFrom<typeof paymentPasswordMachine>;

export function selectPaymentPasswordView(snapshot: PaymentPasswordSnapshot): PaymentPasswordView {
  const { context } = snapshot;
  return {
    status: context.status,
    locked: snapshot.matches('locked'),
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
