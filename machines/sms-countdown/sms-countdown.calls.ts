/** What the SMS code button asks of the world, and the chart provided with it and its slider check. */
import { fromPromise } from 'xstate';
import type { sliderCheckMachine } from '../slider-check';
import { smsCountdownMachine } from './sms-countdown.machine';
import type { SmsSendRequest, SmsSendResult } from './sms-countdown.types';

export interface SmsCountdownCalls {
  /** rejects with `{ errorCode, value }`, a refused early resend with the wait it asks for beside them */
  sendSmsCode(request: SmsSendRequest): Promise<SmsSendResult>;
}

export function provideSmsCountdown(calls: SmsCountdownCalls, sliderCheck: typeof sliderCheckMachine): typeof smsCountdownMachine {
  return smsCountdownMachine.provide({
    actors: {
      sliderCheck,
      sendSmsCode: fromPromise<SmsSendResult, SmsSendRequest>(({ input }) => calls.sendSmsCode(input)),
    },
  });
}
