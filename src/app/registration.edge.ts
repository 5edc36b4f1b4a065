/**
 * The registration and affiliate charts with their real gateway calls (and, on the phone-provider
 * path, the phone identity provider's confirmation). Rejections become plain JSON
 * (`{ errorCode, fields?, triesLeft? }`), so charts and recorded traces hold data only.
 */
import { fromPromise } from 'xstate';
import { affiliateCheckMachine } from '../../machines/affiliate-check';
import type { AffiliateCodeRequest } from '../../machines/affiliate-check';
import { registrationMachine } from '../../machines/registration';
import type {
  LoginSuccess,
  PhoneCodeConfirmation,
  PhoneProvider,
  RegisterFailure,
  RegisterRequest,
  RegisterRule,
  RegisterRules,
  RegisterSettings,
} from '../../machines/registration';
import { toApiError } from '../api/client';
import { fetchCaptcha } from '../api/captcha.api';
import { checkAffiliateCode, fetchCountries, fetchRegisterSettings, register } from '../api/registration.api';
import type { RegisterSettingsValue } from '../api/registration.api';
import { fetchSystemStatus } from '../api/system.api';
import { providedSliderCheckMachine, providedSmsCountdownMachine, verificationFailure } from './verification.edge';

/** A 400 names the refused fields; an SMS code refusal says how many tries are left. */
export function registerFailure(error: unknown): RegisterFailure {
  const apiError = toApiError(error);
  const value = (apiError.value ?? {}) as { fields?: unknown; triesLeft?: unknown };
  const failure: RegisterFailure = { errorCode: apiError.errorCode };
  if (value.fields && typeof value.fields === 'object') failure.fields = value.fields as Record<string, string>;
  if (typeof value.triesLeft === 'number') failure.triesLeft = value.triesLeft;
  return failure;
}

const isRule = (value: unknown): value is RegisterRule =>
  typeof value === 'object' && value !== null && 'enabled' in value && 'acceptedPattern' in value;

/** The rules are the entries that look like rules; the switches sit beside them. */
export function settingsOf(
  value: RegisterSettingsValue,
  countries: RegisterSettings['countries'],
  phoneProvider: PhoneProvider | null = null,
): RegisterSettings {
  const rules: RegisterRules = {};
  for (const [field, entry] of Object.entries(value)) if (isRule(entry)) rules[field] = entry;
  return { rules, switches: value.switches ?? {}, countries, phoneProvider };
}

/** `info.phoneAuth` of the status call: the provider's project while the merchant has the path on. */
export function phoneProviderOf(info: Record<string, unknown>): PhoneProvider | null {
  const phoneAuth = info.phoneAuth as { enabled?: unknown; projectId?: unknown } | undefined;
  return phoneAuth?.enabled === true && typeof phoneAuth.projectId === 'string' && phoneAuth.projectId !== ''
    ? { projectId: phoneAuth.projectId }
    : null;
}

/** The address the visitor signed up on, within the gateway's 2048 characters (a longer one loses its query). */
export function registerUrlOf(location: Pick<Location, 'href' | 'origin' | 'pathname'>): string {
  return location.href.length <= 2048 ? location.href : `${location.origin}${location.pathname}`.slice(0, 2048);
}

function registerBody(request: RegisterRequest) {
  return {
    ...request.profile,
    username: request.username,
    password: request.password,
    confirmPassword: request.confirmPassword,
    mobileNum: request.mobileNum,
    countryDialingCode: request.countryDialingCode,
    verificationCode: request.verificationCode,
    affiliateCode: request.affiliateCode,
    captcha: request.captcha,
    humanCheckToken: request.humanCheckToken ?? undefined,
    // the phone-provider path: the provider's ID token of the confirmed code (SPEC §7)
    ...(request.phoneIdToken ? { firebaseChannel: 'sms' as const, firebaseIdToken: request.phoneIdToken } : {}),
    referralCode: request.referralCode,
    domain: window.location.hostname,
    registerUrl: registerUrlOf(window.location),
    login: true as const,
    registerMethod: 'WEB' as const,
  };
}

export const providedAffiliateCheckMachine = affiliateCheckMachine.provide({
  actors: {
    verifyAffiliateCode: fromPromise<unknown, AffiliateCodeRequest>(async ({ input }) => {
      try {
        await checkAffiliateCode(input.code, window.location.hostname);
        return true;
      } catch (error) {
        throw verificationFailure(error);
      }
    }),
  },
});

export const providedRegistrationMachine = registrationMachine.provide({
  actors: {
    loadRegisterSettings: fromPromise<RegisterSettings, void>(async () => {
      try {
        // the status call is read fresh: the operator may have switched the phone-provider path since the page loaded
        const [value, countries, status] = await Promise.all([fetchRegisterSettings(), fetchCountries(), fetchSystemStatus(window.location.host)]);
        return settingsOf(value, countries, phoneProviderOf(status.info));
      } catch (error) {
        throw verificationFailure(error);
      }
    }),
    fetchCaptcha: fromPromise<string, void>(async () => {
      try {
        return await fetchCaptcha();
      } catch (error) {
        throw verificationFailure(error);
      }
    }),
    submitRegistration: fromPromise<LoginSuccess, RegisterRequest>(async ({ input }) => {
      try {
        const value = await register(input.mode, registerBody(input));
        return {
          token: value.token,
          firstTimeLogin: value.firstTimeLogin === true,
          mustChangePassword: value.mustChangePassword === true,
          customerType: value.customerType,
        };
      } catch (error) {
        throw registerFailure(error);
      }
    }),
    confirmPhoneCode: fromPromise<{ idToken: string }, PhoneCodeConfirmation>(async ({ input }) => {
      try {
        // the provider's client is only needed on the phone-provider path: kept out of the home chunk
        const { confirmPhoneCode } = await import('../api/phone-auth.api');
        const { idToken } = await confirmPhoneCode(input);
        return { idToken };
      } catch (error) {
        throw verificationFailure(error);
      }
    }),
    affiliateCheck: providedAffiliateCheckMachine,
    smsCountdown: providedSmsCountdownMachine,
    sliderCheck: providedSliderCheckMachine,
  },
});
