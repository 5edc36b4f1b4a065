/**
 * The edges of the site's areas (navigation and footer, header, banners, content pages, games,
 * lottery) reach views through React contexts that have no default: a view gets the edge its test
 * provides, or the one the app loads, and a test that forgets its provider fails at once instead of
 * calling the live gateway.
 *
 * The app provides a loader per area (`AreaEdgesProvider`, src/app/browser-area-edges.ts): an
 * area's edge module offers the browser's edge there when the area's lazy chunk brings it, so none
 * of them weighs on the first script. View tests provide their fakes the same way
 * (tests/views/support/test-area-edges.ts).
 */
import { createContext, use, useContext } from 'react';
import type { Context } from 'react';
import type { AreaEdgeLoaders, AreaName } from './area-edge-loaders';

const AreaEdgesContext = createContext<AreaEdgeLoaders | null>(null);

/** The app provides the browser's loaders (src/app/browser-area-edges.ts), view tests their fakes. */
export const AreaEdgesProvider = AreaEdgesContext.Provider;

/**
 * The edge of `area`: the one provided through `context` (tests), else the app's, loaded (the view
 * suspends until it is there, inside its lazy chunk's boundary). Throws when neither is there.
 */
export function useAreaEdge<T>(context: Context<T | null>, area: AreaName): T {
  const provided = useContext(context);
  const loaders = useContext(AreaEdgesContext);
  if (provided) return provided;
  if (!loaders) {
    throw new Error(`no ${area} edge: the view needs its area's edge provider, or the app's loaders (AreaEdgesProvider)`);
  }
  return use(loaders[area]() as Promise<T>);
}
