/**
 * The slider check and the SMS code button with their real gateway calls (src/api, which rejects
 * with plain `{ errorCode, value }` objects, a refused SMS send with the wait it asks for beside
 * them). Flows that show a "get code" button invoke `providedSmsCountdownMachine`.
 */
import { fromPromise } from 'xstate';
import { sliderCheckMachine } from '../../machines/slider-check';
import type { SliderChallenge, SliderPurpose, SliderVerifyRequest } from '../../machines/slider-check';
import { smsCountdownMachine } from '../../machines/sms-countdown';
import type { SmsSendRequest, SmsSendResult } from '../../machines/sms-countdown';
import { fetchSliderChallenge, sendSmsCode, verifySliderDrag } from '../api/verification.api';

export const providedSliderCheckMachine = sliderCheckMachine.provide({
  actors: {
    fetchChallenge: fromPromise<SliderChallenge, { purpose: SliderPurpose }>(({ input }) => fetchSliderChallenge(input.purpose)),
    verifyDrag: fromPromise<{ token: string }, SliderVerifyRequest>(({ input }) => verifySliderDrag(input)),
  },
});

export const providedSmsCountdownMachine = smsCountdownMachine.provide({
  actors: {
    sliderCheck: providedSliderCheckMachine,
    sendSmsCode: fromPromise<SmsSendResult, SmsSendRequest>(({ input }) => sendSmsCode(input)),
  },
});
