/**
 * Graph paths of the server-side login escalation chart. Time travels inside events, so a handful
 * of fixed instants keeps the graph finite: failures at T0, and clock ticks at T0 (no change),
 * T0+16 min (failures age out, a first 15-minute lock expires) and T0+2 h (every lock expires).
 * Every step is also checked against the pure evaluator the gateway uses.
 */
import type { EventObject } from 'xstate';
import { evaluateEscalation, loginEscalationMachine } from '../../machines/login-escalation/index';
import type { LoginEscalationContext, LoginEscalationEvent, LoginEscalationSnapshotJson } from '../../machines/login-escalation/index';
import { runPathSuite } from './support/path-suite';
import { expect } from './support/fast-expect';

const T0 = Date.parse('2026-03-02T08:00:00.000Z');
const at = (minutes: number) => new Date(T0 + minutes * 60_000).toISOString();

let previous: LoginEscalationSnapshotJson | null = null;

runPathSuite({
  machine: loginEscalationMachine,
  events: {
    'attempt.failed': [{ at: at(0) }],
    'attempt.succeeded': [{ at: at(0) }],
    'clock.tick': [{ at: at(0) }, { at: at(16) }, { at: at(120) }],
  },
  assertStep: (snapshot, event: EventObject) => {
    const value = snapshot.value as LoginEscalationSnapshotJson['value'];
    const context = snapshot.context as LoginEscalationContext;
    expect(value === 'locked').toBe(context.lockedUntil !== null);
    expect(context.failures.length).toBeLessThanOrEqual(10);
    expect(context.lockCount).toBeLessThanOrEqual(3);
    if (value === 'open') expect(context.failures.length).toBeLessThan(3);
    // the gateway folds stored JSON with evaluateEscalation: it must agree with the live actor
    if (event.type !== 'xstate.init' && previous) {
      const folded = evaluateEscalation(previous, event as LoginEscalationEvent);
      expect(folded.snapshotJson).toEqual({ value, context });
    }
    previous = { value, context };
  },
});
