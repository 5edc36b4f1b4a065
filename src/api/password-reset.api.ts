/**
 * Forgot password on the gateway: ask for a reset e-mail, set the password with the e-mailed
 * link's token (sealed), or with an SMS code, which also logs the visitor in (sealed).
 */
import { callApi } from './client';
import type { EmailResetRequest, LinkResetRequest, PhoneResetRequest } from '../../machines/forgot-password';
import type { LoginValue } from './session.api';

/** Answers the same whether or not the username and address belong together. */
export async function requestResetEmail(request: EmailResetRequest): Promise<void> {
  await callApi<null>('/wps/member/password/email', { method: 'POST', body: request });
}

/** Rejects with `password.reset.invalid` for an unknown, expired or used link. The token travels sealed. */
export async function resetPasswordWithLink(request: LinkResetRequest): Promise<void> {
  await callApi<null>('/wps/member/password/reset', { method: 'POST', encrypt: true, body: request });
}

/** Resolves the session the gateway starts (auto-login); rejects with `sms.code.invalid`. */
export function resetPasswordByPhone(request: PhoneResetRequest): Promise<LoginValue> {
  return callApi<LoginValue>('/wps/member/password/verification', { method: 'POST', encrypt: true, body: request });
}
