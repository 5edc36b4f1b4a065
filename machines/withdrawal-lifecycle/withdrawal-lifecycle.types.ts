/**
 * The lifecycle of one withdrawal on the gateway (issue 13), persisted per withdrawal like the
 * deposit's: each event is folded into the stored snapshot in a transaction that holds the
 * withdrawal's row, so an approve racing a reject is decided once, and the gateway moves money only
 * on the transitions that say so (into `rejected`: the hold back to main; into
 * `awaitingConfirmation`: the hold out to the cashier; into `refunded`: what never arrived, back).
 * Time and people arrive inside events: the chart is pure and replayable.
 */

export const WITHDRAWAL_STATUSES = ['pendingReview', 'approved', 'awaitingConfirmation', 'disputed', 'completed', 'rejected', 'refunded'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** How a completed withdrawal came to be completed. */
export type Receipt = 'confirmed' | 'autoReceived' | 'forced';

export interface WithdrawalLifecycleContext {
  /** minor units, as integers in JSON: what the member is paid (the amount less the fee) */
  payout: number;
  /** when an unanswered payment counts as received (set when the operator marks it paid) */
  confirmBy: string | null;
  /** what the member says arrived (a partly received answer); the payout when confirmed */
  receivedAmount: number | null;
  /** set once completed */
  receipt: Receipt | null;
  /** the member's proof of non-receipt (an upload id) */
  proofImageId: string | null;
  /** who decided last: `member`, `clock`, or `operator:<name>` */
  decidedBy: string | null;
  reason: string | null;
}

export interface WithdrawalLifecycleInput {
  payout: number;
}

export type WithdrawalLifecycleEvent =
  | { type: 'operator.approve'; at: string; operator: string }
  | { type: 'operator.reject'; at: string; operator: string; reason: string | null }
  /** the money was sent; the member has `confirmMinutes` to say whether it arrived */
  | { type: 'operator.paid'; at: string; operator: string; confirmMinutes: number }
  | { type: 'member.received'; at: string }
  /** `receivedAmount` in minor units, more than 0 and less than the payout */
  | { type: 'member.partlyReceived'; at: string; receivedAmount: number }
  | { type: 'member.notReceived'; at: string; proofImageId: string }
  /** an operator who finds the money did arrive: completed, nothing refunded */
  | { type: 'operator.forceReceived'; at: string; operator: string }
  /** an operator who finds it did not: what never arrived goes back to the main wallet */
  | { type: 'operator.refund'; at: string; operator: string }
  | { type: 'clock.tick'; at: string };

export interface WithdrawalLifecycleSnapshotJson {
  value: WithdrawalStatus;
  context: WithdrawalLifecycleContext;
}

/** Waiting for someone; every other state is final. */
export const OPEN_WITHDRAWAL_STATES: readonly WithdrawalStatus[] = ['pendingReview', 'approved', 'awaitingConfirmation', 'disputed'];
