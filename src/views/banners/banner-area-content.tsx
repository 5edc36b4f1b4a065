/**
 * The banner area of the shell, loaded as its own chunk after the first paint (keen-slider,
 * DOMPurify and the banner charts stay out of the home page's first JavaScript): the route's
 * carousel, the notice bar (below the carousel on home, above it elsewhere), the jackpot counter
 * on /rng, and the news popup that follows the session.
 */
import { bannerGroupFor, showsJackpot } from './banner-groups';
import { JackpotCounterView } from './jackpot-counter.view';
import { NewsPopupView } from './news-popup.view';
import { NoticeBarView } from './notice-bar.view';
import { RouteBanners } from './route-banners';

export default function BannerAreaContent({ pathname }: { pathname: string }) {
  return (
    <div className="banner-area__content">
      <RouteBanners group={bannerGroupFor(pathname)} />
      {showsJackpot(pathname) ? <JackpotCounterView /> : null}
      {/* one notice bar for the page's life: the area's CSS places it above or below the carousel */}
      <NoticeBarView />
      <NewsPopupView />
    </div>
  );
}
