/** The banner carousel flow: the only module other code imports. */
export { bannerCarouselMachine } from './banner-carousel.machine';
export { selectBannerCarouselView } from './banner-carousel.selectors';
export type { BannerCarouselSnapshot } from './banner-carousel.selectors';
export { bannersOf, bannerTarget, isBannerLinked } from './banner-carousel.links';
export type { BannerTarget, LinkedBanner } from './banner-carousel.links';
export { provideBannerCarousel } from './banner-carousel.calls';
export type { BannerCarouselCalls } from './banner-carousel.calls';
export type * from './banner-carousel.types';
