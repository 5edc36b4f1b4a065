/**
 * The phone-provider path as the SPA walks it, against an in-process gateway: switch the path on,
 * get a code from the local phone identity provider (after the slider check), read it from the SMS
 * outbox, confirm it for an ID token, and register with that token.
 */
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { executeAdminCommand, parseAdminArgs } from '../../../server/admin/admin.commands';
import { readOutbox } from '../../../server/verification/sms-provider';
import { solveHumanCheck } from './human-check-solver';
import type { TestGateway } from './test-gateway';

export const PROJECT = 'demo-phone-auth';

export function admin(g: TestGateway, ...argv: string[]) {
  return executeAdminCommand(g.app.ctx.db, parseAdminArgs(argv), { hasher: g.app.ctx.providers.hasher, now: g.clock.now, via: 'cli' });
}

let serial = 0;
/** A new number the demo rule accepts (^9\d{9}$), and a new IP address to send from. */
export const nextMobile = () => String(9170000000 + (serial += 1));
export const nextIp = () => `10.20.${Math.floor((serial += 1) / 250)}.${serial % 250}`;

export function providerCall(
  g: TestGateway,
  step: 'sendVerificationCode' | 'signInWithPhoneNumber',
  body: unknown,
  options: { project?: string; ip?: string } = {},
) {
  return g.app.inject({
    method: 'POST',
    url: `/phone-auth/v1/${step}?project=${options.project ?? PROJECT}`,
    payload: body as Record<string, unknown>,
    remoteAddress: options.ip ?? nextIp(),
  });
}

/** Texts a code to +63<mobileNum> after a passed slider check; answers the provider's response. */
export async function sendPhoneCode(g: TestGateway, mobileNum: string, options: { project?: string; ip?: string; captchaToken?: string } = {}) {
  const captchaToken = options.captchaToken ?? (await solveHumanCheck(g, 'sms'));
  return providerCall(g, 'sendVerificationCode', { phoneNumber: `+63${mobileNum}`, captchaToken }, options);
}

export async function lastCode(g: TestGateway, mobileNum: string): Promise<string> {
  const [message] = await readOutbox(g.app.ctx.db, `63${mobileNum}`, 1);
  const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
  if (!code) throw new Error(`no code texted to ${mobileNum}`);
  return code;
}

export function confirmPhoneCode(g: TestGateway, sessionInfo: string, code: string, project?: string) {
  return providerCall(g, 'signInWithPhoneNumber', { sessionInfo, code }, { project });
}

/** Send, read, confirm: the provider's ID token for +63<mobileNum>. */
export async function idTokenFor(g: TestGateway, mobileNum: string, project?: string): Promise<string> {
  const sent = await sendPhoneCode(g, mobileNum, { project });
  expect(sent.statusCode, sent.body).toBe(200);
  const confirmed = await confirmPhoneCode(g, sent.json().sessionInfo, await lastCode(g, mobileNum), project);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return confirmed.json().idToken as string;
}

/** The encrypted mobile register call with the token, after a fresh captcha and slider check. */
export async function registerWithToken(
  g: TestGateway,
  mobileNum: string,
  idToken: string | null,
  extra: Record<string, unknown> = {},
): Promise<LightMyRequestResponse> {
  const captcha = await g.captcha();
  const body = {
    mobileNum,
    password: 'Spin2026win',
    confirmPassword: 'Spin2026win',
    countryDialingCode: '63',
    captcha: captcha.answer,
    humanCheckToken: await solveHumanCheck(g, 'register'),
    ...(idToken ? { firebaseChannel: 'sms', firebaseIdToken: idToken } : {}),
    login: true,
    registerMethod: 'WEB',
    domain: 'localhost',
    registerUrl: 'http://localhost:3000/register?r=DEMOAGENT&referralCode=FRIEND-1',
    affiliateCode: 'DEMOAGENT',
    referralCode: 'FRIEND-1',
    ...extra,
  };
  return g.sealed('PUT', '/wps/member/register/mobile', body, { cookie: captcha.cookie });
}
