/**
 * Banners, notices and promotions: what is active for a merchant, language and platform, and the
 * operator's publishing (admin CLI and seed share these functions, so every stored HTML went
 * through the sanitiser and every link through the URL check).
 *
 * Language: items in the requested language; where there are none, the merchant default's (per
 * banner group for banners, per list for notices and promotions). Active: start <= now < end.
 */
import type { Queryable } from '../db/db.types';
import { GROUP_NAME_PATTERN } from './banner-groups';
import { plainText, safeUrl, sanitizeHtml } from './html-sanitizer';

export type Platform = 'W' | 'M' | 'A';
export type LinkageType = 'ROUTE' | 'URL' | 'PROMOTION';
export const LINKAGE_TYPES: readonly LinkageType[] = ['ROUTE', 'URL', 'PROMOTION'];
export const NOTICE_TYPES = ['GENERAL', 'NEWS', 'MAINTENANCE', 'PROMOTION', 'PAYMENT'] as const;
export const PROMOTION_CATEGORIES = ['NEW_MEMBER', 'DEPOSIT', 'REBATE', 'SPORTS', 'CASINO', 'VIP', 'EVENT'] as const;

/** Announcement types of the relay's `types` parameter. */
export type AnnouncementType = 'B' | 'PL' | 'PU' | 'PR';

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
function inLanguage<T extends { language: string }>(rows: T[], scope: Scope): T[] {
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
    wantNotices ? db.query<NoticeRow>(`SELECT * FROM content_notices WHERE ${ACTIVE} ORDER BY sort, start_at DESC, id`, params) : null,
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

// ---- publishing -------------------------------------------------------------------------------

interface Common {
  merchantId: number;
  language: string;
  platform?: Platform;
  sort?: number;
  startAt?: Date | null;
  endAt?: Date | null;
  now: Date;
}

export interface BannerInput extends Common {
  groupName: string;
  title?: string;
  imageUrl: string;
  linkageType?: LinkageType | null;
  linkageTarget?: string | null;
}

export interface NoticeInput extends Common {
  title: string;
  content: string;
  noticeType?: string;
  showAfterLogin?: boolean;
}

export interface PromotionInput extends Common {
  /** shared by the promotion's languages: lower-case letters, digits and - */
  code?: string | null;
  title: string;
  summary?: string;
  content: string;
  imageUrl: string;
  category: string;
}

/** A picture: an http(s) address or a path of this site. */
export function pictureUrl(raw: string, field = 'image'): string {
  const url = safeUrl(raw);
  if (url === null || !(url.startsWith('/') || /^https?:\/\//i.test(url)))
    throw new ContentError(`${field}: an http(s) address or a path of this site`);
  return url;
}

function activeWindow(input: Common): { startAt: Date; endAt: Date | null } {
  const startAt = input.startAt ?? input.now;
  const endAt = input.endAt ?? null;
  if (endAt !== null && endAt.getTime() <= startAt.getTime()) throw new ContentError('until: must be after the start');
  return { startAt, endAt };
}

function required(text: string, field: string, max: number): string {
  const value = plainText(text, max);
  if (value === '') throw new ContentError(`${field}: required`);
  return value;
}

function html(text: string, field: string): string {
  const value = sanitizeHtml(text).trim();
  if (value === '') throw new ContentError(`${field}: required (and not only markup that is not allowed)`);
  return value;
}

async function linkage(db: Queryable, input: BannerInput): Promise<{ type: LinkageType | null; target: string | null }> {
  const type = input.linkageType ?? null;
  const raw = (input.linkageTarget ?? '').trim();
  if (type === null) {
    if (raw !== '') throw new ContentError('link: needs a link type (ROUTE, URL or PROMOTION)');
    return { type: null, target: null };
  }
  if (type === 'ROUTE') {
    const path = safeUrl(raw);
    if (path === null || !path.startsWith('/')) throw new ContentError('link: a path of this site, e.g. /promotions');
    return { type, target: path };
  }
  if (type === 'URL') {
    const url = safeUrl(raw);
    if (url === null || !/^https?:\/\//i.test(url)) throw new ContentError('link: an http(s) address');
    return { type, target: url };
  }
  // a code names the promotion in every language; an id names one row
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  const found = await db.query('SELECT 1 FROM content_promotions WHERE merchant_id = $1 AND (code = $2 OR id = $3) LIMIT 1', [
    input.merchantId,
    raw,
    id,
  ]);
  if (!found.rows.length) throw new ContentError(`link: no promotion ${raw}`);
  return { type, target: raw };
}

export async function addBanner(db: Queryable, input: BannerInput): Promise<number> {
  if (!GROUP_NAME_PATTERN.test(input.groupName)) throw new ContentError('group: letters, digits, _ or -, e.g. w_home');
  const image = pictureUrl(input.imageUrl);
  const link = await linkage(db, input);
  const { startAt, endAt } = activeWindow(input);
  const inserted = await db.query<{ id: number }>(
    `INSERT INTO content_banners (merchant_id, group_name, language, platform, title, image_url, linkage_type, linkage_target, sort, start_at, end_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
    [
      input.merchantId,
      input.groupName,
      input.language,
      input.platform ?? 'A',
      plainText(input.title ?? '', 120),
      image,
      link.type,
      link.target,
      input.sort ?? 0,
      startAt,
      endAt,
      input.now,
    ],
  );
  return inserted.rows[0].id;
}

export async function addNotice(db: Queryable, input: NoticeInput): Promise<number> {
  const noticeType = (input.noticeType ?? 'GENERAL').toUpperCase();
  if (!(NOTICE_TYPES as readonly string[]).includes(noticeType)) throw new ContentError(`type: one of ${NOTICE_TYPES.join(', ')}`);
  const { startAt, endAt } = activeWindow(input);
  const inserted = await db.query<{ id: number }>(
    `INSERT INTO content_notices (merchant_id, language, platform, title, content, notice_type, show_after_login, sort, start_at, end_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
    [
      input.merchantId,
      input.language,
      input.platform ?? 'A',
      required(input.title, 'title', 120),
      html(input.content, 'content'),
      noticeType,
      input.showAfterLogin ?? false,
      input.sort ?? 0,
      startAt,
      endAt,
      input.now,
    ],
  );
  return inserted.rows[0].id;
}

export async function addPromotion(db: Queryable, input: PromotionInput): Promise<number> {
  const category = input.category.toUpperCase();
  const code = input.code ?? null;
  if (code !== null && !/^[a-z0-9][a-z0-9-]{1,39}$/.test(code)) throw new ContentError('code: lower-case letters, digits or -, e.g. welcome-bonus');
  if (code !== null) {
    const taken = await db.query('SELECT 1 FROM content_promotions WHERE merchant_id = $1 AND language = $2 AND code = $3', [
      input.merchantId,
      input.language,
      code,
    ]);
    if (taken.rows.length) throw new ContentError(`code: ${code} already has a ${input.language} promotion`);
  }
  if (!(PROMOTION_CATEGORIES as readonly string[]).includes(category)) throw new ContentError(`category: one of ${PROMOTION_CATEGORIES.join(', ')}`);
  const { startAt, endAt } = activeWindow(input);
  const inserted = await db.query<{ id: number }>(
    `INSERT INTO content_promotions (merchant_id, language, platform, title, summary, content, image_url, category, sort, start_at, end_at, created_at, code)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
    [
      input.merchantId,
      input.language,
      input.platform ?? 'A',
      required(input.title, 'title', 120),
      plainText(input.summary ?? '', 300),
      html(input.content, 'content'),
      pictureUrl(input.imageUrl),
      category,
      input.sort ?? 0,
      startAt,
      endAt,
      input.now,
      code,
    ],
  );
  return inserted.rows[0].id;
}

export type ContentKind = 'banner' | 'notice' | 'promotion';

const TABLES: Record<ContentKind, string> = { banner: 'content_banners', notice: 'content_notices', promotion: 'content_promotions' };

export interface ContentListing {
  id: number;
  language: string;
  label: string;
  sort: number;
  startAt: Date;
  endAt: Date | null;
}

/** Every item of a kind (active or not), for the operator. */
export async function listContent(
  db: Queryable,
  merchantId: number,
  kind: ContentKind,
  filter: { language?: string; group?: string } = {},
): Promise<ContentListing[]> {
  const label =
    kind === 'banner' ? `group_name || '  ' || image_url` : kind === 'notice' ? `notice_type || '  ' || title` : `category || '  ' || title`;
  const byGroup = kind === 'banner';
  const rows = await db.query<{ id: number; language: string; label: string; sort: number; start_at: Date; end_at: Date | null }>(
    `SELECT id, language, ${label} AS label, sort, start_at, end_at FROM ${TABLES[kind]}
     WHERE merchant_id = $1 AND ($2::text IS NULL OR language = $2) ${byGroup ? 'AND ($3::text IS NULL OR group_name = $3)' : ''}
     ORDER BY language, ${byGroup ? 'group_name, ' : ''}sort, id`,
    byGroup ? [merchantId, filter.language ?? null, filter.group ?? null] : [merchantId, filter.language ?? null],
  );
  return rows.rows.map((r) => ({
    id: r.id,
    language: r.language,
    label: r.label,
    sort: r.sort,
    startAt: new Date(r.start_at),
    endAt: r.end_at ? new Date(r.end_at) : null,
  }));
}

/** Removes one item; false when the merchant has no such item. A banner linking to a removed promotion loses its link. */
export async function removeContent(db: Queryable, merchantId: number, kind: ContentKind, id: number): Promise<boolean> {
  const removed = await db.query<{ code: string | null }>(
    `DELETE FROM ${TABLES[kind]} WHERE merchant_id = $1 AND id = $2 RETURNING ${kind === 'promotion' ? 'code' : 'NULL::text AS code'}`,
    [merchantId, id],
  );
  if (!removed.rows.length) return false;
  if (kind === 'promotion') {
    // banners pointing at a promotion that no longer exists in any language stop being links
    await db.query(
      `UPDATE content_banners b SET linkage_type = NULL, linkage_target = NULL
       WHERE b.merchant_id = $1 AND b.linkage_type = 'PROMOTION' AND (b.linkage_target = $2 OR b.linkage_target = $3)
         AND NOT EXISTS (SELECT 1 FROM content_promotions p WHERE p.merchant_id = $1 AND (p.code = b.linkage_target OR p.id::text = b.linkage_target))`,
      [merchantId, String(id), removed.rows[0].code ?? String(id)],
    );
  }
  return true;
}
