/**
 * The late binding the session relies on to keep dialog charts out of the home page's JavaScript:
 * a chart bound after the parent started is the one a later invoke runs.
 */
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise, setup, waitFor } from 'xstate';
import { bindLazyCharts, lazyChart } from '../../machines/shared';

const dialogChart = createMachine({
  id: 'dialog',
  initial: 'open',
  states: { open: { on: { 'dialog.finish': 'finished' } }, finished: { type: 'final' } },
  output: { answer: 42 },
});

const parent = setup({
  actors: { dialog: lazyChart<typeof dialogChart>('dialog'), loadDialog: fromPromise(async () => undefined) },
}).createMachine({
  id: 'parent',
  initial: 'idle',
  context: { answer: 0 },
  states: {
    idle: { on: { open: 'loading' } },
    loading: { invoke: { id: 'loadDialog', src: 'loadDialog', onDone: 'running' } },
    running: { invoke: { id: 'dialog', src: 'dialog', onDone: 'done', onError: 'failed' } },
    done: {},
    failed: {},
  },
});

describe('lazy charts', () => {
  it('runs a chart bound after the parent started', async () => {
    const machine = parent.provide({});
    const actor = createActor(machine).start();
    bindLazyCharts(machine, { dialog: dialogChart });
    actor.send({ type: 'open' });
    await waitFor(actor, (s) => s.matches('running'));
    actor.getSnapshot().children.dialog?.send({ type: 'dialog.finish' });
    expect(actor.getSnapshot().value).toBe('done');
  });

  it('fails loudly when the chart was never bound', async () => {
    const actor = createActor(parent.provide({})).start();
    actor.send({ type: 'open' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().value).toBe('failed');
  });

  it('binds into the provided machine only, never the shared definition', () => {
    const machine = parent.provide({});
    bindLazyCharts(machine, { dialog: dialogChart });
    expect(machine.implementations.actors.dialog).toBe(dialogChart);
    expect(parent.implementations.actors.dialog).not.toBe(dialogChart);
  });
});
