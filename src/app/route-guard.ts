/**
 * Route guard (SPEC §2): when the merchant's `loginedToHomePage` flag is on, a visitor without a
 * session is sent to /login from every route except the few that must stay reachable before
 * signing in. Pure, so the rule is tested without a browser.
 */
import type { SessionStatus } from '../../machines/session';

/** Reachable without a session even when the site is members-only. */
export const GUARD_EXEMPT_PATHS: readonly string[] = ['/login', '/register', '/register.html', '/helpmc', '/download'];

/** Whether there is a session: unknown while a stored token is still being checked. */
export type SessionPresence = 'unknown' | 'absent' | 'present';

export function presenceOf(status: SessionStatus): SessionPresence {
  if (status === 'restoring') return 'unknown';
  // signing out ends as a guest; treating it as absent early would flash the login page
  return status === 'guest' ? 'absent' : 'present';
}

/** The path to send the visitor to, or null to stay. Undecided while the session is unknown. */
export function guardRedirect(pathname: string, loginedToHomePage: boolean, presence: SessionPresence): string | null {
  if (!loginedToHomePage || presence !== 'absent') return null;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return GUARD_EXEMPT_PATHS.includes(path) ? null : '/login';
}
