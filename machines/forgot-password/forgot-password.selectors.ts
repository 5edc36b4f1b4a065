/** View model of the forgot-password dialog, and the get-code button's countdown on the phone step. */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { smsCountdownMachine } from '../sms-countdown';
import type { forgotPasswordMachine } from './forgot-password.machine';
import type { ForgotPasswordStep, ForgotPasswordView } from './forgot-password.types';

export type ForgotPasswordSnapshot = SnapshotFrom<typeof forgotPasswordMachine>;

function stepOf(snapshot: ForgotPasswordSnapshot): ForgotPasswordStep {
  if (snapshot.matches({ byEmail: 'sent' })) return 'emailSent';
  if (snapshot.matches('byPhone')) return 'phone';
  if (snapshot.matches({ resetLink: 'changed' })) return 'passwordChanged';
  if (snapshot.matches({ resetLink: 'linkInvalid' })) return 'linkInvalid';
  if (snapshot.matches('resetLink')) return 'newPassword';
  return 'email';
}

export function selectForgotPasswordView(snapshot: ForgotPasswordSnapshot): ForgotPasswordView {
  const { values, fieldErrors, errorCode } = snapshot.context;
  return {
    step: stepOf(snapshot),
    values,
    fieldErrors,
    errorCode,
    busy: snapshot.hasTag('busy'),
    canSubmit: snapshot.can({ type: 'form.submit' }),
    canRequestCode: snapshot.can({ type: 'code.request' }),
    canConfirm: snapshot.can({ type: 'result.confirm' }),
    canRenewLink: snapshot.can({ type: 'link.renew' }),
  };
}

/** The get-code button's countdown while the phone step is open. */
export function selectForgotPasswordSmsCountdownRef(snapshot: ForgotPasswordSnapshot): ActorRefFrom<typeof smsCountdownMachine> | undefined {
  return snapshot.children.smsCountdown;
}
