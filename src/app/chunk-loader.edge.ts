/**
 * Lazy chunks at the edge (ARCHITECTURE §3, SPEC §8): one `chunkLoader` chart per lazy page or
 * dialog, the root's child `chunkLoader.<chunk>` for the page's life; the loaded module is kept here.
 */
import { createActor } from 'xstate';
import type { ActorRefFrom } from 'xstate';
import { provideChunkLoader } from '../../machines/chunk-loader';
import type { chunkLoaderMachine } from '../../machines/chunk-loader';
import type { RootActor } from './root-actor';
import { inNextTask } from '../lib/yield-to-browser';

export type ChunkLoaderActor = ActorRefFrom<typeof chunkLoaderMachine>;

export interface ChunkLoader<TModule> {
  /** the chunk's chart's name among the root's children, e.g. `chunkLoader.home` */
  id: string;
  /** starts the first load, as the root's child (alone without a root: a view tested alone); later calls do nothing */
  start: (root: RootActor | null) => void;
  /** the chart running alone (no root), once started */
  alone: () => ChunkLoaderActor | null;
  /** the module, once an attempt (or `loadChunks`) has loaded it */
  loaded: () => TModule | null;
  /** whether the chunk's chart was started: once it is, the chunk's views follow it */
  charted: () => boolean;
}

/** A part of the first screen (src/app/first-screen.ts): `true` for every visitor, `signedIn` for a stored session. */
export type FirstScreenPart = true | 'signedIn';

export interface ChunkLoaderOptions {
  /** shown as soon as the page that holds it renders: fetched before the first render */
  firstScreen?: FirstScreenPart;
}

/** Each chunk's import by its (unique) name; a chunk made again (a test's fresh module graph) replaces its entry. */
const chunkImports = new Map<string, () => Promise<void>>();
const firstScreenChunks = new Map<string, FirstScreenPart>();

/** The first-screen chunks declared so far, by name: a signed-in visitor's too when `signedIn`. */
export function declaredFirstScreenChunks({ signedIn }: { signedIn: boolean }): string[] {
  return [...firstScreenChunks].filter(([, part]) => part === true || signedIn).map(([name]) => name);
}

/** Loads the named chunks for the first render, outside any chart; one that fails is left to its chart. Never rejects. */
export async function loadChunks(names: readonly string[]): Promise<void> {
  listenForPreloadErrors();
  await Promise.allSettled(names.map((name) => chunkImports.get(name)?.()));
}

// one provided chart for every loader: `provide` builds the whole machine again, and home starts some fifteen
const providedChunkLoaderMachine = provideChunkLoader({
  loadChunk: async (chunk) => {
    const load = chunkImports.get(chunk);
    if (!load) throw new Error(`no import for the chunk ${chunk}`);
    await load();
  },
});

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
      // each start in a task of its own: home's fifteen imports and their preload links never hold the main thread long
      inNextTask(() => root.send({ type: 'child.start', id, logic: providedChunkLoaderMachine, input: { chunk } }));
    },
    alone: () => alone,
    loaded: () => module,
    charted: () => charted,
  };
}

const CSS_PRELOAD_FAILURE = /^Unable to preload CSS for (\S+)$/;

/**
 * A lazy chunk's stylesheet failed (SPEC §8): Vite rejects the chunk's import, so its chart offers a
 * retry; Vite skips a stylesheet that already has a `<link>`, even a failed one, so that link goes.
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
