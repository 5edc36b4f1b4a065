/** What the registration asks of the world, and the chart provided with it and its children. */
import { fromPromise } from 'xstate';
import { provideAffiliateCheck } from '../affiliate-check';
import type { AffiliateCheckCalls } from '../affiliate-check';
import type { sliderCheckMachine } from '../slider-check';
import type { smsCountdownMachine } from '../sms-countdown';
import { provideRegistrationMachine } from './registration.machine';
import type { LoginSuccess, PhoneCodeConfirmation, RegisterRequest, RegisterSettings } from './registration.types';

export interface RegistrationCalls extends AffiliateCheckCalls {
  /** the merchant's register rules, countries and phone identity provider */
  loadRegisterSettings(): Promise<RegisterSettings>;
  fetchCaptcha(): Promise<string>;
  /** registers and signs the new member in; a refusal carries `fields` and `triesLeft` beside `{ errorCode, value }` */
  register(request: RegisterRequest): Promise<LoginSuccess>;
  /** the phone identity provider's ID token for the texted code (the phone-provider path) */
  confirmPhoneCode(confirmation: PhoneCodeConfirmation): Promise<{ idToken: string }>;
}

/** The shared verification charts, provided once for every flow that has them. */
export interface RegistrationVerification {
  smsCountdown: typeof smsCountdownMachine;
  sliderCheck: typeof sliderCheckMachine;
}

export function provideRegistration(calls: RegistrationCalls, verification: RegistrationVerification): ReturnType<typeof provideRegistrationMachine> {
  return provideRegistrationMachine({
    actors: {
      loadRegisterSettings: fromPromise<RegisterSettings, void>(() => calls.loadRegisterSettings()),
      fetchCaptcha: fromPromise<string, void>(() => calls.fetchCaptcha()),
      submitRegistration: fromPromise<LoginSuccess, RegisterRequest>(({ input }) => calls.register(input)),
      confirmPhoneCode: fromPromise<{ idToken: string }, PhoneCodeConfirmation>(({ input }) => calls.confirmPhoneCode(input)),
      affiliateCheck: provideAffiliateCheck(calls),
      smsCountdown: verification.smsCountdown,
      sliderCheck: verification.sliderCheck,
    },
  });
}
