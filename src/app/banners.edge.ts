/**
 * The banner area's charts and loaders at the edge (SPEC §2 "Banners"), with the gateway, the wall
 * clock, the router and the popup memory. Part of the banner area's lazy chunk.
 */
import { createContext } from 'react';
import { provideBannerCarousel } from '../../machines/banner-carousel';
import type { BannerCarouselCalls } from '../../machines/banner-carousel';
import { provideJackpotCounter } from '../../machines/jackpot-counter';
import type { JackpotCounterCalls } from '../../machines/jackpot-counter';
import { provideNewsPopup, tokenFingerprint } from '../../machines/news-popup';
import type { FollowSignedIn, NewsPopupCalls } from '../../machines/news-popup';
import { provideNoticeBar } from '../../machines/notice-bar';
import { selectSessionView } from '../../machines/session';
import { loadSiteAnnouncements, loadWinners } from '../api/content.api';
import type { BannerSlide, SiteAnnouncements, Winner } from '../api/content.api';
import { useAreaEdge } from './area-edges';
import { followSession } from './follow-session';
import { readStoredLanguageCode } from '../lib/i18n';
import { navigateIn } from './navigation';
import { readStored, readStoredToken, writeStored } from '../lib/storage';

export type { BannerSlide, SiteAnnouncements, Winner } from '../api/content.api';
export { bannersOf, bannerTarget } from '../../machines/banner-carousel';
export { tokenFingerprint } from '../../machines/news-popup';

export interface BannersEnvironment extends BannerCarouselCalls, JackpotCounterCalls, Omit<NewsPopupCalls, 'loadPopupNotices'> {
  /** the announcements in a language code, one answer shared by the area; `refresh` asks the gateway again */
  loadAnnouncements(language: string, refresh: boolean): Promise<SiteAnnouncements>;
  /** the winners board in a language code, asked once per language */
  loadWinners(language: string): Promise<Winner[]>;
  /** the language code the visitor chose (`hisLang`), else the product default */
  currentLanguage(): string;
  prefersReducedMotion(): boolean;
  /** calls `listener` with `true` when the page is shown again, `false` when hidden; returns the unsubscribe */
  watchPageVisibility(listener: (visible: boolean) => void): () => void;
}

const followSignedIn: FollowSignedIn = (system, listener) => followSession(system, (snapshot) => listener(selectSessionView(snapshot).isSignedIn));

export function createBannersEdge(env: BannersEnvironment) {
  const announcements = (language: string, refresh = false): Promise<SiteAnnouncements> => env.loadAnnouncements(language, refresh);
  return {
    env,
    announcements,
    winners: (language: string): Promise<Winner[]> => env.loadWinners(language),
    bannerCarousel: (banners: readonly BannerSlide[]) => provideBannerCarousel(env, banners),
    noticeBar: provideNoticeBar({ loadNotices: async (language) => (await announcements(language)).notices }),
    jackpotCounter: provideJackpotCounter(env),
    newsPopup: provideNewsPopup({ ...env, loadPopupNotices: async () => (await announcements(env.currentLanguage(), true)).popup }, followSignedIn),
  };
}

export type BannersEdge = ReturnType<typeof createBannersEdge>;

/** sessionStorage key of the session token that has seen the news popup. */
export const POPUP_SHOWN_KEY = 'newsPopupShown';

export const browserBannersEnvironment: BannersEnvironment = {
  loadAnnouncements: loadSiteAnnouncements,
  loadWinners,
  currentLanguage: readStoredLanguageCode,
  prefersReducedMotion: () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false,
  readNow: () => {
    const now = new Date();
    // getTimezoneOffset counts minutes west of UTC; `|| 0` keeps UTC from being -0
    return { epochMs: now.getTime(), utcOffsetMinutes: -now.getTimezoneOffset() || 0 };
  },
  watchPageVisibility: (listener) => {
    const onChange = () => listener(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  },
  navigate: (to, system) => navigateIn(system, to),
  openExternal: (url) => {
    window.open(url, '_blank', 'noopener,noreferrer');
  },
  popupShownForSession: () => {
    const token = readStoredToken();
    return token !== null && readStored('session', POPUP_SHOWN_KEY) === tokenFingerprint(token);
  },
  markPopupShown: () => {
    const token = readStoredToken();
    // storage full or disabled: the popup may show again after a reload
    if (token !== null) writeStored('session', POPUP_SHOWN_KEY, tokenFingerprint(token));
  },
};

export const browserBannersEdge: BannersEdge = createBannersEdge(browserBannersEnvironment);

// no default: a view without a provider gets the app's edge, or fails (src/app/area-edges.ts)
const BannersEdgeContext = createContext<BannersEdge | null>(null);
export const BannersEdgeProvider = BannersEdgeContext.Provider;
export const useBannersEdge = (): BannersEdge => useAreaEdge(BannersEdgeContext, 'banners', browserBannersEdge);
