/**
 * Message catalogs: Malay (MS, the product default), English (EN) and Simplified Chinese (CN).
 * The other offered language codes (about 40, from the merchant's configuration) fall back to the
 * English catalog until a catalog exists for them; the language menu says so on those entries.
 */
import { i18n } from '@lingui/core';
import type { Messages } from '@lingui/core';

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
  const { messages } = await loaders[locale]();
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = htmlLang[locale];
  return locale;
}

/** Keeps a chosen language under `hisLang` (CONTRACT §2); requests send it as `Language`. */
export function storeLanguageCode(code: string): void {
  try {
    window.localStorage.setItem('hisLang', code.toUpperCase());
  } catch {
    // storage disabled: the choice lasts for this page only
  }
}

/** What `hisLang` holds, null when nothing was stored (or storage is disabled). */
export function readStoredLanguageChoice(): string | null {
  try {
    return window.localStorage.getItem('hisLang');
  } catch {
    return null;
  }
}

export { i18n };
