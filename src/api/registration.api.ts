/**
 * Registration calls (CONTRACT §4.4, §4.5): the rules and switches, the dialing codes, the
 * invitation-code check, and the sealed register call (username or mobile variant).
 */
import type { RegisterRequest } from '../../machines/registration';
import type { RegisteredSession } from '../../wire/registration.schemas';
import type { Country, RegisterRule, RegisterSettingsValue as RegisterSettingsWire } from '../../wire/system.schemas';
import { callApi } from './client';

export type RegisterRuleValue = RegisterRule;

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

export function register(mode: 'username' | 'mobile', body: RegisterBody): Promise<RegisterValue> {
  const path = mode === 'mobile' ? '/wps/member/register/mobile' : '/wps/member/register';
  return callApi<RegisterValue>(path, { method: 'PUT', encrypt: true, body });
}
