/**
 * Slider human check and SMS codes on the gateway, or on the phone-provider path through the phone
 * identity provider. Failures reject with `{ errorCode, value }`; a refused SMS send also carries
 * the wait it asks for (`value.retryAfterSeconds`) as `retryAfterSeconds`, which the countdown
 * chart counts down.
 */
import type { SliderChallenge, SliderPurpose, SliderVerifyRequest } from '../../machines/slider-check';
import type { SmsSendRequest, SmsSendResult } from '../../machines/sms-countdown';
import type { ChallengeValue, VerifyValue } from '../../wire/human-check.schemas';
import type { SmsSentValue } from '../../wire/verification.schemas';
import { callApi, withPlainFailure } from './client';
import type { ApiFailure } from './client';

// the wire's answers are what the charts read: a field a chart needs that the wire lost fails to compile here

export function fetchSliderChallenge(purpose: SliderPurpose): Promise<SliderChallenge> {
  return callApi<ChallengeValue>('/wps/humancheck/challenge', { query: { purpose } });
}

export function verifySliderDrag(request: SliderVerifyRequest): Promise<VerifyValue> {
  return callApi<VerifyValue>('/wps/humancheck/verify', { method: 'POST', body: request });
}

/** The number as the provider takes it: E.164, the dialing code first. */
export const e164 = (countryDialingCode: string, mobileNum: string) => `+${countryDialingCode.replace(/^\+/, '')}${mobileNum}`;

/**
 * The registration variant names the number `mobileNo`, the other `mobileNum` (CONTRACT §4.7). On
 * the phone-provider path the provider texts the code (its codes count down one minute) and
 * answers the session the confirmation needs.
 */
export function sendSmsCode(request: SmsSendRequest): Promise<SmsSendResult> {
  return withPlainFailure(() => sendSms(request), smsWait);
}

/** The gateway's or the provider's wait before another code, when it asked for one. */
function smsWait(failure: ApiFailure): { retryAfterSeconds?: number } {
  const wait = (failure.value as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
  return typeof wait === 'number' ? { retryAfterSeconds: wait } : {};
}

async function sendSms(request: SmsSendRequest): Promise<SmsSendResult> {
  if (request.phoneProvider) {
    // the provider's client is only needed on that path: kept out of the home chunk
    const { sendPhoneCode } = await import('./phone-auth.api');
    const { sessionInfo } = await sendPhoneCode({
      projectId: request.phoneProvider.projectId,
      phoneNumber: e164(request.countryDialingCode, request.mobileNum),
      captchaToken: request.humanCheckToken,
    });
    return { expiredMinutes: 1, sessionInfo };
  }
  const humanCheckToken = request.humanCheckToken ?? undefined;
  if (request.purpose === 'register') {
    return callApi<SmsSentValue>('/wps/verification/sms/register', {
      method: 'POST',
      body: { countryDialingCode: request.countryDialingCode, mobileNo: request.mobileNum, humanCheckToken },
    });
  }
  return callApi<SmsSentValue>('/wps/verification/sms/noLogin', {
    method: 'POST',
    body: { countryDialingCode: request.countryDialingCode, mobileNum: request.mobileNum, humanCheckToken },
  });
}
