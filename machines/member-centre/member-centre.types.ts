/**
 * The member centre (SPEC §2 "Member center menu"; ../shared/research/member-agent-centres.md §3.1):
 * a closable overlay whose menu lists the pages this member may open, in SPEC order, with red count
 * badges. The menu shows once what gates it has loaded.
 */
import type { CentreContext, CentreEvent, CentreInput, CentreLoad, CentreMenuItemView, CentreView } from '../shared/centre-chart';
import type { MemberCentrePage } from './member-centre.pages';

export type { MemberCentrePage } from './member-centre.pages';

/** What decides which pages the menu offers, as the platform gates them. */
export interface MemberCentreGates {
  /** the merchant's module flags (system status `features`) */
  features: Readonly<Record<string, boolean>>;
  /** the merchant keeps one wallet (`GCS_merchantWallet` isSingle 1): no vendor wallets to transfer between */
  singleWallet: boolean;
  /** the member may transfer to its upline (member info `toUpline` "1") */
  toUpline: boolean;
  /** the member's type (member info `type`): 2 may not transfer to an upline */
  memberType: number;
}

/** The counts behind the menu's red badges. */
export interface MemberCentreCounts {
  missionLeaderboard: number;
  messageV2: number;
  rewardCenter: number;
}

export type MemberCentreLoad = CentreLoad<MemberCentreGates, MemberCentreCounts>;
export type MemberCentreInput = CentreInput<MemberCentrePage>;
export type MemberCentreContext = CentreContext<MemberCentrePage, MemberCentreCounts>;
export type MemberCentreEvent = CentreEvent<MemberCentrePage, MemberCentreCounts>;
export type MemberCentreMenuItem = CentreMenuItemView<MemberCentrePage>;
export type MemberCentreView = CentreView<MemberCentrePage>;
