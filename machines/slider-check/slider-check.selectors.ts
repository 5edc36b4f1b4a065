/** View model of the slider check: what the widget draws and which gestures it accepts. */
import type { SnapshotFrom } from 'xstate';
import type { sliderCheckMachine } from './slider-check.machine';
import type { SliderCheckView } from './slider-check.types';

export type SliderCheckSnapshot = SnapshotFrom<typeof sliderCheckMachine>;

export function selectSliderCheckView(snapshot: SliderCheckSnapshot): SliderCheckView {
  return {
    loading: snapshot.matches({ active: 'loading' }),
    loadFailed: snapshot.matches({ active: 'loadFailed' }),
    challenge: snapshot.context.challenge,
    x: snapshot.context.x,
    canPress: snapshot.can({ type: 'slider.press', t: 0 }),
    dragging: snapshot.matches({ active: 'dragging' }),
    verifying: snapshot.matches({ active: 'verifying' }),
    failed: snapshot.matches({ active: 'failed' }),
    passed: snapshot.matches('passed'),
    canReload: snapshot.can({ type: 'slider.reload' }),
    errorCode: snapshot.context.errorCode,
  };
}
