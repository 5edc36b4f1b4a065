/**
 * Executors of the report's mutated paths (scripts/auth-paths/mutations.ts): each replays the path
 * up to the step it falsifies, sends the falsified request instead, and requires the documented
 * refusal (status, error code, no token handed out). Keyed by mutation id. This file holds the
 * password-login and session mutations and assembles the signup and recovery ones.
 */
import { expect } from 'vitest';
import type { MutationSpec } from '../../../scripts/auth-paths/auth-path.types';
import { CAPTCHA_TTL_MS } from '../../../server/auth/captcha.service';
import { invokeAnnotations } from '../../../scripts/auth-paths/annotations';
import { attempt } from './auth-path-driver-kit';
import { drivers } from './auth-path-drivers';
import { afterPath, atCall, call, expectRefused } from './auth-path-mutation-kit';
import type { Executor } from './auth-path-mutation-kit';
import { TOKEN_ONLY_ROUTE } from './auth-path-outcome-kit';
import { forgotPasswordExecutors } from './auth-path-forgot-password-mutations';
import { withReplay } from './auth-path-replay';
import type { Override, PendingCall, Replay } from './auth-path-replay';
import { signupExecutors } from './auth-path-signup-mutations';
import { phoneExecutors } from './auth-path-phone-mutations';
import { socialExecutors } from './auth-path-social-mutations';
import { createAccount, NEW_PASSWORD, otherCode, unknownUsername, Visitor, WRONG_PASSWORD, wrongAnswer } from './auth-path-visitor';

/** The captcha login with the right password, so only the captcha can be what gets it refused. */
const rightPassword = (replay: Replay, captcha: string | null): Override => ({ password: replay.account!.password, captcha });

const encrypted = (pending: PendingCall) => invokeAnnotations[pending.key]?.encrypted === true;
const captchaLogin = (pending: PendingCall) =>
  pending.key === 'login.submitLogin' && (pending.call.input as { captcha: string | null }).captcha !== null;

/** Both ways into a session (password and free play) must be refused for this visitor. */
async function bothLoginsRefused(replay: Replay, spec: MutationSpec) {
  const account = await createAccount(replay.gw, 'player');
  expectRefused(await replay.visitor.login(account.username, account.password, null), spec);
  expectRefused(await replay.visitor.send('POST', '/wps/session/login/freeplay', { body: { platform: 'W' } }), spec);
}

