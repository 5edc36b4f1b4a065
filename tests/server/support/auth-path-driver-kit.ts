/**
 * What the drivers of the auth-path proof share: the token a sign-in hands out, the demo merchant,
 * and the state the gateway holds for a server-side chart (escalation, SMS code, slider challenge),
 * ticked to the gateway's now.
 */
import type { LightMyRequestResponse } from 'fastify';
import { evaluateHumanCheck } from '../../../machines/human-check';
import type { HumanCheckSnapshotJson } from '../../../machines/human-check';
import { evaluateSmsCode } from '../../../machines/sms-code';
import type { SmsCodeSnapshotJson } from '../../../machines/sms-code';
import { readEscalation, subjectOf } from '../../../server/auth/escalation.service';
import type { EventVariant } from '../../../scripts/auth-paths/auth-path.types';
import { DIALING_CODE } from './auth-path-visitor';
import type { Replay } from './auth-path-replay';

export const isTransport = (expected: EventVariant | null) => Boolean(expected?.answer && 'transport' in expected.answer);
export const right = (expected: EventVariant | null) => expected?.request?.credential !== 'wrong';

/** The session token a sign-in hands out, kept as the SPA stores it. */
export function keepToken(replay: Replay, response: LightMyRequestResponse) {
  const body = response.json() as { success: boolean; value?: { token?: string; userName?: string } };
  if (body.success && body.value?.token) replay.visitor.token = body.value.token;
  return body;
}

export async function demoMerchantId(replay: Replay): Promise<number> {
  const found = await replay.gw.database.db.query<{ id: number }>(`SELECT id FROM merchants WHERE code = 'demo'`);
  return found.rows[0].id;
}

/** The escalation state the gateway holds for the replay's account, ticked to now. */
export async function serverEscalation(replay: Replay) {
  const merchantId = await demoMerchantId(replay);
  return readEscalation(replay.gw.database.db, merchantId, subjectOf(replay.account!.username), replay.gw.clock.now());
}

/** The SMS code state the gateway holds for a number and purpose (the account's login code by default), ticked to now. */
export async function serverSmsCode(
  replay: Replay,
  purpose: 'noLogin' | 'register' = 'noLogin',
  mobileNum = replay.account!.mobileNum,
): Promise<SmsCodeSnapshotJson['value']> {
  const found = await replay.gw.database.db.query<{ snapshot: SmsCodeSnapshotJson | null }>(
    `SELECT snapshot FROM sms_codes WHERE merchant_id = $1 AND purpose = $2 AND phone = $3`,
    [await demoMerchantId(replay), purpose, `${DIALING_CODE}${mobileNum}`],
  );
  return evaluateSmsCode(found.rows[0]?.snapshot ?? null, { type: 'clock.tick', at: replay.gw.clock.now().toISOString() }).state;
}

/** The state the gateway holds for the replay's first slider challenge, ticked to now. */
export async function serverHumanCheck(replay: Replay): Promise<HumanCheckSnapshotJson['value']> {
  const found = await replay.gw.database.db.query<{ snapshot: HumanCheckSnapshotJson }>('SELECT snapshot FROM human_checks WHERE id = $1', [
    replay.sliders[0].challengeId,
  ]);
  return evaluateHumanCheck(found.rows[0].snapshot, { type: 'clock.tick', at: replay.gw.clock.now().toISOString() }).state;
}

/** A login attempt as the escalation chart sees it: a fresh captcha whenever the chart requires one. */
export async function attempt(replay: Replay, password: string, withCaptcha: boolean): Promise<LightMyRequestResponse> {
  if (withCaptcha) await replay.visitor.fetchCaptcha();
  return replay.visitor.login(replay.account!.username, password, withCaptcha ? replay.visitor.captchaAnswer : null);
}
