/**
 * Help centre: categories of entries per merchant and language (falling back to the merchant
 * default when a language has none). Entry codes are page hashes: /help#agent, #term.
 */
import type { Queryable } from '../db/db.types';
import { ContentError } from './announcements.service';
import { plainText, sanitizeHtml } from './html-sanitizer';

export interface HelpEntryView {
  code: string;
  title: string;
  /** sanitised HTML */
  content: string;
}

export interface HelpCategoryView {
  code: string;
  title: string;
  entries: HelpEntryView[];
}

const CODE = /^[a-z][a-z0-9-]{1,39}$/;

async function categoriesIn(db: Queryable, merchantId: number, language: string): Promise<HelpCategoryView[]> {
  const rows = await db.query<{ category_code: string; category_title: string; code: string | null; title: string | null; content: string | null }>(
    `SELECT c.code AS category_code, c.title AS category_title, e.code, e.title, e.content
     FROM help_categories c LEFT JOIN help_entries e ON e.category_id = c.id
     WHERE c.merchant_id = $1 AND c.language = $2
     ORDER BY c.sort, c.id, e.sort, e.id`,
    [merchantId, language],
  );
  const categories: HelpCategoryView[] = [];
  for (const row of rows.rows) {
    let category = categories.at(-1);
    if (category?.code !== row.category_code) {
      category = { code: row.category_code, title: row.category_title, entries: [] };
      categories.push(category);
    }
    if (row.code !== null) category.entries.push({ code: row.code, title: row.title ?? '', content: row.content ?? '' });
  }
  return categories;
}

export async function helpCenter(
  db: Queryable,
  merchantId: number,
  language: string,
  defaultLanguage: string,
): Promise<{ language: string; categories: HelpCategoryView[] }> {
  const own = await categoriesIn(db, merchantId, language);
  if (own.length > 0 || language === defaultLanguage) return { language, categories: own };
  return { language: defaultLanguage, categories: await categoriesIn(db, merchantId, defaultLanguage) };
}

/** Creates or replaces one entry (and its category); the content is sanitised here. */
export async function putHelpEntry(
  db: Queryable,
  input: {
    merchantId: number;
    language: string;
    category: { code: string; title: string; sort: number };
    entry: { code: string; title: string; content: string; sort: number };
  },
): Promise<void> {
  if (!CODE.test(input.category.code) || !CODE.test(input.entry.code)) throw new ContentError('code: lower-case letters, digits or -');
  const content = sanitizeHtml(input.entry.content).trim();
  if (content === '') throw new ContentError('content: required');
  const category = await db.query<{ id: number }>(
    `INSERT INTO help_categories (merchant_id, language, code, title, sort) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (merchant_id, language, code) DO UPDATE SET title = EXCLUDED.title, sort = EXCLUDED.sort RETURNING id`,
    [input.merchantId, input.language, input.category.code, plainText(input.category.title, 80), input.category.sort],
  );
  await db.query(
    `INSERT INTO help_entries (category_id, code, title, content, sort) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (category_id, code) DO UPDATE SET title = EXCLUDED.title, content = EXCLUDED.content, sort = EXCLUDED.sort`,
    [category.rows[0].id, input.entry.code, plainText(input.entry.title, 120), content, input.entry.sort],
  );
}
