/**
 * Calls of the charts a password login goes through: systemStatus, session, login (both tabs), the
 * captcha (of the login and the registration) and changePassword. Keyed `<machine id>.<invoke src>`.
 */
import type { CallAnnotation } from './annotation.types';
import { CAPTCHA_CHALLENGE, LIVE_TOKEN, SEALED, SITE_OPEN, SMS_CODE_CHECK } from './annotation.types';

export const loginCallAnnotations: Record<string, CallAnnotation> = {
  'systemStatus.loadSystemStatus': {
    call: 'GET /wps/system/status',
    check:
      'merchant from the Merchant header (two headers: 403 function.not.available); maintenance and region rules from the operator state, at most 5 s old; the module switches of the merchant; no token',
    summary: 'merchant from the Merchant header; maintenance and region rules of the operator; module switches',
  },
  'router.followSession': {
    call: null,
    local: "follows the session's status and the merchant's members-only flag, for the route guard",
    check: 'none (browser only): the gateway checks the token on every call a page makes',
  },
  'router.watchHistory': {
    call: null,
    local: "listens to the browser's back and forward buttons, which move the address",
    check: 'none (browser only)',
  },
  'session.readStoredSession': { call: null, local: 'reads the token this tab left in session storage', check: 'none (browser only)' },
  'session.loadDialogCharts': {
    call: null,
    local:
      'loads the login, registration and forgot-password charts (a chunk of the site) the first time a guest opens one of their dialogs; the session keeps them and runs each as its child while its dialog is open',
    check: 'none (browser only): nothing is sent to the gateway',
  },
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
    // signing out drops what the visitor presented: the next sign-in starts from nothing
    factors: () => [],
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
  'login.submitSmsLogin': {
    call: 'POST /wps/session/login',
    encrypted: true,
    check: `${SEALED}; ${SITE_OPEN}; type 'sms' needs MOBILEVERCODELOGIN3 (403 function.not.available); ${SMS_CODE_CHECK}; then a session for the member with that number; every refusal (wrong, used, expired or exhausted code, a number without an account) answers login.failed like a wrong password, and no loginEscalation counting applies`,
    summary:
      'sealed body used once; site open; MOBILEVERCODELOGIN3; the noLogin code of that number, single use, 5 minutes, 5 tries; every refusal login.failed',
    factors: () => ['smsCode'],
  },
  'captcha.fetchCaptcha': {
    call: 'GET /wps/captcha',
    check: CAPTCHA_CHALLENGE,
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
