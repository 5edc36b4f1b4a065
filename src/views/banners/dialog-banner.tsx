/**
 * The picture strip at the top of a dialog (SPEC §2 "Banners"): login `w_login`, forgot password
 * `w_forget`, registration `w_register_<LANG>`. It reads the same announcements as the page's
 * banner area (one call per language) and shows the group's banners in the carousel; a group
 * without banners, or a failed read, leaves only a thin band so the form does not move.
 */
import { Suspense, use, useMemo } from 'react';
import { bannersOf, useBannersEdge } from '../../app/banners.edge';
import type { SiteAnnouncements } from '../../app/banners.edge';
import { BannerCarouselView } from './banner-carousel.view';
import { dialogBannerGroup } from './banner-groups';
import '../../styles/banners.css';

function LoadedDialogBanners({ announcements, group }: { announcements: Promise<SiteAnnouncements | null>; group: string }) {
  const loaded = use(announcements);
  const banners = useMemo(() => (loaded === null ? [] : bannersOf(loaded, group)), [loaded, group]);
  if (banners.length === 0) return null;
  return <BannerCarouselView key={banners.map((banner) => banner.id).join(',')} banners={banners} />;
}

export function DialogBanner({ dialog, languageCode: given }: { dialog: 'login' | 'forget' | 'register'; languageCode?: string }) {
  const edge = useBannersEdge();
  const languageCode = given ?? edge.env.currentLanguage();
  const group = dialogBannerGroup(dialog, languageCode);
  const announcements = useMemo(() => edge.announcements(languageCode).catch(() => null), [edge, languageCode]);
  return (
    <div className="dialog-banner" data-banner-group={group} data-testid={`${dialog}-banner`}>
      <Suspense fallback={null}>
        <LoadedDialogBanners announcements={announcements} group={group} />
      </Suspense>
    </div>
  );
}
