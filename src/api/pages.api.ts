/**
 * The content pages' calls (no token unless noted; server/content/content*.routes.ts): the help
 * centre, the promotions list and a promotion's detail, the VIP ranks, the notices of the notice
 * page and the app downloads of the status call. HTML fields are sanitised again before rendering.
 * Each page's `pageData` chart loads through a page source here: the answer and how many items it
 * holds (0 shows the page's empty state).
 */
import type { PageParams } from '../../machines/page-data';
import type { HelpCenterValue, Notice, Promotion, PromotionDetailValue, VipRank, VipRanksValue } from '../../wire/content.schemas';
import type { SystemStatusValue } from '../../wire/system.schemas';
import { callApi, withPlainFailure } from './client';
import { readLanguageCode } from './request-context';
import type { Widened } from './wire-types';

/** The help centre (wire/content.schemas.ts): categories of entries whose code is the /help hash (`agent`, `term`, `about`, ...), HTML content. */
export type HelpCenter = HelpCenterValue;
export type HelpCategory = HelpCenter['categories'][number];
export type HelpEntry = HelpCategory['entries'][number];

/**
 * A promotion of the list: `code` is shared by the promotion's languages (null for one opened by
 * id); `category` NEW_MEMBER, DEPOSIT, REBATE, SPORTS, CASINO, VIP, EVENT or a merchant's own.
 */
export type PromotionSummary = Pick<Promotion, 'id' | 'code' | 'title' | 'summary' | 'category' | 'imageUrl'> &
  Partial<Pick<Promotion, 'announcementImages'>>;

/** A promotion with its HTML detail. */
export type PromotionDetail = PromotionSummary & Pick<PromotionDetailValue, 'content'>;

/** A notice of the notice page: HTML content; GENERAL, NEWS, MAINTENANCE, PROMOTION or PAYMENT. */
export type PageNotice = Pick<Notice, 'id' | 'title' | 'content'> & {
  promotionType: Widened<Notice['promotionType']>;
  startTime?: Notice['startTime'];
};

/** The VIP club: amounts in major units, the rebate in percent of valid bets; the caller's rank with a token only. */
export type VipRanks = VipRanksValue;
export type { VipRank };
export type VipBenefits = VipRank['benefits'];

type AppDownloadWire = SystemStatusValue['info']['appDownload'];
export type AppLink = NonNullable<AppDownloadWire['android']>;

/** The app downloads of the status call; `imageUrl` null when the gateway sends none. */
export type AppDownload = Pick<AppDownloadWire, 'android' | 'ios'> & { imageUrl: AppDownloadWire['imageUrl'] | null };

interface Announcements {
  player?: PageNotice[];
  promotion?: PromotionSummary[];
}

export function fetchHelpCenter(language: string): Promise<HelpCenter> {
  return callApi<HelpCenter>('/wps/system/helpCenter', { query: { lang: language, device: 'WEB' } });
}

export async function fetchPromotions(language: string): Promise<PromotionSummary[]> {
  const value = await callApi<Announcements>('/wps/relay/MCSFE_getListAnnouncements', {
    query: { types: 'PR', platform: 'W', execution: 'B', language },
  });
  return value.promotion ?? [];
}

/** One promotion by its code, or by id for a promotion without a code. */
export function fetchPromotionDetail(ref: { code: string } | { id: number }, language: string): Promise<PromotionDetail> {
  return callApi<PromotionDetail>('/wps/relay/MCSFE_getPromotionDetail', { query: { ...ref, language } });
}

export async function fetchNotices(language: string): Promise<PageNotice[]> {
  const value = await callApi<Announcements>('/wps/relay/MCSFE_getListAnnouncements', {
    query: { types: 'PL', platform: 'W', execution: 'B', language },
  });
  return value.player ?? [];
}

/** With a token the answer carries the member's rank (an invalid token is ignored, not refused). */
export function fetchVipRanks(): Promise<VipRanks> {
  return callApi<VipRanks>('/wps/relay/MCSFE_getVipRanks', { token: true });
}

/** The app downloads of the status call (`info.appDownload`); none when the gateway sends none. */
export async function fetchAppDownload(pageHost: string): Promise<AppDownload> {
  const value = await callApi<{ info?: { appDownload?: Partial<AppDownload> | null } }>('/wps/system/status', { query: { url: pageHost } });
  const found = value.info?.appDownload ?? null;
  return { android: found?.android ?? null, ios: found?.ios ?? null, imageUrl: found?.imageUrl ?? null };
}

