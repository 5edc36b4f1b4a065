/**
 * Slider human check and SMS codes on the gateway. Failures reject with ApiError; the SMS send
 * keeps the gateway's wait (`value.retryAfterSeconds`) for the countdown chart.
 */
import type { SliderChallenge, SliderPurpose, SliderVerifyRequest } from '../../machines/slider-check';
import type { SmsSendRequest, SmsSendResult } from '../../machines/sms-countdown';
import { callApi } from './client';

export function fetchSliderChallenge(purpose: SliderPurpose): Promise<SliderChallenge> {
  return callApi<SliderChallenge>('/wps/humancheck/challenge', { query: { purpose } });
}

export function verifySliderDrag(request: SliderVerifyRequest): Promise<{ token: string; expiresAt: string }> {
  return callApi('/wps/humancheck/verify', { method: 'POST', body: request });
}

/** The registration variant names the number `mobileNo`, the other `mobileNum` (CONTRACT §4.7). */
export function sendSmsCode(request: SmsSendRequest): Promise<SmsSendResult> {
  const humanCheckToken = request.humanCheckToken ?? undefined;
  if (request.purpose === 'register') {
    return callApi('/wps/verification/sms/register', {
      method: 'POST',
      body: { countryDialingCode: request.countryDialingCode, mobileNo: request.mobileNum, humanCheckToken },
    });
  }
  return callApi('/wps/verification/sms/noLogin', {
    method: 'POST',
    body: { countryDialingCode: request.countryDialingCode, mobileNum: request.mobileNum, humanCheckToken },
  });
}
