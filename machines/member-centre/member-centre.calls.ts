/** What the member centre's chart asks of the world: its menu's gates the gateway knows, and the unread count. */
import { fromPromise } from 'xstate';
import type { SessionSnapshot } from '../session';
import { memberCentreMachine } from './member-centre.machine';
import type { MemberCentreGates, MemberCentreLoad } from './member-centre.types';

export interface MemberCentreCalls {
  /** the merchant keeps one wallet (no vendor wallets) */
  loadSingleWallet(): Promise<boolean>;
  loadUnreadCount(): Promise<number>;
}

/** The gates the session knows (the merchant's modules, the member's upline transfer and type). */
export type SessionGates = Omit<MemberCentreGates, 'singleWallet'>;

/** The session's part of the menu's gates; stable while the session does not change them (compare shallowly). */
export function sessionGatesOf(snapshot: SessionSnapshot): SessionGates {
  const { member, features } = snapshot.context;
  return { features, toUpline: String(member?.toUpline ?? '0') === '1', memberType: member?.type ?? 0 };
}

/**
 * The chart for a member with `known` gates. Missions and rewards count nothing until their pages
 * exist; an unread count that cannot be read shows no badge.
 */
export function provideMemberCentre(calls: MemberCentreCalls, known: SessionGates): typeof memberCentreMachine {
  return memberCentreMachine.provide({
    actors: {
      loadCentre: fromPromise<MemberCentreLoad, void>(async () => {
        const [singleWallet, unread] = await Promise.all([calls.loadSingleWallet(), calls.loadUnreadCount().catch(() => 0)]);
        return { gates: { ...known, singleWallet }, counts: { missionLeaderboard: 0, messageV2: unread, rewardCenter: 0 } };
      }),
    },
  });
}
