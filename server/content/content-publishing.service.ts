/**
 * The operator's publishing of banners, notices and promotions (admin CLI and seed share these
 * functions, so every stored HTML went through the sanitiser and every link through the URL
 * check), and the listing and removal of what was published.
 */
import type { Queryable } from '../db/db.types';
import { ContentError, NOTICE_TYPES, PROMOTION_CATEGORIES } from './announcements.service';
import type { LinkageType, Platform } from './announcements.service';
import { GROUP_NAME_PATTERN } from './banner-groups';
import { plainText, safeUrl, sanitizeHtml } from './html-sanitizer';

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