/** The help content has an `agent` entry (the affiliate link's target). */
export function hasAgentHelpEntry(language: string): Promise<boolean> {
  return withPlainFailure(async () => {
    const help = await fetchHelpCenter(language);
    return (help.categories ?? []).some((category) => (category.entries ?? []).some((entry) => entry.code === 'agent'));
  });
}

/** Loads one page's data for the page's parameters, with the number of items it holds. */
export type PageSource<T> = (params: PageParams) => Promise<{ data: T; count: number }>;

export interface PageSources {
  /** `{ language }` */
  help: PageSource<HelpCenter>;
  /** `{ language }` */
  promotions: PageSource<PromotionSummary[]>;
  /** `{ language, code }` or `{ language, id }`; a promotion the gateway does not have counts 0 */
  promotionDetail: PageSource<PromotionDetail | null>;
  /** `{ language }` */
  notices: PageSource<PageNotice[]>;
  /** `{ account }`: who is signed in ('' for a guest), so signing in loads the member's rank */
  vipRanks: PageSource<VipRanks>;
  /** `{}` */
  appDownload: PageSource<AppDownload>;
}

/** The calls the sources make (the gateway's, or a test's answers). */
export interface PagesApi {
  fetchHelpCenter: (language: string) => Promise<HelpCenter>;
  fetchPromotions: (language: string) => Promise<PromotionSummary[]>;
  fetchPromotionDetail: (ref: { code: string } | { id: number }, language: string) => Promise<PromotionDetail>;
  fetchNotices: (language: string) => Promise<PageNotice[]>;
  fetchVipRanks: () => Promise<VipRanks>;
  /** the app downloads of the status call for the page's host */
  fetchAppDownload: () => Promise<AppDownload>;
}

/** The gateway's promotion codes (server/content/content.routes.ts); anything else is not one. */
const PROMOTION_CODE = /^[a-z0-9][a-z0-9-]{0,39}$/;
const PROMOTION_ID = /^[1-9]\d{0,8}$/;

/** The promotion a detail page's parameters name, or null when they name none the gateway could have. */
export function promotionRef(params: PageParams): { code: string } | { id: number } | null {
  if (params.code !== undefined) return PROMOTION_CODE.test(params.code) ? { code: params.code } : null;
  if (params.id !== undefined) return PROMOTION_ID.test(params.id) ? { id: Number(params.id) } : null;
  return null;
}

const errorCodeOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'errorCode' in error ? (error as { errorCode: unknown }).errorCode : null;

/** A source whose every failure, an answer it cannot read included, rejects as `{ errorCode, value }`. */
const plain =
  <T>(source: PageSource<T>): PageSource<T> =>
  (params) =>
    withPlainFailure(() => source(params));

/** The content pages' sources over `api`; a page without a language asks in the stored one. */
export function pageSources(api: PagesApi): PageSources {
  const language = (params: PageParams) => params.language ?? readLanguageCode();
  return {
    help: plain(async (params) => {
      const help = await api.fetchHelpCenter(language(params));
      return { data: help, count: help.categories.reduce((sum, category) => sum + category.entries.length, 0) };
    }),
    promotions: plain(async (params) => {
      const list = await api.fetchPromotions(language(params));
      return { data: list, count: list.length };
    }),
    promotionDetail: plain(async (params) => {
      const ref = promotionRef(params);
      if (ref === null) return { data: null, count: 0 };
      try {
        return { data: await api.fetchPromotionDetail(ref, language(params)), count: 1 };
      } catch (error) {
        // ended, withdrawn or never existed: the page says the promotion is not available
        if (errorCodeOf(error) === 'not.found') return { data: null, count: 0 };
        throw error;
      }
    }),
    notices: plain(async (params) => {
      const list = await api.fetchNotices(language(params));
      return { data: list, count: list.length };
    }),
    vipRanks: plain(async () => {
      const vip = await api.fetchVipRanks();
      return { data: vip, count: vip.enabled ? vip.ranks.length : 0 };
    }),
    appDownload: plain(async () => {
      const download = await api.fetchAppDownload();
      return { data: download, count: Number(download.android !== null) + Number(download.ios !== null) };
    }),
  };
}
