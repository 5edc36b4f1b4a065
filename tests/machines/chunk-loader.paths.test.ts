/**
 * Chunk loader chart: graph paths over a chunk that loads, fails, or is still pending after 120 s,
 * and retries; behaviour on a simulated clock: the timeout, a late result ignored, a retry loading
 * again.
 */
import { describe, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { chunkLoaderMachine, selectChunkLoaderView } from '../../machines/chunk-loader';
import type { ChunkLoaderSnapshot, ChunkRequest } from '../../machines/chunk-loader';
import { pending, runPathSuite } from './support/path-suite';
import { expect } from './support/fast-expect';

const asSnapshot = (s: unknown) => s as ChunkLoaderSnapshot;

runPathSuite({
  machine: chunkLoaderMachine.provide({ actors: { loadChunk: pending<void, ChunkRequest>() } }),
  input: { chunk: 'promotions' },
  events: { 'xstate.error.actor.loadChunk': [{ error: new TypeError('Failed to fetch dynamically imported module') }] },
  assertStep: (raw) => {
    const s = asSnapshot(raw);
    const view = selectChunkLoaderView(s);
    expect(view.canRetry).toBe(view.status === 'failed');
    expect(view.errorCode !== null).toBe(view.status === 'failed');
    if (view.status === 'loaded') expect(s.status).toBe('done');
  },
});

describe('chunk loader behaviour', () => {
  it('fails with chunk.timeout after 120 s, ignores the late chunk, and loads again on retry', async () => {
    const clock = new SimulatedClock();
    const requests: ChunkRequest[] = [];
    const resolvers: (() => void)[] = [];
    const actor = createActor(
      chunkLoaderMachine.provide({
        actors: {
          loadChunk: fromPromise<void, ChunkRequest>(({ input }) => {
            requests.push(input);
            return new Promise<void>((resolve) => resolvers.push(resolve));
          }),
        },
      }),
      { clock, input: { chunk: 'lottery' } },
    );
    actor.start();
    clock.increment(119_999);
    expect(selectChunkLoaderView(actor.getSnapshot()).status).toBe('loading');
    clock.increment(1);
    expect(selectChunkLoaderView(actor.getSnapshot())).toEqual({ status: 'failed', errorCode: 'chunk.timeout', canRetry: true });
    resolvers[0]();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(selectChunkLoaderView(actor.getSnapshot()).status).toBe('failed');
    actor.send({ type: 'chunk.retry' });
    expect(selectChunkLoaderView(actor.getSnapshot())).toEqual({ status: 'loading', errorCode: null, canRetry: false });
    resolvers[1]();
    await waitFor(actor, (s) => s.status === 'done');
    expect(selectChunkLoaderView(actor.getSnapshot()).status).toBe('loaded');
    expect(requests).toEqual([{ chunk: 'lottery' }, { chunk: 'lottery' }]);
  });

  it('keeps the loader’s error code, or chunk.failed for a plain error', async () => {
    const actor = createActor(
      chunkLoaderMachine.provide({
        actors: {
          loadChunk: fromPromise<void, ChunkRequest>(async () => {
            throw new Error('css preload failed');
          }),
        },
      }),
      { input: { chunk: 'vip' } },
    );
    actor.start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(selectChunkLoaderView(actor.getSnapshot()).errorCode).toBe('chunk.failed');
  });
});
