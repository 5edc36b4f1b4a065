/**
 * Replays a path of the auth-path report as real HTTP calls on the in-process gateway. The world a
 * path assumes (which account, prior failures, maintenance, a blocked region) is read from the path
 * itself; every call a step makes is sent when the step makes it, and every answer the path expects
 * is compared with what the gateway really answered. Mutations hook in before a call or event.
 */
import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { AuthPath, EventVariant, GatewayAnswer, PathStep, StepCall } from '../../../scripts/auth-paths/auth-path.types';
import { invokeAnnotations } from '../../../scripts/auth-paths/annotations';
import { createAccount, Visitor, WRONG_PASSWORD } from './auth-path-visitor';
import type { Account, AccountKind } from './auth-path-visitor';
import type { TestGateway } from './test-gateway';

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
  /** the SMS code the outbox delivered last */
  smsCode: string | null;
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

/** What the report says a path needs from the world before it starts. */
export interface Scenario {
  account: Exclude<AccountKind, 'trial'> | null;
  priorFailures: number;
  maintenance: boolean;
  blockedRegion: boolean;
  /** SMS login switched on (MOBILEVERCODELOGIN3) and the slider check, a chart of its own, off */
  smsLogin: boolean;
}

export const BLOCKED_RANGE = '203.0.113.0/24';
const BLOCKED_IP = '203.0.113.7';

export const isNetworkCall = (call: Pick<StepCall, 'chart' | 'invoke'>) => Boolean(invokeAnnotations[`${call.chart}.${call.invoke}`]?.call);
const answerBody = (variant: EventVariant | undefined) =>
  variant?.answer && 'body' in variant.answer ? (variant.answer.body as { value?: Record<string, unknown> }) : undefined;

export function scenarioFor(path: AuthPath): Scenario {
  const answers = path.steps.flatMap((step) => (step.answer ? [step.answer] : []));
  for (const answer of answers) {
    const network = invokeAnnotations[`${answer.chart}.${answer.invoke}`]?.call;
    if (network && !answer.variant.answer) throw new Error(`${path.id}: no gateway answer for ${answer.invoke} "${answer.variant.label}"`);
  }
  const status = answerBody(answers.find((a) => a.invoke === 'loadSystemStatus')?.variant)?.value;
  const firstLogin = answers.find((a) => a.invoke === 'submitLogin');
  const account = path.facts.account;
  const logsIn = path.scope === 'server' || path.steps.some((s) => s.calls.some((c) => c.invoke === 'submitLogin'));
  return {
    account: account && account !== 'trial' ? (account as Scenario['account']) : logsIn ? 'player' : null,
    priorFailures: firstLogin?.variant.precondition?.priorFailures ?? 0,
    maintenance: status?.maintenance === true,
    blockedRegion: status?.regionRestriction === true,
    smsLogin: path.steps.some((step) => step.chart === 'smsCode'),
  };
}

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

async function arrangeWorld(gw: TestGateway, scenario: Scenario, replay: Replay) {
  if (scenario.blockedRegion) {
    await gw.database.db.query(`INSERT INTO region_rules (kind, value) VALUES ('cidr', $1) ON CONFLICT DO NOTHING`, [BLOCKED_RANGE]);
    gw.app.ctx.operator.invalidate();
  }
  if (scenario.maintenance) {
    await gw.database.db.query('UPDATE maintenance SET enabled = true, until = NULL WHERE id = 1');
    gw.app.ctx.operator.invalidate();
    replay.cleanups.push(async () => {
      await gw.database.db.query('UPDATE maintenance SET enabled = false, until = NULL WHERE id = 1');
      gw.app.ctx.operator.invalidate();
    });
  }
  if (scenario.smsLogin) {
    const modules = async (smsLogin: boolean) => {
      await gw.database.db.query(`UPDATE modules SET enabled = $1 WHERE mod_id = 'MOBILEVERCODELOGIN3'`, [smsLogin]);
      await gw.database.db.query(`UPDATE modules SET enabled = $1 WHERE mod_id = 'HUMANCHECK3'`, [!smsLogin]);
      gw.app.ctx.merchants.invalidate();
    };
    await modules(true);
    replay.cleanups.push(() => modules(false));
  }
  if (scenario.account) replay.account = await createAccount(gw, scenario.account);
  for (let i = 0; i < scenario.priorFailures; i++) {
    const response = await replay.visitor.login(replay.account!.username, WRONG_PASSWORD, null);
    expect(response.json().errorCode, 'prior failure').toBe('login.failed');
  }
}

/** How a mutation falsifies a call: sent unsealed, without or with another captcha, token, ... */
export interface Override {
  plain?: boolean;
  captcha?: string | null;
  cookie?: boolean;
  username?: string;
  password?: string;
  token?: boolean;
}

export type CallDriver = (replay: Replay, pending: PendingCall, override?: Override) => Promise<Answer>;
export type EventDriver = (replay: Replay, step: PathStep, previous: PathStep) => Promise<void>;

export interface Drivers {
  calls: Record<string, CallDriver>;
  events: Record<string, EventDriver>;
}

/** Replays the path; returns null when a hook stopped it. The caller runs `cleanups` afterwards. */
export async function replayPath(gw: TestGateway, path: AuthPath, drivers: Drivers, replay: Replay, hooks: Hooks = {}): Promise<Replay | null> {
  const scenario = scenarioFor(path);
  await arrangeWorld(gw, scenario, replay);
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

let smsVisitors = 0;

export function newReplay(gw: TestGateway, path: AuthPath): Replay {
  const scenario = scenarioFor(path);
  // SMS sends are limited per IP and hour: each SMS scenario comes from its own address
  const ip = scenario.blockedRegion ? BLOCKED_IP : scenario.smsLogin ? `198.18.0.${++smsVisitors}` : '127.0.0.1';
  return { gw, path, visitor: new Visitor(gw, ip), account: null, smsCode: null, sent: 0, cleanups: [] };
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
