/**
 * Drivers of the registration's calls and of the widgets it shares with SMS login and reset by
 * phone: settings, captcha, the invitation-code check, the slider check, the SMS send and the
 * register call (the phone-provider path's send and confirmation: auth-path-phone-drivers.ts). The chart's values are stand-ins; the drivers present the real ones: the newcomer's
 * username and number, the captcha answer and SMS code this browser received, the slider token it
 * earned, or a wrong one where the path's answer says so.
 */
import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { RegisterRequest, RegisterSettings } from '../../../machines/registration';
import type { SliderPurpose } from '../../../machines/slider-check';
import type { SmsSendRequest } from '../../../machines/sms-countdown';
import { keepToken, right } from './auth-path-driver-kit';
import type { Drivers, Override, PendingCall, Replay } from './auth-path-replay';
import { otherCode, wrongAnswer } from './auth-path-visitor';

/** The passed slider token, spent by the call that presents it. */
export function spendSliderToken(replay: Replay): string {
  const token = replay.sliderToken;
  if (!token) throw new Error(`${replay.path.id}: a call presents a slider token, but no check was passed`);
  replay.sliderToken = null;
  replay.spentSliderToken = token;
  return token;
}

/** The register body the SPA sends, with the real values of this browser and the overrides of a mutation. */
export function registerBody(
  replay: Replay,
  input: RegisterRequest,
  expected: PendingCall['expected'],
  override: Override = {},
): Record<string, unknown> {
  const who = replay.newcomer;
  const mobileNum = override.mobileNum ?? who.mobileNum;
  const code = replay.smsCode ?? '000000';
  const answer = replay.visitor.captchaAnswer ?? '';
  const captcha = 'captcha' in override ? (override.captcha ?? '') : expected?.request?.captcha === 'wrong' ? wrongAnswer(answer) : answer;
  // the phone-provider path: the provider's ID token this browser was given, as the SPA sends it
  const phoneIdToken = 'phoneIdToken' in override ? override.phoneIdToken : input.phoneIdToken ? replay.phone.idToken : null;
  return {
    ...input.profile,
    username: input.mode === 'mobile' ? mobileNum : who.username,
    password: who.password,
    confirmPassword: who.password,
    mobileNum,
    countryDialingCode: input.countryDialingCode,
    verificationCode: override.verificationCode ?? (expected?.request?.smsCode === 'wrong' ? otherCode(code) : code),
    affiliateCode: override.affiliateCode ?? input.affiliateCode,
    captcha,
    humanCheckToken: override.humanCheckToken ?? (input.humanCheckToken ? spendSliderToken(replay) : ''),
    referralCode: input.referralCode,
    domain: 'localhost',
    login: true,
    registerMethod: 'WEB',
    ...(phoneIdToken ? { firebaseChannel: 'sms', firebaseIdToken: phoneIdToken } : {}),
  };
}

export async function submitRegistration(replay: Replay, pending: PendingCall, override: Override = {}): Promise<LightMyRequestResponse> {
  const input = pending.call.input as RegisterRequest;
  const body = registerBody(replay, input, pending.expected, override);
  const response = await replay.visitor.register(input.mode, body, { plain: override.plain, cookie: override.cookie });
  if (keepToken(replay, response).success) replay.account = { ...replay.newcomer, username: String(body.username) };
  return response;
}

/** The SMS send: a registration code to the newcomer's number, a login or reset code to the account's. */
export async function sendSmsCode(replay: Replay, pending: PendingCall, override: Override = {}): Promise<LightMyRequestResponse> {
  const input = pending.call.input as SmsSendRequest;
  // a signed-in member's code (the security centre's) goes to a bound or new contact and is no sign-in path
  if (input.purpose !== 'register' && input.purpose !== 'noLogin') throw new Error('not a sign-in SMS purpose');
  const mobileNum = input.purpose === 'register' ? replay.newcomer.mobileNum : replay.account!.mobileNum;
  const humanCheckToken = override.humanCheckToken ?? (input.humanCheckToken ? spendSliderToken(replay) : undefined);
  const response = await replay.visitor.askSmsCode(mobileNum, { purpose: input.purpose, humanCheckToken });
  if ((response.json() as { success: boolean }).success) replay.smsCode = await replay.visitor.lastSmsCode(mobileNum);
  return response;
}

export const signupCallDrivers: Drivers['calls'] = {
  'registration.loadRegisterSettings': async (replay, pending) => {
    const countries = await replay.visitor.send('GET', '/wps/system/country');
    const first = (countries.json() as { value: { countryDialingCode: string }[] }).value[0];
    expect(first, "the dialing codes, the merchant's first").toMatchObject({ countryDialingCode: '63' });
    // the edge reads the phone-provider project from a fresh status call
    const status = await replay.visitor.send('GET', '/wps/system/status?url=localhost');
    const expected = (pending.expected?.payload as { output?: RegisterSettings } | undefined)?.output?.phoneProvider ?? null;
    const phoneAuth = expected ? { enabled: true, projectId: expected.projectId } : { enabled: false, projectId: null };
    expect(
      (status.json() as { value: { info: { phoneAuth: unknown } } }).value.info.phoneAuth,
      'the phone-provider path as the status call tells it',
    ).toEqual(phoneAuth);
    return replay.visitor.send('GET', '/wps/system/setting/register');
  },
  'registration.submitRegistration': submitRegistration,
  'affiliateCheck.verifyAffiliateCode': (replay, pending) => {
    const { code } = pending.call.input as { code: string };
    return replay.visitor.send('GET', `/wps/agent/affiliate?code=${encodeURIComponent(code)}&domain=localhost`);
  },
  'sliderCheck.fetchChallenge': async (replay, pending) => {
    const { purpose } = pending.call.input as { purpose: SliderPurpose };
    const { response, challenge } = await replay.visitor.sliderChallenge(purpose);
    replay.sliders.push(challenge);
    return response;
  },
  'sliderCheck.verifyDrag': async (replay, pending) => {
    const challenge = replay.sliders.at(-1);
    if (!challenge) throw new Error(`${replay.path.id}: a drag without a challenge`);
    const response = await replay.visitor.drag(challenge, right(pending.expected));
    const body = response.json() as { success: boolean; value?: { token?: string } };
    if (body.success && body.value?.token) replay.sliderToken = body.value.token;
    return response;
  },
  'smsCountdown.sendSmsCode': sendSmsCode,
};
