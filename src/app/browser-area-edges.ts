/**
 * The browser's edge of each area, as the app provides them (src/app/area-edges.ts). An area's edge
 * module (nav.edge.ts, banners.edge.ts, …) offers its browser edge here when it is evaluated, which
 * is when the area's lazy chunk arrives, before any of its views renders: the views find it there
 * and never wait. Nothing of an area's edge is in the first script, and nothing here reaches the
 * gateway by itself: only the app hands this table to views.
 */
import { AREA_NAMES, awaitedEdge } from './area-edge-loaders';
import type { AreaEdgeLoaders, AreaName } from './area-edge-loaders';

const arrivals = new Map(AREA_NAMES.map((area) => [area, awaitedEdge<unknown>()]));

/** Called once by an area's edge module with the edge the browser uses. */
export function offerBrowserEdge(area: AreaName, edge: unknown): void {
  arrivals.get(area)?.settle(edge);
}

export const browserAreaEdges = Object.fromEntries(AREA_NAMES.map((area) => [area, () => arrivals.get(area)!.promise])) as AreaEdgeLoaders;
