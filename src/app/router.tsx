/**
 * Route table (SPEC §2, history mode). Every page is a lazy chunk with the chunk-load error state.
 * The declarative router keeps home's initial JavaScript small (the data router costs ~15 KB gzip
 * more). `/login` is home with the login dialog opened: the edge asks the session chart for it.
 */
import { useEffect, useLayoutEffect } from 'react';
import { BrowserRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { lazyComponent } from '../views/common/lazy-component';
import { RouteGuardView } from '../views/shell/route-guard.view';
import { ShellView } from '../views/shell/shell.view';
import { requestForgotDialog, requestLoginDialog, requestRegisterDialog } from './edge';
import { takeResetToken } from './forgot-password.edge';
import { setNavigator } from './navigation';
import { REGISTER_PATHS, registerLinkCodes } from './register-link';
import type { RootActor } from './root-actor';

const HomePage = lazyComponent(() => import('../views/pages/home-page'));
const AgentHomePage = lazyComponent(() => import('../views/pages/agent-home-page'));
const NotFoundPage = lazyComponent(() => import('../views/pages/not-found-page'));

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
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
