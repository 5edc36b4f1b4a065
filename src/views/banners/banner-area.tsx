/**
 * The shell's banner area (SPEC §2 "Banners"). Only this small part is in the first JavaScript:
 * the content (carousel, notice bar, jackpot counter, news popup) is a lazy chunk. Until it has
 * loaded, boxes of the carousel's and the notice bar's size stand in, so nothing below moves.
 */
import { useLocation } from 'react-router-dom';
import { lazyComponent } from '../common/lazy-component';
import { bannerGroupFor, noticeBarPosition } from './banner-groups';
import '../../styles/banners.css';

function BannerAreaPlaceholder() {
  return (
    <div className="banner-area__content" aria-hidden="true">
      <div className="banner-carousel__placeholder" data-testid="banner-placeholder" data-placeholder="" />
      <div className="notice-bar notice-bar--placeholder" />
    </div>
  );
}

const BannerAreaContent = lazyComponent('banners', () => import('./banner-area-content'), {
  firstScreen: true,
  pending: <BannerAreaPlaceholder />,
});

export function BannerArea() {
  const { pathname } = useLocation();
  return (
    <div
      className="banner-area"
      data-carousel={bannerGroupFor(pathname) === null ? 'none' : 'route'}
      data-notice-position={noticeBarPosition(pathname)}
    >
      <BannerAreaContent pathname={pathname} />
    </div>
  );
}
