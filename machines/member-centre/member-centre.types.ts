/**
 * The member centre (SPEC §2 "Member center menu"; ../shared/research/member-agent-centres.md §3.1):
 * a closable overlay whose menu lists the pages this member may open, in SPEC order, with red count
 * badges. The menu shows once what gates it has loaded.
 */
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

export interface MemberCentreLoad {
  gates: MemberCentreGates;
  counts: MemberCentreCounts;
}

export interface MemberCentreInput {
  /** the page the address names; null opens the default page */
  page: MemberCentrePage | null;
}

export interface MemberCentreContext {
  /** the page the address asked for last */
  requested: MemberCentrePage | null;
  /** the pages the menu offers, in SPEC order; empty until loaded */
  menu: MemberCentrePage[];
  /** the page shown: the requested one when the menu offers it, else the default page */
  page: MemberCentrePage;
  counts: MemberCentreCounts;
  errorCode: string | null;
}

export type MemberCentreEvent =
  /** the address names another page (a menu link, back, a shared link) */
  | { type: 'page.open'; page: MemberCentrePage | null }
  /** the counts changed (a message read, a reward claimed) */
  | { type: 'counts.update'; counts: MemberCentreCounts }
  | { type: 'retry' }
  | { type: 'close' };

export interface MemberCentreMenuItem {
  page: MemberCentrePage;
  /** the red badge's number, null for none */
  badge: number | null;
  current: boolean;
}

export interface MemberCentreView {
  status: 'loading' | 'ready' | 'failed' | 'closed';
  /** empty until loaded: the menu shows only once loaded */
  menu: MemberCentreMenuItem[];
  page: MemberCentrePage;
  /** the address names a page this member is not offered: the view puts `page` in its place */
  addressReplaced: boolean;
  errorCode: string | null;
}
