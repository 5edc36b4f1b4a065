/** View model of the banner carousel. */
import type { SnapshotFrom } from 'xstate';
import type { bannerCarouselMachine } from './banner-carousel.machine';
import type { BannerCarouselView } from './banner-carousel.types';

export type BannerCarouselSnapshot = SnapshotFrom<typeof bannerCarouselMachine>;

export function selectBannerCarouselView(snapshot: BannerCarouselSnapshot): BannerCarouselView {
  const { banners, activeIndex, pausedByVisitor } = snapshot.context;
  const rotating = snapshot.matches('rotating');
  return {
    visible: !snapshot.matches('hidden'),
    banners,
    activeIndex,
    paginated: snapshot.can({ type: 'carousel.goTo', index: 0 }),
    autoplaying: snapshot.matches({ rotating: 'playing' }),
    showPlaybackControl: rotating,
    pausedByVisitor: rotating && pausedByVisitor,
    activeClickable: snapshot.can({ type: 'banner.open', index: activeIndex }),
  };
}
