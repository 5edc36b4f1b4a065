/** Session calls: logout (the login calls are the login chart's, login.api.ts). */
import type { LoginSuccess as LoginSuccessWire } from '../../wire/session.schemas';
import { callApi } from './client';

/** `value` of a successful login, free-play login, registration or phone reset (wire/session.schemas.ts). */
export type LoginValue = LoginSuccessWire;

export async function logout(): Promise<void> {
  await callApi<null>('/wps/session/logout', { method: 'DELETE', token: true });
}
