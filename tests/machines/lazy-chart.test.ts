/**
 * How the session keeps the dialog charts it loads on first use (machines/shared/lazy-chart.ts):
 * the parent spawns each child from the loaded logic and gets its outcome, and the context that
 * holds them stays data, so a snapshot can be persisted and restored (the auth-path explorer does
 * it at every state) and written as JSON (graph keys, QA traces).
 */
import { describe, expect, it } from 'vitest';
import { assign, createActor, createMachine, fromPromise, setup, stopChild, waitFor } from 'xstate';
import type { AnyActorLogic } from 'xstate';
import { loadedCharts } from '../../machines/shared';
import type { LoadedCharts } from '../../machines/shared';

const dialogChart = createMachine({
  id: 'dialog',
  initial: 'open',
  states: { open: { on: { 'dialog.finish': 'finished' } }, finished: { type: 'final' } },
  output: { answer: 42 },
});

type Charts = { dialog: typeof dialogChart };

const parent = setup({
  types: { context: {} as { charts: LoadedCharts<Charts> | null; answer: number } },
  actors: { loadDialog: fromPromise<Charts>(async () => ({ dialog: dialogChart })) },
  actions: {
    keepCharts: assign(({ event }) => ({ charts: loadedCharts((event as unknown as { output: Charts }).output) })),
    startDialog: assign(({ context, spawn }) => {
      if (context.charts) spawn(context.charts.logic().dialog as AnyActorLogic as never, { id: 'dialog' } as never);
      return {};
    }),
    stopDialog: stopChild('dialog'),
    keepAnswer: assign(({ event }) => ({ answer: (event as unknown as { output: { answer: number } }).output.answer })),
  },
}).createMachine({
  id: 'parent',
  initial: 'idle',
  context: { charts: null, answer: 0 },
  states: {
    idle: { on: { open: 'loading' } },
    loading: { invoke: { src: 'loadDialog', onDone: { target: 'running', actions: 'keepCharts' } } },
    running: {
      entry: 'startDialog',
      exit: 'stopDialog',
      on: { 'xstate.done.actor.dialog': { target: 'done', actions: 'keepAnswer' } } as never,
    },
    done: { on: { open: 'running' } },
  },
});

async function opened() {
  const actor = createActor(parent).start();
  actor.send({ type: 'open' });
  await waitFor(actor, (s) => s.matches('running'));
  return actor;
}

describe('charts loaded on first use', () => {
  it('runs as the parent’s own child, spawned from the loaded logic, and hands back its outcome', async () => {
    const actor = await opened();
    const child = actor.getSnapshot().children.dialog;
    expect(child).toBeDefined();
    child?.send({ type: 'dialog.finish' });
    expect(actor.getSnapshot().value).toBe('done');
    expect(actor.getSnapshot().context.answer).toBe(42);
    expect(actor.getSnapshot().children.dialog).toBeUndefined();
    // opened again: a fresh child from the charts already loaded, no second load
    actor.send({ type: 'open' });
    expect((actor.getSnapshot().children.dialog?.getSnapshot() as { value?: unknown } | undefined)?.value).toBe('open');
  });

  it('keeps the context data: JSON and a persisted snapshot hold the names, and a restored parent still spawns', async () => {
    const actor = await opened();
    expect(JSON.parse(JSON.stringify(actor.getSnapshot().context.charts))).toEqual({ names: ['dialog'] });
    // a machine kept as it is in the context would overflow the stack here (XState copies context)
    const persisted = (actor as unknown as { getPersistedSnapshot(options: unknown): unknown }).getPersistedSnapshot({
      __unsafeAllowInlineActors: true,
    });
    actor.stop();
    const restored = createActor(parent, { snapshot: persisted as never }).start();
    restored.getSnapshot().children.dialog?.send({ type: 'dialog.finish' });
    expect(restored.getSnapshot().context.answer).toBe(42);
    restored.send({ type: 'open' });
    expect(restored.getSnapshot().children.dialog).toBeDefined();
  });
});
