/**
 * The status answer's social settings (`info.social`: public data only), kept for the social-login
 * edge, which reads them when a provider's window opens. Part of the home page's JavaScript: kept
 * to the minimum.
 */
let received: unknown = null;

/** `info.social` of the last status answer, unread (the social-login edge checks its shape). */
export const receivedSocialSettings = (): unknown => received;

export function keepSocialSettings(social: unknown): void {
  received = social;
}
