/**
 * The member centre at the edge: its chart (machines/member-centre) provided with the load of its
 * menu's gates and badge counts. What the session knows already (the merchant's flags, the
 * member's upline transfer and type) is passed in; the merchant's wallet mode and the unread count
 * come from the gateway. Missions and rewards count nothing until their pages exist.
 *
 * The centre's pages that have charts of their own reach their edges through it, one per page
 * (`page('deposit')`: deposit.edge.ts), the same way as the centre's chart. The browser's page edges
 * are offered by their modules, which arrive with their pages' chunks (member-centre-pages.ts).
 *
 * The centre's view takes this from `useMemberCentreEdge()`: the app's is the browser's; tests
 * provide `createMemberCentreEdge(environment, pages)` with fakes through `MemberCentreEdgeProvider`.
 */
import { createContext } from 'react';
import { fromPromise } from 'xstate';
import { memberCentreMachine } from '../../machines/member-centre';
import type { MemberCentreGates, MemberCentreLoad } from '../../machines/member-centre';
import type { SessionSnapshot } from '../../machines/session';
import { loadUnreadCount } from '../api/member.api';
import { loadSingleWallet } from '../api/wallet.api';
import { useAreaEdge } from './area-edges';
import { offerBrowserEdge } from './browser-area-edges';
import { offeredMemberCentrePages } from './member-centre-pages';
import type { MemberCentrePageName } from './member-centre-pages';
import type { DepositEdge } from './deposit.edge';
import type { SecurityCenterEdge } from './security-center.edge';
import type { WithdrawEdge } from './withdraw.edge';
import type { TransferUplineEdge } from './transfer-upline.edge';
import type { WalletTransferEdge } from './wallet-transfer.edge';
import type { RecordsEdge } from './records.edge';

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

/** The edges of the centre's pages that have charts of their own, by page. */
export interface MemberCentrePageEdges extends Record<MemberCentrePageName, unknown> {
  /** `depositv2` */
  deposit: DepositEdge;
  /** `securityCenter` */
  securityCenter: SecurityCenterEdge;
  /** `withdraw`, with the withdrawal confirmation */
  withdraw: WithdrawEdge;
  /** `transferFund` */
  walletTransfer: WalletTransferEdge;
  /** `transferUpline` */
  transferUpline: TransferUplineEdge;
  /** `personalHistoryCopy`, `transactionHistory`, `personalProfit` */
  records: RecordsEdge;
}

export function createMemberCentreEdge(env: MemberCentreEnvironment, pages: Partial<MemberCentrePageEdges>) {
  return {
    env,
    /**
     * A page's edge, read when the page renders rather than when the centre's edge is made: the
     * browser's page edges come with their pages' chunks (member-centre-pages.ts).
     */
    page: <K extends MemberCentrePageName>(name: K): MemberCentrePageEdges[K] => {
      const edge = pages[name];
      if (!edge) throw new Error(`no edge for the member centre's ${name} page: its module offers it (member-centre-pages.ts)`);
      return edge;
    },
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

// the pages' edges are offered by their own modules, which come with the pages' chunks (member-centre-pages.ts)
export const browserMemberCentreEdge: MemberCentreEdge = createMemberCentreEdge(
  { loadSingleWallet, loadUnreadCount },
  offeredMemberCentrePages as Partial<MemberCentrePageEdges>,
);
offerBrowserEdge('memberCentre', browserMemberCentreEdge);

// no default: a view without a provider gets the app's edge, or fails (src/app/area-edges.ts)
const MemberCentreEdgeContext = createContext<MemberCentreEdge | null>(null);

/** Tests provide other gateway answers for the member centre. */
export const MemberCentreEdgeProvider = MemberCentreEdgeContext.Provider;

export function useMemberCentreEdge(): MemberCentreEdge {
  return useAreaEdge(MemberCentreEdgeContext, 'memberCentre');
}
