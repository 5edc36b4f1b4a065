/**
 * The footer's vendor logo carousel (SPEC §2 "Footer"), a lazy chunk with keen-slider: 10 logos in
 * view on wide screens, moving continuously, one logo every 3000 ms, round and round. It stands
 * still under the pointer, when the visitor pauses it (WCAG 2.2.2), and from the
 * start when the browser asks for reduced motion (the visitor may still start it). With no more
 * logos than fit, it is a plain row.
 *
 * It moves only while on screen: each frame of the move costs the main thread a style and layout
 * pass, and on a phone the footer is below the fold while home starts (issue 15).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useKeenSlider } from 'keen-slider/react';
import type { KeenSliderInstance, KeenSliderOptions } from 'keen-slider/react';
import { useLingui } from '@lingui/react/macro';
import type { NavVendor } from '../../../app/nav.edge';
import { useOnScreen } from './on-screen';
import { pointerEntered } from '../../common/pointer-entered';

/** SPEC §2: 10 slides in view */
export const VENDOR_CAROUSEL_PER_VIEW = 10;
/** SPEC §2: speed 3000 ms, i.e. one logo's width every 3 s, without pauses between */
export const VENDOR_CAROUSEL_SPEED_MS = 3000;

const LINEAR = (t: number) => t;

/** Moves on by one logo at a steady speed; the next move starts when this one ends. */
function advance(slider: KeenSliderInstance) {
  // a slider that could not be built (no layout, no matchMedia) has no track: it stays a plain row
  const abs = slider.track?.details?.abs;
  if (typeof abs === 'number') slider.moveToIdx(abs + 1, true, { duration: VENDOR_CAROUSEL_SPEED_MS, easing: LINEAR });
}

export interface VendorCarouselProps {
  vendors: readonly NavVendor[];
  reducedMotion: boolean;
}

export default function VendorCarousel({ vendors, reducedMotion }: VendorCarouselProps) {
  const { t } = useLingui();
  const loops = vendors.length > VENDOR_CAROUSEL_PER_VIEW;
  // the visitor's pause button, and the pointer resting on the logos: widget state only
  const [playing, setPlaying] = useState(loops && !reducedMotion);
  const [held, setHeld] = useState(false);
  const onScreen = useOnScreen();
  const moving = loops && playing && !held && onScreen.visible;
  const movingRef = useRef(moving);

  const options = useMemo<KeenSliderOptions>(
    () => ({
      loop: loops,
      drag: loops,
      renderMode: 'performance',
      slides: { perView: VENDOR_CAROUSEL_PER_VIEW, spacing: 12 },
      breakpoints: {
        '(max-width: 959px)': { slides: { perView: 6, spacing: 8 } },
        '(max-width: 599px)': { slides: { perView: 4, spacing: 8 } },
      },
      animationEnded: (slider) => {
        if (movingRef.current) advance(slider);
      },
    }),
    [loops],
  );
  const [sliderRef, slider] = useKeenSlider<HTMLDivElement>(options);

  useEffect(() => {
    movingRef.current = moving;
    const instance = slider.current;
    if (!instance) return;
    if (moving) advance(instance);
    else instance.animator?.stop();
  }, [moving, slider]);

  return (
    <div
      ref={onScreen.ref}
      className="vendor-carousel"
      role="region"
      aria-roledescription={t`carousel`}
      aria-label={t`Game providers`}
      data-testid="vendor-carousel"
      data-moving={moving || undefined}
    >
      {loops ? (
        <button
          type="button"
          className="vendor-carousel__playback"
          aria-label={playing ? t`Pause the provider logos` : t`Play the provider logos`}
          onClick={() => setPlaying(!playing)}
        >
          <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
        </button>
      ) : null}
      {/* not React's onPointerEnter, which Chrome's events after a replaced element defeat (pointer-entered.ts) */}
      <div
        ref={sliderRef}
        className="keen-slider vendor-carousel__track"
        onPointerOver={(event) => pointerEntered(event) && setHeld(true)}
        onPointerLeave={() => setHeld(false)}
      >
        {vendors.map((vendor) => (
          <div key={vendor.vassalage} className="keen-slider__slide vendor-carousel__slide">
            <img
              className="vendor-carousel__logo"
              src={vendor.logoUrl}
              alt={vendor.displayName}
              width={96}
              height={48}
              loading="lazy"
              decoding="async"
              draggable={false}
            />
          </div>
        ))}
      </div>
    </div>
  );
}
