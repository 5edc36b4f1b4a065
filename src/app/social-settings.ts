/**
 * The status answer's social settings (`info.social`: public data only), kept for the social-login
 * edge, which reads them when a provider's window opens; and the module switches as the buttons
 * should follow them. Part of the home page's JavaScript: kept to the minimum.
 */
import { SOCIAL_PROVIDERS, SOCIAL_SWITCHES } from '../../machines/session';

let received: unknown = null;

/** `info.social` of the last status answer, unread (the social-login edge checks its shape). */
export const receivedSocialSettings = (): unknown => received;

/**
 * Keeps the status answer's social settings and returns the module switches with each provider's
 * switch on only where the gateway also offers it (a switched-on provider the gateway has no
 * settings for would only ever fail).
 */
export function applySocialSettings(features: Record<string, boolean>, social: unknown): Record<string, boolean> {
  received = social;
  const value = (typeof social === 'object' && social !== null ? social : {}) as Record<string, unknown>;
  const offered = {
    google: value.google === true,
    facebook: value.facebook === true,
    telegram: typeof value.telegram === 'object' && value.telegram !== null,
  };
  const result = { ...features };
  for (const provider of SOCIAL_PROVIDERS) {
    const modId = SOCIAL_SWITCHES[provider];
    if (modId in result) result[modId] = result[modId] === true && offered[provider];
  }
  return result;
}
