/** Loading of lazy chunks: the only module other code imports. */
export { chunkLoaderMachine } from './chunk-loader.machine';
export { selectChunkLoaderView } from './chunk-loader.selectors';
export type { ChunkLoaderSnapshot } from './chunk-loader.selectors';
export type * from './chunk-loader.types';
export { provideChunkLoader } from './chunk-loader.calls';
export type { ChunkLoaderCalls } from './chunk-loader.calls';
