/**
 * Loading a route's (or a dialog's) code chunk (ARCHITECTURE §3, SPEC §8): loading, loaded, or
 * failed when the chunk errors or takes longer than 120 s, with a retry.
 */

export interface ChunkLoaderInput {
  /** the chunk's name (for the edge's loader and for traces), e.g. `promotions` */
  chunk: string;
}

/** Input of `loadChunk`: the edge imports the chunk and keeps the loaded module itself. */
export interface ChunkRequest {
  chunk: string;
}

export interface ChunkLoaderContext {
  chunk: string;
  /** `chunk.timeout` after CHUNK_TIMEOUT, else the loader's code or `chunk.failed` */
  errorCode: string | null;
}

export type ChunkLoaderEvent = { type: 'chunk.retry' };

export type ChunkStatus = 'loading' | 'loaded' | 'failed';

export interface ChunkLoaderView {
  status: ChunkStatus;
  errorCode: string | null;
  canRetry: boolean;
}
