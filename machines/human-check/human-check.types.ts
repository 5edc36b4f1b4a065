/**
 * Types and policy of the server-side human check (slider) chart: one snapshot per challenge.
 * Times are ISO strings carried by the events, so the chart stays pure and replayable.
 */

export const HUMAN_CHECK_POLICY = {
  /** a challenge must be solved within this time */
  challengeSeconds: 120,
  /** the token a passed check yields is valid this long, for one call */
  tokenSeconds: 120,
} as const;

export type HumanCheckState = 'issued' | 'passed' | 'failed' | 'used' | 'expired';

export interface HumanCheckContext {
  issuedAt: string;
  expiresAt: string;
  tokenExpiresAt: string | null;
  /** why the drag was refused (offset, tooFast, noTrace, …), for the audit trail */
  failure: string | null;
}

export type HumanCheckEvent =
  /** the drag landed within tolerance with a plausible movement trace */
  | { type: 'drag.accepted'; at: string }
  | { type: 'drag.rejected'; at: string; reason: string }
  /** a register or SMS call presents the token */
  | { type: 'token.use'; at: string }
  | { type: 'clock.tick'; at: string };

export interface HumanCheckSnapshotJson {
  value: HumanCheckState;
  context: HumanCheckContext;
}
