/**
 * Registration calls (CONTRACT §4.4, §4.5): the rules and switches, the dialing codes, the
 * invitation-code check, and the sealed register call (username or mobile variant).
 */
import type { RegisterRequest } from '../../machines/registration';
import { callApi } from './client';

export interface RegisterRuleValue {
  enabled: boolean;
  required: boolean;
  acceptedPattern: string;
  patternId: number;
  minLength: number;
  maxLength: number;
  type?: string;
}

/** `value` of `GET /wps/system/setting/register`: a rule per field, plus the switches beside them. */
export interface RegisterSettingsValue {
  switches?: Record<string, boolean>;
  showCaptcha?: boolean;
  [field: string]: RegisterRuleValue | Record<string, boolean> | boolean | undefined;
}

export interface CountryValue {
  countryCode: string;
  countryDialingCode: string;
  name?: string;
}

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
export interface RegisterValue {
  token: string;
  userName: string;
  customerId: number;
  customerType: number;
  firstTimeLogin: boolean;
  mustChangePassword: boolean;
}

export function register(mode: 'username' | 'mobile', body: RegisterBody): Promise<RegisterValue> {
  const path = mode === 'mobile' ? '/wps/member/register/mobile' : '/wps/member/register';
  return callApi<RegisterValue>(path, { method: 'PUT', encrypt: true, body });
}
