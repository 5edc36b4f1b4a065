/**
 * Centre host chart: graph paths over what the router tells it (no centre, a member-centre page,
 * another page of it, an agent-centre page, the same page for another account), the chart's load
 * (answered or failed, and retried), and an offer answered on an agent-centre page. On every step:
 * the centre's chart runs exactly while its centre shows and its chart is loaded, told the page
 * shown; a shown centre without its chart is loading it or says it failed; one loader at a time.
 */
import { describe, it } from 'vitest';
import { assign, createActor, setup } from 'xstate';
import type { EventObject } from 'xstate';
import { centreHostMachine, selectCentreChart } from '../../machines/centre-host';
import type { CentreHostSnapshot } from '../../machines/centre-host';
import { pending, runPathSuite } from './support/path-suite';
import { expect } from './support/fast-expect';

/** A centre's chart as the loader answers it: it keeps the page it was told and counts recounts. */
const centreStub = setup({
  types: {
    input: {} as { page: string },
    context: {} as { page: string; recounts: number },
    events: {} as { type: 'page.open'; page: string } | { type: 'counts.stale' },
  },
}).createMachine({
  id: 'centreStub',
  context: ({ input }) => ({ page: input.page, recounts: 0 }),
  on: {
    'page.open': { actions: assign({ page: ({ event }) => (event.type === 'page.open' ? event.page : '') }) },
    'counts.stale': { actions: assign({ recounts: ({ context }) => context.recounts + 1 }) },
  },
});

type StubRef = { getSnapshot(): { context: { page: string; recounts: number } } };
const childrenOf = (s: CentreHostSnapshot) => s.children as Record<string, StubRef | undefined>;
let recountsBefore = 0;

runPathSuite({
  machine: centreHostMachine.provide({ actors: { loadCentreChart: pending() } }),
  events: {
    'centre.shown': [
      { shown: null, status: 'member' },
      { shown: { centre: 'mc', page: 'depositv2' }, status: 'member' },
      { shown: { centre: 'mc', page: 'withdraw' }, status: 'member' },
      { shown: { centre: 'ac', page: 'registerCenter' }, status: 'agent' },
      { shown: { centre: 'mc', page: 'depositv2' }, status: 'agent' },
    ],
    'xstate.done.actor.loadCentreChart': [{ output: centreStub }],
    'xstate.error.actor.loadCentreChart': [{ error: new Error('the chunk did not load') }],
  },
  serialize: (snapshot) => {
    const { shown, status, chart, loading, failed, open } = (snapshot as unknown as CentreHostSnapshot).context;
    return JSON.stringify({ shown, status, loaded: chart?.centre ?? null, loading, failed, open });
  },
  assertStep: (raw, event: EventObject) => {
    const s = raw as unknown as CentreHostSnapshot;
    const { shown, chart, loading, failed, open } = s.context;
    const child = childrenOf(s).centre;
    if (event.type === 'xstate.init') recountsBefore = 0;
    // the chart runs exactly while its centre shows, told the page shown
    if (open) {
      expect(open.centre).toBe(shown?.centre);
      expect(child?.getSnapshot().context.page).toBe(shown?.page);
      expect(selectCentreChart(s, open.centre)).toMatchObject({ status: 'running' });
    } else expect(child).toBeUndefined();
    // a shown centre whose chart is loaded runs it; one without it loads it (one loader at a time) or failed
    if (shown && chart?.centre === shown.centre) expect(open?.centre).toBe(shown.centre);
    if (shown && chart?.centre !== shown.centre && failed !== shown.centre) expect(loading).not.toBeNull();
    if (shown && failed === shown.centre) expect(selectCentreChart(s, shown.centre)).toEqual({ status: 'failed' });
    expect(loading === null).toBe(childrenOf(s).loadCentreChart === undefined);
    // an answered offer reaches the open agent centre only
    const recounts = child?.getSnapshot().context.recounts ?? 0;
    if (event.type === 'centre.countsStale' && open?.centre === 'ac') expect(recounts).toBe(recountsBefore + 1);
    recountsBefore = recounts;
  },
});

describe('centre host behaviour', () => {
  it("loads another account's centre again, with that account's gates", () => {
    const asked: string[] = [];
    const actor = createActor(centreHostMachine.provide({ actors: { loadCentreChart: pending() } })).start();
    actor.send({ type: 'centre.shown', shown: { centre: 'mc', page: 'depositv2' }, status: 'member' });
    actor.send({ type: 'xstate.done.actor.loadCentreChart', output: centreStub });
    expect(actor.getSnapshot().context.open).toEqual({ centre: 'mc', page: 'depositv2' });
    actor.send({ type: 'centre.shown', shown: null, status: 'guest' });
    expect(actor.getSnapshot().context).toMatchObject({ open: null, chart: null });
    actor.send({ type: 'centre.shown', shown: { centre: 'mc', page: 'depositv2' }, status: 'agent' });
    asked.push(actor.getSnapshot().context.loading ?? '');
    expect(asked).toEqual(['mc']);
  });
});
