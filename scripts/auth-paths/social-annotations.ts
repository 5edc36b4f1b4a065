/**
 * Calls of the social-login chart: the provider's window (browser navigation through the gateway's
 * begin and callback pages, or Telegram's own popup) and the call that trades its proof for a
 * session. Keyed `<machine id>.<invoke src>`.
 */
import type { CallAnnotation } from './annotation.types';
import { SITE_OPEN } from './annotation.types';

const isTelegram = (input: unknown) => (input as { provider?: string }).provider === 'telegram';

export const socialCallAnnotations: Record<string, CallAnnotation> = {
  'session.loadSocialLogin': {
    call: null,
    local:
      'loads the social-login chart and its browser side (a chunk of the site) beside a dialog that shows social login buttons (nothing without them); the session keeps it and runs it as its child when a button is pressed',
    check: 'none (browser only): nothing is sent to the gateway',
  },
  'socialLogin.providerWindow': {
    call: null,
    local:
      "opens the provider's window inside the click and accepts a message only from that window and the expected origin: Google and Facebook go through GET /wps/social/<provider>/begin (the merchant in the query), which stores state, nonce and a PKCE S256 verifier for 10 minutes, sets an HttpOnly SameSite=Lax binding cookie and redirects to the provider; the provider returns to GET /wps/social/<provider>/callback, which spends the state once, requires the binding cookie of the browser that began, redeems the code with the verifier and checks the ID token (signature by the issuer's key, iss, aud, exp, iat, nonce), then posts a single-use ticket to the site's origin only; Telegram's popup posts its signed answer from TELEGRAM_OAUTH_URL",
    check:
      'begin: the provider switched on and configured (403 function.not.available), site open; callback: state unknown, used or expired, another browser, or a refused ID token: the page posts social.login.failed and no ticket',
  },
  'socialLogin.redeemProof': {
    call: 'POST /wps/session/login/social',
    callOf: (input) => (isTelegram(input) ? 'POST /wps/session/login/telegram' : 'POST /wps/session/login/social'),
    otherCalls: ['POST /wps/session/login/telegram'],
    check: `${SITE_OPEN}; Google and Facebook: the ticket (SHA-256 stored, 2 minutes) is spent by the UPDATE that checks it and must belong to a member of this merchant; Telegram: TELEGRAMLOGIN3 and a bot token (403 function.not.available), the HMAC-SHA256 of the sorted fields keyed with SHA-256 of the bot token, auth_date within a day, and each signed answer signs in once; every refusal answers social.login.failed; then the linked member, or a new player on a first sign-in, and a new session`,
    summary:
      'site open; a ticket spent once within 2 minutes for this merchant, or a Telegram answer signed with the bot token, under a day old, used once; every refusal social.login.failed',
    // the provider vouched for the visitor with a proof only the gateway (ticket) or the bot token (Telegram) can check
    factors: () => ['provider'],
  },
};
