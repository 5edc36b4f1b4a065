/**
 * Container of a lazily loaded page or dialog: reads the chunk's `chunkLoader` actor and shows the
 * pending state, the loaded component, or the chunk-load error with a retry (SPEC §8).
 */
import { Suspense, useEffect } from 'react';
import type { ReactNode } from 'react';
import { shallowEqual, useSelector } from '../../app/use-selector';
import { selectChunkLoaderView } from '../../../machines/chunk-loader';
import { useOptionalRootActor } from '../../app/app-context';
import type { ChunkLoader } from '../../app/chunk-loader.edge';
import { ChunkError, PagePending } from './chunk-states';

export interface ChunkViewOptions {
  /** shown while loading; a spinner panel by default */
  pending?: ReactNode;
  /** wraps the error state, e.g. in a dialog */
  renderError?: (retry: () => void, errorCode: string | null) => ReactNode;
}

export interface LazyChunkViewProps<TModule> extends ChunkViewOptions {
  loader: ChunkLoader<TModule>;
  render: (module: TModule) => ReactNode;
}

/**
 * A chunk already in memory when its view first renders (fetched with the first screen,
 * src/app/first-screen.ts) is shown at once, with no chart: nothing is left to load. The choice holds
 * for the view's life: a loaded chunk stays loaded, and a chunk with a chart keeps it.
 */
export function LazyChunkView<TModule>(props: LazyChunkViewProps<TModule>) {
  const module = props.loader.charted() ? null : props.loader.loaded();
  if (module === null) return <ChartedChunkView {...props} />;
  return <Suspense fallback={pendingOf(props.pending)}>{props.render(module)}</Suspense>;
}

function pendingOf(pending: ReactNode | undefined): ReactNode {
  return pending === undefined ? <PagePending /> : pending;
}

/** A chunk on its way, on its `chunkLoader` chart. */
function ChartedChunkView<TModule>({ loader, render, pending, renderError }: LazyChunkViewProps<TModule>) {
  const root = useOptionalRootActor();
  const actor = loader.actorOf(root);
  const view = useSelector(actor, selectChunkLoaderView, shallowEqual);
  // the chunk loads when it is first needed
  useEffect(() => {
    loader.start(root);
  }, [loader, root]);

  const module = view.status === 'loaded' ? loader.loaded() : null;
  // an area's edge is offered by its module before the chunk's views render (src/app/area-edges.ts);
  // should one still be on its way, the pending state stays in this chunk's place, not the whole page's
  if (module !== null) return <Suspense fallback={pendingOf(pending)}>{render(module)}</Suspense>;
  if (view.status === 'failed') {
    const retry = () => actor.send({ type: 'chunk.retry' });
    return <>{renderError ? renderError(retry, view.errorCode) : <ChunkError errorCode={view.errorCode} onRetry={retry} />}</>;
  }
  return <>{pendingOf(pending)}</>;
}
