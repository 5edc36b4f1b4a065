/**
 * Message catalogs: Malay (MS, the product default), English (EN) and Simplified Chinese (CN).
 * The other offered language codes (about 40, from the merchant's configuration) fall back to the
 * English catalog until a catalog exists for them; the language menu says so on those entries.
 */
import { i18n } from '@lingui/core';
import type { Messages } from '@lingui/core';
import { readStored, writeStored } from './storage';

export type Locale = 'ms' | 'en' | 'zh';

export const DEFAULT_LANGUAGE_CODE = 'MS';

const localeByCode: Record<string, Locale> = { MS: 'ms', EN: 'en', CN: 'zh', ZH: 'zh' };
const htmlLang: Record<Locale, string> = { ms: 'ms', en: 'en', zh: 'zh-CN' };

// One lazy chunk per catalog: only the active language is downloaded.
const loaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
  ms: () => import('../locales/ms/messages.po'),
  en: () => import('../locales/en/messages.po'),
  zh: () => import('../locales/zh/messages.po'),
};

/** A part of the catalog that only some chunks show (lingui.config.ts): loaded with them, not at start. */
export type CatalogPart = 'centre';

const partLoaders: Record<CatalogPart, Record<Locale, () => Promise<{ messages: Messages }>>> = {
  centre: {
    ms: () => import('../locales/ms/centre.po'),
    en: () => import('../locales/en/centre.po'),
    zh: () => import('../locales/zh/centre.po'),
  },
};

/** The parts asked for so far: a language activated later loads them too, before it shows. */
const partsInUse = new Set<CatalogPart>();

/**
 * Loads a part of the catalog in the active language, and keeps it loaded in every language
 * activated later. A chunk that shows the part's texts loads it beside its code (src/views/shell/shell.view.tsx).
 */
/** A chunk's module once it and the catalog part it shows are both loaded. */
export async function withCatalogPart<TModule>(part: CatalogPart, module: Promise<TModule>): Promise<TModule> {
  const [loaded] = await Promise.all([module, loadCatalogPart(part)]);
  return loaded;
}

export async function loadCatalogPart(part: CatalogPart): Promise<void> {
  partsInUse.add(part);
  const locale = (i18n.locale || 'en') as Locale;
  const { messages } = await partLoaders[part][locale]();
  i18n.load(locale, messages);
}

export function localeForLanguageCode(code: string): Locale {
  return localeByCode[code.toUpperCase()] ?? 'en';
}

/** The code has a catalog of its own (MS, EN, CN); every other code is shown in English. */
export function hasOwnCatalog(code: string): boolean {
  return Object.hasOwn(localeByCode, code.toUpperCase());
}

/** The BCP 47 tag of a catalog locale, for `<html lang>` and `Intl` formatting (dates, weekdays). */
export function intlLocaleOf(locale: string): string {
  return htmlLang[locale as Locale] ?? locale;
}

export function readStoredLanguageCode(): string {
  return readStoredLanguageChoice() ?? DEFAULT_LANGUAGE_CODE;
}

/** Loads and activates the catalog for a language code and mirrors it on `<html lang>`. */
export async function activateLanguage(code: string): Promise<Locale> {
  const locale = localeForLanguageCode(code);
  const catalogs = await Promise.all([loaders[locale](), ...[...partsInUse].map((part) => partLoaders[part][locale]())]);
  for (const { messages } of catalogs) i18n.load(locale, messages);
  i18n.activate(locale);
  document.documentElement.lang = htmlLang[locale];
  return locale;
}

/** Keeps a chosen language under `hisLang` (CONTRACT §2); requests send it as `Language`. */
export function storeLanguageCode(code: string): void {
  writeStored('local', 'hisLang', code.toUpperCase());
}

/** What `hisLang` holds, null when nothing was stored (or storage is disabled). */
export function readStoredLanguageChoice(): string | null {
  return readStored('local', 'hisLang');
}

export { i18n };
