/**
 * The content pages' calls (no token unless noted; server/routes/content*.routes.ts): the help
 * centre, the promotions list and a promotion's detail, the VIP ranks, the notices of the notice
 * page and the app downloads of the status call. HTML fields are sanitised again before rendering.
 */
import { callApi } from './client';

export interface HelpEntry {
  /** the /help hash: `agent`, `term`, `about`, ... */
  code: string;
  title: string;
  /** HTML */
  content: string;
}

export interface HelpCategory {
  code: string;
  title: string;
  entries: HelpEntry[];
}

export interface HelpCenter {
  language: string;
  categories: HelpCategory[];
}

export interface PromotionSummary {
  id: number;
  /** shared by the promotion's languages; null for a promotion without one (opened by id) */
  code: string | null;
  title: string;
  summary: string;
  /** NEW_MEMBER, DEPOSIT, REBATE, SPORTS, CASINO, VIP, EVENT or a merchant's own */
  category: string;
  imageUrl: string;
  announcementImages?: { imageUrl: string }[];
}

export interface PromotionDetail extends PromotionSummary {
  /** HTML */
  content: string;
}

export interface PageNotice {
  id: number;
  title: string;
  /** HTML */
  content: string;
  /** GENERAL, NEWS, MAINTENANCE, PROMOTION or PAYMENT */
  promotionType: string;
  startTime?: number;
}

export interface VipBenefits {
  upgradeBonus: number;
  monthlyBonus: number;
  birthdayBonus: number;
  /** percent of valid bets */
  rebateRate: number;
  dailyWithdrawalCount: number;
  dailyWithdrawalLimit: number;
  dedicatedService: boolean;
}

export interface VipRank {
  level: number;
  name: string;
  iconUrl: string;
  /** major units, two decimals */
  depositRequired: number;
  turnoverRequired: number;
  benefits: VipBenefits;
}

export interface VipRanks {
  enabled: boolean;
  /** the caller's rank, with a token only */
  currentLevel: number | null;
  ranks: VipRank[];
}

export interface AppLink {
  url: string;
  qrCodeUrl: string | null;
}

export interface AppDownload {
  android: AppLink | null;
  ios: AppLink | null;
  imageUrl: string | null;
}

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
