/**
 * Types and policy of the server-side SMS code chart (one snapshot per merchant, purpose and phone
 * number). Times are ISO strings carried by every event, so the chart stays pure and replayable.
 */

export const SMS_CODE_POLICY = {
  /** digits in a code */
  codeLength: 6,
  /** a code is valid this long after it was sent (the wire's `expiredMinutes`) */
  validMinutes: 5,
  /** wrong codes that exhaust a live code; the right code is refused after that */
  maxWrongTries: 5,
  /** a new code for the same number only after this long (early resend: 429 with resendAvailableAt) */
  resendAfterSeconds: 60,
  /** codes sent to one number within `sendWindowMinutes` */
  maxSendsPerWindow: 5,
  sendWindowMinutes: 60,
} as const;

export type SmsCodeState = 'idle' | 'awaiting' | 'verified' | 'exhausted' | 'expired';

export interface SmsCodeContext {
  /** when the live (or last) code was sent, and when it stops being valid */
  sentAt: string | null;
  expiresAt: string | null;
  resendAvailableAt: string | null;
  wrongTries: number;
  /** send times inside the send window, oldest first (bounded by maxSendsPerWindow) */
  recentSends: string[];
}

export type SmsCodeEvent =
  /** the gateway wants to send a new code */
  | { type: 'code.send'; at: string }
  /** a submitted code matched the stored hash */
  | { type: 'code.matched'; at: string }
  /** a submitted code did not match */
  | { type: 'code.mismatched'; at: string }
  /** time passes: expires a live code, forgets sends outside the window */
  | { type: 'clock.tick'; at: string };

export interface SmsCodeSnapshotJson {
  value: SmsCodeState;
  context: SmsCodeContext;
}
