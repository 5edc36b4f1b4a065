/**
 * Registration calls (CONTRACT §4.4, §4.5): the rules and switches, the dialing codes, the
 * invitation-code check, and the sealed register call (username or mobile variant), each answering
 * what the registration and affiliate charts read. A refused registration carries beside its code
 * the fields the gateway refused and the SMS tries left.
 */
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
import type { RegisteredSession } from '../../wire/registration.schemas';
import type { Country, RegisterRule as RegisterRuleWire, RegisterSettingsValue as RegisterSettingsWire } from '../../wire/system.schemas';
import { callApi, withPlainFailure } from './client';
import type { ApiFailure } from './client';
import { toLoginSuccess } from './login.api';
import { fetchSystemStatus } from './system.api';

export type RegisterRuleValue = RegisterRuleWire;

/**
 * `value` of `GET /wps/system/setting/register`: a rule per field, plus the switches beside them
 * (read as a plain map: other gateways send the rules alone).
 */
export interface RegisterSettingsValue {
  switches?: RegisterSettingsWire['switches'] | Record<string, boolean>;
  showCaptcha?: RegisterSettingsWire['showCaptcha'];
  [field: string]: RegisterRuleValue | Record<string, boolean> | boolean | undefined;
}

export type CountryValue = Country;

export function fetchRegisterSettings(): Promise<RegisterSettingsValue> {
  return callApi<RegisterSettingsValue>('/wps/system/setting/register');
}

export function fetchCountries(): Promise<CountryValue[]> {
  return callApi<CountryValue[]>('/wps/system/country');
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

/**
 * The registration chart's settings: the rules and switches, the dialing codes, and the phone
 * provider of the status call, read fresh (the operator may have switched the phone-provider path
 * since the page loaded).
 */
export function loadRegisterSettings(pageHost: string): Promise<RegisterSettings> {
  return withPlainFailure(async () => {
    const [value, countries, status] = await Promise.all([fetchRegisterSettings(), fetchCountries(), fetchSystemStatus(pageHost)]);
    return settingsOf(value, countries, phoneProviderOf(status.info));
  });
}

/** Resolves for an agent's code; rejects with `invitation_code_error` otherwise. */
export async function checkAffiliateCode(code: string, domain: string): Promise<void> {
  await callApi<unknown>('/wps/agent/affiliate', { query: { code, domain } });
}

/**
 * The decrypted register body (CONTRACT §4.5): the chart's request with the profile fields flattened
 * beside the account fields, plus what every web registration sends; `login: true` asks for a session.
 */
export type RegisterBody = Omit<RegisterRequest, 'mode' | 'profile' | 'humanCheckToken' | 'phoneIdToken'> & {
  humanCheckToken?: string;
  /** the phone-provider path: the provider's ID token of the confirmed code, over the sms channel */
  firebaseChannel?: 'sms';
  firebaseIdToken?: string;
  domain: string;
  registerUrl: string;
  login: true;
  registerMethod: 'WEB';
  [profileField: string]: unknown;
};

/** A session like login's (`value`), with the new member's id. */
export type RegisterValue = RegisteredSession;

/** The page the visitor signs up on: its host is the `domain`, its address the `registerUrl`. */
export type SignUpPage = Pick<Location, 'href' | 'origin' | 'pathname' | 'hostname'>;

/** The address the visitor signed up on, within the gateway's 2048 characters (a longer one loses its query). */
export function registerUrlOf(location: Pick<Location, 'href' | 'origin' | 'pathname'>): string {
  return location.href.length <= 2048 ? location.href : `${location.origin}${location.pathname}`.slice(0, 2048);
}

function registerBody(request: RegisterRequest, page: SignUpPage): RegisterBody {
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
    domain: page.hostname,
    registerUrl: registerUrlOf(page),
    login: true as const,
    registerMethod: 'WEB' as const,
  };
}

/** A 400 names the refused fields; an SMS code refusal says how many tries are left. */
export function registerFailure(failure: ApiFailure): Omit<RegisterFailure, 'errorCode'> {
  const value = (failure.value ?? {}) as { fields?: unknown; triesLeft?: unknown };
  const details: Omit<RegisterFailure, 'errorCode'> = {};
  if (value.fields && typeof value.fields === 'object') details.fields = value.fields as Record<string, string>;
  if (typeof value.triesLeft === 'number') details.triesLeft = value.triesLeft;
  return details;
}

/**
 * Registers and signs the new member in; rejects with `{ errorCode, value, fields?, triesLeft? }`
 * (the registration chart's `RegisterFailure` beside the gateway's value).
 */
export function register(request: RegisterRequest, page: SignUpPage): Promise<LoginSuccess> {
  const path = request.mode === 'mobile' ? '/wps/member/register/mobile' : '/wps/member/register';
  return withPlainFailure(
    async () => toLoginSuccess(await callApi<RegisterValue>(path, { method: 'PUT', encrypt: true, body: registerBody(request, page) })),
    registerFailure,
  );
}

/** Confirms the texted code with the phone identity provider; resolves only its ID token (the number stays out of the chart). */
export function confirmPhoneCode(confirmation: PhoneCodeConfirmation): Promise<{ idToken: string }> {
  return withPlainFailure(async () => {
    // the provider's client is only needed on the phone-provider path: kept out of the home chunk
    const provider = await import('./phone-auth.api');
    const { idToken } = await provider.confirmPhoneCode(confirmation);
    return { idToken };
  });
}
