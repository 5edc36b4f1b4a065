/** Slider check container: the `sliderCheck` actor's view model into the presentational panel. */
import { shallowEqual, useSelector } from '../../lib/use-selector';
import type { ActorRefFrom } from 'xstate';
import { selectSliderCheckView } from '../../../machines/slider-check';
import type { sliderCheckMachine } from '../../../machines/slider-check';
import { SliderCheckPanel } from './slider-check-panel';

export function SliderCheckView({ slider }: { slider: ActorRefFrom<typeof sliderCheckMachine> }) {
  const view = useSelector(slider, selectSliderCheckView, shallowEqual);
  return (
    <SliderCheckPanel
      view={view}
      onPress={(t) => slider.send({ type: 'slider.press', t })}
      onMove={(x, t) => slider.send({ type: 'slider.move', x, t })}
      onRelease={(t) => slider.send({ type: 'slider.release', t })}
      onReload={() => slider.send({ type: 'slider.reload' })}
      onClose={() => slider.send({ type: 'slider.cancel' })}
    />
  );
}
