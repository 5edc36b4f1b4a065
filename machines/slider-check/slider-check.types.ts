/**
 * Slider human check in the browser (id `sliderCheck`): load a challenge, drag the piece, let the
 * gateway judge the drag. Times in events come from the view (milliseconds, e.g. from
 * `performance.now()`), so a recorded trace replays exactly.
 */

export type SliderPurpose = 'register' | 'sms';

export interface SliderChallenge {
  challengeId: string;
  /** base64 PNGs without a data: prefix */
  background: string;
  piece: string;
  width: number;
  height: number;
  pieceWidth: number;
}

export interface DragSample {
  /** piece offset in pixels */
  x: number;
  /** milliseconds since the press */
  t: number;
}

export interface SliderCheckInput {
  purpose: SliderPurpose;
}

/** What `verifyDrag` sends; it rejects with `{ errorCode }` (`humancheck.failed`, `humancheck.expired`). */
export interface SliderVerifyRequest {
  challengeId: string;
  x: number;
  trace: DragSample[];
}

/** `token` is null when the visitor closed the check without passing it. */
export interface SliderCheckOutput {
  token: string | null;
}

export interface SliderCheckContext {
  purpose: SliderPurpose;
  challenge: SliderChallenge | null;
  x: number;
  /** when the press happened (view clock), so samples are relative to it */
  pressedAt: number;
  trace: DragSample[];
  token: string | null;
  errorCode: string | null;
}

export type SliderCheckEvent =
  | { type: 'slider.press'; t: number }
  | { type: 'slider.move'; x: number; t: number }
  | { type: 'slider.release'; t: number }
  | { type: 'slider.reload' }
  | { type: 'slider.cancel' };

export interface SliderCheckView {
  loading: boolean;
  loadFailed: boolean;
  challenge: SliderChallenge | null;
  x: number;
  canPress: boolean;
  dragging: boolean;
  verifying: boolean;
  failed: boolean;
  passed: boolean;
  canReload: boolean;
  errorCode: string | null;
}
