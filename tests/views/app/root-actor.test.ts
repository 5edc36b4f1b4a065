/**
 * The root actor reports to the QA recorder's inspector only when it is created with it (src/main.tsx
 * does so when recording was asked for at boot): a player's system builds no inspection event for
 * every event, snapshot and action of every chart (issue 15), and a tester's records from the
 * system's first event (the QA recorder replays from it).
 */
import type { InspectionEvent } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRootActor } from '../../../src/app/root-actor';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('root actor inspection', () => {
  it('reports the root and its first transition to the inspector it is created with', () => {
    vi.stubGlobal('fetch', () => new Promise<never>(() => {}));
    const recorded: InspectionEvent[] = [];
    const root = createRootActor({ inspect: (event) => recorded.push(event) });
    root.stop();
    const types = recorded.map((event) => event.type);
    expect(types).toContain('@xstate.actor');
    expect(types).toContain('@xstate.snapshot');
    expect(recorded.every((event) => (event.actorRef as { system?: unknown }).system === root.system)).toBe(true);
  });

  it("reports nothing of a player's system, created without one, to a recorder of another page", () => {
    vi.stubGlobal('fetch', () => new Promise<never>(() => {}));
    const recorded: InspectionEvent[] = [];
    const tester = createRootActor({ inspect: (event) => recorded.push(event) });
    const player = createRootActor();
    player.send({ type: 'login.open' });
    player.stop();
    tester.stop();
    expect(recorded.some((event) => (event.actorRef as { system?: unknown }).system === player.system)).toBe(false);
  });
});
