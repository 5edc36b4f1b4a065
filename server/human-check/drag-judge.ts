/**
 * Is a slider drag a person's? The piece must land within a few pixels of the target, and the
 * pointer trace must look like a hand moved it: enough samples, not faster than a person can
 * aim, time moving forward, and uneven speed (scripts tend to move at one constant step).
 * A determined bot can fake all of this; the check raises the cost of automated registration
 * and SMS pumping, together with the per-IP and per-number limits.
 */
import { MAX_DRAG_SAMPLES } from '../../wire/human-check.schemas';
import { SLIDER } from './slider-image';

export interface DragSample {
  /** piece offset in pixels */
  x: number;
  /** milliseconds since the drag started */
  t: number;
}

export const DRAG_RULES = {
  tolerancePx: 5,
  minSamples: 5,
  // the verify call refuses a longer trace before it gets here
  maxSamples: MAX_DRAG_SAMPLES,
  minDurationMs: 250,
  maxDurationMs: 60_000,
} as const;

export type DragVerdict = { ok: true } | { ok: false; reason: 'offset' | 'noTrace' | 'tooFast' | 'tooSlow' | 'implausible' };

export function judgeDrag(target: number, x: number, trace: readonly DragSample[]): DragVerdict {
  if (trace.length < DRAG_RULES.minSamples || trace.length > DRAG_RULES.maxSamples) return { ok: false, reason: 'noTrace' };
  const first = trace[0];
  const last = trace[trace.length - 1];
  for (let i = 1; i < trace.length; i++) {
    if (trace[i].t < trace[i - 1].t) return { ok: false, reason: 'implausible' };
  }
  if (trace.some((s) => s.x < -2 || s.x > SLIDER.width)) return { ok: false, reason: 'implausible' };
  const duration = last.t - first.t;
  if (duration < DRAG_RULES.minDurationMs) return { ok: false, reason: 'tooFast' };
  if (duration > DRAG_RULES.maxDurationMs) return { ok: false, reason: 'tooSlow' };
  // the submitted offset is where the trace ended
  if (Math.abs(last.x - x) > 2) return { ok: false, reason: 'implausible' };
  if (new Set(trace.map((s) => Math.round(s.x))).size < 4) return { ok: false, reason: 'noTrace' };
  const steps = trace.slice(1).map((s, i) => s.x - trace[i].x);
  if (new Set(steps.map((d) => Math.round(d * 10))).size < 2) return { ok: false, reason: 'implausible' };
  if (Math.abs(x - target) > DRAG_RULES.tolerancePx) return { ok: false, reason: 'offset' };
  return { ok: true };
}
