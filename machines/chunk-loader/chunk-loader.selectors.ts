/** View model of a lazily loaded page or dialog. */
import type { SnapshotFrom } from 'xstate';
import type { chunkLoaderMachine } from './chunk-loader.machine';
import type { ChunkLoaderView, ChunkStatus } from './chunk-loader.types';

export type ChunkLoaderSnapshot = SnapshotFrom<typeof chunkLoaderMachine>;

function statusOf(snapshot: ChunkLoaderSnapshot): ChunkStatus {
  if (snapshot.matches('loaded')) return 'loaded';
  if (snapshot.matches('failed')) return 'failed';
  return 'loading';
}

export function selectChunkLoaderView(snapshot: ChunkLoaderSnapshot): ChunkLoaderView {
  return {
    status: statusOf(snapshot),
    errorCode: snapshot.context.errorCode,
    canRetry: snapshot.can({ type: 'chunk.retry' }),
  };
}
