/**
 * The member centre's and agent centre's pages as rows of the route table (SPEC §2 "Member center
 * menu" and "Agent center", named as the platform's fronts name them: research §3.1 and §4.1). A
 * centre page is addressed by a query parameter over whatever route shows (`/rng?mc=depositv2`,
 * `/?ac=agentTeamOverview`), so reload, back and a shared link reopen it over the page it was opened
 * on. Pure data and pure functions: the page lists are the centres' charts' own constant modules, so
 * the first script carries no centre chart.
 */
import { AGENT_CENTRE_DEFAULT_PAGE, AGENT_CENTRE_PAGES } from '../agent-centre/agent-centre.pages';
import type { AgentCentrePage } from '../agent-centre/agent-centre.pages';
import { MEMBER_CENTRE_DEFAULT_PAGE, MEMBER_CENTRE_PAGES } from '../member-centre/member-centre.pages';
import type { MemberCentrePage } from '../member-centre/member-centre.pages';
import type { CentreKey } from '../shared';
import type { RouteAccess } from './router.routes';

/** `mc` the member centre, `ac` the agent centre: also their query parameters. */
export type Centre = CentreKey;

export type CentreAddress = { centre: 'mc'; page: MemberCentrePage } | { centre: 'ac'; page: AgentCentrePage };

/** A centre page's row: which centre, which page, who may open it. */
export type CentreRoute = CentreAddress & { access: RouteAccess };

/** The member centre wants a real account, the agent centre an agent. */
export const CENTRE_ACCESS = { mc: 'realAccount', ac: 'agent' } as const satisfies Record<Centre, RouteAccess>;

/** Every centre page, in SPEC order: the member centre's, then the agent centre's. */
export const CENTRE_ROUTES: readonly CentreRoute[] = [
  ...MEMBER_CENTRE_PAGES.map((page) => ({ centre: 'mc' as const, page, access: CENTRE_ACCESS.mc })),
  ...AGENT_CENTRE_PAGES.map((page) => ({ centre: 'ac' as const, page, access: CENTRE_ACCESS.ac })),
];

export const CENTRE_PAGES: { readonly mc: readonly MemberCentrePage[]; readonly ac: readonly AgentCentrePage[] } = {
  mc: MEMBER_CENTRE_PAGES,
  ac: AGENT_CENTRE_PAGES,
};

/** The page a centre opens on when the address names none it knows. */
export const CENTRE_DEFAULT_PAGES = { mc: MEMBER_CENTRE_DEFAULT_PAGE, ac: AGENT_CENTRE_DEFAULT_PAGE } as const;

/** The centre page a query names (an unknown page is the centre's first), or null when it names none. */
export function centreOf(search: string): CentreAddress | null {
  const params = new URLSearchParams(search);
  const mc = params.get('mc');
  if (mc !== null) return { centre: 'mc', page: MEMBER_CENTRE_PAGES.find((known) => known === mc) ?? CENTRE_DEFAULT_PAGES.mc };
  const ac = params.get('ac');
  if (ac !== null) return { centre: 'ac', page: AGENT_CENTRE_PAGES.find((known) => known === ac) ?? CENTRE_DEFAULT_PAGES.ac };
  return null;
}

/** Whether the query names a centre page. */
export function namesCentre(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.has('mc') || params.has('ac');
}

/** The query with the centre page set, or with any centre page taken out when `address` is null. */
export function withCentre(search: string, address: CentreAddress | null): string {
  const params = new URLSearchParams(search);
  params.delete('mc');
  params.delete('ac');
  // the deposit page's own parameter (the payment provider sends the member back with it): another
  // page, or the centre closed, leaves it behind
  params.delete('depositId');
  if (address) params.set(address.centre, address.page);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Where the avatar menu's and the message link's real-account intents lead. */
export const INTENT_ADDRESSES: Readonly<Record<string, CentreAddress>> = {
  bettingRecord: { centre: 'mc', page: 'personalHistoryCopy' },
  deposit: { centre: 'mc', page: 'depositv2' },
  withdrawal: { centre: 'mc', page: 'withdraw' },
  accountDetails: { centre: 'mc', page: 'securityCenter' },
  memberCenter: { centre: 'mc', page: 'securityCenter' },
  messages: { centre: 'mc', page: 'messageV2' },
  agentCenter: { centre: 'ac', page: 'agentTeamOverview' },
};
