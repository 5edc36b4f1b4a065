/**
 * The first screen's chunks, fetched before the first render (issue 15). Left to their charts,
 * the shell's lazy parts, the page and the parts inside it arrived one by one after the first
 * render, and each arrival was a commit and a layout of its own: home's first screen took thirteen
 * commits and four full layouts. Fetched first, it is built in one.
 *
 * Which chunks: the address's page (the route table's chunk) and every lazy part declared
 * `firstScreen` by a module evaluated so far, the signed-in visitor's parts (the header's account
 * area) when a session is stored. Loading a page brings the parts its own modules declare (home's
 * winners board), so this goes on while new ones appear.
 *
 * Nothing visible waits for this: until the app shows its header and banner, the page's stand-in
 * covers it (server/http/boot-shell.script.ts). The wait is bounded all the same: past
 * FIRST_SCREEN_WAIT_MS the first render goes ahead, and a chunk still on its way shows its loading
 * state on its chart.
 */
import { declaredFirstScreenChunks, loadChunks } from './chunk-loader.edge';
import { routeOf } from '../../machines/router';

/** The longest the first render waits for the first screen's chunks (below the stand-in's 4 s). */
export const FIRST_SCREEN_WAIT_MS = 3_000;

/** Who the first screen is for: a visitor with a stored session sees the account area in the header. */
export interface FirstScreenVisitor {
  signedIn: boolean;
}

/** Loads the first screen's chunks for `pathname`, until no new one is declared; never rejects. */
export async function loadFirstScreenChunks(pathname: string, visitor: FirstScreenVisitor): Promise<void> {
  const requested = new Set<string>();
  for (;;) {
    const next = [routeOf(pathname).chunk, ...declaredFirstScreenChunks(visitor)].filter((name) => !requested.has(name));
    if (next.length === 0) return;
    for (const name of next) requested.add(name);
    await loadChunks(next);
  }
}

/** `loadFirstScreenChunks`, given up on (not cancelled) after `waitMs`. */
export function firstScreenLoaded(pathname: string, visitor: FirstScreenVisitor, waitMs = FIRST_SCREEN_WAIT_MS): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, waitMs);
    void loadFirstScreenChunks(pathname, visitor).then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
