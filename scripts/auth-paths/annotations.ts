/**
 * Which gateway call each invoked actor of an auth chart makes, and which server check enforces it;
 * for server-side charts, which call produces each event. Keyed `<machine id>.<invoke src>` and
 * `<machine id>.<event type>`. tests/tooling/auth-paths-annotations.test.ts fails when an invoke or
 * a server-chart event has no entry here, so a new chart cannot reach the report unexplained.
 */
import type { Factor, PathStep } from './auth-path.types';

export interface CallAnnotation {
  /** `METHOD /path` of the gateway call, or null when the actor stays in the browser */
  call: string | null;
  encrypted?: boolean;
  /** sends `Authorization: <token>` */
  token?: boolean;
  /** what a local actor does instead of a call */
  local?: string;
  /** the server checks that enforce this step, in words an auditor can verify in server/ */
  check: string;
  /** the same in a few words, for the step tables of each path */
  summary?: string;
  /** factors this call presents, read from the invoke's input */
  factors?: (input: unknown) => Factor[];
}

export interface EventAnnotation {
  /** the request that makes the gateway send this event to the chart */
  call: string | null;
  check: string;
  factors?: (step: PathStep) => Factor[];
}

const SEALED =
  'sealed body: RSA-OAEP (SHA-256) key unwrap, AES-GCM tag over "<METHOD> <path>", timestamp within 120 s, nonce used once (400 payload.encryption.required / payload.invalid / payload.stale / payload.replayed)';
const SITE_OPEN = 'site open: no maintenance (503 system.maintenance), visitor IP and country allowed (403 region.blocked)';
const LIVE_TOKEN = 'live token: SHA-256 of the token found, not revoked, idle under 12 h, same merchant (401 login.not.session)';

export const invokeAnnotations: Record<string, CallAnnotation> = {
  'systemStatus.loadSystemStatus': {
    call: 'GET /wps/system/status',
    check: 'merchant from the Merchant header (two headers: 403 function.not.available); maintenance and region rules from the operator state, at most 5 s old; no token',
    summary: 'merchant from the Merchant header; maintenance and region rules of the operator',
  },
  'session.readStoredSession': { call: null, local: 'reads the token this tab left in session storage', check: 'none (browser only)' },
  'session.loadMemberInfo': {
    call: 'GET /wps/member/info',
    token: true,
    check: `${LIVE_TOKEN}; open to a must-change-password session`,
    summary: 'live token, same merchant (401 login.not.session)',
  },
  'session.logout': {
    call: 'DELETE /wps/session/logout',
    token: true,
    check: `${LIVE_TOKEN}; the session is revoked server-side, so the token is refused from then on`,
    summary: 'live token; session revoked server-side',
  },
  'session.registration': {
    call: null,
    local: 'placeholder for the registration chart (not yet composed): it reaches no gateway',
    check: 'PUT /wps/member/register* enforce rules, captcha, slider token, invitation code and SMS code (tests/server/registration.test.ts)',
  },
  'session.forgotPassword': {
    call: null,
    local: 'placeholder for the forgot-password chart (not yet composed): it reaches no gateway',
    check: 'POST /wps/member/password/* enforce the reset link or the SMS code (tests/server/password-reset.test.ts)',
  },
  'login.readRememberedLogin': { call: null, local: 'reads credentials saved by remember me', check: 'none (browser only)' },
  'login.submitLogin': {
    call: 'POST /wps/session/login',
    encrypted: true,
    check: `${SEALED}; ${SITE_OPEN}; a presented captcha is consumed whatever happens; escalation chart loginEscalation (per merchant + username): captcha required after 3 failures, locked after 10 in 15 minutes for 15 minutes doubling to 60; argon2id verify; unknown user, wrong password and locked account get the same answer after the same work`,
    summary:
      'sealed body used once; site open; loginEscalation requires a captcha after 3 failures and locks after 10 in 15 minutes; argon2id verify; same answer for unknown user, wrong password and locked account',
    factors: (input) => {
      const request = input as { captcha?: string | null } | undefined;
      return request?.captcha ? ['password', 'captcha'] : ['password'];
    },
  },
  'login.fetchCaptcha': {
    call: 'GET /wps/captcha',
    check: 'new challenge: 4 characters, answer stored hashed, valid 2 minutes, bound to this browser by the HttpOnly captchaId cookie, consumed by the next login attempt',
    summary: 'new challenge bound to this browser (captchaId cookie), valid 2 minutes, single use',
  },
  'login.startFreePlay': {
    call: 'POST /wps/session/login/freeplay',
    check: `FREEPLAY3 on for the merchant (403 function.not.available); ${SITE_OPEN}; creates a trial account (type 4) that has no password, and its session`,
    summary: 'FREEPLAY3 on; site open; new trial account (type 4) without a password',
    factors: () => [],
  },
  'changePassword.submitPasswordChange': {
    call: 'POST /wps/member/password',
    encrypted: true,
    token: true,
    check: `${SEALED}; ${LIVE_TOKEN}, open to a must-change-password session; current password verified with argon2id (password.old.invalid); new password 8-128 characters with a letter and a digit, not the current one, not the merchant default, confirmed (400 request_param_err); clears must-change and revokes the member's other sessions`,
    summary: 'sealed body used once; live token; current password verified with argon2id; new password rules; other sessions revoked',
    factors: () => ['password'],
  },
};

