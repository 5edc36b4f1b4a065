/**
 * The banner area's charts with their real side effects (SPEC §2 "Banners"): the carousel follows
 * a banner's linkage (a route of this site, a promotion's detail, or an outside page in a new tab),
 * the notice bar and the news popup read the announcements call, the jackpot counter reads the wall
 * clock, and the winners board reads the rank list (src/api/content.api.ts reads both in the
 * charts' shapes and rejects with a plain `{ errorCode, value }`).
 *
 * The banner area's containers take the charts from `useBannersEdge()`: the app's is the
 * browser's; tests provide `createBannersEdge(environment)` with fakes through `BannersEdgeProvider`.
 * This module is part of the banner area's lazy chunk: the home page's first JavaScript stays small.
 */
import { createContext } from 'react';
import { fromCallback, fromPromise } from 'xstate';
import { bannerCarouselMachine } from '../../machines/banner-carousel';
import type { BannerLinkage } from '../../machines/banner-carousel';
import { jackpotCounterMachine } from '../../machines/jackpot-counter';
import { newsPopupMachine } from '../../machines/news-popup';
import type { NewsPopupEvent, PopupNotice } from '../../machines/news-popup';
import { noticeBarMachine } from '../../machines/notice-bar';
import type { Notice, NoticesRequest } from '../../machines/notice-bar';
import { selectSessionView } from '../../machines/session';
import { followSession } from './follow-session';
import type { ClockReading } from '../../machines/site-clock';
import { loadSiteAnnouncements, loadWinners } from '../api/content.api';
import type { BannerSlide, SiteAnnouncements, Winner } from '../api/content.api';
import { readStoredLanguageCode } from './i18n';
import { navigateIn } from './navigation';
import type { RouterSystem } from './navigation';
import { readStoredToken } from './storage';
import { useAreaEdge } from './area-edges';

export type { BannerSlide, SiteAnnouncements, Winner } from '../api/content.api';

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
export function bannerTarget(banner: Pick<BannerSlide, 'linkageType' | 'linkage'> | undefined): BannerTarget {
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
export function bannersOf(announcements: SiteAnnouncements, group: string | null): BannerSlide[] {
  return group === null ? [] : announcements.banners.filter((banner) => banner.groupName === group);
}

/** What the banner area's charts need from the browser and the gateway. */
export interface BannersEnvironment {
  /** the announcements in a language code, one answer shared by the area; `refresh` asks the gateway again */
  loadAnnouncements(language: string, refresh: boolean): Promise<SiteAnnouncements>;
  /** the winners board in a language code, asked once per language */
  loadWinners(language: string): Promise<Winner[]>;
  /** the language code the visitor chose (`hisLang`), else the product default */
  currentLanguage(): string;
  /** `prefers-reduced-motion: reduce` */
  prefersReducedMotion(): boolean;
  readNow(): ClockReading;
  /** calls `listener` with `true` when the page is shown again, `false` when hidden; returns the unsubscribe */
  watchPageVisibility(listener: (visible: boolean) => void): () => void;
  /** a path of this site, through the router chart of the system the action runs in */
  navigate(to: string, system: RouterSystem): void;
  /** an outside page in a new tab that gets no handle on this one */
  openExternal(url: string): void;
  /** the news popup was already shown for the current session token */
  popupShownForSession(): boolean;
  markPopupShown(): void;
}

export function createBannersEdge(env: BannersEnvironment) {
  const announcements = (language: string, refresh = false): Promise<SiteAnnouncements> => env.loadAnnouncements(language, refresh);

  function openBanner(banner: BannerSlide | undefined, system: RouterSystem): void {
    const target = bannerTarget(banner);
    if (target?.kind === 'route') env.navigate(target.to, system);
    if (target?.kind === 'external') env.openExternal(target.url);
  }

  return {
    env,
    announcements,
    /** the winners board */
    winners: (language: string): Promise<Winner[]> => env.loadWinners(language),
    /** the carousel of one route's banners; its `openLinkage` follows the clicked banner's link */
    bannerCarousel(banners: readonly BannerSlide[]) {
      return bannerCarouselMachine.provide({
        actions: {
          openLinkage: ({ system }, linkage: BannerLinkage) =>
            openBanner(
              banners.find((banner) => banner.id === linkage.bannerId),
              system,
            ),
        },
      });
    },
    noticeBar: noticeBarMachine.provide({
      actors: { loadNotices: fromPromise<Notice[], NoticesRequest>(async ({ input }) => (await announcements(input.language)).notices) },
    }),
    jackpotCounter: jackpotCounterMachine.provide({
      actors: { readNow: fromPromise<ClockReading, void>(async () => env.readNow()) },
    }),
    newsPopup: newsPopupMachine.provide({
      actors: {
        // after a sign-in the announcements are read again: the page may have kept them for hours
        loadPopupNotices: fromPromise<PopupNotice[], void>(async () => (await announcements(env.currentLanguage(), true)).popup),
        followSession: followSignIns(env),
      },
      actions: { markShown: () => env.markPopupShown() },
    }),
  };
}

export type BannersEdge = ReturnType<typeof createBannersEdge>;

/**
 * The news popup's `followSession`: follows the session chart (the root's child, the root found in
 * the actor system by its systemId) and tells the popup when the session becomes signed in (and
 * whether this session token already saw it) and when it stops being signed in. A session already
 * signed in when it starts counts as a sign-in: the banner area loads after the first paint, often
 * after a restored session. A session the root starts again (after maintenance) is followed too.
 */
function followSignIns(env: BannersEnvironment) {
  return fromCallback<NewsPopupEvent>(({ sendBack, system }) => {
    let signedIn = false;
    return followSession(system, (snapshot) => {
      const next = selectSessionView(snapshot).isSignedIn;
      if (next === signedIn) return;
      signedIn = next;
      sendBack(next ? { type: 'session.signedIn', alreadyShown: env.popupShownForSession() } : { type: 'session.signedOut' });
    });
  });
}

/** sessionStorage key of the session token that has seen the news popup. */
export const POPUP_SHOWN_KEY = 'newsPopupShown';

/**
 * A short fingerprint of the session token (FNV-1a, 32 bits): enough to tell one sign-in from the
 * next, without keeping a second copy of the credential.
 */
export function tokenFingerprint(token: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i += 1) {
    hash ^= token.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

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
    return token !== null && sessionStore()?.getItem(POPUP_SHOWN_KEY) === tokenFingerprint(token);
  },
  markPopupShown: () => {
    const token = readStoredToken();
    if (token === null) return;
    try {
      sessionStore()?.setItem(POPUP_SHOWN_KEY, tokenFingerprint(token));
    } catch {
      // storage full or disabled: the popup may show again after a reload
    }
  },
};

export const browserBannersEdge: BannersEdge = createBannersEdge(browserBannersEnvironment);

// no default: a view without a provider gets the app's edge, or fails (src/app/area-edges.ts)
const BannersEdgeContext = createContext<BannersEdge | null>(null);

/** Tests provide other charts for the banner area. */
export const BannersEdgeProvider = BannersEdgeContext.Provider;

export function useBannersEdge(): BannersEdge {
  return useAreaEdge(BannersEdgeContext, 'banners', browserBannersEdge);
}
