export { MAX_SAMPLES, sliderCheckMachine } from './slider-check.machine';
export { provideSliderCheck } from './slider-check.calls';
export type { SliderCheckCalls } from './slider-check.calls';
export { selectSliderCheckView } from './slider-check.selectors';
export type { SliderCheckSnapshot } from './slider-check.selectors';
export type {
  DragSample,
  SliderChallenge,
  SliderCheckContext,
  SliderCheckEvent,
  SliderCheckInput,
  SliderCheckOutput,
  SliderCheckView,
  SliderPurpose,
  SliderVerifyRequest,
} from './slider-check.types';
