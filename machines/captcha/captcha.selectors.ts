/**
 * The captcha chart reduced to what its parent and views need. The readers take only `value` and
 * `context`, so they work on a live snapshot, on the snapshot a parent receives through
 * `onSnapshot` (and keeps in its context), and on one replayed from a recorded trace.
 */
import type { SnapshotFrom } from 'xstate';
import type { captchaMachine } from './captcha.machine';
import type { CaptchaContext, CaptchaSnapshotLike, CaptchaStatus, CaptchaView } from './captcha.types';

export type CaptchaSnapshot = SnapshotFrom<typeof captchaMachine>;

/** What a parent keeps before the chart's first snapshot arrives: the chart starts by loading. */
export const CAPTCHA_STARTING: CaptchaSnapshotLike = { value: 'loading', context: { captchaImage: null, errorCode: null } };

export function captchaStatusOf(snapshot: CaptchaSnapshotLike): CaptchaStatus {
  const { value } = snapshot;
  if (value === 'failed') return 'failed';
  if (typeof value === 'object' && value !== null && 'shown' in value)
    return (value as { shown: unknown }).shown === 'ready' ? 'ready' : 'coolingDown';
  return 'loading';
}

export function selectCaptchaView(snapshot: CaptchaSnapshotLike): CaptchaView {
  const status = captchaStatusOf(snapshot);
  const shown = status === 'coolingDown' || status === 'ready';
  return {
    status,
    // a stale image is not shown while its replacement loads or after a load failed
    captchaImage: shown ? snapshot.context.captchaImage : null,
    loading: status === 'loading',
    errorCode: status === 'failed' ? snapshot.context.errorCode : null,
    canRefresh: status === 'ready' || status === 'failed',
  };
}

/**
 * What the chart reports once it takes a refresh (in `ready` or `failed`) or a reload (in any
 * state): loading, its last image kept but no longer shown. A parent that sends either keeps this
 * at once, so its own snapshot already says so when the child's report follows.
 */
export function captchaLoadingAfter(snapshot: CaptchaSnapshotLike): CaptchaSnapshotLike {
  return { value: 'loading', context: snapshot.context };
}

/**
 * The plain `{ value, context }` of the snapshot in an `xstate.snapshot.captcha` event, for the
 * parent's context: JSON data only, not the live snapshot with its machine and children.
 */
export function captchaSnapshotOf(event: { type: string }): CaptchaSnapshotLike {
  const snapshot = (event as { snapshot?: Partial<CaptchaSnapshotLike> }).snapshot;
  const context: Partial<CaptchaContext> = snapshot?.context ?? {};
  return {
    value: snapshot?.value ?? CAPTCHA_STARTING.value,
    context: { captchaImage: context.captchaImage ?? null, errorCode: context.errorCode ?? null },
  };
}
