/**
 * How a real browser makes each gateway call of an auth chart, and how a real caller produces each
 * event of a server chart. Keyed like scripts/auth-paths/annotations.ts; the proof suite fails when a
 * call or event of the report has no driver here. Overrides let mutations send a falsified call.
 */
import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { LoginRequest } from '../../../machines/login';
import { evaluateSmsCode } from '../../../machines/sms-code';
import type { SmsCodeSnapshotJson } from '../../../machines/sms-code';
import { readEscalation, subjectOf } from '../../../server/auth/escalation.service';
import type { EventVariant, PathStep } from '../../../scripts/auth-paths/auth-path.types';
import { DIALING_CODE, NEW_PASSWORD, otherCode, WRONG_PASSWORD, wrongAnswer } from './auth-path-visitor';
import type { Drivers, Override, PendingCall, Replay } from './auth-path-replay';

const isTransport = (expected: EventVariant | null) => Boolean(expected?.answer && 'transport' in expected.answer);
const right = (expected: EventVariant | null) => expected?.request?.credential !== 'wrong';

/** The session token a successful login or free play hands out, kept as the SPA stores it. */
function keepToken(replay: Replay, response: LightMyRequestResponse) {
  const body = response.json() as { success: boolean; value?: { token?: string; userName?: string } };
  if (body.success && body.value?.token) replay.visitor.token = body.value.token;
  return body;
}

async function setFreePlay(replay: Replay, enabled: boolean) {
  await replay.gw.database.db.query(`UPDATE modules SET enabled = $1 WHERE mod_id = 'FREEPLAY3'`, [enabled]);
  replay.gw.app.ctx.merchants.invalidate();
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

export const callDrivers: Drivers['calls'] = {
  'systemStatus.loadSystemStatus': async (replay, pending) =>
    isTransport(pending.expected) ? 'not-sent' : replay.visitor.send('GET', '/wps/system/status?url=localhost'),
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
  'login.fetchCaptcha': (replay) => replay.visitor.fetchCaptcha(),
  'login.startFreePlay': async (replay, pending) => {
    if (pending.expected?.request?.operator === 'freePlayOff') {
      // the operator switched free play off after the page had loaded with it on
      await setFreePlay(replay, false);
      replay.cleanups.push(() => setFreePlay(replay, true));
    }
    const response = await replay.visitor.send('POST', '/wps/session/login/freeplay', { body: { platform: 'W' } });
    const body = keepToken(replay, response);
    if (body.success && body.value?.userName) replay.account = { kind: 'trial', username: body.value.userName, password: '', mobileNum: '' };
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

export async function demoMerchantId(replay: Replay): Promise<number> {
  const found = await replay.gw.database.db.query<{ id: number }>(`SELECT id FROM merchants WHERE code = 'demo'`);
  return found.rows[0].id;
}

/** The escalation state the gateway holds for the replay's account, ticked to now. */
export async function serverEscalation(replay: Replay) {
  const merchantId = await demoMerchantId(replay);
  return readEscalation(replay.gw.database.db, merchantId, subjectOf(replay.account!.username), replay.gw.clock.now());
}

const fromState = (step: PathStep) => /^#loginEscalation\.(\w+) /.exec(step.transitions[0]?.key ?? '')?.[1] ?? 'open';

/** A login attempt as the escalation chart sees it: a fresh captcha whenever the chart requires one. */
export async function attempt(replay: Replay, password: string, withCaptcha: boolean): Promise<LightMyRequestResponse> {
  if (withCaptcha) await replay.visitor.fetchCaptcha();
  return replay.visitor.login(replay.account!.username, password, withCaptcha ? replay.visitor.captchaAnswer : null);
}

/** The SMS code state the gateway holds for the account's number, ticked to now. */
export async function serverSmsCode(replay: Replay): Promise<SmsCodeSnapshotJson['value']> {
  const found = await replay.gw.database.db.query<{ snapshot: SmsCodeSnapshotJson | null }>(
    `SELECT snapshot FROM sms_codes WHERE merchant_id = $1 AND purpose = 'noLogin' AND phone = $2`,
    [await demoMerchantId(replay), `${DIALING_CODE}${replay.account!.mobileNum}`],
  );
  return evaluateSmsCode(found.rows[0]?.snapshot ?? null, { type: 'clock.tick', at: replay.gw.clock.now().toISOString() }).state;
}

async function expectServerState(replay: Replay, step: PathStep) {
  const expected = step.stateAfter.replace(/^[^:]+: /, '');
  const actual = step.chart === 'smsCode' ? await serverSmsCode(replay) : (await serverEscalation(replay)).state;
  expect(actual, `${replay.path.id}: gateway ${step.chart} state after ${step.event}`).toBe(expected);
}

const tickBy = async (replay: Replay, step: PathStep, previous: PathStep) => {
  replay.gw.clock.advance((step.minutes - previous.minutes) * 60_000);
  await expectServerState(replay, step);
};

export const eventDrivers: Drivers['events'] = {
  'loginEscalation.attempt.failed': async (replay, step) => {
    const response = await attempt(replay, WRONG_PASSWORD, fromState(step) === 'captchaRequired');
    expect(response.json(), 'a wrong password').toMatchObject({ success: false, errorCode: 'login.failed' });
    await expectServerState(replay, step);
  },
  'loginEscalation.attempt.succeeded': async (replay, step) => {
    const response = await attempt(replay, replay.account!.password, fromState(step) === 'captchaRequired');
    expect(keepToken(replay, response), 'the right password').toMatchObject({ success: true });
    await expectServerState(replay, step);
  },
  'loginEscalation.clock.tick': tickBy,
  'smsCode.code.send': async (replay, step) => {
    const response = await replay.visitor.askSmsCode(replay.account!.mobileNum);
    expect(response.json(), 'a code is sent').toMatchObject({ success: true, value: { expiredMinutes: 5 } });
    replay.smsCode = await replay.visitor.lastSmsCode(replay.account!.mobileNum);
    await expectServerState(replay, step);
  },
  'smsCode.code.matched': async (replay, step) => {
    const response = await replay.visitor.smsLogin(replay.account!.mobileNum, replay.smsCode!);
    expect(keepToken(replay, response), 'the right code').toMatchObject({ success: true });
    await expectServerState(replay, step);
  },
  'smsCode.code.mismatched': async (replay, step) => {
    const response = await replay.visitor.smsLogin(replay.account!.mobileNum, otherCode(replay.smsCode!));
    expect(response.json(), 'a wrong code').toMatchObject({ success: false, errorCode: 'login.failed' });
    await expectServerState(replay, step);
  },
  'smsCode.clock.tick': tickBy,
};

export const drivers: Drivers = { calls: callDrivers, events: eventDrivers };
