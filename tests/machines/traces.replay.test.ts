/**
 * Committed traces (tests/traces/*.json, recorded in Chromium by tests/e2e/qa-trace.test.ts) as
 * regression tests: each replays against the current charts with no divergence. An edited chart
 * makes the replay name the step, the expected and actual states and the changed definition, and
 * `npm run replay` turns that into its exit codes.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import type { AnyStateMachine } from 'xstate';
import { loginMachine } from '../../machines/login';
import { machineRegistry } from '../../machines/registry';
import { chartModel, parseTrace, replayTrace, TraceError } from '../../machines/tooling';
import type { ReplayChart, Trace } from '../../machines/tooling';
import { runReplay } from '../../scripts/replay/replay-trace';

const root = process.cwd();
const tracesDir = join(root, 'tests', 'traces');
const traceFiles = readdirSync(tracesDir)
  .filter((name) => name.endsWith('.json'))
  .sort();
const loadTrace = (name: string): Trace => parseTrace(JSON.parse(readFileSync(join(tracesDir, name), 'utf8')));

/** The login chart with one edit: a failure that asks for a captcha now leaves it hidden. */
function editedLoginMachine(): AnyStateMachine {
  type Config = { states: Record<string, Config & Record<string, unknown>> } & Record<string, unknown>;
  const config = loginMachine.config as unknown as Config;
  const active = config.states.active;
  const captcha = active.states.captcha;
  const hidden = captcha.states.hidden;
  const edited = {
    ...config,
    states: {
      ...config.states,
      active: {
        ...active,
        states: {
          ...active.states,
          captcha: {
            ...captcha,
            states: {
              ...captcha.states,
              hidden: { ...hidden, on: { 'xstate.error.actor.submitLogin': { guard: 'loginFailureRequiresCaptcha', target: 'hidden' } } },
            },
          },
        },
      },
    },
  };
  return createMachine(edited as never, loginMachine.implementations as never) as unknown as AnyStateMachine;
}

const withEditedLogin: ReplayChart[] = machineRegistry.map((chart) =>
  chart.id === 'login' ? { id: 'login', machine: editedLoginMachine() } : chart,
);

function silentIo() {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, io: { out: (line: string) => out.push(line), err: (line: string) => err.push(line) } };
}

function writeTemp(name: string, data: unknown): string {
  const path = join(mkdtempSync(join(tmpdir(), 'trace-')), name);
  writeFileSync(path, typeof data === 'string' ? data : JSON.stringify(data));
  return path;
}

describe('committed traces', () => {
  it('exist for every chart the site runs, including captcha escalation, a password change and a game launch', () => {
    expect(traceFiles.length).toBeGreaterThan(0);
    const results = traceFiles.map((name) => replayTrace(loadTrace(name)));
    const charts = new Set(results.flatMap((r) => r.steps.filter((s) => s.eventType !== 'xstate.init').map((s) => s.machineId)));
    for (const id of ['systemStatus', 'session', 'login', 'changePassword', 'gameLaunch', 'chunkLoader', 'lotteryLobby'])
      expect(charts, id).toContain(id);
    // customer service runs on every page, waiting for a click: recorded though not used
    const started = new Set(traceFiles.flatMap((name) => loadTrace(name).actors.map((a) => a.machineId)));
    expect(started).toContain('customerService');
    const escalated = results.some((r) =>
      r.steps.some((s) => s.machineId === 'login' && JSON.stringify(s.expected.value).includes('"captcha":"required"')),
    );
    expect(escalated).toBe(true);
  });

  it.each(traceFiles)('%s replays against the current charts with no divergence', (name) => {
    const result = replayTrace(loadTrace(name));
    expect(result.divergence, JSON.stringify(result.divergence, null, 2)).toBeNull();
    expect(result.steps.length).toBeGreaterThan(10);
    expect(result.steps.every((s) => s.ok)).toBe(true);
  });
});

