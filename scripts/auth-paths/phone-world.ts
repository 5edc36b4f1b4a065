/**
 * The registration's phone-provider path in the world of the report (SPEC §4): the operator switches
 * the path on for the demo merchant (`npm run admin -- phone-auth on --project demo-phone-auth`; fact
 * `modules: 'phoneProviderOn'`, the status call's `info.phoneAuth`). The SMS button then texts through
 * the phone provider (its answer carries the provider's session, which the registration follows
 * through the button's snapshots), the submit confirms the typed code with the provider after the
 * slider check (an ID token, or a refusal), and the register call carries the token instead of a
 * code of the gateway's own. With the path on only the registration is explored: login, free play
 * and recovery do not change with it.
 */
import type { RegistrationContext, RegisterSettings } from '../../machines/registration';
import type { SmsCountdownContext } from '../../machines/sms-countdown';
import type { EventVariant, Facts, GatewayAnswer } from './auth-path.types';
import { failedWith, ok, signedIn } from './world';

/** The demo merchant's phone-provider project while the path is on (its ID tokens' audience). */
export const PHONE_PROJECT = 'demo-phone-auth';

/** The phone-provider path switched on for the merchant. */
export const phoneProviderOn = (facts: Facts) => facts.modules === 'phoneProviderOn';

/** The provider answers outside the /wps envelope: `{ error: { code } }` with an HTTP status. */
const providerRefused = (status: number, code: string): GatewayAnswer => ({ status, body: { error: { code } } });

/** The provider's answers that carry a value the proof cannot know in advance; its drivers check their shape. */
const providerAnswered: GatewayAnswer = { status: 200, body: {} };

/** The status call's answer while the path is on (the demo merchant's switches otherwise). */
export const phoneProviderStatus = (status: unknown): EventVariant => ({
  label: 'open, registration through the phone provider on (code 0)',
  agrees: { modules: 'phoneProviderOn' },
  payload: { output: status },
  answer: ok({ maintenance: false, regionRestriction: false, info: { phoneAuth: { enabled: true, projectId: PHONE_PROJECT } } }),
  precondition: { phoneAuth: PHONE_PROJECT },
  decision: 'no maintenance, visitor allowed; the operator switched the phone-provider path on for the merchant with its provider project',
});

/** The register settings as the edge builds them while the path is on: the status call's project beside the rules. */
export const phoneProviderSettings = (settings: RegisterSettings): EventVariant => ({
  label: "the demo merchant's rules, phone provider on",
  onlyIf: phoneProviderOn,
  payload: { output: { ...settings, phoneProvider: { projectId: PHONE_PROJECT } } },
  answer: ok({ captcha: { enabled: true, required: true }, mobileNum: { enabled: true, required: true }, switches: settings.switches }),
  decision: "the rules and switches of the merchant; with the status call's info.phoneAuth, the provider project the SMS button texts through",
});

const onProviderPath = (s: { context: unknown }) => (s.context as SmsCountdownContext).phoneProvider !== null;

/** `sendSmsCode` on the path: the provider texts the code and answers its session (one minute of countdown). */
export const providerCodeSent: EventVariant = {
  label: 'code sent through the phone provider',
  offered: onProviderPath,
  payload: { output: { expiredMinutes: 1, sessionInfo: 'provider-session' } },
  answer: providerAnswered,
  decision:
    "the slider token (purpose sms) spent; the provider stores a new code as a hash for 5 minutes, texts it, and answers the session that must present it; resends and hourly limits as the gateway's own codes",
};

/** The gateway's own send is not made while the path is on. */
export const offTheProviderPath = (s: { context: unknown }) => !onProviderPath(s);

export const confirmPhoneCodeVariants: Record<'done' | 'error', EventVariant[]> = {
  done: [
    {
      label: "the provider's ID token",
      payload: { output: { idToken: 'id-token' } },
      answer: providerAnswered,
      decision:
        "the code of the session matches: the provider spends it and answers an ES256 ID token for the number, audience the merchant's project, valid 5 minutes",
    },
  ],
  error: [
    {
      label: 'wrong code',
      payload: failedWith('auth/invalid-verification-code'),
      answer: providerRefused(400, 'auth/invalid-verification-code'),
      request: { smsCode: 'wrong' },
      decision: "the code does not match the session's: the wrong try is counted (the fifth spends the code), no token",
    },
    {
      label: 'code expired',
      payload: failedWith('auth/code-expired'),
      answer: providerRefused(400, 'auth/code-expired'),
      request: { smsCode: 'expired' },
      decision: "the session's code is older than 5 minutes (or spent, or replaced by a newer one): no token, only a new code helps",
    },
  ],
};

/** The register call carries the provider's ID token (the chart keeps it for the number it was confirmed for). */
export const carriesPhoneToken = (s: { context: unknown }) => (s.context as RegistrationContext).phoneIdToken !== null;

/** Registered with the provider's ID token on a tab. */
export const registeredThroughProvider = (method: 'username' | 'mobile'): EventVariant => ({
  label: `registered on the ${method} tab with the provider's ID token`,
  offered: (s) => carriesPhoneToken(s) && (s.context as RegistrationContext).mode === method,
  agrees: { account: 'newPlayer', method },
  next: (facts) => ({ ...facts, via: 'phoneProvider' }),
  payload: { output: signedIn(0, false, true) },
  answer: ok({ customerType: 0, firstTimeLogin: true, mustChangePassword: false }),
  decision:
    "every check passed and the ID token verifies (signature, issuer and audience of the merchant's project, expiry, the registering number): the member is created, the token spent with the insert, no SMS code of the gateway's own is asked for; a new session (login true)",
});
