/**
 * Who may see an address (SPEC §2 route guard), the router chart's one rule, reading the route
 * table's access column for the path and the centre page the query names:
 * - a page for agents sends anyone else home (a guest, a player, a free-play account);
 * - when the merchant's `loginedToHomePage` flag is on, a visitor without a session is sent to
 *   /login from every route except the few the table keeps open before signing in;
 * - a centre page asks a guest to sign in (the page opens once signed in), gives a free-play
 *   account the real-account warning, and drops a page that is not for this account.
 * Pure, so the rule is tested without a browser.
 */
import type { SessionStatus } from '../session';
import { CENTRE_ACCESS, centreOf, withCentre } from './router.centres';
import type { CentreAddress } from './router.centres';
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
 * The path's part of the rule: the path to send the visitor to, or null to stay. Undecided while
 * the session is unknown, and on an agents' page while the account's role is.
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

/** What the site does at an address for a session. */
export type AccessVerdict =
  | { kind: 'show' }
  /** a centre page while the session is restored or its member loaded: nothing decided yet */
  | { kind: 'wait' }
  /** a guest at a centre page: the login dialog opens over it, and the page once signed in */
  | { kind: 'signIn' }
  /**
   * the address is replaced by `to`; `refusedFrom` is kept in the new entry for the page that says
   * why; `requireReal` is the page a free-play account asked for, which gets the real-account warning
   */
  | { kind: 'leave'; to: string; refusedFrom?: string; requireReal?: string };

const SHOW: AccessVerdict = { kind: 'show' };

export function accessOf(address: { pathname: string; search: string }, status: SessionStatus, membersOnly: boolean): AccessVerdict {
  const redirect = guardRedirect(address.pathname, membersOnly, presenceOf(status), agentRoleOf(status));
  if (redirect !== null) return { kind: 'leave', to: redirect, refusedFrom: address.pathname };
  const centre = centreOf(address.search);
  if (!centre) return SHOW;
  const withoutCentre = `${address.pathname}${withCentre(address.search, null)}`;
  switch (status) {
    case 'guest':
      return { kind: 'signIn' };
    case 'trial':
      return { kind: 'leave', to: withoutCentre, requireReal: centre.page };
    case 'agent':
      return SHOW;
    case 'member':
      // the agent centre asked for by a player: the page shown says agents only
      return CENTRE_ACCESS[centre.centre] === 'agent' ? { kind: 'leave', to: withoutCentre, refusedFrom: '/agentHome' } : SHOW;
    case 'mustChangePassword':
    case 'signingOut':
      return { kind: 'leave', to: withoutCentre };
    default:
      return { kind: 'wait' };
  }
}

/** The centre page the address names, when the rule lets this session see it; else null. */
export function shownCentreOf(where: {
  address: { pathname: string; search: string };
  status: SessionStatus;
  membersOnly: boolean;
}): CentreAddress | null {
  return accessOf(where.address, where.status, where.membersOnly).kind === 'show' ? centreOf(where.address.search) : null;
}
