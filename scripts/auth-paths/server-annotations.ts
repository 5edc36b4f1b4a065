/**
 * Which request produces each event of a server-side chart, and what the gateway checks when it
 * folds the event into the stored snapshot. Keyed `<machine id>.<event type>`.
 */
import type { PathStep } from './auth-path.types';
import type { EventAnnotation } from './annotation.types';

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
    check:
      'time passes; every login attempt first ticks the subject with the current time, dropping failures older than 15 minutes and ending an expired lock',
  },
  'smsCode.code.send': {
    call: 'POST /wps/verification/sms/noLogin {countryDialingCode, mobileNum}',
    check:
      'MOBILEVERCODELOGIN3 or CHNGPASSVERIF3 on (403 function.not.available); number matches the register rule; with HUMANCHECK3 a passed slider token is spent (403 humancheck.required); a new code only after resendAvailableAt (429 sms.resend.early), 5 per number and 20 per IP an hour (429 TOO_MANY_REQUESTS); code stored as an HMAC, sent only to a number with an account, same answer either way',
  },
  'smsCode.code.matched': {
    call: "POST /wps/session/login (encrypted), type 'sms': the mobile number and the code",
    check:
      'the code is checked against the stored HMAC only while the chart is awaiting (not expired, exhausted or used); a match is consumed in the same transaction and opens a session for the member with that number',
    factors: () => ['smsCode'],
  },
  'smsCode.code.mismatched': {
    call: "POST /wps/session/login (encrypted), type 'sms': a wrong code",
    check:
      'counted; the 5th wrong code exhausts the code, so even the right one is refused until a new code is sent; every refusal answers login.failed, like a wrong password',
    factors: () => ['smsCode'],
  },
  'smsCode.clock.tick': {
    call: null,
    check: 'time passes; every send and check first ticks the number with the current time, expiring a code older than 5 minutes',
  },
  'humanCheck.drag.accepted': {
    call: 'POST /wps/humancheck/verify {challengeId, x, trace}: the piece on the target, moved like a hand',
    check:
      'judgeChallenge locks the challenge row (FOR UPDATE) and ticks it first; one drag per challenge; within 5 px of the target with a plausible trace; the token (32 random bytes) is stored as a SHA-256 hash and valid 2 minutes',
    factors: () => ['humanCheck'],
  },
  'humanCheck.drag.rejected': {
    call: 'POST /wps/humancheck/verify {challengeId, x, trace}: the piece off the target',
    check:
      'the challenge is spent whatever the reason (offset, trace too short, too fast, implausible), so offsets cannot be tried one after another; the answer says only humancheck.failed',
    factors: () => ['humanCheck'],
  },
  'humanCheck.token.use': {
    call: 'POST /wps/verification/sms/register (or /noLogin, or PUT /wps/member/register*) with humanCheckToken',
    check:
      "spendToken locks the row found by the token's hash, ticks it, and accepts the token once, for the purpose the challenge was issued for, before it expires; any other token answers 403 humancheck.required",
  },
  'humanCheck.clock.tick': {
    call: null,
    check:
      'time passes; every verify and every spend first ticks the challenge with the current time: an unsolved challenge or an unused token older than 2 minutes expires',
  },
};
