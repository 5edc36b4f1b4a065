/**
 * The edges of the site's areas (navigation and footer, header, banners, content pages, games,
 * lottery, the two centres) reach views through React contexts that have no default: a view gets
 * the edge its test provides, or, under the app, the browser's edge of its area, and a test that
 * forgets its provider fails at once instead of calling the live gateway.
 *
 * The browser's edge of an area is a constant of the area's edge module (`browserNavEdge` in
 * nav.edge.ts), which comes with the area's lazy chunk because its views import the module's hook:
 * none of them weighs on the first script, nothing registers itself, and a view never waits for
 * its edge. The app says "the browser's" once (`<AreaEdgesProvider value="browser">`); view tests
 * give a table of fakes, one per area (tests/views/support/test-area-edges.ts).
 */
import { createContext, useContext } from 'react';
import type { Context } from 'react';

export type AreaName = 'nav' | 'banners' | 'shell' | 'pages' | 'lottery' | 'games' | 'memberCentre' | 'agentCentre';

/** Under the app, every area's browser edge; in a view test, each area's fake. */
export type AreaEdges = 'browser' | Readonly<Record<AreaName, unknown>>;

const AreaEdgesContext = createContext<AreaEdges | null>(null);

/** The app provides `'browser'`, view tests their fakes. */
export const AreaEdgesProvider = AreaEdgesContext.Provider;

/**
 * The edge of `area`: the one provided through `context` (a test's for this view), else the
 * table's (a view test's fakes), else under the app `browserEdge`. Throws when there is none.
 */
export function useAreaEdge<T>(context: Context<T | null>, area: AreaName, browserEdge: T): T {
  const provided = useContext(context);
  const edges = useContext(AreaEdgesContext);
  if (provided) return provided;
  if (edges === 'browser') return browserEdge;
  if (!edges) throw new Error(`no ${area} edge: the view needs its area's edge provider, or the app's (AreaEdgesProvider)`);
  return edges[area] as T;
}

/** Whether the views run under the app, with the browser's edges (a page's edge falls back on its browser edge then). */
export function useBrowserEdges(): boolean {
  return useContext(AreaEdgesContext) === 'browser';
}
