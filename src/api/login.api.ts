/**
 * The login chart's calls: login by password or SMS code (sealed) and free play. Each answers the
 * chart's session; a refused login says beside its code whether the gateway asks for a captcha
 * next time. Loaded with the dialog charts, not with the first page.
 */
import type { LoginFailure, LoginSuccess } from '../../machines/login';
import { callApi, withPlainFailure } from './client';
import type { ApiFailure } from './client';
import type { LoginValue } from './session.api';

export interface LoginRequest {
  username: string;
  password: string;
  captcha?: string | null;
}

/** The session a login, a registration or a phone reset starts, as the charts keep it. */
export function toLoginSuccess(value: LoginValue): LoginSuccess {
  return {
    token: value.token,
    firstTimeLogin: value.firstTimeLogin === true,
    mustChangePassword: value.mustChangePassword === true,
    customerType: value.customerType,
  };
}

/** A refused login rejects with `{ errorCode, value, captchaRequired }`: the gateway's `value.captcha` asks for one. */
function loginFailure(failure: ApiFailure): Pick<LoginFailure, 'captchaRequired'> {
  return { captchaRequired: Boolean((failure.value as { captcha?: unknown } | null)?.captcha) };
}

const sessionOf = (call: () => Promise<LoginValue>): Promise<LoginSuccess> =>
  withPlainFailure(async () => toLoginSuccess(await call()), loginFailure);

export function login(request: LoginRequest): Promise<LoginSuccess> {
  const body: Record<string, unknown> = { username: request.username, password: request.password, type: 'username' };
  if (request.captcha) body.captcha = request.captcha;
  return sessionOf(() => callApi<LoginValue>('/wps/session/login', { method: 'POST', encrypt: true, body }));
}

/** The number and dialing code of an SMS login (CONTRACT §4.1: `username` = number, `password` = code). */
export interface SmsLoginRequest {
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
}

export function loginBySms(request: SmsLoginRequest): Promise<LoginSuccess> {
  const body = { username: request.mobileNum, password: request.verificationCode, type: 'sms', countryDialingCode: request.countryDialingCode };
  return sessionOf(() => callApi<LoginValue>('/wps/session/login', { method: 'POST', encrypt: true, body }));
}

export function loginFreePlay(): Promise<LoginSuccess> {
  return sessionOf(() => callApi<LoginValue>('/wps/session/login/freeplay', { method: 'POST', body: { platform: 'W' } }));
}
