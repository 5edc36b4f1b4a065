/**
 * Chunk loader (id `chunkLoader`). The chart, not the import, owns the 120 s limit: a load still
 * pending after CHUNK_TIMEOUT fails with `chunk.timeout` and its late result is ignored. A retry
 * loads again (the edge must not reuse a rejected import: bundlers cache those forever).
 */
import { assign, setup } from 'xstate';
import { errorCodeOf, errorOf, notProvidedActor } from '../shared';
import type { ChunkLoaderContext, ChunkLoaderEvent, ChunkLoaderInput, ChunkRequest } from './chunk-loader.types';

function chunkRequest({ context }: { context: ChunkLoaderContext }): ChunkRequest {
  return { chunk: context.chunk };
}

export const chunkLoaderMachine = setup({
  types: {
    context: {} as ChunkLoaderContext,
    events: {} as ChunkLoaderEvent,
    input: {} as ChunkLoaderInput,
  },
  actors: {
    loadChunk: notProvidedActor<void, ChunkRequest>('loadChunk'),
  },
  actions: {
    assignLoadError: assign(({ event }) => ({ errorCode: errorCodeOf(errorOf(event), 'chunk.failed') })),
    assignTimeout: assign({ errorCode: 'chunk.timeout' }),
    clearError: assign({ errorCode: null }),
  },
  delays: {
    /** SPEC §9: chunk timeout 120000 ms */
    CHUNK_TIMEOUT: 120_000,
  },
}).createMachine({
  id: 'chunkLoader',
  context: ({ input }) => ({ chunk: input.chunk, errorCode: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadChunk',
        src: 'loadChunk',
        input: chunkRequest,
        onDone: { target: 'loaded' },
        onError: { target: 'failed', actions: 'assignLoadError' },
      },
      after: { CHUNK_TIMEOUT: { target: 'failed', actions: 'assignTimeout' } },
    },
    loaded: {
      type: 'final',
    },
    failed: {
      tags: ['error'],
      description: 'The chunk failed or timed out: the page shows the chunk-load error with a retry.',
      on: { 'chunk.retry': { target: 'loading', actions: 'clearError' } },
    },
  },
});
