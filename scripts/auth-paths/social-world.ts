/**
 * Social login in the world of the report: the operator switches Google and Telegram login on
 * (fact `modules: 'socialOn'`), the visitor presses a provider's button in the login dialog, the
 * provider's window answers (a ticket or Telegram's signed answer, a refusal, closed, blocked), and
 * the gateway trades the proof for a session: a new player on a first sign-in, the linked player
 * after that. Facebook is Google's path with another issuer: the same routes and checks.
 */
import { socialLoginMachine } from '../../machines/social-login';
import type { SocialLoginContext } from '../../machines/social-login';
import type { ChartSpec, EventVariant, Facts } from './auth-path.types';
import { explorable } from './explorable-system';
import { DEMO_MODULES, failedWith, ok, plain, refused, signedIn, signingIn, view } from './world';

/** What the operator switches on for social login (both off on the demo merchant). */
export const SOCIAL_SWITCHES: Readonly<Record<string, boolean>> = { GOOGLELOGIN3: true, TELEGRAMLOGIN3: true };

export const SOCIAL_MODULES: Readonly<Record<string, boolean>> = { ...DEMO_MODULES, ...SOCIAL_SWITCHES };

/** Google and Telegram login switched on. */
export const socialSwitches = (facts: Facts) => facts.modules === 'socialOn';

const provider = (s: { context: unknown }) => (s.context as SocialLoginContext).provider;
const isTelegram = (s: { context: unknown }) => provider(s) === 'telegram';
const isOpenId = (s: { context: unknown }) => !isTelegram(s);

/** The dialog loaded the social-login chart (offered where a provider is switched on). */
export const socialLoaded: EventVariant[] = [
  { label: 'the social login loaded', payload: { output: explorable(socialLoginMachine) }, onlyIf: socialSwitches },
];

/** `social.start`: a provider's button of the login dialog (the registration popup's buttons start the same chart). */
export const socialStart: EventVariant[] = (['google', 'telegram'] as const).map((name) => ({
  label: name === 'google' ? 'Google' : 'Telegram',
  payload: { provider: name },
  offered: (s) => view(s).matches({ guest: 'loggingIn' } as never),
  onlyIf: socialSwitches,
  agrees: { method: name },
}));

/** Member info after a social sign-in: the player it created or found. */
export const socialMemberInfo = (member: (type: number) => unknown): EventVariant[] => [
  {
    label: 'new social player (type 0)',
    agrees: { account: 'newSocialPlayer' },
    payload: { output: member(0) },
    answer: ok({ type: 0, mustChangePassword: false }),
    decision: 'live token of the player the first social sign-in created',
  },
  {
    label: 'linked social player (type 0)',
    agrees: { account: 'linkedSocialPlayer' },
    payload: { output: member(0) },
    answer: ok({ type: 0, mustChangePassword: false }),
    decision: 'live token of the player linked to the provider account',
  },
];

const NEW_PLAYER = 'a new player (type 0, no password: they sign in through the provider) linked to the provider account, and its session';

export const socialLoginChart: ChartSpec = {
  machine: socialLoginMachine,
  events: {
    'provider.signedIn': [
      { label: "the callback page's ticket", offered: isOpenId, payload: { proofToken: 'ticket' } },
      { label: "Telegram's signed answer", offered: isTelegram, payload: { proofToken: '{"id":"1","auth_date":"1","hash":"0"}' } },
    ],
    'provider.failed': [{ label: 'the window reported a refusal', payload: { errorCode: 'social.login.failed' } }],
    'provider.closed': plain,
    'provider.blocked': plain,
    'xstate.done.actor.redeemProof': [
      {
        label: 'new player (first sign-in)',
        agrees: { account: 'newSocialPlayer' },
        next: signingIn('social'),
        payload: { output: signedIn(0, false, true) },
        answer: ok({ customerType: 0, firstTimeLogin: true, mustChangePassword: false }),
        decision: NEW_PLAYER,
      },
      {
        label: 'linked player',
        agrees: { account: 'linkedSocialPlayer' },
        next: signingIn('social'),
        payload: { output: signedIn(0) },
        answer: ok({ customerType: 0, firstTimeLogin: false, mustChangePassword: false }),
        precondition: { socialAccount: 'linked' },
        decision: 'the player linked to the provider account by an earlier sign-in, and a new session',
      },
    ],
    'xstate.error.actor.redeemProof': [
      {
        label: 'ticket already used',
        offered: isOpenId,
        payload: failedWith('social.login.failed'),
        answer: refused(200, 'social.login.failed'),
        request: { credential: 'wrong' },
        decision: "the ticket is spent by the UPDATE that checks it: a used, expired (2 minutes) or other merchant's ticket gives no session",
      },
      {
        label: 'signature does not verify',
        offered: isTelegram,
        payload: failedWith('social.login.failed'),
        answer: refused(200, 'social.login.failed'),
        request: { credential: 'wrong' },
        decision: 'the HMAC of the fields keyed with SHA-256 of the bot token does not match: a changed field gives no session',
      },
    ],
  },
  ignored: {
    'social.retry': "opens the provider's window again: the same path, later",
    'social.cancel': 'returns to the login dialog; nothing is sent',
  },
};