const capturedBy = (step: PathStep, state: string) => step.transitions.some((t) => t.key.startsWith(`#loginEscalation.${state} `));

export const serverEventAnnotations: Record<string, EventAnnotation> = {
  'loginEscalation.attempt.failed': {
    call: 'POST /wps/session/login (encrypted): wrong password, with a valid captcha when one is required',
    check:
      'decideAttempt locks the subject row (FOR UPDATE) and counts the failure before the password check, so parallel guesses cannot outrun the count; while locked no password is checked and nothing is counted',
    factors: (step) => (capturedBy(step, 'captchaRequired') ? ['password', 'captcha'] : ['password']),
  },
  'loginEscalation.attempt.succeeded': {
    call: 'POST /wps/session/login (encrypted): right password, with a valid captcha when one is required',
    check: 'recordSuccess resets failures and lock count; the login answers with a new session token',
    factors: (step) => (capturedBy(step, 'captchaRequired') ? ['password', 'captcha'] : ['password']),
  },
  'loginEscalation.clock.tick': {
    call: null,
    check: 'time passes; every login attempt first ticks the subject with the current time, dropping failures older than 15 minutes and ending an expired lock',
  },
  'smsCode.code.send': {
    call: 'POST /wps/verification/sms/noLogin {countryDialingCode, mobileNum}',
    check:
      'MOBILEVERCODELOGIN3 or CHNGPASSVERIF3 on (403 function.not.available); number matches the register rule; with HUMANCHECK3 a passed slider token is spent (403 humancheck.required); a new code only after resendAvailableAt (429 sms.resend.early), 5 per number and 20 per IP an hour (429 TOO_MANY_REQUESTS); code stored as an HMAC, sent only to a number with an account, same answer either way',
  },
  'smsCode.code.matched': {
    call: "POST /wps/session/login (encrypted), type 'sms': the mobile number and the code",
    check: 'the code is checked against the stored HMAC only while the chart is awaiting (not expired, exhausted or used); a match is consumed in the same transaction and opens a session for the member with that number',
    factors: () => ['smsCode'],
  },
  'smsCode.code.mismatched': {
    call: "POST /wps/session/login (encrypted), type 'sms': a wrong code",
    check: 'counted; the 5th wrong code exhausts the code, so even the right one is refused until a new code is sent; every refusal answers login.failed, like a wrong password',
    factors: () => ['smsCode'],
  },
  'smsCode.clock.tick': {
    call: null,
    check: 'time passes; every send and check first ticks the number with the current time, expiring a code older than 5 minutes',
  },
};
