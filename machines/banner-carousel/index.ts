/** The banner carousel flow: the only module other code imports. */
export { bannerCarouselMachine } from './banner-carousel.machine';
export { selectBannerCarouselView } from './banner-carousel.selectors';
export type { BannerCarouselSnapshot } from './banner-carousel.selectors';
export { isBannerLinked } from './banner-carousel.links';
export type * from './banner-carousel.types';
