/**
 * The member centre's and agent centre's pages (SPEC §2 "Member center menu" and "Agent center", in
 * that order, named as the platform's own fronts name them: ../shared/research/member-agent-centres.md
 * §3.1 and §4.1). A page is addressed by a query parameter over whatever route is showing
 * (`/rng?mc=depositv2`, `/?ac=agentTeamOverview`), so reload, back and a shared link reopen it.
 * Pure: the access rule is tested without a browser. A chunk of its own with the centre's view:
 * what the first script needs (the avatar menu's addresses) is centre-address.ts.
 */
import { MEMBER_CENTRE_DEFAULT_PAGE, MEMBER_CENTRE_PAGES } from '../../machines/member-centre';
import type { MemberCentrePage } from '../../machines/member-centre';
import { AGENT_CENTRE_DEFAULT_PAGE, AGENT_CENTRE_PAGES } from '../../machines/agent-centre';
import type { AgentCentrePage } from '../../machines/agent-centre';
import type { SessionStatus } from '../../machines/session';
import { CENTRE_ACCESS } from '../../machines/router';

// the member centre's pages are its chart's (machines/member-centre): the menu gates them there
export { MEMBER_CENTRE_PAGES };

// the agent centre's pages are its chart's (machines/agent-centre): the menu gates them there
export { AGENT_CENTRE_PAGES };

/** `mc` the member centre, `ac` the agent centre: also their query parameters. */
export type Centre = 'mc' | 'ac';

export type { MemberCentrePage };
export type { AgentCentrePage };

export type CentreAddress = { centre: 'mc'; page: MemberCentrePage } | { centre: 'ac'; page: AgentCentrePage };

export const CENTRE_PAGES: { readonly mc: readonly MemberCentrePage[]; readonly ac: readonly AgentCentrePage[] } = {
  mc: MEMBER_CENTRE_PAGES,
  ac: AGENT_CENTRE_PAGES,
};

/** The page a centre opens on when the address names none it knows. */
export const CENTRE_DEFAULT_PAGES = { mc: MEMBER_CENTRE_DEFAULT_PAGE, ac: AGENT_CENTRE_DEFAULT_PAGE } as const;

/** The centre page an address's query names, or null when it names none. */
export function centreOf(search: string): CentreAddress | null {
  const params = new URLSearchParams(search);
  const mc = params.get('mc');
  if (mc !== null) {
    const page = MEMBER_CENTRE_PAGES.find((known) => known === mc) ?? CENTRE_DEFAULT_PAGES.mc;
    return { centre: 'mc', page };
  }
  const ac = params.get('ac');
  if (ac !== null) {
    const page = AGENT_CENTRE_PAGES.find((known) => known === ac) ?? CENTRE_DEFAULT_PAGES.ac;
    return { centre: 'ac', page };
  }
  return null;
}

/**
 * What an address naming a centre page leads to for this session:
 * - `show`: the centre opens on the page;
 * - `login`: a guest is asked to sign in, and the page opens once signed in (the address stays);
 * - `realAccountWarning`: a free-play account gets the "register a real account" warning;
 * - `leave`: the page is not for this account (the agent centre for a player): the address drops it;
 * - `wait`: the session is still being restored or loaded.
 */
export type CentreAccess = 'show' | 'login' | 'realAccountWarning' | 'leave' | 'wait';

export function centreAccess(centre: Centre, status: SessionStatus): CentreAccess {
  switch (status) {
    case 'guest':
      return 'login';
    case 'trial':
      return 'realAccountWarning';
    case 'agent':
      return 'show';
    case 'member':
      // the route table's access: the member centre wants a real account, the agent centre an agent
      return CENTRE_ACCESS[centre] === 'agent' ? 'leave' : 'show';
    case 'mustChangePassword':
    case 'signingOut':
      return 'leave';
    default:
      return 'wait';
  }
}
