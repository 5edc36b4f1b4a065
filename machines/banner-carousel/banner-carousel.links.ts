/** Which banners are clickable: those whose announcement carries a link type. */
import type { CarouselBanner } from './banner-carousel.types';

export function isBannerLinked(banner: CarouselBanner | undefined): boolean {
  return banner !== undefined && banner.linkageType !== null && banner.linkageType.trim() !== '';
}
