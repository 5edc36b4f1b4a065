/**
 * The loaders of the areas' edges (src/app/area-edges.ts reads them): one per area, each returning
 * the same promise every time, marked with its outcome the way React's `use` reads it, so that a
 * view whose edge is there already renders without suspending.
 */
export type AreaName = 'nav' | 'banners' | 'shell' | 'pages' | 'lottery' | 'games' | 'memberCentre' | 'agentCentre';

export const AREA_NAMES: readonly AreaName[] = ['nav', 'banners', 'shell', 'pages', 'lottery', 'games', 'memberCentre', 'agentCentre'];

/** One loader per area: each returns the same promise every time. */
export type AreaEdgeLoaders = Record<AreaName, () => Promise<unknown>>;

/** A promise React's `use` reads without suspending once it has settled. */
interface TrackedPromise<T> extends Promise<T> {
  status?: 'pending' | 'fulfilled';
  value?: T;
}

/** A promise of an edge and the function that hands it over, marking it settled at once. */
export function awaitedEdge<T>(): { promise: Promise<T>; settle: (value: T) => void } {
  let resolve: (value: T) => void = () => {};
  const promise: TrackedPromise<T> = new Promise<T>((done) => (resolve = done));
  return {
    promise,
    settle: (value) => {
      if (promise.status === 'fulfilled') return;
      promise.status = 'fulfilled';
      promise.value = value;
      resolve(value);
    },
  };
}

/** A loader whose edge is at hand already: `use` reads it without suspending (view tests' fakes). */
export function loadedAlready<T>(value: T): () => Promise<T> {
  const { promise, settle } = awaitedEdge<T>();
  settle(value);
  return () => promise;
}
