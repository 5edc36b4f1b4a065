/**
 * Replays a path of the auth-path report as real HTTP calls on the in-process gateway. The world a
 * path assumes is arranged first (auth-path-world.ts); every call a step makes is sent when the
 * step makes it, and every answer the path expects is compared with what the gateway really
 * answered. Mutations hook in before a call or event.
 */
import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { AuthPath, EventVariant, GatewayAnswer, PathStep, StepCall } from '../../../scripts/auth-paths/auth-path.types';
import { invokeAnnotations } from '../../../scripts/auth-paths/annotations';
import { newcomer, Visitor } from './auth-path-visitor';
import type { Account, SliderChallenge } from './auth-path-visitor';
import { newSocialSubject } from './auth-path-social-drivers';
import { arrangeWorld, scenarioFor } from './auth-path-world';
import type { TestGateway } from './test-gateway';

export { scenarioFor } from './auth-path-world';

export type Answer = LightMyRequestResponse | 'not-sent';

export interface PendingCall {
  key: string;
  call: StepCall;
  /** the answer variant the path expects for this call, null when the path ends before it */
  expected: EventVariant | null;
}

export interface Replay {
  gw: TestGateway;
  path: AuthPath;
  visitor: Visitor;
  account: Account | null;
  /** who a registration on this path signs up as (nobody has the username or number yet) */
  newcomer: Account;
  /** the SMS code the outbox delivered last */
  smsCode: string | null;
  /** slider challenges fetched, oldest first */
  sliders: SliderChallenge[];
  /** the token of the last passed slider check, until a call spends it */
  sliderToken: string | null;
  /** the last slider token a call spent */
  spentSliderToken: string | null;
  /** the token of the reset link mailed to the account */
  resetToken: string | null;
  /** the phone provider's session of the code it texted, and the ID token it answered for the code */
  phone: { sessionInfo: string | null; idToken: string | null };
  /** the provider account a social login on this path signs in with, and the proof it presented last */
  social: { subject: string; ticket: string | null; telegram: Record<string, string> | null; linkedMemberId: number | null };
  /** gateway requests this replay sent */
  sent: number;
  cleanups: (() => Promise<void>)[];
}

export interface Hooks {
  /** before a call of the path; return true when the mutation took the call over (replay stops) */
  beforeCall?: (pending: PendingCall, replay: Replay) => Promise<boolean>;
  /** before a server-chart step; return true to stop */
  beforeEvent?: (step: PathStep, replay: Replay) => Promise<boolean>;
}

const BLOCKED_IP = '203.0.113.7';

export const isNetworkCall = (call: Pick<StepCall, 'chart' | 'invoke'>) => Boolean(invokeAnnotations[`${call.chart}.${call.invoke}`]?.call);

export function expectAnswer(answer: Answer | undefined, expected: GatewayAnswer, what: string) {
  if ('transport' in expected) return expect(answer, `${what}: a transport failure reaches no gateway`).toBe('not-sent');
  expect(answer, `${what}: the call was sent`).not.toBe('not-sent');
  const response = answer as LightMyRequestResponse;
  expect(response.statusCode, `${what}: ${response.body}`).toBe(expected.status);
  expect(response.json(), what).toMatchObject(expected.body);
}

/** The answer variant the path expects for a call made at `index`. */
function expectedFor(path: AuthPath, index: number, call: StepCall): EventVariant | null {
  const answer = path.steps.slice(index + 1).find((s) => s.answer?.chart === call.chart && s.answer.invoke === call.invoke)?.answer;
  return answer?.variant ?? null;
}

/** How a mutation falsifies a call: sent unsealed, without or with another captcha, token, code, number, ... */
export interface Override {
  plain?: boolean;
  captcha?: string | null;
  cookie?: boolean;
  username?: string;
  password?: string;
  token?: boolean;
  /** the slider token a register call or SMS send presents ('' for none) */
  humanCheckToken?: string;
  /** the SMS code a register call presents ('' for none) */
  verificationCode?: string;
  /** the number a register call signs up with */
  mobileNum?: string;
  affiliateCode?: string;
  /** the phone provider's ID token a register call presents (null for none) */
  phoneIdToken?: string | null;
}

