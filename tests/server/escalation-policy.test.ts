/**
 * The escalation policy as the gateway evaluates it (pure, stored JSON in and out): the numbers of
 * ARCHITECTURE §5 with failures spread in time.
 */
import { describe, expect, it } from 'vitest';
import { evaluateEscalation } from '../../machines/login-escalation/index';
import type { EscalationResult, LoginEscalationEvent } from '../../machines/login-escalation/index';

const T0 = Date.parse('2026-03-02T08:00:00.000Z');
const at = (ms: number) => new Date(T0 + ms).toISOString();
const MIN = 60_000;

function run(events: LoginEscalationEvent[]): EscalationResult {
  let result: EscalationResult | null = null;
  for (const event of events) result = evaluateEscalation(result?.snapshotJson ?? null, event);
  return result!;
}
const failures = (count: number, startMs: number, stepMs: number): LoginEscalationEvent[] =>
  Array.from({ length: count }, (_, i) => ({ type: 'attempt.failed', at: at(startMs + i * stepMs) }));

describe('escalation policy', () => {
  it('starts open and asks for a captcha at the third failure', () => {
    expect(run(failures(2, 0, 1000)).state).toBe('open');
    expect(run(failures(3, 0, 1000)).state).toBe('captchaRequired');
  });

  it('locks at the tenth failure within 15 minutes, for 15 minutes', () => {
    const locked = run(failures(10, 0, 90_000));
    expect(locked.state).toBe('locked');
    expect(locked.snapshotJson.context).toMatchObject({ lockCount: 1, lockedUntil: at(9 * 90_000 + 15 * MIN), failures: [] });
  });

  it('does not lock when the ten failures span more than 15 minutes', () => {
    const spread = run(failures(10, 0, 2 * MIN));
    expect(spread.state).toBe('captchaRequired');
    expect(spread.snapshotJson.context.failures.length).toBeLessThan(10);
  });

  it('forgets failures older than 15 minutes', () => {
    const aged = run([...failures(2, 0, 1000), { type: 'clock.tick', at: at(15 * MIN + 1000) }]);
    expect(aged.snapshotJson.context.failures).toEqual([]);
    expect(run([...failures(2, 0, 1000), { type: 'attempt.failed', at: at(16 * MIN) }]).state).toBe('open');
  });

  it('doubles the lock per lock, at most 60 minutes, and keeps the captcha after each lock', () => {
    const events: LoginEscalationEvent[] = [];
    let now = 0;
    const minutes: number[] = [];
    for (let lock = 0; lock < 5; lock++) {
      events.push(...failures(10, now, 1000));
      now += 10_000;
      const locked = run(events);
      expect(locked.state).toBe('locked');
      const until = Date.parse(locked.snapshotJson.context.lockedUntil!);
      minutes.push((until - (T0 + now - 1000)) / MIN);
      events.push({ type: 'clock.tick', at: new Date(until - 1).toISOString() });
      expect(run(events).state).toBe('locked');
      events.push({ type: 'clock.tick', at: new Date(until).toISOString() });
      expect(run(events).state).toBe('captchaRequired');
      now = until - T0;
    }
    expect(minutes).toEqual([15, 30, 60, 60, 60]);
  });

  it('ignores failures while locked and resets on success', () => {
    const locked = run([...failures(10, 0, 1000), { type: 'attempt.failed', at: at(20_000) }]);
    expect(locked.snapshotJson.context.failures).toEqual([]);
    const reset = evaluateEscalation(locked.snapshotJson, { type: 'attempt.succeeded', at: at(30_000) });
    expect(reset).toEqual({ state: 'open', snapshotJson: { value: 'open', context: { failures: [], lockCount: 0, lockedUntil: null } } });
  });
});
