/**
 * The member centre's page edges as the browser offers them: each page's edge module (deposit.edge.ts,
 * withdraw.edge.ts, …) offers its browser edge here when it is evaluated, which is when the page's
 * chunk arrives, before its view renders. The centre's edge (member-centre.edge.ts) reads them from
 * here, so the centre's chunk holds no page's edge or charts and a page not opened costs nothing
 * (issue 15). As browser-area-edges.ts does for the areas, this knows the pages by name only.
 */
export type MemberCentrePageName = 'deposit' | 'securityCenter' | 'withdraw' | 'walletTransfer' | 'transferUpline' | 'records';

const offered: Partial<Record<MemberCentrePageName, unknown>> = {};

/** Called once by a page's edge module with the edge the browser uses. */
export function offerMemberCentrePage(name: MemberCentrePageName, edge: unknown): void {
  offered[name] = edge;
}

/** The pages offered so far, by name; the object stays the same as pages arrive. */
export const offeredMemberCentrePages: Readonly<Partial<Record<MemberCentrePageName, unknown>>> = offered;