export type CallDriver = (replay: Replay, pending: PendingCall, override?: Override) => Promise<Answer>;
export type EventDriver = (replay: Replay, step: PathStep, previous: PathStep) => Promise<void>;

export interface Drivers {
  calls: Record<string, CallDriver>;
  events: Record<string, EventDriver>;
}

/** Replays the path; returns null when a hook stopped it. The caller runs `cleanups` afterwards. */
export async function replayPath(gw: TestGateway, path: AuthPath, drivers: Drivers, replay: Replay, hooks: Hooks = {}): Promise<Replay | null> {
  await arrangeWorld(gw, scenarioFor(path), replay);
  const answers = new Map<string, Answer>();
  for (const [index, step] of path.steps.entries()) {
    if (path.scope === 'server') {
      if (index === 0) continue;
      if (await hooks.beforeEvent?.(step, replay)) return null;
      const driver = drivers.events[`${step.chart}.${step.event}`];
      if (!driver) throw new Error(`${path.id}: no driver for server event ${step.chart}.${step.event}`);
      await driver(replay, step, path.steps[index - 1]);
      continue;
    }
    if (step.answer && isNetworkCall(step.answer)) {
      const key = `${step.answer.chart}.${step.answer.invoke}`;
      expectAnswer(answers.get(key), step.answer.variant.answer!, `${path.id} step ${index} (${key} ${step.answer.variant.label})`);
    }
    for (const call of step.calls.filter(isNetworkCall)) {
      const pending: PendingCall = { key: `${call.chart}.${call.invoke}`, call, expected: expectedFor(path, index, call) };
      if (await hooks.beforeCall?.(pending, replay)) return null;
      const driver = drivers.calls[pending.key];
      if (!driver) throw new Error(`${path.id}: no driver for ${pending.key}`);
      const answer = await driver(replay, pending);
      if (answer !== 'not-sent') replay.sent += 1;
      // a call whose answer lies beyond the path's end must still be served
      if (pending.expected === null) expectAnswer(answer, { status: 200, body: { success: true } }, `${path.id} ${pending.key}`);
      answers.set(pending.key, answer);
    }
  }
  return replay;
}

let texters = 0;

/** SMS codes are limited per IP and hour: each path that texts comes from an address of its own. */
function texterIp(): string {
  texters += 1;
  return `198.18.${Math.floor(texters / 250)}.${(texters % 250) + 1}`;
}

export function newReplay(gw: TestGateway, path: AuthPath): Replay {
  const scenario = scenarioFor(path);
  const ip = scenario.blockedRegion ? BLOCKED_IP : scenario.texts ? texterIp() : '127.0.0.1';
  return {
    gw,
    path,
    visitor: new Visitor(gw, ip),
    account: null,
    newcomer: newcomer(),
    smsCode: null,
    sliders: [],
    sliderToken: null,
    spentSliderToken: null,
    resetToken: null,
    phone: { sessionInfo: null, idToken: null },
    social: {
      subject: newSocialSubject(path.facts.method === 'telegram' ? 'telegram' : 'google'),
      ticket: null,
      telegram: null,
      linkedMemberId: null,
    },
    sent: 0,
    cleanups: [],
  };
}

/** Runs a replay and then `after`, always undoing the world changes it made. */
export async function withReplay(
  gw: TestGateway,
  path: AuthPath,
  drivers: Drivers,
  hooks: Hooks,
  after: (replay: Replay | null, raw: Replay) => Promise<void>,
): Promise<void> {
  const replay = newReplay(gw, path);
  try {
    const done = await replayPath(gw, path, drivers, replay, hooks);
    await after(done, replay);
  } finally {
    for (const cleanup of replay.cleanups.reverse()) await cleanup();
  }
}
