/**
 * Login escalation policy per subject (merchant + lower-cased username, existing or not).
 * Time arrives inside events as ISO strings, so the chart is pure and replayable.
 */

export interface LoginEscalationContext {
  /** ISO times of failures in the last 15 minutes, oldest first, at most 10 */
  failures: string[];
  /** locks so far (saturates once the lock reaches its 60-minute maximum) */
  lockCount: number;
  /** ISO end of the current lock, null when not locked */
  lockedUntil: string | null;
}

export type LoginEscalationEvent =
  | { type: 'attempt.failed'; at: string }
  | { type: 'attempt.succeeded'; at: string }
  | { type: 'clock.tick'; at: string };

export type LoginEscalationState = 'open' | 'captchaRequired' | 'locked';

/** What the gateway persists per subject: enough to rebuild the snapshot. */
export interface LoginEscalationSnapshotJson {
  value: LoginEscalationState;
  context: LoginEscalationContext;
}

export const ESCALATION_POLICY = {
  captchaAfterFailures: 3,
  lockAfterFailures: 10,
  windowMinutes: 15,
  /** lock durations by lock number: 15, 30, then 60 for every further lock */
  lockMinutes: [15, 30, 60] as const,
} as const;
