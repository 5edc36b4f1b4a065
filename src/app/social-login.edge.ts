/**
 * The social-login chart with its real side effects: the provider's window and the gateway calls.
 *
 * The window opens when the `providerWindow` actor starts, which happens inside the send of the
 * click's event (`social.start`, `social.retry`): browsers allow a popup only there. Google and
 * Facebook open the gateway's same-origin `begin` address, which redirects to the provider; the
 * gateway's callback page posts `{ type: 'social.login', ticket | errorCode }` to this site's origin.
 * Telegram opens its own login popup, which posts `{ event: 'auth_result', result }` (a JSON string
 * or an object) from Telegram's origin. A message counts only from the window this actor opened and
 * from the origin expected of it: any other page could post a forged one.
 *
 * This module is loaded with the first dialog that has social login buttons (the session's
 * `loadSocialLogin` answers its chart, which the session runs when a button is pressed): the home
 * page does not carry it.
 */
import { fromCallback, fromPromise } from 'xstate';
import type { EventObject } from 'xstate';
import { socialLoginMachine } from '../../machines/social-login';
import type { LoginSuccess } from '../../machines/login';
import type { ProviderWindowEvent, ProviderWindowInput, SocialProof } from '../../machines/social-login';
import { readMerchantCode } from '../api/request-context';
import { redeemSocialProof } from '../api/social-login.api';

interface ProviderWindowPlan {
  url: string;
  /** the only origin whose messages count */
  origin: string;
  /** the window's message as a chart event, or null for a message that is not the login's answer */
  read: (data: unknown) => ProviderWindowEvent | null;
}

/** The gateway's callback page: `{ type: 'social.login', ticket }` or `{ type: 'social.login', errorCode }`. */
function readCallbackMessage(data: unknown): ProviderWindowEvent | null {
  if (typeof data !== 'object' || data === null || (data as { type?: unknown }).type !== 'social.login') return null;
  const { ticket, errorCode } = data as { ticket?: unknown; errorCode?: unknown };
  if (typeof ticket === 'string' && ticket !== '') return { type: 'provider.signedIn', proofToken: ticket };
  return { type: 'provider.failed', errorCode: typeof errorCode === 'string' && errorCode !== '' ? errorCode : 'social.login.failed' };
}

/** Telegram's popup: `{ event: 'auth_result', result }`, as a JSON string or an object; `result` false when refused. */
function readTelegramMessage(data: unknown): ProviderWindowEvent | null {
  let message = data;
  if (typeof data === 'string') {
    try {
      message = JSON.parse(data);
    } catch {
      return null;
    }
  }
  if (typeof message !== 'object' || message === null || (message as { event?: unknown }).event !== 'auth_result') return null;
  const { result } = message as { result?: unknown };
  if (typeof result !== 'object' || result === null) return { type: 'provider.failed', errorCode: 'social.login.failed' };
  return { type: 'provider.signedIn', proofToken: JSON.stringify(result) };
}

/**
 * `GET /wps/social/<provider>/begin`, which redirects to the provider. A window's navigation carries
 * no Merchant header, so the merchant code the calls send goes in the query.
 */
export function socialBeginPath(provider: 'google' | 'facebook'): string {
  const merchant = readMerchantCode();
  return `/wps/social/${provider}/begin${merchant ? `?merchant=${encodeURIComponent(merchant)}` : ''}`;
}

function planFor({ provider, telegramLogin: bot }: ProviderWindowInput): ProviderWindowPlan | null {
  const site = window.location.origin;
  if (provider !== 'telegram') return { url: `${site}${socialBeginPath(provider)}`, origin: site, read: readCallbackMessage };
  if (!bot) return null;
  const query = new URLSearchParams({ bot_id: bot.botId, origin: site, request_access: 'write' });
  return { url: `${bot.oauthUrl}/auth?${query}`, origin: bot.oauthUrl, read: readTelegramMessage };
}

/** How often the window is checked for having been closed, and how long a closed one may still deliver its message. */
const CLOSED_POLL_MS = 500;

function windowFeatures(): string {
  const width = 520;
  const height = 640;
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2));
  return `popup=yes,width=${width},height=${height},left=${left},top=${top}`;
}

/** Opens the provider's window as it starts, reports its answer, and closes it when stopped. */
export const providerWindow = fromCallback<EventObject, ProviderWindowInput>(({ input, sendBack }) => {
  const report = (event: ProviderWindowEvent) => sendBack(event);
  const plan = planFor(input);
  if (!plan) {
    report({ type: 'provider.failed', errorCode: 'function.not.available' });
    return undefined;
  }
  const popup = window.open(plan.url, 'socialLogin', windowFeatures());
  if (!popup) {
    report({ type: 'provider.blocked' });
    return undefined;
  }
  let answered = false;
  const onMessage = (message: MessageEvent) => {
    if (answered || message.source !== popup || message.origin !== plan.origin) return;
    const event = plan.read(message.data);
    if (!event) return;
    answered = true;
    report(event);
  };
  window.addEventListener('message', onMessage);
  // A page that posts its answer and closes itself may be seen closed before its message arrives:
  // a window counts as closed by the visitor only once it has stayed closed for one more poll.
  let seenClosed = false;
  const poll = window.setInterval(() => {
    if (answered || !popup.closed) return;
    if (!seenClosed) {
      seenClosed = true;
      return;
    }
    answered = true;
    report({ type: 'provider.closed' });
  }, CLOSED_POLL_MS);
  return () => {
    window.removeEventListener('message', onMessage);
    window.clearInterval(poll);
    if (!popup.closed) popup.close();
  };
});

export const providedSocialLoginMachine = socialLoginMachine.provide({
  actors: {
    providerWindow,
    redeemProof: fromPromise<LoginSuccess, SocialProof>(({ input }) => redeemSocialProof(input)),
  },
});
