/**
 * The browser's edge of each area, loaded when the first view of the area asks for it
 * (src/app/area-edges.ts). Each import is of a module the area's lazy chunk already holds.
 */
import { loadOnce } from './area-edge-loaders';
import type { AreaEdgeLoaders } from './area-edge-loaders';

export const browserAreaEdges: AreaEdgeLoaders = {
  nav: loadOnce(() => import('./nav.edge').then((module) => module.browserNavEdge)),
  banners: loadOnce(() => import('./banners.edge').then((module) => module.browserBannersEdge)),
  shell: loadOnce(() => import('./shell.edge').then((module) => module.browserShellEdge)),
  pages: loadOnce(() => import('./pages.edge').then((module) => module.gatewayPageSources)),
  lottery: loadOnce(() => import('./lottery.edge').then((module) => module.gatewayLotteryEdge)),
  games: loadOnce(() => import('./games.edge').then((module) => module.gatewayGamesEdge)),
};
