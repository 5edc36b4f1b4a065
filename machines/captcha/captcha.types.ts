/**
 * The picture captcha of the login and registration dialogs (SPEC §9): one image at a time from the
 * gateway, a new one at most once per CAPTCHA_COOLDOWN when the visitor asks, and a new one at once
 * when the gateway consumed the answer. The typed answer is a field of the parent's form.
 */

export interface CaptchaContext {
  /** base64 PNG without a data: prefix; kept while its replacement loads (views hide it then) */
  captchaImage: string | null;
  /** why the last image did not load */
  errorCode: string | null;
}

export type CaptchaEvent =
  /** the visitor asks for another image (the refresh button, a click on the image) */
  | { type: 'captcha.refresh' }
  /** the parent: the gateway consumed the answer, so the image is spent; load a new one now */
  | { type: 'captcha.reload' };

/** The chart reduced to what its parent and views decide on. */
export type CaptchaStatus = 'loading' | 'coolingDown' | 'ready' | 'failed';

export interface CaptchaView {
  status: CaptchaStatus;
  /** the image to draw: none while a new one loads or after a load failed */
  captchaImage: string | null;
  loading: boolean;
  /** the code of a failed load */
  errorCode: string | null;
  /** a refresh loads a new image now (not during the cooldown or a load) */
  canRefresh: boolean;
}

/**
 * The parts of a snapshot the readers need: a live snapshot, the snapshot a parent receives through
 * `onSnapshot`, the one it keeps in its context, or one read back from a recorded trace.
 */
export interface CaptchaSnapshotLike {
  value: unknown;
  context: CaptchaContext;
}

/** The chart's snapshots as its parent receives them (invoke `onSnapshot`). */
export interface CaptchaSnapshotEvent {
  type: 'xstate.snapshot.captcha';
  snapshot: CaptchaSnapshotLike;
}
