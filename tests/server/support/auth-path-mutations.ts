/**
 * Executors of the report's mutated paths (scripts/auth-paths/mutations.ts): each replays the path
 * up to the step it falsifies, sends the falsified request instead, and requires the documented
 * refusal (status, error code, no token handed out). Keyed by mutation id.
 */
import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { CAPTCHA_TTL_MS } from '../../../server/auth/captcha.service';
import type { AuthPath, MutationSpec } from '../../../scripts/auth-paths/auth-path.types';
import { invokeAnnotations } from '../../../scripts/auth-paths/annotations';
import { attempt, callDrivers, drivers } from './auth-path-drivers';
import { TOKEN_ONLY_ROUTE } from './auth-path-outcomes';
import { withReplay } from './auth-path-replay';
import type { Override, PendingCall, Replay } from './auth-path-replay';
import { createAccount, NEW_PASSWORD, otherCode, unknownUsername, Visitor, WRONG_PASSWORD, wrongAnswer } from './auth-path-visitor';
import type { TestGateway } from './test-gateway';

type Executor = (gw: TestGateway, path: AuthPath, spec: MutationSpec) => Promise<void>;

export function expectRefused(response: LightMyRequestResponse, spec: MutationSpec) {
  expect(response.statusCode, `${spec.id}: ${response.body}`).toBe(spec.rejectedWith.status);
  const body = response.json() as { success: boolean; errorCode: string; value?: { token?: string } | null };
  expect(body).toMatchObject({ success: false, errorCode: spec.rejectedWith.errorCode });
  expect(body.value?.token, `${spec.id}: no token handed out`).toBeUndefined();
}

const call = (replay: Replay, pending: PendingCall, override: Override) =>
  callDrivers[pending.key](replay, pending, override) as Promise<LightMyRequestResponse>;

/** The captcha login with the right password, so only the captcha can be what gets it refused. */
const rightPassword = (replay: Replay, captcha: string | null): Override => ({ password: replay.account!.password, captcha });

/** Replays until the first call matching `at`, runs `instead` in its place, and fails if none came. */
function atCall(at: (pending: PendingCall) => boolean, instead: (replay: Replay, pending: PendingCall, spec: MutationSpec) => Promise<void>): Executor {
  return async (gw, path, spec) => {
    let reached = false;
    const beforeCall = async (pending: PendingCall, replay: Replay) => {
      if (!at(pending)) return false;
      reached = true;
      await instead(replay, pending, spec);
      return true;
    };
    await withReplay(gw, path, drivers, { beforeCall }, async () => {
      expect(reached, `${spec.id}: the path makes the call this mutation falsifies`).toBe(true);
    });
  };
}

/** Replays the whole path, then runs `then` (before the world is restored). */
const afterPath =
  (then: (replay: Replay, spec: MutationSpec) => Promise<void>): Executor =>
  (gw, path, spec) =>
    withReplay(gw, path, drivers, {}, async (done) => {
      expect(done, `${spec.id}: the path completed`).not.toBeNull();
      await then(done!, spec);
    });

const encrypted = (pending: PendingCall) => invokeAnnotations[pending.key]?.encrypted === true;
const captchaLogin = (pending: PendingCall) => pending.key === 'login.submitLogin' && (pending.call.input as { captcha: string | null }).captcha !== null;

/** Both ways into a session (password and free play) must be refused for this visitor. */
async function bothLoginsRefused(replay: Replay, spec: MutationSpec) {
  const account = await createAccount(replay.gw, 'player');
  expectRefused(await replay.visitor.login(account.username, account.password, null), spec);
  expectRefused(await replay.visitor.send('POST', '/wps/session/login/freeplay', { body: { platform: 'W' } }), spec);
}

export const mutationExecutors: Record<string, Executor> = {
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
  'skip-captcha': atCall(captchaLogin, async (replay, pending, spec) => expectRefused(await call(replay, pending, rightPassword(replay, null)), spec)),
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
