/**
 * Social login calls: the ticket of a Google or Facebook login, or Telegram's signed answer, traded
 * for a session. Loaded with the social-login edge, once a dialog shows social login buttons.
 */
import type { LoginSuccess } from '../../machines/login';
import type { SocialProof } from '../../machines/social-login';
import { callApi, withPlainFailure } from './client';
import { toLoginSuccess } from './login.api';
import type { LoginValue } from './session.api';

/** `POST /wps/session/login/social`: a single-use ticket handed over by the callback page. */
export function loginBySocialTicket(ticket: string): Promise<LoginValue> {
  return callApi<LoginValue>('/wps/session/login/social', { method: 'POST', body: { ticket } });
}

/** Telegram's answer as its login popup hands it over: the user's fields, `auth_date` and `hash`. */
export type TelegramAuthResult = Record<string, string | number>;

/** `POST /wps/session/login/telegram`: the gateway checks the signature with the bot token. */
export function loginByTelegram(auth: TelegramAuthResult): Promise<LoginValue> {
  return callApi<LoginValue>('/wps/session/login/telegram', { method: 'POST', body: auth });
}

/** Trades a provider's proof for a session: a ticket, or Telegram's answer as JSON. */
export function redeemSocialProof({ provider, proofToken }: SocialProof): Promise<LoginSuccess> {
  return withPlainFailure(async () =>
    toLoginSuccess(
      provider === 'telegram' ? await loginByTelegram(JSON.parse(proofToken) as TelegramAuthResult) : await loginBySocialTicket(proofToken),
    ),
  );
}
