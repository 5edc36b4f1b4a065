/**
 * Forgot password on the gateway: ask for a reset e-mail, set the password with the e-mailed
 * link's token (sealed), or with an SMS code, which also logs the visitor in (sealed).
 */
import type { EmailResetRequest, LinkResetRequest, PhoneResetRequest, PhoneResetSession } from '../../machines/forgot-password';
import { apiFailure, callApi, withPlainFailure } from './client';
import type { ApiFailure } from './client';
import { toLoginSuccess } from './login.api';
import type { LoginValue } from './session.api';

/** The chart's code of a link the gateway will not honour. */
const REFUSED_LINK = 'password.reset.invalid';

/** Answers the same whether or not the username and address belong together. */
export async function requestResetEmail(request: EmailResetRequest): Promise<void> {
  await callApi<null>('/wps/member/password/email', { method: 'POST', body: request });
}

/**
 * Rejects with `password.reset.invalid` for an unknown, expired or used link, and for a token the
 * gateway's parameter check refuses (a damaged link is one it will not honour either); a refused
 * password keeps its own code. The token travels sealed.
 */
export async function resetPasswordWithLink(request: LinkResetRequest): Promise<void> {
  try {
    await callApi<null>('/wps/member/password/reset', { method: 'POST', encrypt: true, body: request });
  } catch (error) {
    const failure = error as ApiFailure;
    const fields = (failure.value as { fields?: Record<string, unknown> } | null)?.fields;
    if (failure.errorCode === 'request_param_err' && fields && 'token' in fields) throw apiFailure(REFUSED_LINK, failure.value);
    throw failure;
  }
}

/** Resolves the session the gateway starts (auto-login); rejects with `sms.code.invalid`. */
export function resetPasswordByPhone(request: PhoneResetRequest): Promise<PhoneResetSession> {
  return withPlainFailure(async () =>
    toLoginSuccess(await callApi<LoginValue>('/wps/member/password/verification', { method: 'POST', encrypt: true, body: request })),
  );
}
