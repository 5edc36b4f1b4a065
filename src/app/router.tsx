/**
 * Route table (SPEC §2, history mode). Every page is a lazy chunk with the chunk-load error state.
 * The declarative router keeps home's initial JavaScript small (the data router costs ~15 KB gzip
 * more). `/login` is home with the login dialog opened: the edge asks the session chart for it.
 * Which shell areas a route shows (all, header only, none) is src/views/shell/layouts.tsx's.
 */
import { useEffect, useLayoutEffect } from 'react';
import { BrowserRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { lazyComponent } from '../views/common/lazy-component';
import { GAME_CENTER_ROUTES, GAME_LIST_PATH, HOT_GAMES_PATH, SLOT_STYLE_ROUTES } from '../views/games/game-routes';
import { RouteGuardView } from '../views/shell/route-guard.view';
import { ShellView } from '../views/shell/shell.view';
import { requestForgotDialog, requestLoginDialog, requestRegisterDialog } from './edge';
import { takeResetToken } from './reset-link';
import { setNavigator } from './navigation';
import { REGISTER_PATHS, registerLinkCodes } from './register-link';
import type { RootActor } from './root-actor';

const HomePage = lazyComponent('home', () => import('../views/pages/home-page'));
const AgentHomePage = lazyComponent('agentHome', () => import('../views/pages/agent-home-page'));
const NotFoundPage = lazyComponent('notFound', () => import('../views/pages/not-found-page'));
const NoticePage = lazyComponent('noticePage', () => import('../views/pages/notices/notice-page'));
const VipPage = lazyComponent('Vip', () => import('../views/pages/vip/vip-page'));
const PromotionsPage = lazyComponent('promo', () => import('../views/pages/promotions/promotions-page'));
const PromotionDetailPage = lazyComponent('promoDetail', () => import('../views/pages/promotions/promotion-detail-page'));
const HelpPage = lazyComponent('help', () => import('../views/pages/help/help-page'));
const DownloadPage = lazyComponent('download', () => import('../views/pages/download/download-page'));
const JoinPage = lazyComponent('joinus', () => import('../views/pages/join/join-page'));
const InvalidDomainPage = lazyComponent('invalidDomain', () => import('../views/pages/invalid-domain-page'));
// one frame page for the header-only game routes, named per route as SPEC's sections are
const SeamlessPage = lazyComponent('seamless', () => import('../views/pages/games/game-frame-page'));
const FbSportsPage = lazyComponent('fbSports', () => import('../views/pages/games/game-frame-page'));
const LotteryPage = lazyComponent('lottery', () => import('../views/pages/games/game-frame-page'));
const VnLotteryPage = lazyComponent('vnlottery', () => import('../views/pages/games/game-frame-page'));
const GameFramePage = lazyComponent('game', () => import('../views/games/game-frame-page'));
// the games pages: vendor cards, game halls with their games, hot games, a game type's list
const GamesPage = lazyComponent('gameCenter', () => import('../views/games/games-page'));
const SlotGamesPage = lazyComponent('egame', () => import('../views/games/slot-games-page'));
const HotGamesPage = lazyComponent('hotGames', () => import('../views/games/hot-games-page'));
const GameListPage = lazyComponent('gameList', () => import('../views/games/game-list-page'));

/** Paths that show home (the dialogs open over it). */
export const HOME_PATHS = ['/', '/index', '/index.html', '/home', '/login', '/forget', '/register', '/register.html'];

/**
 * Router glue: hands react-router's navigate to the charts' `navigate` action, turns `/login` into
 * a `login.open` request, and scrolls to the hash target or the top after navigation.
 */
function RouterEdge({ root }: { root: RootActor }) {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();

  useLayoutEffect(() => {
    setNavigator((to) => void navigate(to));
  }, [navigate]);

  useEffect(() => {
    if (pathname === '/login') requestLoginDialog(root);
    // an e-mailed reset link's token is taken out of the address before anything else sees it
    if (pathname === '/forget') requestForgotDialog(root, takeResetToken());
  }, [pathname, root]);

  useEffect(() => {
    // /register opens the dialog over home with the link's referral and invitation codes
    if (REGISTER_PATHS.includes(pathname)) requestRegisterDialog(root, registerLinkCodes(search));
  }, [pathname, search, root]);

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
    <BrowserRouter>
      <RouterEdge root={root} />
      <RouteGuardView />
      <Routes>
        <Route element={<ShellView />}>
          {HOME_PATHS.map((path) => (
            <Route key={path} path={path} element={<HomePage />} />
          ))}
          <Route path="/agentHome" element={<AgentHomePage />} />
          <Route path="/noticePage" element={<NoticePage />} />
          <Route path="/vip" element={<VipPage />} />
          <Route path="/promotions" element={<PromotionsPage />} />
          <Route path="/promoDetail" element={<PromotionDetailPage />} />
          <Route path="/help" element={<HelpPage />} />
          <Route path="/helpmc" element={<HelpPage />} />
          <Route path="/down" element={<DownloadPage />} />
          <Route path="/download" element={<DownloadPage />} />
          <Route path="/join" element={<JoinPage />} />
          <Route path="/seamless" element={<SeamlessPage game="seamless" />} />
          <Route path="/fbsports" element={<FbSportsPage game="fbsports" />} />
          <Route path="/lottery" element={<LotteryPage game="lottery" />} />
          <Route path="/vnlottery" element={<VnLotteryPage game="vnlottery" />} />
          <Route path="/game" element={<GameFramePage />} />
          {/* keyed by path: /rng and /fish are different pages of the same component */}
          {GAME_CENTER_ROUTES.map(({ path, gameType }) => (
            <Route key={path} path={path} element={<GamesPage key={path} gameType={gameType} />} />
          ))}
          {SLOT_STYLE_ROUTES.map(({ path, gameType }) => (
            <Route key={path} path={path} element={<SlotGamesPage key={path} gameType={gameType} />} />
          ))}
          <Route path={HOT_GAMES_PATH} element={<HotGamesPage />} />
          <Route path={GAME_LIST_PATH} element={<GameListPage />} />
          <Route path="/invalidDomain" element={<InvalidDomainPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
