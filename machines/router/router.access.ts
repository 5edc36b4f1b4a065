/**
 * Route guard (SPEC §2), the router chart's rule, reading the route table's access column: a page for agents sends anyone
 * else home (a guest, a player, a free-play account); when the merchant's `loginedToHomePage` flag is on,
 * a visitor without a session is sent to /login from every route except the few the table keeps
 * open before signing in. Pure, so the rule is tested without a browser.
 */
import type { SessionStatus } from '../session';
import { routeOf, SITE_ROUTES } from './router.routes';

/** Reachable without a session even when the site is members-only. */
export const GUARD_EXEMPT_PATHS: readonly string[] = SITE_ROUTES.filter((route) => route.membersOnlyExempt).map((route) => route.path);

/** Whether there is a session: unknown while a stored token is still being checked. */
export type SessionPresence = 'unknown' | 'absent' | 'present';

export function presenceOf(status: SessionStatus): SessionPresence {
  if (status === 'restoring') return 'unknown';
  // signing out ends as a guest; treating it as absent early would flash the login page
  return status === 'guest' ? 'absent' : 'present';
}

/** Whether a signed-in account is an agent's: unknown until its member info has loaded. */
export type AgentRole = 'agent' | 'notAgent' | 'unknown';

export function agentRoleOf(status: SessionStatus): AgentRole {
  if (status === 'agent') return 'agent';
  return status === 'member' || status === 'trial' ? 'notAgent' : 'unknown';
}

/**
 * The path to send the visitor to, or null to stay. Undecided while the session is unknown, and
 * on an agents' page while the account's role is.
 */
export function guardRedirect(pathname: string, loginedToHomePage: boolean, presence: SessionPresence, role: AgentRole = 'unknown'): string | null {
  if (presence === 'unknown') return null;
  const route = routeOf(pathname);
  // a page for agents sends anyone else home (a members-only site sends a guest on to /login);
  // signing out there goes home too
  if (route.access === 'agent' && role === 'notAgent') return '/';
  if (route.access === 'agent' && presence === 'absent') return loginedToHomePage ? '/login' : '/';
  if (!loginedToHomePage || presence !== 'absent') return null;
  return route.membersOnlyExempt ? null : '/login';
}
