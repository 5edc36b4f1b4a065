/**
 * Presentational banner carousel (WAI-ARIA carousel pattern): a pause/play control, slides named
 * "n of m", previous/next and one bullet per banner when there is more than one. The chart
 * decides which banner shows; the slider (keen-slider, its own chunk: banner-slider.tsx) only
 * animates to it, and tells the chart when a drag settled on another banner. Hidden slides are
 * inert so keyboard and screen-reader users meet only the banner in view.
 */
import { useEffect, useState } from 'react';
import type { FocusEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { isBannerLinked } from '../../../machines/banner-carousel';
import type { BannerCarouselView } from '../../../machines/banner-carousel';
import type { BannerSlide } from '../../app/banners.edge';
import { lazyComponent } from '../common/lazy-component';
import { pointerEntered } from '../common/pointer-entered';
import type { BannerSliderProps } from './banner-slider';

// a slider that did not load leaves the first banner in place (the chart still steps through the
// banners for the controls and screen readers): the slider only animates, so it shows no error
const BannerSlider = lazyComponent<BannerSliderProps>('bannerSlider', () => import('./banner-slider'), { pending: null, renderError: () => null });

/** The pictures' intrinsic size (10:3): the box is reserved before they load. */
export const BANNER_WIDTH = 1200;
export const BANNER_HEIGHT = 360;

export interface BannerCarouselProps {
  view: BannerCarouselView;
  slides: readonly BannerSlide[];
  /** no sliding animation */
  reducedMotion: boolean;
  onOpen: (index: number) => void;
  onGoTo: (index: number) => void;
  onNext: () => void;
  onPrevious: () => void;
  onPause: () => void;
  onPlay: () => void;
  onPointerEnter: () => void;
  onPointerLeave: () => void;
  onFocusIn: () => void;
  onFocusOut: () => void;
}

function BannerPicture({ slide, index, wanted }: { slide: BannerSlide; index: number; wanted: boolean }) {
  return (
    <img
      className="banner-carousel__image"
      // a banner not yet wanted has no source: the slider lays its slides side by side, where
      // Chromium's lazy loading would fetch them all at once, beside the first screen's scripts
      src={wanted ? slide.imageUrl : undefined}
      alt={slide.title}
      width={BANNER_WIDTH}
      height={BANNER_HEIGHT}
      // the first banner is what the visitor sees first; the others wait until they are needed
      loading={index === 0 ? 'eager' : 'lazy'}
      fetchPriority={index === 0 ? 'high' : 'auto'}
      decoding="async"
      draggable={false}
    />
  );
}

/** Whether the page has finished loading: `load` has fired. */
function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(() => typeof document === 'undefined' || document.readyState === 'complete');
  useEffect(() => {
    if (loaded) return undefined;
    const done = () => setLoaded(true);
    window.addEventListener('load', done, { once: true });
    return () => window.removeEventListener('load', done);
  }, [loaded]);
  return loaded;
}

/**
 * The banners whose pictures are wanted: the first at once; once the page has loaded, every banner
 * shown so far and the one after it, so the next picture is there before it slides in.
 */
function useWantedBanners(activeIndex: number): (index: number) => boolean {
  const pageLoaded = usePageLoaded();
  const [furthest, setFurthest] = useState(activeIndex);
  if (activeIndex > furthest) setFurthest(activeIndex);
  const reach = Math.max(furthest, activeIndex) + 1;
  // (the last banner's successor in a loop is the first, always wanted)
  return (index) => index === 0 || index === activeIndex || (pageLoaded && index <= reach);
}

/**
 * Whether the carousel needs its slider yet: once a banner other than the first is shown, or the
 * visitor's pointer or focus comes into the carousel (a swipe or a control is likely next).
 */
function useSliderWanted(activeIndex: number): [boolean, () => void] {
  const [reached, setReached] = useState(false);
  return [reached || activeIndex !== 0, () => setReached(true)];
}

export function BannerCarousel(props: BannerCarouselProps) {
  const { view, slides, reducedMotion } = props;
  const { t } = useLingui();
  const count = slides.length;
  const wanted = useWantedBanners(view.activeIndex);
  const [sliderWanted, reachForSlider] = useSliderWanted(view.activeIndex);
  const [track, setTrack] = useState<HTMLDivElement | null>(null);

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) props.onFocusOut();
  }

  return (
    <div
      className="banner-carousel"
      role="region"
      aria-roledescription={t`carousel`}
      aria-label={t`Banners`}
      data-testid="banner-carousel"
      // not React's onPointerEnter, which Chrome's events after a replaced element defeat (pointer-entered.ts)
      onPointerOver={(event) => {
        if (!pointerEntered(event)) return;
        reachForSlider();
        props.onPointerEnter();
      }}
      onPointerDown={reachForSlider}
      onPointerLeave={props.onPointerLeave}
      onFocus={() => {
        reachForSlider();
        props.onFocusIn();
      }}
      onBlur={onBlur}
    >
      {view.showPlaybackControl ? (
        <button
          type="button"
          className="banner-carousel__playback"
          onClick={view.pausedByVisitor ? props.onPlay : props.onPause}
          aria-label={view.pausedByVisitor ? t`Play the banners` : t`Pause the banners`}
        >
          <span aria-hidden="true">{view.pausedByVisitor ? '▶' : '❚❚'}</span>
        </button>
      ) : null}
      {sliderWanted && track ? (
        <BannerSlider track={track} activeIndex={view.activeIndex} paginated={view.paginated} reducedMotion={reducedMotion} onSettle={props.onGoTo} />
      ) : null}
      <div ref={setTrack} className="keen-slider banner-carousel__track" aria-live={view.autoplaying ? 'off' : 'polite'}>
        {slides.map((slide, index) => {
          const current = index === view.activeIndex;
          const position = index + 1;
          const linked = isBannerLinked({ bannerId: slide.id, linkageType: slide.linkageType });
          return (
            <div
              key={slide.id}
              className="keen-slider__slide banner-carousel__slide"
              role="group"
              aria-roledescription={t`slide`}
              aria-label={t`${position} of ${count}`}
              aria-hidden={current ? undefined : true}
              inert={!current}
              data-testid="banner-slide"
            >
              {linked ? (
                <button type="button" className="banner-carousel__link" onClick={() => props.onOpen(index)}>
                  <BannerPicture slide={slide} index={index} wanted={wanted(index)} />
                </button>
              ) : (
                <BannerPicture slide={slide} index={index} wanted={wanted(index)} />
              )}
            </div>
          );
        })}
      </div>
      {view.paginated ? (
        <>
          <button
            type="button"
            className="banner-carousel__arrow banner-carousel__arrow--prev"
            onClick={props.onPrevious}
            aria-label={t`Previous banner`}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" className="banner-carousel__arrow banner-carousel__arrow--next" onClick={props.onNext} aria-label={t`Next banner`}>
            <span aria-hidden="true">›</span>
          </button>
          <div className="banner-carousel__pagination" role="group" aria-label={t`Choose a banner`} data-testid="banner-pagination">
            {slides.map((slide, index) => {
              const position = index + 1;
              const title = slide.title;
              return (
                <button
                  key={slide.id}
                  type="button"
                  className="banner-carousel__bullet"
                  aria-label={t`Banner ${position}: ${title}`}
                  aria-current={index === view.activeIndex ? 'true' : undefined}
                  onClick={() => props.onGoTo(index)}
                />
              );
            })}
          </div>
        </>
      ) : null}
    </div>
  );
}
