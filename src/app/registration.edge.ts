/** The registration chart with the gateway's calls and the page's address; loaded with the other dialog charts on first use. */
import { provideRegistration } from '../../machines/registration';
import { fetchCaptcha } from '../api/captcha.api';
import { checkAffiliateCode, confirmPhoneCode, loadRegisterSettings, register } from '../api/registration.api';
import { providedSliderCheckMachine, providedSmsCountdownMachine } from './verification.edge';

export const providedRegistrationMachine = provideRegistration(
  {
    loadRegisterSettings: () => loadRegisterSettings(window.location.host),
    fetchCaptcha,
    register: (request) => register(request, window.location),
    confirmPhoneCode,
    checkAffiliateCode: (code) => checkAffiliateCode(code, window.location.hostname),
  },
  { smsCountdown: providedSmsCountdownMachine, sliderCheck: providedSliderCheckMachine },
);
