/**
 * How a real browser makes each gateway call of an auth chart, and how a real caller produces each
 * event of a server chart. Keyed like scripts/auth-paths/annotations.ts; the proof suite fails when a
 * call or event of the report has no driver here. Overrides let mutations send a falsified call.
 * This file holds the status, session, password-login and change-password calls and assembles the
 * rest (signup, recovery and server-chart drivers).
 */
import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { LoginRequest } from '../../../machines/login';
import { toSystemStatus } from '../../../machines/system-status';
import type { SystemStatus, SystemStatusWire } from '../../../machines/system-status';
import { isTransport, keepToken, right } from './auth-path-driver-kit';
import { phoneCallDrivers } from './auth-path-phone-drivers';
import { forgotPasswordCallDrivers } from './auth-path-forgot-password-drivers';
import type { Drivers, Override, PendingCall, Replay } from './auth-path-replay';
import { serverEventDrivers } from './auth-path-server-drivers';
import { signupCallDrivers } from './auth-path-signup-drivers';
import { socialCallDrivers } from './auth-path-social-drivers';
import { NEW_PASSWORD, WRONG_PASSWORD, wrongAnswer } from './auth-path-visitor';

async function setFreePlay(replay: Replay, enabled: boolean) {
  await replay.gw.database.db.query(`UPDATE modules SET enabled = $1 WHERE mod_id = 'FREEPLAY3'`, [enabled]);
  replay.gw.app.ctx.merchants.invalidate();
}

/** The switches the path's status answer speaks of are the ones the gateway's module tree says. */
function expectSwitches(response: LightMyRequestResponse, expected: PendingCall['expected']) {
  const told = (expected?.payload as { output?: SystemStatus } | undefined)?.output?.features;
  const body = response.json() as { success: boolean; value?: SystemStatusWire };
  if (!told || !body.success || !body.value) return;
  const features = toSystemStatus(body.value).features;
  expect(Object.fromEntries(Object.keys(told).map((id) => [id, features[id] === true])), 'module switches of the status answer').toEqual(told);
}

export function submitLogin(replay: Replay, pending: PendingCall, override: Override = {}): Promise<LightMyRequestResponse> {
  const account = replay.account;
  if (!account) throw new Error(`${replay.path.id}: a login call needs an account`);
  const presented = (pending.call.input as LoginRequest).captcha !== null;
  const answer = pending.expected?.request?.captcha === 'wrong' ? wrongAnswer(replay.visitor.captchaAnswer ?? '') : replay.visitor.captchaAnswer;
  const captcha = 'captcha' in override ? override.captcha! : presented ? answer : null;
  const password = override.password ?? (right(pending.expected) ? account.password : WRONG_PASSWORD);
  return replay.visitor.login(override.username ?? account.username, password, captcha, override);
}

const loginCallDrivers: Drivers['calls'] = {
  'systemStatus.loadSystemStatus': async (replay, pending) => {
    if (isTransport(pending.expected)) return 'not-sent';
    const response = await replay.visitor.send('GET', '/wps/system/status?url=localhost');
    expectSwitches(response, pending.expected);
    return response;
  },
  // a mutation that falsifies the call sends it even where the path has the network fail
  'session.loadMemberInfo': async (replay, pending, override = {}) =>
    isTransport(pending.expected) && override.token === undefined
      ? 'not-sent'
      : replay.visitor.send('GET', '/wps/member/info', { token: override.token ?? true }),
  'session.logout': (replay) => replay.visitor.send('DELETE', '/wps/session/logout', { token: true }),
  'login.submitLogin': async (replay, pending, override) => {
    const response = await submitLogin(replay, pending, override);
    keepToken(replay, response);
    return response;
  },
  // the captcha chart of the login and of the registration: the same call from the same browser
  'captcha.fetchCaptcha': (replay) => replay.visitor.fetchCaptcha(),
  'login.startFreePlay': async (replay, pending) => {
    if (pending.expected?.request?.operator === 'freePlayOff') {
      // the operator switched free play off after the page had loaded with it on
      await setFreePlay(replay, false);
      replay.cleanups.push(() => setFreePlay(replay, true));
    }
    const response = await replay.visitor.send('POST', '/wps/session/login/freeplay', { body: { platform: 'W' } });
    const body = keepToken(replay, response);
    if (body.success && body.value?.userName)
      replay.account = { kind: 'trial', username: body.value.userName, password: '', mobileNum: '', email: '' };
    return response;
  },
  'changePassword.submitPasswordChange': async (replay, pending, override = {}) => {
    const account = replay.account!;
    const oldPassword = override.password ?? (right(pending.expected) ? account.password : WRONG_PASSWORD);
    const body = { oldPassword, newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD };
    const response = await replay.visitor.sealed('POST', '/wps/member/password', body, { token: true, plain: override.plain });
    if ((response.json() as { success: boolean }).success) account.password = NEW_PASSWORD;
    return response;
  },
};

export const callDrivers: Drivers['calls'] = {
  ...loginCallDrivers,
  ...signupCallDrivers,
  ...phoneCallDrivers,
  ...forgotPasswordCallDrivers,
  ...socialCallDrivers,
};

export const drivers: Drivers = { calls: callDrivers, events: serverEventDrivers };
