/**
 * Team management's actions on its downlines (research §4.5): the list of the team (a paged list)
 * and a panel opened from a member's row, which offers set rebates (direct downlines only),
 * promote to agent (direct downlines that are players), transfer credit to the member and collect
 * from it (anyone in the team). Rebates and transfers are charts of their own (downline-rebates,
 * downline-transfer) run inside the panel; what changes a member reloads the list.
 */
import type { DownlineTransferDirection } from '../downline-transfer';

/** A row of team management's list, as far as the actions need it. */
export interface TeamDownline {
  customerId: number;
  customerName: string;
  isAgent: boolean;
  /** 1: directly under the agent */
  level: number;
}

export interface DownlineActionsInput {
  /** today by the edge's clock, for the list's chart */
  today: string;
}

export interface DownlineActionsContext {
  today: string;
  /** the member whose panel is open; null while closed */
  downline: TeamDownline | null;
  /** the transfer open in the panel: to the member or back from it */
  direction: DownlineTransferDirection;
  /** the last promotion's refusal */
  errorCode: string | null;
}

export type DownlineActionsEvent =
  | { type: 'panel.open'; downline: TeamDownline }
  | { type: 'panel.close' }
  | { type: 'rebates.open' }
  | { type: 'promotion.open' }
  | { type: 'transfer.open'; direction: DownlineTransferDirection }
  /** back to the panel's list of actions */
  | { type: 'action.back' }
  | { type: 'promotion.confirm' };

export type DownlineActionsStatus = 'closed' | 'menu' | 'rebates' | 'confirmingPromotion' | 'promoting' | 'promoted' | 'transfer';

export interface DownlineActionsView {
  status: DownlineActionsStatus;
  downline: TeamDownline | null;
  direction: DownlineTransferDirection;
  errorCode: string | null;
  canSetRebates: boolean;
  canPromote: boolean;
}
