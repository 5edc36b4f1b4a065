/** What the banner carousel asks of the world (the router, a new tab), and the chart provided with it. */
import type { ActorSystem, ActorSystemInfo } from 'xstate';
import { bannerTarget } from './banner-carousel.links';
import type { LinkedBanner } from './banner-carousel.links';
import { bannerCarouselMachine } from './banner-carousel.machine';

export interface BannerCarouselCalls {
  /** a path of this site, through the router chart of the system the action runs in */
  navigate(to: string, system: ActorSystem<ActorSystemInfo>): void;
  /** an outside page in a new tab that gets no handle on this one */
  openExternal(url: string): void;
}

/** The carousel of one route's banners: its `openLinkage` follows the clicked banner's link. */
export function provideBannerCarousel(calls: BannerCarouselCalls, banners: readonly LinkedBanner[]): typeof bannerCarouselMachine {
  return bannerCarouselMachine.provide({
    actions: {
      openLinkage: ({ system }, linkage) => {
        const target = bannerTarget(banners.find((banner) => banner.id === linkage.bannerId));
        if (target?.kind === 'route') calls.navigate(target.to, system);
        if (target?.kind === 'external') calls.openExternal(target.url);
      },
    },
  });
}
