/** What the chunk loader asks of the world (the chunk's import), and the chart provided with it. */
import { fromPromise } from 'xstate';
import { chunkLoaderMachine } from './chunk-loader.machine';
import type { ChunkRequest } from './chunk-loader.types';

export interface ChunkLoaderCalls {
  /** imports the named chunk afresh on every attempt: a promise that rejected (or was given up on) is never reused */
  loadChunk(chunk: string): Promise<void>;
}

export function provideChunkLoader(calls: ChunkLoaderCalls): typeof chunkLoaderMachine {
  return chunkLoaderMachine.provide({ actors: { loadChunk: fromPromise<void, ChunkRequest>(({ input }) => calls.loadChunk(input.chunk)) } });
}
