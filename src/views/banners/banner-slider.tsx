/**
 * The banner carousel's sliding, on keen-slider: a lazy chunk (issue 15) that the carousel loads
 * only when a banner first has to move (the chart's first step, five seconds in) or the visitor
 * reaches for the carousel (pointer or focus inside), so home's first screen never fetches it.
 * Until then the track shows its first banner. Renders nothing: it drives the carousel's track.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useKeenSlider } from 'keen-slider/react';

export interface BannerSliderProps {
  track: HTMLDivElement;
  activeIndex: number;
  /** more than one banner: loops and can be dragged */
  paginated: boolean;
  reducedMotion: boolean;
  /** a drag settled on another banner */
  onSettle: (index: number) => void;
}

export default function BannerSlider({ track, activeIndex, paginated, reducedMotion, onSettle }: BannerSliderProps) {
  // keen-slider keeps the options it was created with: read the latest values through refs
  const activeRef = useRef(activeIndex);
  const onSettleRef = useRef(onSettle);
  useLayoutEffect(() => {
    activeRef.current = activeIndex;
    onSettleRef.current = onSettle;
  });

  const [attach, slider] = useKeenSlider<HTMLDivElement>({
    loop: paginated,
    drag: paginated,
    // what the track showed before the slider came: the move below slides on from there
    initial: 0,
    defaultAnimation: { duration: reducedMotion ? 0 : 500 },
    animationEnded: (instance) => {
      // a drag settled on another banner; moves the chart asked for settle on its own banner
      const rel = instance.track.details?.rel;
      if (typeof rel === 'number' && rel !== activeRef.current) onSettleRef.current(rel);
    },
  });

  useLayoutEffect(() => {
    attach(track);
    return () => attach(null);
  }, [attach, track]);

  useEffect(() => {
    const instance = slider.current;
    const rel = instance?.track.details?.rel;
    if (instance && typeof rel === 'number' && rel !== activeIndex) instance.moveToIdx(activeIndex);
  }, [slider, activeIndex]);

  return null;
}
