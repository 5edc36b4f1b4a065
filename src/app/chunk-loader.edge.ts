/**
 * Lazy chunks at the edge (ARCHITECTURE §3, SPEC §8): one `chunkLoader` chart per lazily loaded
 * page or dialog, provided with the chunk's import, run by the root chart as its child
 * (`chunkLoader.<chunk>`, for the page's life, so a QA trace holds it). The chart owns the 120 s
 * limit and the retry; the loaded module is kept here.
 */
import { createActor, fromPromise } from 'xstate';
import type { ActorRefFrom } from 'xstate';
import { chunkLoaderMachine } from '../../machines/chunk-loader';
import type { ChunkRequest } from '../../machines/chunk-loader';
import type { RootActor } from './root-actor';
import { inNextTask } from './yield-to-browser';

export type ChunkLoaderActor = ActorRefFrom<typeof chunkLoaderMachine>;

export interface ChunkLoader<TModule> {
  /** the chunk's chart's name among the root's children, e.g. `chunkLoader.home` */
  id: string;
  /**
   * starts the first load: the root runs the chunk's chart as its child (without a root, a view
   * tested alone, it runs alone); later calls do nothing (the chart's retry loads again)
   */
  start: (root: RootActor | null) => void;
  /** the chart running alone (no root), once started */
  alone: () => ChunkLoaderActor | null;
  /** the module, once an attempt (or `loadChunks`) has loaded it */
  loaded: () => TModule | null;
  /** whether the chunk's chart was started: once it is, the chunk's views follow it */
  charted: () => boolean;
}

/**
 * Each chunk's import, by chunk name (names are unique: they name the loaders in a trace). A chunk
 * made again (a module graph loaded afresh in a test) replaces its entry.
 */
const chunkImports = new Map<string, () => Promise<void>>();

/** The chunks declared part of the first screen of the page that shows them, with whom for (`firstScreen`). */
const firstScreenChunks = new Map<string, FirstScreenPart>();

/** The first-screen chunks declared by the modules evaluated so far, by name: a signed-in visitor's too when `signedIn`. */
export function declaredFirstScreenChunks({ signedIn }: { signedIn: boolean }): string[] {
  return [...firstScreenChunks].filter(([, part]) => part === true || signedIn).map(([name]) => name);
}

/**
 * Loads the named chunks now, outside any chart, for the first render (src/app/first-screen.ts):
 * a chunk in memory when its view first renders needs no chart. One that fails is left to its
 * chart, which loads it again when its view renders; this never rejects. Unknown names are skipped.
 */
export async function loadChunks(names: readonly string[]): Promise<void> {
  listenForPreloadErrors();
  await Promise.allSettled(names.map((name) => chunkImports.get(name)?.()));
}

// One provided chart for every loader: `provide` builds the whole machine again, and home starts
// some fifteen loaders while its first screen is being built.
const providedChunkLoaderMachine = chunkLoaderMachine.provide({
  actors: {
    // A fresh import on every attempt: a promise that rejected (or was given up on) is never reused.
    loadChunk: fromPromise<void, ChunkRequest>(async ({ input }) => {
      const load = chunkImports.get(input.chunk);
      if (!load) throw new Error(`no import for the chunk ${input.chunk}`);
      await load();
    }),
  },
});

/**
 * A part of the first screen (src/app/first-screen.ts): `true` for every visitor; `signedIn` for a
 * visitor whose session is stored (the header's account area, which a guest never downloads).
 */
export type FirstScreenPart = true | 'signedIn';

export interface ChunkLoaderOptions {
  /** shown as soon as the page that holds it renders: fetched before the first render */
  firstScreen?: FirstScreenPart;
}

export function createChunkLoader<TModule>(chunk: string, load: () => Promise<TModule>, options: ChunkLoaderOptions = {}): ChunkLoader<TModule> {
  const id = `chunkLoader.${chunk}`;
  let module: TModule | null = null;
  let charted = false;
  let alone: ChunkLoaderActor | null = null;
  // the roots asked to run the chart (a test's module graph outlives its roots): once each
  const asked = new WeakSet<RootActor>();
  chunkImports.set(chunk, async () => {
    module = await load();
  });
  if (options.firstScreen) firstScreenChunks.set(chunk, options.firstScreen);
  else firstScreenChunks.delete(chunk);
  return {
    id,
    start: (root) => {
      charted = true;
      listenForPreloadErrors();
      if (!root) {
        alone ??= createActor(providedChunkLoaderMachine, { input: { chunk } }).start();
        return;
      }
      if (asked.has(root)) return;
      asked.add(root);
      // home starts some fifteen loaders in one commit, and each import adds its chunk's preload
      // links: each starts in a task of its own, so together they never hold the main thread long
      inNextTask(() => root.send({ type: 'child.start', id, logic: providedChunkLoaderMachine, input: { chunk } }));
    },
    alone: () => alone,
    loaded: () => module,
    charted: () => charted,
  };
}

const CSS_PRELOAD_FAILURE = /^Unable to preload CSS for (\S+)$/;

/**
 * A lazy chunk's stylesheet failed to load (SPEC §8 "CSS chunk failure"): Vite dispatches
 * `vite:preloadError` and, since nothing cancels the event, rejects the chunk's import, so the chunk's
 * chart shows the failure with a retry. Vite skips a stylesheet that already has a `<link>` in the
 * page, even a failed one: that link is removed here so the retry fetches the stylesheet again.
 */
export function forgetFailedStylesheet(event: Event): void {
  const error: unknown = (event as Event & { payload?: unknown }).payload;
  const match = error instanceof Error ? CSS_PRELOAD_FAILURE.exec(error.message) : null;
  if (!match) return;
  for (const link of Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'))) {
    if (link.href === match[1]) link.remove();
  }
}

let listening = false;

function listenForPreloadErrors(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('vite:preloadError', forgetFailedStylesheet);
}
