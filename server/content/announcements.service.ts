/**
 * Banners, notices and promotions: what is active for a merchant, language and platform. The
 * operator's publishing lives in content-publishing.service.ts.
 *
 * Language: items in the requested language; where there are none, the merchant default's (per
 * banner group for banners, per list for notices and promotions). Active: start <= now < end.
 */
import type { AnnouncementType } from '../../wire/content.schemas';
import type { Queryable } from '../db/db.types';

export type Platform = 'W' | 'M' | 'A';
export type LinkageType = 'ROUTE' | 'URL' | 'PROMOTION';
export const LINKAGE_TYPES: readonly LinkageType[] = ['ROUTE', 'URL', 'PROMOTION'];
/** AGENT: a notice for agents only, listed in the agent centre (agentAnnouncements) and nowhere else. */
export const NOTICE_TYPES = ['GENERAL', 'NEWS', 'MAINTENANCE', 'PROMOTION', 'PAYMENT', 'AGENT'] as const;
export const PROMOTION_CATEGORIES = ['NEW_MEMBER', 'DEPOSIT', 'REBATE', 'SPORTS', 'CASINO', 'VIP', 'EVENT'] as const;

/** Announcement types of the relay's `types` parameter: B banners, PL notices, PU after-login popups, PR promotions. */
export type { AnnouncementType };

/** A bad value in content the operator tried to publish; the message names the field. */
export class ContentError extends Error {}

export interface BannerView {
  id: number;
  groupName: string;
  title: string;
  /** the picture (same as imageUrl) */
  url: string;
  imageUrl: string;
  /** null: not clickable */
  linkageType: LinkageType | null;
  /** ROUTE: a site path; URL: an http(s) address; PROMOTION: the promotion's code (or id) for the detail call */
  linkage: string | null;
  sort: number;
  startTime: number;
  endTime: number | null;
}

export interface NoticeView {
  id: number;
  title: string;
  /** sanitised HTML */
  content: string;
  promotionType: string;
  showAfterLogin: boolean;
  sort: number;
  startTime: number;
  endTime: number | null;
}

export interface PromotionView {
  id: number;
  /** shared by the same promotion's languages; null when the operator gave none */
  code: string | null;
  title: string;
  summary: string;
  category: string;
  promotionType: string;
  imageUrl: string;
  announcementImages: { imageUrl: string }[];
  sort: number;
  startTime: number;
  endTime: number | null;
}

export interface PromotionDetailView extends PromotionView {
  /** sanitised HTML */
  content: string;
  language: string;
}

export interface Announcements {
  banners: BannerView[];
  player: NoticeView[];
  popup: NoticeView[];
  promotion: PromotionView[];
}

const ms = (date: Date | string) => new Date(date).getTime();
const msOrNull = (date: Date | string | null) => (date === null ? null : ms(date));

interface Window {
  start_at: Date;
  end_at: Date | null;
}

const ACTIVE = `merchant_id = $1 AND language = ANY($2::text[]) AND platform = ANY($3::text[]) AND start_at <= $4 AND (end_at IS NULL OR end_at > $4)`;

interface Scope {
  merchantId: number;
  language: string;
  defaultLanguage: string;
  platform: 'W' | 'M';
  now: Date;
}

const scopeParams = (scope: Scope) => [scope.merchantId, [scope.language, scope.defaultLanguage], [scope.platform, 'A'], scope.now];

/** The requested language's rows, or the default language's when it has none. */
function inLanguage<T extends { language: string }>(rows: T[], scope: Pick<Scope, 'language' | 'defaultLanguage'>): T[] {
  const own = rows.filter((row) => row.language === scope.language);
  return own.length > 0 ? own : rows.filter((row) => row.language === scope.defaultLanguage);
}

type BannerRow = Window & {
  id: number;
  group_name: string;
  language: string;
  title: string;
  image_url: string;
  linkage_type: LinkageType | null;
  linkage_target: string | null;
  sort: number;
};
type NoticeRow = Window & {
  id: number;
  language: string;
  title: string;
  content: string;
  notice_type: string;
  show_after_login: boolean;
  sort: number;
};
type PromotionRow = Window & {
  id: number;
  code: string | null;
  language: string;
  title: string;
  summary: string;
  content: string;
  image_url: string;
  category: string;
  sort: number;
};

const bannerView = (row: BannerRow): BannerView => ({
  id: row.id,
  groupName: row.group_name,
  title: row.title,
  url: row.image_url,
  imageUrl: row.image_url,
  linkageType: row.linkage_type,
  linkage: row.linkage_target,
  sort: row.sort,
  startTime: ms(row.start_at),
  endTime: msOrNull(row.end_at),
});

