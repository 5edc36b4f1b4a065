/**
 * The member centre at the edge: its chart (machines/member-centre) provided with the load of its
 * menu's gates and badge counts. What the session knows already (the merchant's flags, the
 * member's upline transfer and type) is passed in; the merchant's wallet mode and the unread count
 * come from the gateway. Missions and rewards count nothing until their pages exist.
 *
 * The centre's pages that have charts of their own take their edges through it, one per page
 * (`useMemberCentrePageEdge('deposit', browserDepositEdge)` in deposit.edge.ts): the one a test made
 * the centre's edge with, else under the app the browser's, a constant of the page's own edge
 * module, which comes with the page's chunk: the centre's chunk holds no page's edge or charts.
 *
 * The centre's view takes this from `useMemberCentreEdge()`: the app's is the browser's; tests
 * provide `createMemberCentreEdge(environment, pages)` with fakes through `MemberCentreEdgeProvider`.
 */
import { createContext } from 'react';
import { fromPromise } from 'xstate';
import { memberCentreMachine } from '../../machines/member-centre';
import type { MemberCentreGates, MemberCentreLoad, MemberCentrePage } from '../../machines/member-centre';
import type { SessionSnapshot } from '../../machines/session';
import { loadUnreadCount } from '../api/member.api';
import { loadSingleWallet } from '../api/wallet.api';
import { useAreaEdge, useBrowserEdges } from './area-edges';

/** What the member centre needs from the gateway. */
export interface MemberCentreEnvironment {
  /** the merchant keeps one wallet (no vendor wallets) */
  loadSingleWallet(): Promise<boolean>;
  loadUnreadCount(): Promise<number>;
}

/** The gates the session knows. */
export type SessionGates = Omit<MemberCentreGates, 'singleWallet'>;

/** The session's part of the menu's gates; stable while the session does not change them. */
export function sessionGatesOf(snapshot: SessionSnapshot): SessionGates {
  const { member, features } = snapshot.context;
  return { features, toUpline: String(member?.toUpline ?? '0') === '1', memberType: member?.type ?? 0 };
}

/**
 * The centre's pages that have charts of their own, each with an edge of its own module, named by
 * the page's key, except three that predate that rule: `deposit` (depositv2), `walletTransfer`
 * (transferFund) and `records` (personalHistoryCopy, transactionHistory, personalProfit).
 */
export type MemberCentrePageName = MemberCentrePage | 'deposit' | 'walletTransfer' | 'records';

/** A view test's edges of the centre's pages, by page (each made by its module's `create…Edge`). */
export type MemberCentrePageEdges = Partial<Record<MemberCentrePageName, unknown>>;

export function createMemberCentreEdge(env: MemberCentreEnvironment, pages: MemberCentrePageEdges) {
  return {
    env,
    /** the pages' edges a test made the centre's edge with (none under the app: each page's module has the browser's) */
    pages,
    /** the chart for a member with `known` gates; an unread count that cannot be read shows no badge */
    memberCentre: (known: SessionGates) =>
      memberCentreMachine.provide({
        actors: {
          loadCentre: fromPromise<MemberCentreLoad, void>(async () => {
            const [singleWallet, unread] = await Promise.all([env.loadSingleWallet(), env.loadUnreadCount().catch(() => 0)]);
            return { gates: { ...known, singleWallet }, counts: { missionLeaderboard: 0, messageV2: unread, rewardCenter: 0 } };
          }),
        },
      }),
  };
}

export type MemberCentreEdge = ReturnType<typeof createMemberCentreEdge>;

// the pages' browser edges are their own modules' (useMemberCentrePageEdge)
export const browserMemberCentreEdge: MemberCentreEdge = createMemberCentreEdge({ loadSingleWallet, loadUnreadCount }, {});

// no default: a view without a provider gets the app's edge, or fails (src/app/area-edges.ts)
const MemberCentreEdgeContext = createContext<MemberCentreEdge | null>(null);

/** Tests provide other gateway answers for the member centre. */
export const MemberCentreEdgeProvider = MemberCentreEdgeContext.Provider;

export function useMemberCentreEdge(): MemberCentreEdge {
  return useAreaEdge(MemberCentreEdgeContext, 'memberCentre', browserMemberCentreEdge);
}

/**
 * The edge of the centre's page `name`: the one the centre's edge was made with (a view test's),
 * else under the app `browserEdge` (the page module's own). Throws in a test that provides none.
 */
export function useMemberCentrePageEdge<T>(name: MemberCentrePageName, browserEdge: T): T {
  const provided = useMemberCentreEdge().pages[name];
  const underApp = useBrowserEdges();
  if (provided) return provided as T;
  if (underApp) return browserEdge;
  throw new Error(`no edge for the member centre's ${name} page: the test makes the centre's edge with it`);
}
