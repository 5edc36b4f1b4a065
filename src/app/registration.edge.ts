/**
 * The registration and affiliate charts with their real gateway calls (and, on the phone-provider
 * path, the phone identity provider's confirmation). src/api rejects with plain JSON
 * (`{ errorCode, value }`, a refused registration with `fields` and `triesLeft` beside them), so
 * charts and recorded traces hold data only; the page's address is the browser's part.
 */
import { fromPromise } from 'xstate';
import { affiliateCheckMachine } from '../../machines/affiliate-check';
import type { AffiliateCodeRequest } from '../../machines/affiliate-check';
import { provideRegistrationMachine } from '../../machines/registration';
import type { LoginSuccess, PhoneCodeConfirmation, RegisterRequest, RegisterSettings } from '../../machines/registration';
import { fetchCaptcha } from '../api/captcha.api';
import { checkAffiliateCode, confirmPhoneCode, loadRegisterSettings, register } from '../api/registration.api';
import { providedSliderCheckMachine, providedSmsCountdownMachine } from './verification.edge';

export const providedAffiliateCheckMachine = affiliateCheckMachine.provide({
  actors: {
    verifyAffiliateCode: fromPromise<unknown, AffiliateCodeRequest>(({ input }) => checkAffiliateCode(input.code, window.location.hostname)),
  },
});

export const providedRegistrationMachine = provideRegistrationMachine({
  actors: {
    loadRegisterSettings: fromPromise<RegisterSettings, void>(() => loadRegisterSettings(window.location.host)),
    fetchCaptcha: fromPromise<string, void>(() => fetchCaptcha()),
    submitRegistration: fromPromise<LoginSuccess, RegisterRequest>(({ input }) => register(input, window.location)),
    confirmPhoneCode: fromPromise<{ idToken: string }, PhoneCodeConfirmation>(({ input }) => confirmPhoneCode(input)),
    affiliateCheck: providedAffiliateCheckMachine,
    smsCountdown: providedSmsCountdownMachine,
    sliderCheck: providedSliderCheckMachine,
  },
});
