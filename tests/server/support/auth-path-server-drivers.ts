/**
 * How a real caller produces each event of a server-side chart (login escalation, SMS code, slider
 * challenge), and the check after each event that the gateway's stored chart is where the path says.
 */
import { expect } from 'vitest';
import type { PathStep } from '../../../scripts/auth-paths/auth-path.types';
import { attempt, keepToken, serverEscalation, serverHumanCheck, serverSmsCode } from './auth-path-driver-kit';
import type { Drivers, Replay } from './auth-path-replay';
import { otherCode, WRONG_PASSWORD } from './auth-path-visitor';

const fromState = (step: PathStep) => /^#loginEscalation\.(\w+) /.exec(step.transitions[0]?.key ?? '')?.[1] ?? 'open';

async function serverState(replay: Replay, chart: string): Promise<string> {
  if (chart === 'smsCode') return serverSmsCode(replay);
  if (chart === 'humanCheck') return serverHumanCheck(replay);
  return (await serverEscalation(replay)).state;
}

async function expectServerState(replay: Replay, step: PathStep) {
  const expected = step.stateAfter.replace(/^[^:]+: /, '');
  expect(await serverState(replay, step.chart), `${replay.path.id}: gateway ${step.chart} state after ${step.event}`).toBe(expected);
}

const tickBy = async (replay: Replay, step: PathStep, previous: PathStep) => {
  replay.gw.clock.advance((step.minutes - previous.minutes) * 60_000);
  await expectServerState(replay, step);
};

/** The drag the humanCheck paths judge: on the replay's one challenge. */
async function dragOnce(replay: Replay, step: PathStep, onTarget: boolean) {
  const response = await replay.visitor.drag(replay.sliders[0], onTarget);
  const body = response.json() as { success: boolean; errorCode?: string; value?: { token?: string } };
  if (onTarget) {
    expect(body, 'a drag on the target').toMatchObject({ success: true });
    replay.sliderToken = body.value!.token!;
  } else {
    expect(body, 'a drag off the target').toMatchObject({ success: false, errorCode: 'humancheck.failed' });
  }
  await expectServerState(replay, step);
}

export const serverEventDrivers: Drivers['events'] = {
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
  'humanCheck.drag.accepted': (replay, step) => dragOnce(replay, step, true),
  'humanCheck.drag.rejected': (replay, step) => dragOnce(replay, step, false),
  'humanCheck.token.use': async (replay, step) => {
    // the token pays for a registration code to a number nobody has yet
    const response = await replay.visitor.askSmsCode(replay.newcomer.mobileNum, { purpose: 'register', humanCheckToken: replay.sliderToken! });
    expect(response.json(), 'the token pays for one SMS send').toMatchObject({ success: true });
    replay.spentSliderToken = replay.sliderToken;
    replay.sliderToken = null;
    await expectServerState(replay, step);
  },
  'humanCheck.clock.tick': tickBy,
};
