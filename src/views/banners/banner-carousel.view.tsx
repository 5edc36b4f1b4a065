/**
 * Container of the banner carousel: one `bannerCarousel` actor per route's banner list (the
 * caller keys it by the list), provided by the edge with the linkage to follow. Reduced motion is
 * read once, as the chart's input: the carousel then starts paused.
 */
import { useMemo } from 'react';
import { shallowEqual, useSelector } from '../../lib/use-selector';
import { selectBannerCarouselView } from '../../../machines/banner-carousel';
import { useBannersEdge } from '../../app/banners.edge';
import type { BannerSlide } from '../../app/banners.edge';
import { BannerCarousel } from './banner-carousel';
import { useChartActor } from '../../app/chart-actor';

export function BannerCarouselView({ banners }: { banners: readonly BannerSlide[] }) {
  const edge = useBannersEdge();
  const machine = useMemo(() => edge.bannerCarousel(banners), [edge, banners]);
  const reducedMotion = useMemo(() => edge.env.prefersReducedMotion(), [edge]);
  const actor = useChartActor(machine, {
    input: { banners: banners.map((banner) => ({ bannerId: banner.id, linkageType: banner.linkageType })), reducedMotion },
  });
  const view = useSelector(actor, selectBannerCarouselView, shallowEqual);
  if (!view.visible) return null;
  return (
    <BannerCarousel
      view={view}
      slides={banners}
      reducedMotion={reducedMotion}
      onOpen={(index) => actor.send({ type: 'banner.open', index })}
      onGoTo={(index) => actor.send({ type: 'carousel.goTo', index })}
      onNext={() => actor.send({ type: 'carousel.next' })}
      onPrevious={() => actor.send({ type: 'carousel.prev' })}
      onPause={() => actor.send({ type: 'carousel.pause' })}
      onPlay={() => actor.send({ type: 'carousel.play' })}
      onPointerEnter={() => actor.send({ type: 'carousel.pointerEnter' })}
      onPointerLeave={() => actor.send({ type: 'carousel.pointerLeave' })}
      onFocusIn={() => actor.send({ type: 'carousel.focusIn' })}
      onFocusOut={() => actor.send({ type: 'carousel.focusOut' })}
    />
  );
}
