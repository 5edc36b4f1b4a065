/**
 * Payment (withdrawal) password guard per member. Time arrives inside events as ISO strings, so
 * the chart is pure and replayable; the gateway stores its snapshot per member.
 */

export interface PaymentPasswordGuardContext {
  /** wrong answers since the last right one, reset or lock (0 to 4: the fifth locks) */
  wrongAnswers: number;
  /** ISO end of the current lock, null when not locked */
  lockedUntil: string | null;
}

export type PaymentPasswordGuardEvent =
  /** the gateway checked an answer and it was wrong */
  | { type: 'answer.wrong'; at: string }
  /** the gateway checked an answer and it was right */
  | { type: 'answer.right'; at: string }
  /** a new password was set by a code sent to the bound phone */
  | { type: 'password.reset'; at: string }
  /** read before every decision, so an expired lock opens */
  | { type: 'clock.tick'; at: string };

export type PaymentPasswordGuardState = 'open' | 'locked';

/** What the gateway persists per member: enough to rebuild the snapshot. */
export interface PaymentPasswordGuardSnapshotJson {
  value: PaymentPasswordGuardState;
  context: PaymentPasswordGuardContext;
}

export const PAYMENT_PASSWORD_POLICY = {
  /** the fifth wrong answer in a row locks */
  lockAfterWrongAnswers: 5,
  lockMinutes: 15,
} as const;
