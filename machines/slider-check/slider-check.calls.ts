/** What the slider check asks of the world, and the chart provided with it. */
import { fromPromise } from 'xstate';
import { sliderCheckMachine } from './slider-check.machine';
import type { SliderChallenge, SliderPurpose, SliderVerifyRequest } from './slider-check.types';

export interface SliderCheckCalls {
  fetchSliderChallenge(purpose: SliderPurpose): Promise<SliderChallenge>;
  /** the gateway judges the drag; its token goes with the guarded call */
  verifySliderDrag(request: SliderVerifyRequest): Promise<{ token: string }>;
}

export function provideSliderCheck(calls: SliderCheckCalls): typeof sliderCheckMachine {
  return sliderCheckMachine.provide({
    actors: {
      fetchChallenge: fromPromise<SliderChallenge, { purpose: SliderPurpose }>(({ input }) => calls.fetchSliderChallenge(input.purpose)),
      verifyDrag: fromPromise<{ token: string }, SliderVerifyRequest>(({ input }) => calls.verifySliderDrag(input)),
    },
  });
}