describe('replay of an edited chart', () => {
  it('reports the first step the edited login chart decides differently, with both states and the changed hash', () => {
    const trace = loadTrace('login-captcha-escalation.json');
    const original = replayTrace(trace);
    const escalation = original.steps.find((s) => s.machineId === 'login' && JSON.stringify(s.expected.value).includes('"captcha":"required"'))!;
    expect(escalation.eventType).toBe('xstate.error.actor.submitLogin');

    const result = replayTrace(trace, withEditedLogin);
    expect(result.ok).toBe(false);
    expect(result.steps).toHaveLength(escalation.step);
    expect(result.divergence).toEqual({
      step: escalation.step,
      actor: escalation.actor,
      machineId: 'login',
      eventType: 'xstate.error.actor.submitLogin',
      expected: { value: { active: { mode: 'password', form: 'editing', captcha: 'required' } }, status: 'active' },
      actual: { value: { active: { mode: 'password', form: 'editing', captcha: 'hidden' } }, status: 'active' },
      recordedHash: chartModel(loginMachine).hash,
      currentHash: chartModel(withEditedLogin.find((c) => c.id === 'login')!.machine).hash,
      hashChanged: true,
    });
  });

  it('keeps going past a divergence when asked (the QA panel shows every step)', () => {
    const trace = loadTrace('login-captcha-escalation.json');
    const result = replayTrace(trace, withEditedLogin, { stopAtDivergence: false });
    expect(result.steps).toHaveLength(replayTrace(trace).steps.length);
    expect(result.steps.filter((s) => !s.ok).length).toBeGreaterThan(0);
  });

  it('says the chart is unchanged when a divergence comes from the trace rather than the chart', () => {
    const trace = loadTrace('login-captcha-escalation.json');
    const submit = trace.snapshots.find((s) => s.eventIndex !== null && trace.events[s.eventIndex].event.type === 'form.submit')!;
    const edited: Trace = { ...trace, snapshots: trace.snapshots.map((s) => (s === submit ? { ...s, value: 'elsewhere' } : s)) };
    expect(replayTrace(edited).divergence).toMatchObject({ eventType: 'form.submit', expected: { value: 'elsewhere' }, hashChanged: false });
  });

  it('refuses traces of another format or with unknown charts', () => {
    const trace = loadTrace('login-captcha-escalation.json');
    expect(() => parseTrace({ ...trace, format: 2 })).toThrow(TraceError);
    expect(() => replayTrace({ ...trace, machines: [...trace.machines, { id: 'noSuchChart', hash: '0' }] })).toThrow(
      /unknown machine id\(s\) noSuchChart/,
    );
  });
});

describe('npm run replay', () => {
  it('prints `<machine> <event> -> <state>` per step and exits 0 on a matching trace', () => {
    const { out, err, io } = silentIo();
    expect(runReplay([join(tracesDir, 'login-captcha-escalation.json')], io)).toBe(0);
    expect(err).toEqual([]);
    // the router's centre host starts first (told no centre shows), then the router, then the root itself
    expect(out.slice(0, 4)).toEqual([
      'centreHost xstate.init -> hosting',
      'centreHost centre.shown -> hosting',
      'router xstate.init -> showing',
      'systemStatus xstate.init -> loading',
    ]);
    expect(out).toContain('login xstate.error.actor.submitLogin -> active.{mode.password, form.editing, captcha.required}');
    expect(out.at(-1)).toMatch(/^ok: \d+ steps replayed with no divergence in [\d.]+ ms$/);
  });

  it('exits 1 at the first divergence, naming step, event, expected and actual state and the changed chart', () => {
    const { out, err, io } = silentIo();
    expect(runReplay([join(tracesDir, 'login-captcha-escalation.json')], io, withEditedLogin)).toBe(1);
    const step = replayTrace(loadTrace('login-captcha-escalation.json'), withEditedLogin).divergence!.step;
    expect(out).toHaveLength(step);
    expect(err[0]).toMatch(new RegExp(`^DIVERGENCE at step ${step}: login \\(actor x:\\d+\\) event xstate\\.error\\.actor\\.submitLogin$`));
    expect(err[1]).toBe('  expected: active.{mode.password, form.editing, captcha.required}');
    expect(err[2]).toBe('  actual:   active.{mode.password, form.editing, captcha.hidden}');
    expect(err[3]).toMatch(/^ {2}the login chart changed since recording \(hash [0-9a-f]{16} -> [0-9a-f]{16}\)$/);
  });

  it('exits 2 with a clear message for a missing file, bad JSON, a wrong format or an unknown chart', () => {
    const trace = loadTrace('login-captcha-escalation.json');
    const cases: [string[], RegExp][] = [
      [[], /^usage: npm run replay -- <trace\.json>$/],
      [[join(tmpdir(), 'no-such-trace.json')], /^error: cannot read .*no-such-trace\.json/],
      [[writeTemp('bad.json', '{ not json')], /^error: cannot read .*bad\.json/],
      [[writeTemp('v2.json', { ...trace, format: 2 })], /unsupported trace format 2 \(this replay reads format 1\)/],
      [
        [writeTemp('unknown.json', { ...trace, actors: [...trace.actors, { ...trace.actors[0], sessionId: 'x:99', machineId: 'noSuchChart' }] })],
        /unknown machine id\(s\) noSuchChart/,
      ],
    ];
    for (const [args, message] of cases) {
      const { err, io } = silentIo();
      expect(runReplay(args, io), args.join(' ')).toBe(2);
      expect(err.join('\n')).toMatch(message);
    }
  });

  it('runs as a command with those exit codes', () => {
    const run = (file: string) =>
      spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'replay', 'replay-trace.ts'), file], { cwd: root, encoding: 'utf8' });
    const ok = run(join(tracesDir, 'change-password-forced.json'));
    expect(ok.status, ok.stderr).toBe(0);
    expect(ok.stdout).toContain('changePassword form.submit -> submitting');
    const trace = loadTrace('change-password-forced.json');
    expect(run(writeTemp('v0.json', { ...trace, format: 0 })).status).toBe(2);
  });
});
