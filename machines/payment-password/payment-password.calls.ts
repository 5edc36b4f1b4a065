/** What the payment-password chart (and its reset code button) asks of the world, and the chart provided with it. */
import { fromPromise } from 'xstate';
import { smsCountdownMachine } from '../sms-countdown';
import type { SmsSendRequest, SmsSendResult } from '../sms-countdown';
import { paymentPasswordMachine } from './payment-password.machine';
import type {
  ChangePaymentPasswordRequest,
  PaymentPasswordState,
  ResetPaymentPasswordRequest,
  SetPaymentPasswordRequest,
} from './payment-password.types';

export interface PaymentPasswordCalls {
  loadPaymentPasswordState(): Promise<PaymentPasswordState>;
  setPaymentPassword(request: SetPaymentPasswordRequest): Promise<void>;
  changePaymentPassword(request: ChangePaymentPasswordRequest): Promise<void>;
  resetPaymentPassword(request: ResetPaymentPasswordRequest): Promise<void>;
  /** texts a reset code to the member's bound phone */
  sendPaymentPasswordCode(): Promise<SmsSendResult>;
}

export function providePaymentPassword(calls: PaymentPasswordCalls): typeof paymentPasswordMachine {
  return paymentPasswordMachine.provide({
    actors: {
      setPaymentPassword: fromPromise<void, SetPaymentPasswordRequest>(({ input }) => calls.setPaymentPassword(input)),
      changePaymentPassword: fromPromise<void, ChangePaymentPasswordRequest>(({ input }) => calls.changePaymentPassword(input)),
      resetPaymentPassword: fromPromise<void, ResetPaymentPasswordRequest>(({ input }) => calls.resetPaymentPassword(input)),
      loadPasswordState: fromPromise<PaymentPasswordState, void>(() => calls.loadPaymentPasswordState()),
      smsCountdown: smsCountdownMachine.provide({
        actors: { sendSmsCode: fromPromise<SmsSendResult, SmsSendRequest>(() => calls.sendPaymentPasswordCode()) },
      }),
    },
  });
}
