/**
 * A lazily loaded component (route pages, dialogs): a chunk that fails, or takes longer than
 * 120 s (SPEC §9), shows the chunk-load error with a retry. React.lazy caches a rejected import
 * forever, so the loading state is kept here where a retry can start over. This is loading
 * infrastructure, not flow state.
 */
import { useEffect, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { ChunkError, PagePending } from './chunk-states';

export const CHUNK_TIMEOUT_MS = 120_000;

export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('chunk.timeout')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

export interface LazyOptions {
  timeoutMs?: number;
  /** shown while loading; a spinner panel by default */
  pending?: ReactNode;
  /** wraps the error state, e.g. in a dialog */
  renderError?: (retry: () => void) => ReactNode;
}

export function lazyComponent<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  options: LazyOptions = {},
): ComponentType<P> {
  const timeoutMs = options.timeoutMs ?? CHUNK_TIMEOUT_MS;
  let loaded: ComponentType<P> | null = null;
  let inFlight: Promise<ComponentType<P>> | null = null;

  function start(): Promise<ComponentType<P>> {
    inFlight ??= withTimeout(load(), timeoutMs).then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        inFlight = null;
        throw error;
      },
    );
    return inFlight;
  }

  return function LazyComponent(props: P) {
    const [status, setStatus] = useState<'loading' | 'failed' | 'ready'>(loaded ? 'ready' : 'loading');
    const [attempt, setAttempt] = useState(0);

    useEffect(() => {
      if (loaded) return;
      let live = true;
      start().then(
        () => live && setStatus('ready'),
        () => live && setStatus('failed'),
      );
      return () => {
        live = false;
      };
    }, [attempt]);

    if (status === 'ready' && loaded) {
      const Loaded = loaded;
      return <Loaded {...props} />;
    }
    if (status === 'failed') {
      const retry = () => {
        setStatus('loading');
        setAttempt((n) => n + 1);
      };
      return options.renderError ? options.renderError(retry) : <ChunkError onRetry={retry} />;
    }
    return options.pending === undefined ? <PagePending /> : options.pending;
  };
}
