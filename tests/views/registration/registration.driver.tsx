/**
 * Driver for the registration popup: a real session chart whose registration is the real chart,
 * provided with fake gateway calls (settings, captcha, invitation codes, SMS, slider, register).
 * Every fake records its calls so a test can assert what the gateway was asked.
 */
import { screen } from '@testing-library/react';
import { createActor, fromPromise, waitFor as waitForActor } from 'xstate';
import { affiliateCheckMachine } from '../../../machines/affiliate-check';
import type { AffiliateCodeRequest } from '../../../machines/affiliate-check';
import { provideRegistrationMachine } from '../../../machines/registration';
import type { LoginSuccess, PhoneCodeConfirmation, RegisterRequest, RegisterRule, RegisterSettings } from '../../../machines/registration';
import { sliderCheckMachine } from '../../../machines/slider-check';
import type { SliderChallenge } from '../../../machines/slider-check';
import { smsCountdownMachine } from '../../../machines/sms-countdown';
import type { SmsSendRequest, SmsSendResult } from '../../../machines/sms-countdown';
import RegistrationView from '../../../src/views/registration/registration.view';
import { createFakes, dialogChartsLoader, PNG, renderI18n, success } from '../support/drivers';

const rule = (acceptedPattern: string, patternId: number, minLength: number, maxLength: number, required = false): RegisterRule => ({
  enabled: true,
  required,
  acceptedPattern,
  patternId,
  minLength,
  maxLength,
});

export const demoRules = {
  username: rule('^[A-Za-z][A-Za-z0-9]*$', 1, 6, 16, true),
  password: rule('^(?=.*[A-Za-z])(?=.*\\d).*$', 5, 8, 128, true),
  mobileNum: rule('^9\\d{9}$', 6, 10, 10, true),
  verificationCode: rule('*', 6, 0, 255, true),
  payeeName: rule('^[A-Za-z ]+$', 8, 2, 50),
  affiliateCode: rule('^[A-Za-z0-9]+$', 4, 4, 20),
  captcha: rule('^[A-Za-z0-9]+$', 4, 4, 4, true),
};

export const bothMethods: RegisterSettings = {
  rules: demoRules,
  switches: { USERNAMEREG3: true, MOBILENUMREG3: true, MOBILENUMPASSREG3: true, REGMOBVERF3: true },
  countries: [
    { countryCode: 'PH', countryDialingCode: '63', name: 'Philippines' },
    { countryCode: 'MY', countryDialingCode: '60', name: 'Malaysia' },
  ],
};

export const mobileOnly: RegisterSettings = { ...bothMethods, switches: { USERNAMEREG3: false, MOBILENUMREG3: true, REGMOBVERF3: false } };

/** Mobile only, on the phone-provider path: codes come from the phone identity provider. */
export const mobileOnPhoneProvider: RegisterSettings = { ...mobileOnly, phoneProvider: { projectId: 'demo-phone-auth' } };

const challenge: SliderChallenge = { challengeId: 'c-1', background: PNG, piece: PNG, width: 300, height: 150, pieceWidth: 44 };

export interface RegistrationFakes {
  settings: RegisterSettings;
  /** the visitor's link code */
  linkCode: string | null;
  validCodes: string[];
  features: Record<string, boolean>;
  register: (request: RegisterRequest) => Promise<LoginSuccess>;
  sendSms: (request: SmsSendRequest) => Promise<SmsSendResult>;
  /** the phone provider's confirmation of a code */
  confirm: (request: PhoneCodeConfirmation) => Promise<{ idToken: string }>;
}

export async function openRegistration(overrides: Partial<RegistrationFakes> = {}) {
  const fakes: RegistrationFakes = {
    settings: bothMethods,
    linkCode: null,
    validCodes: ['DEMOAGENT'],
    features: { DIRECTREG3: true, HUMANCHECK3: false },
    register: async () => success,
    sendSms: async (request) => ({ expiredMinutes: 1, ...(request.phoneProvider ? { sessionInfo: 'session-1' } : {}) }),
    confirm: async (request) => ({ idToken: `token-of-${request.sessionInfo}` }),
    ...overrides,
  };
  const calls = {
    captcha: 0,
    affiliate: [] as string[],
    register: [] as RegisterRequest[],
    sms: [] as SmsSendRequest[],
    confirm: [] as PhoneCodeConfirmation[],
  };

  const registration = provideRegistrationMachine({
    actors: {
      loadRegisterSettings: fromPromise<RegisterSettings, void>(async () => fakes.settings),
      fetchCaptcha: fromPromise<string, void>(async () => {
        calls.captcha += 1;
        return PNG;
      }),
      submitRegistration: fromPromise<LoginSuccess, RegisterRequest>(async ({ input }) => {
        calls.register.push(input);
        return fakes.register(input);
      }),
      confirmPhoneCode: fromPromise<{ idToken: string }, PhoneCodeConfirmation>(async ({ input }) => {
        calls.confirm.push(input);
        return fakes.confirm(input);
      }),
      affiliateCheck: affiliateCheckMachine.provide({
        actors: {
          verifyAffiliateCode: fromPromise<unknown, AffiliateCodeRequest>(async ({ input }) => {
            calls.affiliate.push(input.code);
            if (!fakes.validCodes.includes(input.code)) throw { errorCode: 'invitation_code_error' };
            return true;
          }),
        },
      }),
      smsCountdown: smsCountdownMachine.provide({
        actors: {
          sendSmsCode: fromPromise<SmsSendResult, SmsSendRequest>(async ({ input }) => {
            calls.sms.push(input);
            return fakes.sendSms(input);
          }),
          sliderCheck: sliderCheckMachine.provide({ actors: { fetchChallenge: fromPromise(async () => challenge) } }),
        },
      }),
      sliderCheck: sliderCheckMachine.provide({ actors: { fetchChallenge: fromPromise(async () => challenge) } }),
    },
    delays: { CAPTCHA_COOLDOWN: 0 },
  });

  const setup = createFakes();
  const session = createActor(setup.session.provide({ actors: { loadDialogCharts: dialogChartsLoader({ login: setup.login, registration }) } }), {
    input: { features: fakes.features },
  }).start();
  await waitForActor(session, (s) => s.matches('guest'));
  session.send({ type: 'register.open', referralCode: 'R-7', affiliateCode: fakes.linkCode });
  const view = renderI18n(<RegistrationView session={session} />);
  await screen.findByRole('button', { name: 'Sign up' });
  return { session, calls, view, fakes, sessionCalls: setup.calls };
}
