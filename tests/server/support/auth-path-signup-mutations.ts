/**
 * Executors of the mutated registrations and SMS sends (scripts/auth-paths/signup-mutations.ts):
 * the register call or SMS send of the path, with one required step removed or falsified.
 */
import { expect } from 'vitest';
import type { RegisterRequest } from '../../../machines/registration';
import type { MutationSpec } from '../../../scripts/auth-paths/auth-path.types';
import { UNKNOWN_CODE } from '../../../scripts/auth-paths/signup-world';
import { afterPath, atCall, call, callOf, expectRefused } from './auth-path-mutation-kit';
import type { Executor } from './auth-path-mutation-kit';
import type { Replay } from './auth-path-replay';
import { registerBody } from './auth-path-signup-drivers';
import { newcomer, otherCode, wrongAnswer } from './auth-path-visitor';

const atRegister = callOf('registration.submitRegistration');
const atSmsSend = callOf('smsCountdown.sendSmsCode');

/** The path's register call with one field falsified. */
const registerWith = (override: Parameters<typeof call>[2]): Executor =>
  atCall(atRegister, async (replay, pending, spec) => expectRefused(await call(replay, pending, override), spec));

/** A register request on the mobile tab with the form as the chart builds it, for calls the path never made. */
const mobileRequest = (affiliateCode: string): RegisterRequest => ({
  mode: 'mobile',
  username: '',
  password: '',
  confirmPassword: '',
  mobileNum: '',
  countryDialingCode: '63',
  verificationCode: '',
  affiliateCode,
  captcha: '',
  humanCheckToken: 'slider-token',
  referralCode: null,
  profile: {},
});

/** A complete registration the path did not make, from this browser: every step right unless overridden. */
async function registerAnyway(replay: Replay, spec: MutationSpec, affiliateCode: string, override: Parameters<typeof call>[2] = {}) {
  await replay.visitor.fetchCaptcha();
  replay.sliderToken = override.humanCheckToken ?? (await replay.visitor.passedSlider('register'));
  const body = registerBody(replay, mobileRequest(affiliateCode), null, override);
  expectRefused(await replay.visitor.register('mobile', body), spec);
}

export const signupExecutors: Record<string, Executor> = {
  'register-no-slider-token': registerWith({ humanCheckToken: '' }),
  'register-spent-slider-token': afterPath(async (replay, spec) => {
    // a second newcomer, a fresh captcha, any well-formed code: only the spent token can be refused
    replay.newcomer = newcomer();
    await registerAnyway(replay, spec, '', { humanCheckToken: replay.spentSliderToken!, verificationCode: '123456' });
  }),
  'register-sms-slider-token': atCall(atRegister, async (replay, pending, spec) => {
    const smsToken = await replay.visitor.passedSlider('sms');
    expectRefused(await call(replay, pending, { humanCheckToken: smsToken }), spec);
  }),
  'register-no-sms-code': registerWith({ verificationCode: '' }),
  'register-wrong-sms-code': atCall(atRegister, async (replay, pending, spec) => {
    expectRefused(await call(replay, pending, { verificationCode: otherCode(replay.smsCode!) }), spec);
  }),
  'register-other-number': atCall(atRegister, async (replay, pending, spec) => {
    expectRefused(await call(replay, pending, { mobileNum: newcomer().mobileNum }), spec);
  }),
  'register-no-captcha': registerWith({ captcha: '' }),
  'register-wrong-captcha': atCall(atRegister, async (replay, pending, spec) => {
    expectRefused(await call(replay, pending, { captcha: wrongAnswer(replay.visitor.captchaAnswer!) }), spec);
  }),
  'register-captcha-not-fetched': registerWith({ cookie: false }),
  'register-unknown-invitation': async (gw, path, spec) => {
    // where the path registers, in its place; where the client's check refused the code, sent anyway
    if (path.steps.some((step) => step.calls.some((c) => c.invoke === 'submitRegistration')))
      return registerWith({ affiliateCode: UNKNOWN_CODE })(gw, path, spec);
    return afterPath((replay) => registerAnyway(replay, spec, UNKNOWN_CODE))(gw, path, spec);
  },
  'register-during-maintenance': afterPath((replay, spec) => registerOnClosedSite(replay, spec)),
  'register-from-blocked-region': afterPath((replay, spec) => registerOnClosedSite(replay, spec)),
  'sms-send-no-slider-token': atCall(atSmsSend, async (replay, pending, spec) => {
    expectRefused(await call(replay, pending, { humanCheckToken: '' }), spec);
  }),
  'sms-send-spent-slider-token': atCall(atSmsSend, async (replay, pending, spec) => {
    const first = await call(replay, pending, {});
    expect(first.json(), 'the first send is accepted').toMatchObject({ success: true });
    expectRefused(await call(replay, pending, { humanCheckToken: replay.spentSliderToken! }), spec);
  }),
};

/** A complete-looking registration while the site is closed: refused before anything is looked at. */
async function registerOnClosedSite(replay: Replay, spec: MutationSpec) {
  const body = registerBody(replay, mobileRequest(''), null, { humanCheckToken: 'any-token', verificationCode: '123456', captcha: 'ABCD' });
  expectRefused(await replay.visitor.register('mobile', body), spec);
  expectRefused(await replay.visitor.register('username', { ...body, username: replay.newcomer.username }), spec);
}
