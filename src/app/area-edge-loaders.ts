/**
 * The loaders of the areas' edges that the app's edge carries (src/app/area-edges.ts reads them):
 * one per area, each returning the same promise every time.
 */
export type AreaName = 'nav' | 'banners' | 'shell' | 'pages' | 'lottery' | 'games';

/** One loader per area: each returns the same promise every time (see `loadOnce`). */
export type AreaEdgeLoaders = Record<AreaName, () => Promise<unknown>>;

/** A promise React's `use` reads without suspending once it has settled. */
interface TrackedPromise<T> extends Promise<T> {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
}

/**
 * Starts `load` on the first call and returns that promise ever after, marked with its outcome the
 * way React's `use` reads it: a view of an area that renders again does not suspend again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let promise: TrackedPromise<T> | null = null;
  return () => {
    if (promise) return promise;
    const started: TrackedPromise<T> = load();
    started.status = 'pending';
    started.then(
      (value) => {
        started.status = 'fulfilled';
        started.value = value;
      },
      (reason) => {
        started.status = 'rejected';
        started.reason = reason;
        // a failed load (a chunk that did not arrive) is tried again by the next view that asks
        promise = null;
      },
    );
    promise = started;
    return started;
  };
}

/** A loader whose edge is at hand already: `use` reads it without suspending (view tests' fakes). */
export function loadedAlready<T>(value: T): () => Promise<T> {
  const settled: TrackedPromise<T> = Promise.resolve(value);
  settled.status = 'fulfilled';
  settled.value = value;
  return () => settled;
}
