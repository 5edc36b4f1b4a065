/**
 * What the account area shows (SPEC §2 "Logged-in area"), derived from the session and the
 * merchant's switches. Member-centre items show only when the member centre is available
 * (MEMBERCENTER3), agent-centre items only when the agent centre is available (AGENTCENTER3) and
 * the account is an agent's. A merchant whose module tree does not name a centre keeps the
 * member centre and gives agents theirs. Trial accounts see the same items; the session chart
 * answers their real-account actions with the "register first" warning.
 */
import { roleOf } from '../../../../machines/session';
import type { MemberRole, SessionSnapshot } from '../../../../machines/session';

export interface AccountFacts {
  role: MemberRole | null;
  /** the club rank for the VIP badge; null when the VIP feature is off or no rank is known */
  vipLevel: number | null;
  memberCenter: boolean;
  agentCenter: boolean;
  /** a real account (not a free-play one) with the member centre: the header shows a Deposit button */
  canDeposit: boolean;
}

/** Session facts of the account area (plain values: a view comparing them shallowly stays still). */
export function selectAccountFacts(snapshot: SessionSnapshot): AccountFacts {
  const { member, features } = snapshot.context;
  const role = member ? roleOf(member.type) : null;
  const rankLevel = member?.clubLabel?.rankLevel;
  return {
    role,
    vipLevel: features.VIP3 === true && typeof rankLevel === 'number' ? rankLevel : null,
    memberCenter: features.MEMBERCENTER3 ?? true,
    agentCenter: (features.AGENTCENTER3 ?? true) && role === 'agent',
    canDeposit: (features.MEMBERCENTER3 ?? true) && (role === 'member' || role === 'agent'),
  };
}

/** The avatar menu's actions: money first (deposit, withdrawal), then the records and the account. */
export type AccountAction =
  | 'bettingRecord'
  | 'deposit'
  | 'withdrawal'
  | 'accountDetails'
  | 'changePassword'
  | 'memberCenter'
  | 'agentCenter'
  | 'signOut';

const MEMBER_CENTRE_ITEMS: readonly AccountAction[] = ['deposit', 'withdrawal', 'bettingRecord', 'accountDetails'];

export function accountMenuItems(facts: AccountFacts): AccountAction[] {
  return [
    ...(facts.memberCenter ? MEMBER_CENTRE_ITEMS : []),
    'changePassword',
    ...(facts.memberCenter ? (['memberCenter'] as const) : []),
    ...(facts.agentCenter ? (['agentCenter'] as const) : []),
    'signOut',
  ];
}

/** What the session chart is sent for an action. Centre pages are routed later by their intent. */
export type AccountCommand = { type: 'account.requireReal'; intent: string } | { type: 'password.change' } | { type: 'session.signOut' };

export function accountCommand(action: AccountAction, role: MemberRole | null): AccountCommand {
  if (action === 'signOut') return { type: 'session.signOut' };
  // a trial account has no password of its own: it gets the real-account warning instead
  if (action === 'changePassword') return role === 'trial' ? { type: 'account.requireReal', intent: 'changePassword' } : { type: 'password.change' };
  return { type: 'account.requireReal', intent: action };
}

/** The message link leads to the member centre's inbox (a real-account page). */
export const MESSAGES_INTENT = 'messages';
