/**
 * The path harness itself: on a small chart with an invoke, a delay, a guard and parallel regions it
 * must replay every path and notice a transition that no path can take.
 */
import { describe, expect, it } from 'vitest';
import { assign, setup } from 'xstate';
import { generateGraphPaths } from './support/graph-paths';
import { allTransitionKeys, pending, runPathSuite } from './support/path-suite';

const toy = setup({
  types: { context: {} as { tries: number }, events: {} as { type: 'go' } | { type: 'retry' } | { type: 'never' } },
  actors: { work: pending<string>() },
  delays: { COOL: 1000 },
  guards: { canRetry: ({ context }) => context.tries < 2 },
}).createMachine({
  id: 'toy',
  context: { tries: 0 },
  type: 'parallel',
  states: {
    job: {
      initial: 'idle',
      states: {
        idle: { on: { go: 'working' } },
        working: {
          invoke: { id: 'work', src: 'work', onDone: 'done', onError: 'failed' },
        },
        failed: {
          on: { retry: { guard: 'canRetry', target: 'working', actions: assign({ tries: ({ context }) => context.tries + 1 }) } },
        },
        done: { type: 'final' },
      },
    },
    light: {
      initial: 'on',
      states: { on: { on: { go: 'cooling' } }, cooling: { after: { COOL: 'on' } } },
    },
  },
});

runPathSuite({ machine: toy, events: { 'xstate.done.actor.work': [{ output: 'ok' }] } });

describe('path harness', () => {
  it('lists guarded, delayed and invoke transitions of a chart', () => {
    const keys = allTransitionKeys(toy);
    expect(keys).toContain('#toy.job.failed retry [0]');
    expect(keys.some((k) => k.startsWith('#toy.light.cooling xstate.after.COOL'))).toBe(true);
    expect(keys.some((k) => k.startsWith('#toy.job.working xstate.error.actor.work'))).toBe(true);
  });

  it('finds no path for a transition whose event is never enabled', () => {
    const unreachable = setup({ types: { events: {} as { type: 'never' } }, guards: { no: () => false } }).createMachine({
      id: 'unreachable',
      initial: 'a',
      states: { a: { on: { never: { guard: 'no', target: 'b' } } }, b: {} },
    });
    const paths = generateGraphPaths(unreachable);
    expect(paths.flatMap((p) => p.steps.map((s) => s.event.type))).not.toContain('never');
  });
});
