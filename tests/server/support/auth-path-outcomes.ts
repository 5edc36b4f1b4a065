/**
 * What the gateway must hold once a path has been replayed, per outcome of the report: the token
 * works and names the right kind of account, a must-change session is limited, a refused path left
 * no session behind, the escalation, SMS code and slider charts are where the report says. Keyed by
 * outcome id (registration, SMS login and reset checks in the files beside this one); the proof
 * suite fails when an outcome of the report has no check here.
 */
import { expect } from 'vitest';
import { ESCALATION_POLICY } from '../../../machines/login-escalation';
import { serverEscalation, serverHumanCheck, serverSmsCode } from './auth-path-driver-kit';
import type { Replay } from './auth-path-replay';
import { memberInfo, noSession, signedInAs } from './auth-path-outcome-kit';
import { phoneChecks } from './auth-path-phone-outcomes';
import { forgotPasswordChecks } from './auth-path-forgot-password-outcomes';
import { signupChecks } from './auth-path-signup-outcomes';
import { socialChecks } from './auth-path-social-outcomes';

export { TOKEN_ONLY_ROUTE } from './auth-path-outcome-kit';

async function escalationIs(replay: Replay, state: string) {
  const { state: actual, snapshotJson } = await serverEscalation(replay);
  expect(actual).toBe(state);
  return snapshotJson.context;
}

export const outcomeChecks: Record<string, (replay: Replay) => Promise<void>> = {
  'forced-change-completed': signedInAs(0),
  member: signedInAs(0),
  agent: signedInAs(1),
  trial: async (replay) => {
    expect(await memberInfo(replay)).toMatchObject({ type: 4, mustChangePassword: false });
  },
  'must-change-password': async (replay) => {
    expect(await memberInfo(replay)).toMatchObject({ type: 0, mustChangePassword: true });
  },
  'captcha-required': async (replay) => {
    await noSession(replay);
    await escalationIs(replay, 'captchaRequired');
  },
  maintenance: noSession,
  'region-blocked': noSession,
  'login-failed': noSession,
  'member-load-failed': async (replay) => {
    // nothing was lost server-side: `member.retry` loads the member with the same token
    expect(await memberInfo(replay)).toMatchObject({ type: 4 });
  },
  'status-unreachable': async (replay) => {
    await noSession(replay);
    expect(replay.sent, 'nothing reached the gateway').toBe(0);
  },
  'password-change-rejected': async (replay) => {
    // the session survives and the current password still works
    expect(await memberInfo(replay)).toMatchObject({ mustChangePassword: false });
    const again = await replay.visitor.login(replay.account!.username, replay.account!.password, null);
    expect(again.json()).toMatchObject({ success: true });
  },
  'escalation-captcha-required': async (replay) => {
    expect(await escalationIs(replay, 'captchaRequired')).toMatchObject({ lockCount: 0 });
  },
  'escalation-locked': async (replay) => {
    const context = await escalationIs(replay, 'locked');
    const lock = Number(/lock-(\d+)/.exec(replay.path.id)?.[1]);
    expect(context.lockCount).toBe(lock);
    const minutes = ESCALATION_POLICY.lockMinutes[Math.min(lock, ESCALATION_POLICY.lockMinutes.length) - 1];
    expect(Date.parse(context.lockedUntil!) - replay.gw.clock.now().getTime()).toBe(minutes * 60_000);
  },
  'escalation-lock-expired': async (replay) => {
    const context = await escalationIs(replay, 'captchaRequired');
    expect(context.lockCount).toBeGreaterThan(0);
    expect(context.lockedUntil).toBeNull();
  },
  'escalation-reset': async (replay) => {
    expect(await escalationIs(replay, 'open')).toMatchObject({ failures: [], lockCount: 0 });
    expect(replay.visitor.token).not.toBeNull();
  },
  'sms-code-verified': async (replay) => {
    expect(await serverSmsCode(replay)).toBe('verified');
    await signedInAs(0)(replay);
  },
  'sms-code-exhausted': async (replay) => {
    expect(await serverSmsCode(replay)).toBe('exhausted');
    await noSession(replay);
  },
  'sms-code-expired': async (replay) => {
    expect(await serverSmsCode(replay)).toBe('expired');
    await noSession(replay);
  },
  'human-check-used': async (replay) => expect(await serverHumanCheck(replay)).toBe('used'),
  'human-check-failed': async (replay) => expect(await serverHumanCheck(replay)).toBe('failed'),
  'human-check-expired': async (replay) => expect(await serverHumanCheck(replay)).toBe('expired'),
  'human-check-token-expired': async (replay) => expect(await serverHumanCheck(replay)).toBe('expired'),
  ...signupChecks,
  ...forgotPasswordChecks,
  ...socialChecks,
  ...phoneChecks,
};
