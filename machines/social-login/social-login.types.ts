/**
 * Social login: Google or Facebook (OpenID Connect through the gateway) or Telegram, each in a
 * window of the provider that the site opens and watches.
 */
import type { LoginSuccess } from '../login';

export type SocialProvider = 'google' | 'facebook' | 'telegram';

/** The module switch of each provider (the gateway also needs the provider configured). */
export const SOCIAL_SWITCHES: Readonly<Record<SocialProvider, string>> = {
  facebook: 'FACEBOOKLOGIN3',
  google: 'GOOGLELOGIN3',
  telegram: 'TELEGRAMLOGIN3',
};

/** The order the buttons show in. */
export const SOCIAL_PROVIDERS: readonly SocialProvider[] = ['facebook', 'google', 'telegram'];

/** The window was closed before the provider answered: the login failed (SPEC §8). */
export const POPUP_CLOSED_CODE = 'social.popup.closed';
/** The browser refused to open the window (SPEC §8 "popup blocked"). */
export const POPUP_BLOCKED_CODE = 'social.popup.blocked';

/**
 * The merchant's Telegram login bot, from the status answer (`info.social.telegram`: public data):
 * Telegram's login popup is opened for this bot, and only messages from `oauthUrl`'s origin count.
 */
export interface TelegramLogin {
  botId: string;
  /** an origin (`https://oauth.telegram.org`) */
  oauthUrl: string;
}

export interface SocialLoginInput {
  provider: SocialProvider;
  /** the Telegram bot, when the status answer gave a usable one (a Telegram login fails without it) */
  telegramLogin?: TelegramLogin | null;
}

/** What `providerWindow` opens: the provider's window for this login. */
export interface ProviderWindowInput {
  provider: SocialProvider;
  telegramLogin: TelegramLogin | null;
}

/**
 * What `redeemProof` trades for a session: the provider's proof of the sign-in, opaque to the chart
 * (the gateway's single-use ticket for Google and Facebook, Telegram's signed answer for Telegram).
 * It is a bearer secret: its name ends in `Token` so recorded traces redact it.
 */
export interface SocialProof {
  provider: SocialProvider;
  proofToken: string;
}

/** How the chart ends: with the session of the sign-in, or with none when the visitor cancelled. */
export interface SocialLoginOutput {
  session: LoginSuccess | null;
}

export interface SocialLoginContext {
  provider: SocialProvider;
  telegramLogin: TelegramLogin | null;
  errorCode: string | null;
}

/**
 * What the provider's window reports (the edge accepts messages only from that window and from the
 * origin it expects): a proof, the provider's refusal, the window closed, the window blocked.
 */
export type ProviderWindowEvent =
  | { type: 'provider.signedIn'; proofToken: string }
  | { type: 'provider.failed'; errorCode: string }
  | { type: 'provider.closed' }
  | { type: 'provider.blocked' };

export type SocialLoginEvent =
  | ProviderWindowEvent
  /** open the provider's window again (a lost or blocked window, or after a failure) */
  | { type: 'social.retry' }
  | { type: 'social.cancel' };

export interface SocialLoginView {
  provider: SocialProvider;
  /** the provider's window is open: the site waits for it */
  waiting: boolean;
  /** the proof is being traded for a session */
  busy: boolean;
  /** the failure to show, while failed */
  errorCode: string | null;
  canRetry: boolean;
  canCancel: boolean;
}
