/**
 * A lazily loaded component (route pages, dialogs), one `chunkLoader` actor each: a chunk that
 * fails, or takes longer than 120 s (SPEC §9), shows the chunk-load error with a retry that imports
 * it afresh (React.lazy would keep a rejected import forever). A `firstScreen` part is fetched
 * before the first render (src/app/first-screen.ts) and, once there, renders without a chart.
 */
import type { ComponentType } from 'react';
import { createChunkLoader } from '../../app/chunk-loader.edge';
import type { ChunkLoaderOptions } from '../../app/chunk-loader.edge';
import { LazyChunkView } from './lazy-component.view';
import type { ChunkViewOptions } from './lazy-component.view';

export type LazyOptions = ChunkViewOptions & ChunkLoaderOptions;

/** `chunk` names the chunk in the loader's chart (and traces), e.g. `home`. */
export function lazyComponent<P extends object>(
  chunk: string,
  load: () => Promise<{ default: ComponentType<P> }>,
  options: LazyOptions = {},
): ComponentType<P> {
  const loader = createChunkLoader(chunk, load, { firstScreen: options.firstScreen });
  // biome-ignore lint/correctness/noComponentHookFactories: made once per route at module load, not during a render
  function LazyComponent(props: P) {
    return (
      <LazyChunkView
        loader={loader}
        pending={options.pending}
        renderError={options.renderError}
        render={({ default: Loaded }) => <Loaded {...props} />}
      />
    );
  }
  LazyComponent.displayName = `Lazy(${chunk})`;
  return LazyComponent;
}

/** `lazyComponent` for a module's named export: `load` resolves to the component itself. */
export function lazyView<P extends object>(chunk: string, load: () => Promise<ComponentType<P>>, options: LazyOptions = {}): ComponentType<P> {
  return lazyComponent<P>(chunk, async () => ({ default: await load() }), options);
}
