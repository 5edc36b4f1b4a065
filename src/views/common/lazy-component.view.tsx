/**
 * Container of a lazily loaded page or dialog: reads the chunk's `chunkLoader` actor and shows the
 * pending state, the loaded component, or the chunk-load error with a retry (SPEC §8).
 */
import { Suspense, useCallback, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { shallowEqual, useSelector } from '../../lib/use-selector';
import { selectChunkLoaderView } from '../../../machines/chunk-loader';
import { useOptionalRootActor } from '../../app/app-context';
import type { ChunkLoader, ChunkLoaderActor } from '../../app/chunk-loader.edge';
import type { RootActor } from '../../app/root-actor';
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

/** A chunk on its way, on its `chunkLoader` chart (the root's child; alone without a root). */
function ChartedChunkView<TModule>(props: LazyChunkViewProps<TModule>) {
  const root = useOptionalRootActor();
  const { loader, pending } = props;
  const [alone, setAlone] = useState<ChunkLoaderActor | null>(null);
  const selectLoader = useCallback(
    (snapshot: ReturnType<RootActor['getSnapshot']>) => (snapshot.children as Record<string, ChunkLoaderActor | undefined>)[loader.id] ?? null,
    [loader],
  );
  const hosted = useSelector(root ?? undefined, root ? selectLoader : () => null);
  // the chunk loads when it is first needed
  useEffect(() => {
    loader.start(root);
    if (!root) setAlone(loader.alone());
  }, [loader, root]);
  const actor = root ? hosted : alone;
  // pending until the chart runs (the task after the first commit)
  return actor ? <ChunkOf {...props} actor={actor} /> : pendingOf(pending);
}

function ChunkOf<TModule>({ loader, render, pending, renderError, actor }: LazyChunkViewProps<TModule> & { actor: ChunkLoaderActor }) {
  const view = useSelector(actor, selectChunkLoaderView, shallowEqual);
  const module = view.status === 'loaded' ? loader.loaded() : null;
  // a view of the chunk that suspends shows the pending state in this chunk's place, not the whole page's
  if (module !== null) return <Suspense fallback={pendingOf(pending)}>{render(module)}</Suspense>;
  if (view.status === 'failed') {
    const retry = () => actor.send({ type: 'chunk.retry' });
    return <>{renderError ? renderError(retry, view.errorCode) : <ChunkError errorCode={view.errorCode} onRetry={retry} />}</>;
  }
  return <>{pendingOf(pending)}</>;
}