const noticeView = (row: NoticeRow): NoticeView => ({
  id: row.id,
  title: row.title,
  content: row.content,
  promotionType: row.notice_type,
  showAfterLogin: row.show_after_login,
  sort: row.sort,
  startTime: ms(row.start_at),
  endTime: msOrNull(row.end_at),
});

const promotionView = (row: PromotionRow): PromotionView => ({
  id: row.id,
  code: row.code,
  title: row.title,
  summary: row.summary,
  category: row.category,
  promotionType: row.category,
  imageUrl: row.image_url,
  announcementImages: [{ imageUrl: row.image_url }],
  sort: row.sort,
  startTime: ms(row.start_at),
  endTime: msOrNull(row.end_at),
});

export async function activeAnnouncements(db: Queryable, scope: Scope, types: ReadonlySet<AnnouncementType>): Promise<Announcements> {
  const params = scopeParams(scope);
  const wantNotices = types.has('PL') || types.has('PU');
  const [banners, notices, promotions] = await Promise.all([
    types.has('B') ? db.query<BannerRow>(`SELECT * FROM content_banners WHERE ${ACTIVE} ORDER BY group_name, sort, id`, params) : null,
    wantNotices
      ? db.query<NoticeRow>(`SELECT * FROM content_notices WHERE ${ACTIVE} AND notice_type <> 'AGENT' ORDER BY sort, start_at DESC, id`, params)
      : null,
    types.has('PR')
      ? db.query<PromotionRow>(
          `SELECT id, code, language, title, summary, '' AS content, image_url, category, sort, start_at, end_at FROM content_promotions WHERE ${ACTIVE} ORDER BY sort, id`,
          params,
        )
      : null,
  ]);

  const byGroup = new Map<string, BannerRow[]>();
  for (const row of banners?.rows ?? []) byGroup.set(row.group_name, [...(byGroup.get(row.group_name) ?? []), row]);
  const bannerRows = [...byGroup.values()].flatMap((rows) => inLanguage(rows, scope));
  const noticeRows = inLanguage(notices?.rows ?? [], scope);

  return {
    banners: bannerRows.map(bannerView),
    player: types.has('PL') ? noticeRows.map(noticeView) : [],
    popup: types.has('PU') ? noticeRows.filter((row) => row.show_after_login).map(noticeView) : [],
    promotion: inLanguage(promotions?.rows ?? [], scope).map(promotionView),
  };
}

export interface AgentAnnouncementView {
  id: number;
  title: string;
  /** sanitised HTML */
  content: string;
  publishedAt: number;
}

/**
 * The active notices for agents (type AGENT) on every platform, newest first, in the requested
 * language or the merchant default's.
 */
export async function agentAnnouncements(db: Queryable, scope: Omit<Scope, 'platform'>): Promise<AgentAnnouncementView[]> {
  const rows = await db.query<NoticeRow>(
    `SELECT * FROM content_notices WHERE merchant_id = $1 AND language = ANY($2::text[]) AND notice_type = 'AGENT'
        AND start_at <= $3 AND (end_at IS NULL OR end_at > $3)
      ORDER BY start_at DESC, sort, id`,
    [scope.merchantId, [scope.language, scope.defaultLanguage], scope.now],
  );
  return inLanguage(rows.rows, scope).map((row) => ({ id: row.id, title: row.title, content: row.content, publishedAt: ms(row.start_at) }));
}

/**
 * One active promotion with its HTML detail, by id, or by code in the request's language (else the
 * merchant default's, else any language's).
 */
export async function promotionDetail(
  db: Queryable,
  scope: Omit<Scope, 'platform'>,
  key: { id: number } | { code: string },
): Promise<PromotionDetailView | null> {
  const found =
    'id' in key
      ? await db.query<PromotionRow>(
          'SELECT * FROM content_promotions WHERE merchant_id = $1 AND id = $2 AND start_at <= $3 AND (end_at IS NULL OR end_at > $3)',
          [scope.merchantId, key.id, scope.now],
        )
      : await db.query<PromotionRow>(
          `SELECT * FROM content_promotions WHERE merchant_id = $1 AND code = $2 AND start_at <= $3 AND (end_at IS NULL OR end_at > $3)
           ORDER BY language = $4 DESC, language = $5 DESC, id LIMIT 1`,
          [scope.merchantId, key.code, scope.now, scope.language, scope.defaultLanguage],
        );
  const row = found.rows[0];
  return row ? { ...promotionView(row), content: row.content, language: row.language } : null;
}
