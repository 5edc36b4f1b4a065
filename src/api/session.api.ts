/** Session calls: login by password or SMS code (sealed), free play, logout. */
import type { LoginSuccess } from '../../wire/session.schemas';
import { callApi } from './client';

export interface LoginRequest {
  username: string;
  password: string;
  captcha?: string | null;
}

/** `value` of a successful login or free-play login (wire/session.schemas.ts). */
export type LoginValue = LoginSuccess;

export function login(request: LoginRequest): Promise<LoginValue> {
  const body: Record<string, unknown> = { username: request.username, password: request.password, type: 'username' };
  if (request.captcha) body.captcha = request.captcha;
  return callApi<LoginValue>('/wps/session/login', { method: 'POST', encrypt: true, body });
}

/** The number and dialing code of an SMS login (CONTRACT §4.1: `username` = number, `password` = code). */
export interface SmsLoginRequest {
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
}

export function loginBySms(request: SmsLoginRequest): Promise<LoginValue> {
  const body = { username: request.mobileNum, password: request.verificationCode, type: 'sms', countryDialingCode: request.countryDialingCode };
  return callApi<LoginValue>('/wps/session/login', { method: 'POST', encrypt: true, body });
}

export function loginFreePlay(): Promise<LoginValue> {
  return callApi<LoginValue>('/wps/session/login/freeplay', { method: 'POST', body: { platform: 'W' } });
}

export async function logout(): Promise<void> {
  await callApi<null>('/wps/session/logout', { method: 'DELETE', token: true });
}
