/**
 * Shell layouts per route (SPEC §2 route table): most pages show every area (header, banner, side
 * menu, footer); the framed game pages show the header only; /helpmc (help inside an app's web
 * view) and the invalid-domain page show the page alone. The shell marks its root with the layout
 * (`data-layout`); layouts.css hides the areas a layout leaves out, and the shell leaves
 * out the header of the bare layout.
 */
import { useLocation } from 'react-router-dom';
import './layouts.css';

export type ShellLayout = 'full' | 'headerOnly' | 'bare';

/** Header only: the game opens in the page's frame below it. */
export const HEADER_ONLY_PATHS: readonly string[] = ['/seamless', '/fbsports', '/lottery', '/vnlottery', '/game'];

/** No header, banner, side menu or footer. */
export const BARE_PATHS: readonly string[] = ['/helpmc', '/invalidDomain'];

export function layoutOfPath(pathname: string): ShellLayout {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (BARE_PATHS.includes(path)) return 'bare';
  if (HEADER_ONLY_PATHS.includes(path)) return 'headerOnly';
  return 'full';
}

/** The layout of the current route. */
export function useShellLayout(): ShellLayout {
  return layoutOfPath(useLocation().pathname);
}
