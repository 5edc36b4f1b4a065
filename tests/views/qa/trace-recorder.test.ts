/**
 * The recorder on the real charts: a scripted visit (fakes at the edges) is recorded, then replayed
 * with the pure replay functions step for step, and no typed secret survives in the trace.
 */
import { describe, expect, it } from 'vitest';
import { machineRegistry } from '../../../machines/registry';
import { chartModel, parseTrace, replayTrace } from '../../../machines/tooling';
import { PNG } from '../support/drivers';
import { recordVisit, secrets } from './support/recorded-session';

describe('trace recorder', () => {
  it('records every chart actor with its system path, parent and masked input', async () => {
    const { trace } = await recordVisit({ withPasswordChange: true });
    expect(trace.format).toBe(1);
    expect(trace.recordedAt).toBe('2026-01-01T00:00:00.000Z');
    expect(trace.actors.map((a) => [a.systemPath, a.machineId])).toEqual([
      ['systemStatus', 'systemStatus'],
      ['systemStatus/router', 'router'],
      ['systemStatus/router/centreHost', 'centreHost'],
      ['systemStatus/session', 'session'],
      ['systemStatus/session/login', 'login'],
      ['systemStatus/session/login/captcha', 'captcha'],
      ['systemStatus/session/changePassword', 'changePassword'],
    ]);
    const [root, router, centreHost, session, login] = trace.actors;
    expect(router.parent).toBe(root.sessionId);
    expect(centreHost.parent).toBe(router.sessionId);
    expect(root.parent).toBeNull();
    expect(session.parent).toBe(root.sessionId);
    expect(login.parent).toBe(session.sessionId);
    expect(login.input).toEqual({
      freePlayEnabled: true,
      freePlayRequested: false,
      smsLoginEnabled: false,
      humanCheckRequired: false,
      registrationEnabled: true,
    });
    // the recorded hash is the one of the registry chart (provide does not change the definition)
    for (const m of trace.machines) expect(m.hash).toBe(chartModel(machineRegistry.find((c) => c.id === m.id)!.machine).hash);
  });

  it('records events delivered to charts only, with increasing timestamps, and pairs each snapshot with its event', async () => {
    const { trace } = await recordVisit();
    const chartActors = new Set(trace.actors.map((a) => a.sessionId));
    expect(trace.events.every((e) => chartActors.has(e.actor))).toBe(true);
    const times = trace.events.map((e) => e.at);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    const types = trace.events.map((e) => e.event.type);
    expect(types).toContain('xstate.after.CAPTCHA_COOLDOWN.captcha.shown.coolingDown');
    // the login follows its captcha child's snapshots, recorded like any event it processed
    expect(types).toContain('xstate.snapshot.captcha');
    expect(types.filter((t) => t === 'xstate.error.actor.submitLogin')).toHaveLength(3);
    for (const snapshot of trace.snapshots) {
      if (snapshot.eventIndex !== null) expect(trace.events[snapshot.eventIndex].actor).toBe(snapshot.actor);
    }
    // the root was stopped at the end: a `stopped` snapshot that points at no event
    expect(trace.snapshots.at(-1)).toMatchObject({ status: 'stopped', eventIndex: null });
  });

  it('replays with no divergence through sign-in with captcha and a password change', async () => {
    const { trace } = await recordVisit({ withPasswordChange: true });
    const result = replayTrace(parseTrace(JSON.parse(JSON.stringify(trace))));
    expect(result.divergence).toBeNull();
    expect(result.changedCharts).toEqual([]);
    expect(result.steps.map((s) => `${s.machineId} ${s.eventType}`)).toEqual(
      expect.arrayContaining([
        'captcha xstate.done.actor.fetchCaptcha',
        'login xstate.snapshot.captcha',
        'session xstate.done.actor.login',
        'changePassword form.submit',
      ]),
    );
    const last = result.steps.at(-1)!;
    expect(last).toMatchObject({ machineId: 'session', actual: { value: { signedIn: 'member' }, status: 'active' } });
  });

  it('keeps no typed secret and no token in the trace', async () => {
    const { trace } = await recordVisit({ withPasswordChange: true });
    const text = JSON.stringify(trace);
    for (const secret of [...secrets.wrongPasswords, secrets.password, secrets.captcha, secrets.newPassword, secrets.token]) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('redacted-token');
    // the captcha image shows its answer: neither the image call's result nor the captcha child's snapshots the login follows carry it
    expect(text).not.toContain(PNG);
    expect(text).toContain('redacted-image');
  });

  it('notifies subscribers once per burst of inspection events', async () => {
    const { recorder, trace } = await recordVisit();
    const root = { sessionId: trace.actors[0].sessionId };
    let calls = 0;
    const unsubscribe = recorder.subscribe(() => (calls += 1));
    const before = recorder.live();
    recorder.inspect({ type: '@xstate.event', rootId: 'x:0', sourceRef: undefined, actorRef: root, event: { type: 'status.retry' } } as never);
    recorder.inspect({ type: '@xstate.event', rootId: 'x:0', sourceRef: undefined, actorRef: root, event: { type: 'status.retry' } } as never);
    await Promise.resolve();
    expect(calls).toBe(1);
    expect(recorder.live()).not.toBe(before);
    expect(recorder.live().events).toHaveLength(before.events.length + 2);
    unsubscribe();
  });
});
