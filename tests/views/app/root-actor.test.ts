/**
 * The root actor reports to the QA inspector only when recording was asked for at boot: a player's
 * system builds no inspection event for every event, snapshot and action of every chart (issue 15),
 * and a tester's records from the system's first event (the QA recorder replays from it).
 */
import type { InspectionEvent } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setInspector } from '../../../src/app/inspect';
import { createRootActor } from '../../../src/app/root-actor';

afterEach(() => {
  setInspector(null);
  vi.unstubAllGlobals();
});

/** The root actor started with an inspector registered, the gateway never answering. */
function startRoot(recorded: boolean): InspectionEvent[] {
  vi.stubGlobal('fetch', () => new Promise<never>(() => {}));
  const events: InspectionEvent[] = [];
  setInspector((event) => events.push(event));
  createRootActor({ recorded }).stop();
  return events;
}

describe('root actor inspection', () => {
  it("reports nothing for a player's visit", () => {
    expect(startRoot(false)).toEqual([]);
  });

  it('reports the root and its first transition when QA recording was asked for', () => {
    const types = startRoot(true).map((event) => event.type);
    expect(types).toContain('@xstate.actor');
    expect(types).toContain('@xstate.snapshot');
  });
});
