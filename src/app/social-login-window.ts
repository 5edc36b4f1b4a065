/**
 * The provider's window as data: which address opens for a login and whose messages count. Google
 * and Facebook open the gateway's same-origin `begin` address, which redirects to the provider; the
 * gateway's callback page posts `{ type: 'social.login', ticket | errorCode }` to this site's origin.
 * Telegram opens its own login popup, which posts `{ event: 'auth_result', result }` (a JSON string
 * or an object) from Telegram's origin. The edge opens the window and listens
 * (src/app/social-login.edge.ts).
 */
import type { ProviderWindowEvent, ProviderWindowInput } from '../../machines/social-login';

export interface ProviderWindowPlan {
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
function socialBeginPath(provider: 'google' | 'facebook', merchant: string | null): string {
  return `/wps/social/${provider}/begin${merchant ? `?merchant=${encodeURIComponent(merchant)}` : ''}`;
}

/** The window for the login from this site (`site`, its origin); null for Telegram without a bot. */
export function providerWindowPlan(
  { provider, telegramLogin: bot }: ProviderWindowInput,
  site: string,
  merchant: string | null,
): ProviderWindowPlan | null {
  if (provider !== 'telegram') return { url: `${site}${socialBeginPath(provider, merchant)}`, origin: site, read: readCallbackMessage };
  if (!bot) return null;
  const query = new URLSearchParams({ bot_id: bot.botId, origin: site, request_access: 'write' });
  return { url: `${bot.oauthUrl}/auth?${query}`, origin: bot.oauthUrl, read: readTelegramMessage };
}

/** The browser window's place and size, as `window` gives them. */
export interface ScreenPlace {
  screenX: number;
  screenY: number;
  outerWidth: number;
  outerHeight: number;
}

/** A 520 × 640 popup in the middle of the browser's window. */
export function popupFeatures({ screenX, screenY, outerWidth, outerHeight }: ScreenPlace): string {
  const centred = (start: number, outer: number, size: number) => Math.max(0, Math.round(start + (outer - size) / 2));
  return `popup=yes,width=520,height=640,left=${centred(screenX, outerWidth, 520)},top=${centred(screenY, outerHeight, 640)}`;
}
