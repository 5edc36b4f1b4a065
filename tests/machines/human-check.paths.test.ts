/**
 * Graph paths of the server-side human check chart. Instants: the challenge is issued at T0; drags
 * and token use at T0+30 s; ticks at T0+60 s (nothing expires) and T0+10 min (everything does).
 * Every step is also checked against the pure evaluator the gateway uses.
 */
import type { EventObject } from 'xstate';
import { evaluateHumanCheck, humanCheckMachine, issueHumanCheck } from '../../machines/human-check';
import type { HumanCheckContext, HumanCheckEvent, HumanCheckSnapshotJson } from '../../machines/human-check';
import { runPathSuite } from './support/path-suite';
import { expect } from './support/fast-expect';

const T0 = Date.parse('2026-03-02T08:00:00.000Z');
const at = (seconds: number) => new Date(T0 + seconds * 1000).toISOString();

let previous: HumanCheckSnapshotJson | null = null;

runPathSuite({
  machine: humanCheckMachine,
  input: { issuedAt: at(0) },
  events: {
    'drag.accepted': [{ at: at(30) }],
    'drag.rejected': [{ at: at(30), reason: 'offset' }],
    'token.use': [{ at: at(30) }],
    'clock.tick': [{ at: at(60) }, { at: at(600) }],
  },
  assertStep: (snapshot, event: EventObject) => {
    const value = snapshot.value as HumanCheckSnapshotJson['value'];
    const context = snapshot.context as HumanCheckContext;
    if (event.type === 'xstate.init') {
      expect({ value, context }).toEqual(issueHumanCheck(at(0)));
    } else if (previous) {
      // the gateway folds stored JSON with evaluateHumanCheck: it must agree with the live actor
      expect(evaluateHumanCheck(previous, event as HumanCheckEvent).snapshotJson).toEqual({ value, context });
    }
    // a token exists exactly once a drag was accepted; a refused drag leaves its reason
    if (value === 'passed' || value === 'used') expect(context.tokenExpiresAt).not.toBeNull();
    if (value === 'issued' || value === 'failed') expect(context.tokenExpiresAt).toBeNull();
    // an expired challenge holds a token only when it expired after passing (an unused token)
    if (value === 'expired' && event.type === 'clock.tick' && previous) expect(context.tokenExpiresAt !== null).toBe(previous.value === 'passed');
    if (value === 'failed') expect(context.failure).toBe('offset');
    expect(snapshot.status === 'done').toBe(['failed', 'used', 'expired'].includes(value));
    previous = { value, context };
  },
});
