/**
 * Site content of the shell (CONTRACT §4.10, §4.14), no token:
 * - `GET /wps/relay/MCSFE_getListAnnouncements`: banners of every route group, notices of the
 *   notice bar, after-login notices and promotions, in one call. The answer is kept per language
 *   for the page's life (the banner area, the notice bar and the news popup all read it); a
 *   refresh replaces it (after a sign-in), and a failed call is not kept so a retry asks again.
 * - `GET /wps/relay/GCSGAME_getRankList`: the winners board, kept per language for the page's life
 *   (a failed call is asked again).
 * The banner area's charts read them as `SiteAnnouncements` and `Winner`s.
 */
import type { Notice as NoticeBarNotice } from '../../machines/notice-bar';
import type { PopupNotice } from '../../machines/news-popup';
import type { Banner, Notice, Winner as WinnerWire } from '../../wire/content.schemas';
import { callApi, withPlainFailure } from './client';
import type { Widened } from './wire-types';

export const ANNOUNCEMENTS_PATH = '/wps/relay/MCSFE_getListAnnouncements';
export const WINNERS_PATH = '/wps/relay/GCSGAME_getRankList';

export type BannerLinkageType = NonNullable<Banner['linkageType']>;

/**
 * A banner (wire/content.schemas.ts): its route group (`w_home`, `w_rng`, ..., `w_register_EN`),
 * the picture, and where it leads (`linkageType` null: not clickable). Ids may come as text.
 */
export type AnnouncementBanner = Pick<Banner, 'groupName' | 'title' | 'url' | 'imageUrl' | 'linkageType' | 'linkage' | 'sort'> & {
  id: Banner['id'] | string;
};

/** A notice; its HTML `content` is sanitised again before it is rendered. */
export type AnnouncementNotice = Pick<Notice, 'title' | 'content' | 'showAfterLogin'> & {
  id: Notice['id'] | string;
  promotionType: Widened<Notice['promotionType']>;
};

export interface AnnouncementsValue {
  banners: AnnouncementBanner[];
  /** the notice bar's notices */
  player: AnnouncementNotice[];
  /** the notices to show in the news popup after a login */
  popup: AnnouncementNotice[];
  promotion: unknown[];
}

const cache = new Map<string, Promise<AnnouncementsValue>>();

/** Every list present, even when the gateway left one out. */
function complete(value: Partial<AnnouncementsValue> | null): AnnouncementsValue {
  return {
    banners: value?.banners ?? [],
    player: value?.player ?? [],
    popup: value?.popup ?? [],
    promotion: value?.promotion ?? [],
  };
}

/**
 * The announcements in `language` (a language code such as `MS`): one call per language for the
 * page's life; `refresh` asks again and keeps the new answer.
 */
export function fetchAnnouncements(language: string, options: { refresh?: boolean } = {}): Promise<AnnouncementsValue> {
  const key = language.toUpperCase();
  const cached = cache.get(key);
  if (cached && !options.refresh) return cached;
  const request = callApi<Partial<AnnouncementsValue> | null>(ANNOUNCEMENTS_PATH, {
    query: { types: 'B,PL,PU,PR', platform: 'W', execution: 'B', language: key },
  }).then(complete);
  cache.set(key, request);
  request.catch(() => {
    if (cache.get(key) === request) cache.delete(key);
  });
  return request;
}

/** One recent win; the gateway masks the player's name (`de***er`); the amount in major units, the time in epoch ms. */
export type WinnerEntry = Pick<WinnerWire, 'gameName' | 'customerName' | 'winAmount' | 'iconUrl'> &
  Partial<Pick<WinnerWire, 'gameType' | 'vendor' | 'winTime'>>;

export async function fetchWinners(language: string, limit = 10): Promise<WinnerEntry[]> {
  const value = await callApi<{ list?: { vo: WinnerEntry }[] } | null>(WINNERS_PATH, {
    query: { gameCategory: 'ALL', language: language.toUpperCase(), limitNum: limit },
  });
  return (value?.list ?? []).map((item) => item.vo).filter((vo): vo is WinnerEntry => Boolean(vo));
}

/** A banner as the carousel shows it. */
export interface BannerSlide {
  id: string;
  groupName: string;
  title: string;
  imageUrl: string;
  linkageType: BannerLinkageType | null;
  linkage: string | null;
}

/** The announcements the banner area uses, in display order. */
export interface SiteAnnouncements {
  banners: BannerSlide[];
  notices: NoticeBarNotice[];
  popup: PopupNotice[];
}

/** One recent win of the winners board. */
export interface Winner {
  gameName: string;
  /** masked by the gateway */
  playerName: string;
  /** major units */
  amount: number;
  iconUrl: string;
}

const toSlide = (banner: AnnouncementBanner): BannerSlide => ({
  id: String(banner.id),
  groupName: banner.groupName,
  title: banner.title ?? '',
  imageUrl: banner.imageUrl || banner.url,
  linkageType: banner.linkageType ?? null,
  linkage: banner.linkage ?? null,
});

const toNotice = (notice: AnnouncementNotice): NoticeBarNotice => ({
  id: String(notice.id),
  title: notice.title ?? '',
  content: notice.content ?? '',
});

export function toSiteAnnouncements(value: AnnouncementsValue): SiteAnnouncements {
  return { banners: value.banners.map(toSlide), notices: value.player.map(toNotice), popup: value.popup.map(toNotice) };
}

// one read answer per gateway answer, so the carousel, the notice bar and the news popup share it
const siteAnswers = new WeakMap<Promise<AnnouncementsValue>, Promise<SiteAnnouncements>>();

/** The announcements in `language` as the banner area reads them; `refresh` asks the gateway again. */
export function loadSiteAnnouncements(language: string, refresh = false): Promise<SiteAnnouncements> {
  const raw = fetchAnnouncements(language, { refresh });
  let site = siteAnswers.get(raw);
  if (!site) {
    site = withPlainFailure(async () => toSiteAnnouncements(await raw));
    siteAnswers.set(raw, site);
  }
  return site;
}

const winnerBoards = new Map<string, Promise<Winner[]>>();

/** The winners board in `language`, asked once per language for the page's life (a failure is asked again); names stay as the gateway masked them. */
export function loadWinners(language: string): Promise<Winner[]> {
  const key = language.toUpperCase();
  const kept = winnerBoards.get(key);
  if (kept) return kept;
  const board = withPlainFailure(async () =>
    (await fetchWinners(key)).map((entry) => ({
      gameName: entry.gameName,
      playerName: entry.customerName,
      amount: entry.winAmount,
      iconUrl: entry.iconUrl,
    })),
  );
  winnerBoards.set(key, board);
  board.catch(() => {
    if (winnerBoards.get(key) === board) winnerBoards.delete(key);
  });
  return board;
}
