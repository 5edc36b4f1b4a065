/**
 * The router (SPEC §2, history mode) over the route table (machines/router/router.routes.ts). Every page is a lazy chunk
 * with the chunk-load error state.
 * The address is the router chart's (machines/router, the root's child): React Router renders it,
 * and its links and `navigate` tell the chart, which writes the browser's history (navigation.ts).
 * The declarative router keeps home's initial JavaScript small (the data router costs ~15 KB gzip
 * more). `/login` is home with the login dialog opened: the router chart asks the session for it.
 * Which shell areas a route shows (all, header only, none) is the table's `layout`.
 */
import { useEffect, useMemo } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { createPath, Route, Router, Routes, useLocation } from 'react-router-dom';
import type { NavigationType, Navigator, To } from 'react-router-dom';
import { selectAddress, selectNavigationKind } from '../../machines/router';
import { selectRouterRef } from '../../machines/system-status';
import { lazyComponent } from '../views/common/lazy-component';
import { ShellView } from '../views/shell/shell.view';
import { withCatalogPart } from '../lib/i18n';
import type { RootActor } from './root-actor';
import { useSelector } from '../lib/use-selector';
import { NOT_FOUND_ROUTE, SITE_ROUTES } from '../../machines/router';
import type { PageChunk, SiteRoute } from '../../machines/router';

/** Each chunk of the route table with its import; a chunk is loaded when first shown. */
const PAGE_IMPORTS = {
  home: () => import('../views/pages/home-page'),
  // the agent's home shows the agent centre's entries, in the centres' part of the catalog
  agentHome: () => withCatalogPart('centre', import('../views/pages/agent-home.view')),
  noticePage: () => import('../views/pages/notices/notice-page'),
  vip: () => import('../views/pages/vip/vip-page'),
  promotions: () => import('../views/pages/promotions/promotions-page'),
  promoDetail: () => import('../views/pages/promotions/promotion-detail-page'),
  help: () => import('../views/pages/help/help-page'),
  download: () => import('../views/pages/download/download-page'),
  joinus: () => import('../views/pages/join/join-page'),
  // one frame page for the header-only game routes (the route's `game` names the game)
  gameFramePage: () => import('../views/pages/games/game-frame-page'),
  game: () => import('../views/games/game-frame-page'),
  // the games pages: vendor cards, game halls with their games, hot games, a game type's list
  gameCenter: () => import('../views/games/games-page'),
  egame: () => import('../views/games/slot-games-page'),
  hotGames: () => import('../views/games/hot-games-page'),
  gameList: () => import('../views/games/game-list-page'),
  invalidDomain: () => import('../views/pages/invalid-domain-page'),
  notFound: () => import('../views/pages/not-found-page'),
} satisfies Record<PageChunk, () => Promise<unknown>>;

/** The pages' lazy components, each named as its route-table chunk (src/app/first-screen.ts fetches a page by that name). */
const PAGE_COMPONENTS = Object.fromEntries(
  Object.entries(PAGE_IMPORTS).map(([chunk, load]) => [
    chunk,
    lazyComponent<PageProps>(chunk, load as () => Promise<{ default: ComponentType<PageProps> }>),
  ]),
) as Record<PageChunk, ComponentType<PageProps>>;

/** What a route's page receives from its row: a games page its game type, a frame page its game. */
interface PageProps {
  gameType?: string;
  game?: string;
}

/** A row's element; keyed by path, so /rng and /fish are different pages of the same component. */
function routeElement(route: SiteRoute) {
  const Page = PAGE_COMPONENTS[route.chunk];
  return <Page key={route.path} {...(route.gameType ? { gameType: route.gameType } : {})} {...(route.game ? { game: route.game } : {})} />;
}

const pathOf = (to: To) => (typeof to === 'string' ? to : createPath(to));

/** React Router over the router chart's address: what it renders, and where its navigations go. */
export function ChartRouter({ root, children }: { root: RootActor; children: ReactNode }) {
  const router = useSelector(root, selectRouterRef);
  const address = useSelector(router, selectAddress);
  const kind = useSelector(router, selectNavigationKind);
  const navigator = useMemo<Navigator>(
    () => ({
      createHref: pathOf,
      go: (delta) => router.send({ type: 'history.go', delta }),
      push: (to, state) => router.send({ type: 'navigate', to: pathOf(to), state }),
      replace: (to, state) => router.send({ type: 'navigate', to: pathOf(to), state, replace: true }),
    }),
    [router],
  );
  return (
    <Router location={address} navigationType={kind as NavigationType} navigator={navigator}>
      {children}
    </Router>
  );
}

/** Scrolls to the hash target or the top after navigation (the dialog addresses are the router chart's). */
function ScrollOnNavigation() {
  const { pathname, hash } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: every new address scrolls, even with the same hash
  useEffect(() => {
    const id = hash.slice(1);
    const target = id ? document.getElementById(decodeURIComponent(id)) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash]);

  return null;
}

export function AppRoutes({ root }: { root: RootActor }) {
  return (
    <ChartRouter root={root}>
      <ScrollOnNavigation />
      <Routes>
        <Route element={<ShellView />}>
          {SITE_ROUTES.map((route) => (
            <Route key={route.path} path={route.path} element={routeElement(route)} />
          ))}
          <Route path={NOT_FOUND_ROUTE.path} element={routeElement(NOT_FOUND_ROUTE)} />
        </Route>
      </Routes>
    </ChartRouter>
  );
}
