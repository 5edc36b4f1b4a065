/**
 * The member centre at the edge: its chart over the gateway's calls (machines/member-centre). Each
 * of its pages that has a chart keeps its own edge module, which comes with the page's chunk
 * (`useMemberCentrePageEdge('deposit', browserDepositEdge)`): a view test makes the centre's edge
 * with the pages' edges it fakes, `createMemberCentreEdge(calls, pages)`.
 */
import { createContext } from 'react';
import type { AnyActorLogic } from 'xstate';
import { provideMemberCentre, sessionGatesOf } from '../../machines/member-centre';
import type { MemberCentreCalls, MemberCentrePage, SessionGates } from '../../machines/member-centre';
import { loadUnreadCount } from '../api/member.api';
import { loadSingleWallet } from '../api/wallet.api';
import { useAreaEdge, useBrowserEdges } from './area-edges';

import type { SessionSnapshot } from '../../machines/session';
export type MemberCentreEnvironment = MemberCentreCalls;

/**
 * The pages with edges of their own, by the page's key, except three that predate that rule:
 * `deposit` (depositv2), `walletTransfer` (transferFund) and `records` (the three record pages).
 */
export type MemberCentrePageName = MemberCentrePage | 'deposit' | 'walletTransfer' | 'records';

/** A view test's edges of the centre's pages (each made by its module's `create…Edge`). */
export type MemberCentrePageEdges = Partial<Record<MemberCentrePageName, unknown>>;

export const createMemberCentreEdge = (env: MemberCentreCalls, pages: MemberCentrePageEdges) => ({
  env,
  pages,
  memberCentre: (known: SessionGates) => provideMemberCentre(env, known),
});

export type MemberCentreEdge = ReturnType<typeof createMemberCentreEdge>;
export const browserMemberCentreEdge: MemberCentreEdge = createMemberCentreEdge({ loadSingleWallet, loadUnreadCount }, {});

/** The centre's chart for the signed-in member, as the router loads it (`loadCentreChart`). */
export const memberCentreChartFor = (session: SessionSnapshot, edge: MemberCentreEdge = browserMemberCentreEdge): AnyActorLogic =>
  edge.memberCentre(sessionGatesOf(session));

// no default: a view without a provider gets the app's edge, or fails (src/app/area-edges.ts)
const MemberCentreEdgeContext = createContext<MemberCentreEdge | null>(null);
export const MemberCentreEdgeProvider = MemberCentreEdgeContext.Provider;
export const useMemberCentreEdge = (): MemberCentreEdge => useAreaEdge(MemberCentreEdgeContext, 'memberCentre', browserMemberCentreEdge);

/** The edge of the page `name`: the one a view test made the centre's edge with, else under the app `browserEdge`. */
export function useMemberCentrePageEdge<T>(name: MemberCentrePageName, browserEdge: T): T {
  const provided = useMemberCentreEdge().pages[name];
  const underApp = useBrowserEdges();
  if (provided) return provided as T;
  if (underApp) return browserEdge;
  throw new Error(`no edge for the member centre's ${name} page: the test makes the centre's edge with it`);
}
