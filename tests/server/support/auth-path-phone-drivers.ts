/**
 * Drivers of the registration's phone-provider path: the operator switches the path on for the demo
 * merchant (the admin command, and off again when the path is done), the SMS button texts through
 * the local phone provider, the submit confirms the code the outbox delivered for an ID token, and
 * the register call carries that token. The chart's session and token are stand-ins; these present
 * the real ones, or a wrong or expired code where the path's answer says so.
 */
import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { PhoneCodeConfirmation } from '../../../machines/registration';
import type { SmsSendRequest } from '../../../machines/sms-countdown';
import type { Drivers, Override, PendingCall, Replay } from './auth-path-replay';
import { sendSmsCode, spendSliderToken } from './auth-path-signup-drivers';
import { DIALING_CODE, otherCode } from './auth-path-visitor';
import { admin } from './phone-auth-steps';
import type { TestGateway } from './test-gateway';

/** The provider's codes live 5 minutes (server/phone-auth); a second more and the session's code is expired. */
export const PHONE_CODE_LIFETIME_MS = 5 * 60_000 + 1_000;

const JWT = /^[\w-]+\.[\w-]+\.[\w-]+$/;

/** Runs the admin CLI command and requires it to succeed. */
export async function phoneAuthCommand(gw: TestGateway, ...argv: string[]): Promise<void> {
  const result = await admin(gw, 'phone-auth', ...argv);
  expect(result.code, `phone-auth ${argv.join(' ')}: ${result.stderr}`).toBe(0);
}

/** The operator switches the path on with `project` for the replay; off again afterwards. */
export async function switchPhoneProviderOn(replay: Replay, project: string): Promise<void> {
  await phoneAuthCommand(replay.gw, 'on', '--project', project);
  replay.cleanups.push(() => phoneAuthCommand(replay.gw, 'off'));
}

const providerUrl = (step: 'sendVerificationCode' | 'signInWithPhoneNumber', project: string) =>
  `/phone-auth/v1/${step}?project=${encodeURIComponent(project)}`;

/** The SMS button on the path: the provider texts the newcomer's number after the slider check. */
async function sendThroughProvider(replay: Replay, pending: PendingCall, override: Override): Promise<LightMyRequestResponse> {
  const input = pending.call.input as SmsSendRequest;
  const mobileNum = replay.newcomer.mobileNum;
  const captchaToken = override.humanCheckToken ?? (input.humanCheckToken ? spendSliderToken(replay) : '');
  const response = await replay.visitor.send('POST', providerUrl('sendVerificationCode', input.phoneProvider!.projectId), {
    body: { phoneNumber: `+${DIALING_CODE}${mobileNum}`, captchaToken },
  });
  if (response.statusCode === 200) {
    const { sessionInfo } = response.json() as { sessionInfo?: unknown };
    expect(typeof sessionInfo === 'string' && sessionInfo !== '', `the provider answered a session: ${response.body}`).toBe(true);
    replay.phone.sessionInfo = sessionInfo as string;
    replay.smsCode = await replay.visitor.lastSmsCode(mobileNum);
  }
  return response;
}

/** The submit's confirmation: the session of the provider's send and the code the outbox delivered. */
async function confirmPhoneCode(replay: Replay, pending: PendingCall): Promise<LightMyRequestResponse> {
  const { projectId } = pending.call.input as PhoneCodeConfirmation;
  const sessionInfo = replay.phone.sessionInfo;
  if (!sessionInfo || !replay.smsCode) throw new Error(`${replay.path.id}: a confirmation without a code sent through the provider`);
  const asked = pending.expected?.request?.smsCode;
  // an expired code: the visitor confirms it after its 5 minutes
  if (asked === 'expired') replay.gw.clock.advance(PHONE_CODE_LIFETIME_MS);
  const code = asked === 'wrong' ? otherCode(replay.smsCode) : replay.smsCode;
  const response = await replay.visitor.send('POST', providerUrl('signInWithPhoneNumber', projectId), { body: { sessionInfo, code } });
  if (response.statusCode === 200) {
    const { idToken } = response.json() as { idToken?: string };
    expect(idToken, `the provider answered a signed ID token: ${response.body}`).toMatch(JWT);
    replay.phone.idToken = idToken!;
  }
  return response;
}

export const phoneCallDrivers: Drivers['calls'] = {
  // the gateway's own send everywhere else
  'smsCountdown.sendSmsCode': (replay, pending, override = {}) =>
    (pending.call.input as SmsSendRequest).phoneProvider ? sendThroughProvider(replay, pending, override) : sendSmsCode(replay, pending, override),
  'registration.confirmPhoneCode': confirmPhoneCode,
};
