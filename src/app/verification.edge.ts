/**
 * The slider check and the SMS code button with their real gateway calls. Rejections become plain
 * `{ errorCode, retryAfterSeconds? }` objects, so charts and recorded traces hold JSON only.
 * Flows that show a "get code" button invoke `providedSmsCountdownMachine`.
 */
import { fromPromise } from 'xstate';
import { sliderCheckMachine } from '../../machines/slider-check';
import type { SliderChallenge, SliderPurpose, SliderVerifyRequest } from '../../machines/slider-check';
import { smsCountdownMachine } from '../../machines/sms-countdown';
import type { SmsSendRequest, SmsSendResult } from '../../machines/sms-countdown';
import { toApiError } from '../api/client';
import { fetchSliderChallenge, sendSmsCode, verifySliderDrag } from '../api/verification.api';

/** `{ errorCode }` of any failure, with the gateway's wait when it asked for one. */
export function verificationFailure(error: unknown): { errorCode: string; retryAfterSeconds?: number } {
  const apiError = toApiError(error);
  const wait = (apiError.value as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
  return typeof wait === 'number' ? { errorCode: apiError.errorCode, retryAfterSeconds: wait } : { errorCode: apiError.errorCode };
}

const rethrowing = <I, O>(call: (input: I) => Promise<O>) =>
  fromPromise<O, I>(async ({ input }) => {
    try {
      return await call(input);
    } catch (error) {
      throw verificationFailure(error);
    }
  });

export const providedSliderCheckMachine = sliderCheckMachine.provide({
  actors: {
    fetchChallenge: rethrowing<{ purpose: SliderPurpose }, SliderChallenge>(({ purpose }) => fetchSliderChallenge(purpose)),
    verifyDrag: rethrowing<SliderVerifyRequest, { token: string }>(verifySliderDrag),
  },
});

export const providedSmsCountdownMachine = smsCountdownMachine.provide({
  actors: {
    sliderCheck: providedSliderCheckMachine,
    sendSmsCode: rethrowing<SmsSendRequest, SmsSendResult>(sendSmsCode),
  },
});
