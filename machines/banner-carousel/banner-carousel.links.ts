/** Which banners are clickable, and where a banner's link leads (SPEC §2 "Banners"). */
import type { CarouselBanner } from './banner-carousel.types';

export function isBannerLinked(banner: CarouselBanner | undefined): boolean {
  return banner !== undefined && banner.linkageType !== null && banner.linkageType.trim() !== '';
}

/** A banner as the announcements give it: its link type and link. */
export interface LinkedBanner {
  id: string;
  linkageType: string | null;
  linkage: string | null;
}

/** Where a banner's linkage leads; null when it leads nowhere this site would follow. */
export type BannerTarget = { kind: 'route'; to: string } | { kind: 'external'; url: string } | null;

/** A path of this site (`/promotions`), not a protocol-relative address (`//evil.example`). */
export function isSitePath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
}

/**
 * ROUTE: the site path through the router; URL: an http(s) page in a new tab; PROMOTION: the
 * promotion's detail page by its code (or by its id when the operator linked a numeric id).
 */
export function bannerTarget(banner: Pick<LinkedBanner, 'linkageType' | 'linkage'> | undefined): BannerTarget {
  const link = banner?.linkage?.trim() ?? '';
  if (!banner || link === '') return null;
  switch (banner.linkageType) {
    case 'ROUTE':
      return isSitePath(link) ? { kind: 'route', to: link } : null;
    case 'URL':
      return /^https?:\/\/[^/\s]/i.test(link) ? { kind: 'external', url: link } : null;
    case 'PROMOTION':
      return { kind: 'route', to: /^\d{1,9}$/.test(link) ? `/promoDetail?id=${link}` : `/promoDetail?code=${encodeURIComponent(link)}` };
    default:
      return null;
  }
}

/** The banners of one route group, in the gateway's order. */
export function bannersOf<TBanner extends { groupName: string }>(announcements: { banners: readonly TBanner[] }, group: string | null): TBanner[] {
  return group === null ? [] : announcements.banners.filter((banner) => banner.groupName === group);
}
