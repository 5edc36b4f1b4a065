/**
 * The lifecycle of one deposit on the gateway (issue 13), persisted per deposit like the login
 * escalation: the gateway folds each event into the stored snapshot inside a transaction that
 * locks the deposit's row, so a webhook delivered five times at once, or an operator's approve
 * racing a reject, is decided once. Time and actors arrive inside events: the chart is pure.
 */
/** `PG` online through a payment provider, `MT` a manual bank transfer (the platform's channel types). */
export type ChannelType = 'PG' | 'MT';

export interface DepositLifecycleInput {
  /** PG: waits for the payment provider; MT: waits for an operator */
  channelType: ChannelType;
}

export interface DepositLifecycleContext {
  channelType: ChannelType;
  /** who decided it: `provider`, `member`, or `operator:<name>` */
  decidedBy: string | null;
  decidedAt: string | null;
  /** an operator's reason for a rejection */
  reason: string | null;
  /** credited on the provider's success after it had said failed or expired: an operator reviews it */
  lateSuccess: boolean;
}

export type DepositLifecycleEvent =
  /** the provider's signed webhook: the payer paid, the payment was declined, expired or was cancelled at checkout */
  | { type: 'payment.succeeded'; at: string }
  | { type: 'payment.failed'; at: string }
  | { type: 'payment.expired'; at: string }
  | { type: 'payment.cancelled'; at: string }
  /** the member withdraws a manual deposit an operator has not decided yet */
  | { type: 'member.cancel'; at: string }
  | { type: 'operator.approve'; at: string; operator: string }
  | { type: 'operator.reject'; at: string; operator: string; reason: string | null };

/** Waiting: `awaitingPayment` (PG), `awaitingReview` (MT); the rest are decided (`failed` and `expired` yield only to a late success). The wire names them the same (wire/deposit.schemas.ts). */
export type DepositLifecycleState = 'awaitingPayment' | 'awaitingReview' | 'credited' | 'failed' | 'expired' | 'cancelled' | 'rejected';

/** What the gateway persists per deposit: enough to rebuild the snapshot. */
export interface DepositLifecycleSnapshotJson {
  value: DepositLifecycleState;
  context: DepositLifecycleContext;
}

/** The states in which a deposit still waits for someone; every other state is decided. */
export const WAITING_DEPOSIT_STATES: readonly DepositLifecycleState[] = ['awaitingPayment', 'awaitingReview'];
