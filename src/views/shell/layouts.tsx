/**
 * Shell layouts per route (the route table's `layout`, machines/router/router.routes.ts): most pages show every area (header, banner, side
 * menu, footer); the framed game pages show the header only; /helpmc (help inside an app's web
 * view) and the invalid-domain page show the page alone. The shell marks its root with the layout
 * (`data-layout`); layouts.css hides the areas a layout leaves out, and the shell leaves
 * out the header of the bare layout.
 */
import { useLocation } from 'react-router-dom';
import { routeOf } from '../../../machines/router';
import type { ShellLayout } from '../../../machines/router';
import './layouts.css';

export type { ShellLayout } from '../../../machines/router';

/** A route's layout, from the route table (an unknown path shows the not-found page in full). */
export function layoutOfPath(pathname: string): ShellLayout {
  return routeOf(pathname).layout;
}

/** The layout of the current route. */
export function useShellLayout(): ShellLayout {
  return layoutOfPath(useLocation().pathname);
}
