/** What forgot password asks of the gateway, and the chart provided with it. */
import { fromPromise } from 'xstate';
import type { smsCountdownMachine } from '../sms-countdown';
import { forgotPasswordMachine } from './forgot-password.machine';
import type { EmailResetRequest, LinkResetRequest, PhoneResetRequest, PhoneResetSession } from './forgot-password.types';

export interface ForgotPasswordCalls {
  requestResetEmail(request: EmailResetRequest): Promise<void>;
  /** with the e-mailed link's token */
  resetPasswordWithLink(request: LinkResetRequest): Promise<void>;
  /** with an SMS code; it also signs the visitor in */
  resetPasswordByPhone(request: PhoneResetRequest): Promise<PhoneResetSession>;
}

export function provideForgotPassword(calls: ForgotPasswordCalls, smsCountdown: typeof smsCountdownMachine): typeof forgotPasswordMachine {
  return forgotPasswordMachine.provide({
    actors: {
      requestResetEmail: fromPromise<void, EmailResetRequest>(({ input }) => calls.requestResetEmail(input)),
      resetWithLink: fromPromise<void, LinkResetRequest>(({ input }) => calls.resetPasswordWithLink(input)),
      resetByPhone: fromPromise<PhoneResetSession, PhoneResetRequest>(({ input }) => calls.resetPasswordByPhone(input)),
      smsCountdown,
    },
  });
}