const loginExecutors: Record<string, Executor> = {
  'plaintext-body': atCall(encrypted, async (replay, pending, spec) => expectRefused(await call(replay, pending, { plain: true }), spec)),
  'replayed-body': atCall(encrypted, async (replay, pending, spec) => {
    const first = await call(replay, pending, {});
    expect(first.statusCode, 'the original call is accepted').toBe(200);
    expectRefused(await replay.visitor.resend(replay.visitor.lastSealed!), spec);
  }),
  'no-token': atCall(
    (pending) => pending.key === 'session.loadMemberInfo',
    async (replay, pending, spec) => expectRefused(await call(replay, pending, { token: false }), spec),
  ),
  'token-after-logout': afterPath(async (replay, spec) => {
    const logout = await replay.visitor.send('DELETE', '/wps/session/logout', { token: true });
    expect(logout.json()).toEqual({ success: true, value: null });
    expectRefused(await replay.visitor.send('GET', '/wps/member/info', { token: true }), spec);
  }),
  'skip-captcha': atCall(captchaLogin, async (replay, pending, spec) =>
    expectRefused(await call(replay, pending, rightPassword(replay, null)), spec),
  ),
  'wrong-captcha': atCall(captchaLogin, async (replay, pending, spec) => {
    expectRefused(await call(replay, pending, rightPassword(replay, wrongAnswer(replay.visitor.captchaAnswer!))), spec);
  }),
  'reused-captcha': atCall(captchaLogin, async (replay, pending, spec) => {
    // an earlier attempt presents the valid answer with a wrong password (using it up), then it is reused
    const answer = replay.visitor.captchaAnswer;
    const earlier = await call(replay, pending, { password: WRONG_PASSWORD, captcha: answer });
    expect(earlier.json().errorCode, 'the valid answer reached the password check').toBe('login.failed');
    expectRefused(await call(replay, pending, rightPassword(replay, answer)), spec);
  }),
  'foreign-captcha': atCall(captchaLogin, async (replay, pending, spec) => {
    const other = new Visitor(replay.gw);
    do await other.fetchCaptcha();
    while (other.captchaAnswer === replay.visitor.captchaAnswer);
    expectRefused(await call(replay, pending, rightPassword(replay, other.captchaAnswer)), spec);
  }),
  'expired-captcha': atCall(captchaLogin, async (replay, pending, spec) => {
    replay.gw.clock.advance(CAPTCHA_TTL_MS + 1_000);
    expectRefused(await call(replay, pending, rightPassword(replay, replay.visitor.captchaAnswer)), spec);
  }),
  'must-change-other-call': afterPath(async (replay, spec) => {
    expectRefused(await replay.visitor.send('GET', TOKEN_ONLY_ROUTE, { token: true }), spec);
  }),
  'trial-sets-password': afterPath(async (replay, spec) => {
    const body = { oldPassword: 'Any-guess-1', newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD };
    expectRefused(await replay.visitor.sealed('POST', '/wps/member/password', body, { token: true }), spec);
  }),
  'login-during-maintenance': afterPath(bothLoginsRefused),
  'login-from-blocked-region': afterPath(bothLoginsRefused),
  'unknown-user': atCall(
    (pending) => pending.key === 'login.submitLogin',
    async (replay, pending, spec) => {
      const real = await call(replay, pending, {});
      const unknown = await call(replay, pending, { username: unknownUsername() });
      expectRefused(unknown, spec);
      expect({ status: unknown.statusCode, body: unknown.json() }).toEqual({ status: real.statusCode, body: real.json() });
    },
  ),
  'skip-required-captcha': async (gw, path, spec) => {
    const refuse = async (replay: Replay) => expectRefused(await attempt(replay, replay.account!.password, false), spec);
    // in place of the path's own success, or after a path that ends requiring a captcha
    const beforeEvent = async (step: { event: string }, replay: Replay) => {
      if (step.event !== 'attempt.succeeded') return false;
      await refuse(replay);
      return true;
    };
    await withReplay(gw, path, drivers, { beforeEvent }, async (done, replay) => {
      if (done) await refuse(replay);
    });
  },
  'sms-code-reused': afterPath(async (replay, spec) => {
    expectRefused(await replay.visitor.smsLogin(replay.account!.mobileNum, replay.smsCode!), spec);
  }),
  'sms-code-other-number': afterPath(async (replay, spec) => {
    const other = await createAccount(replay.gw, 'player');
    expect((await replay.visitor.askSmsCode(other.mobileNum)).statusCode).toBe(200);
    const code = await replay.visitor.lastSmsCode(other.mobileNum);
    const ours = replay.smsCode === code ? otherCode(code) : replay.smsCode!;
    expectRefused(await replay.visitor.smsLogin(other.mobileNum, ours), spec);
  }),
  'sms-no-code-sent': afterPath(async (replay, spec) => {
    const stranger = await createAccount(replay.gw, 'player');
    expectRefused(await replay.visitor.smsLogin(stranger.mobileNum, replay.smsCode!), spec);
  }),
  'sms-early-resend': async (gw, path, spec) => {
    const beforeEvent = async (step: { event: string }, replay: Replay) => {
      if (step.event !== 'code.matched') return false;
      expectRefused(await replay.visitor.askSmsCode(replay.account!.mobileNum), spec);
      return true;
    };
    await withReplay(gw, path, drivers, { beforeEvent }, async (done) => expect(done, 'the resend came before the code was used').toBeNull());
  },
  'sms-right-code-too-late': afterPath(async (replay, spec) => {
    expectRefused(await replay.visitor.smsLogin(replay.account!.mobileNum, replay.smsCode!), spec);
  }),
  'locked-right-password': afterPath(async (replay, spec) => {
    const right = await attempt(replay, replay.account!.password, true);
    expectRefused(right, spec);
    const wrong = await attempt(replay, WRONG_PASSWORD, true);
    expect(right.json(), 'locked answers exactly like a wrong password').toEqual(wrong.json());
  }),
};

export const mutationExecutors: Record<string, Executor> = {
  ...loginExecutors,
  ...signupExecutors,
  ...phoneExecutors,
  ...forgotPasswordExecutors,
  ...socialExecutors,
};
