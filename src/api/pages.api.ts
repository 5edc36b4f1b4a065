/**
 * The content pages' calls (no token unless noted; server/routes/content*.routes.ts): the help
 * centre, the promotions list and a promotion's detail, the VIP ranks, the notices of the notice
 * page and the app downloads of the status call. HTML fields are sanitised again before rendering.
 */
import type { HelpCenterValue, Notice, Promotion, PromotionDetailValue, VipRank, VipRanksValue } from '../../wire/content.schemas';
import type { SystemStatusValue } from '../../wire/system.schemas';
import { callApi } from './client';
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
