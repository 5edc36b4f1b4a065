/**
 * The carousel of the current route: reads the announcements (one call per language for the
 * page's life) and hands the route group's banners to the carousel. While they load, a box of the
 * banners' size stands in so nothing below moves; no banners, or a failed call, show no carousel.
 */
import { Suspense, use, useMemo } from 'react';
import { useLingui } from '@lingui/react';
import { bannersOf, useBannersEdge } from '../../app/banners.edge';
import type { SiteAnnouncements } from '../../app/banners.edge';
import { BannerCarouselView } from './banner-carousel.view';

export function CarouselPlaceholder() {
  return <div className="banner-carousel__placeholder" aria-hidden="true" data-testid="banner-placeholder" data-placeholder="" />;
}

function LoadedBanners({ announcements, group }: { announcements: Promise<SiteAnnouncements | null>; group: string }) {
  const loaded = use(announcements);
  const banners = useMemo(() => (loaded === null ? [] : bannersOf(loaded, group)), [loaded, group]);
  // a new list (another route, another language) starts a new carousel chart; none keeps it hidden
  const key = `${group}:${banners.map((banner) => banner.id).join(',')}`;
  return <BannerCarouselView key={key} banners={banners} />;
}

export function RouteBanners({ group }: { group: string | null }) {
  const edge = useBannersEdge();
  const { i18n } = useLingui();
  const language = edge.env.currentLanguage();
  // the locale is a dependency so a language switch reads the announcements of the new language;
  // a failed read shows no carousel (the notice bar, reading the same call, offers the retry)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the locale reads the answer again in the new language, as said above
  const announcements = useMemo(() => edge.announcements(language).catch(() => null), [edge, language, i18n.locale]);
  if (group === null) return null;
  return (
    <Suspense fallback={<CarouselPlaceholder />}>
      <LoadedBanners announcements={announcements} group={group} />
    </Suspense>
  );
}
