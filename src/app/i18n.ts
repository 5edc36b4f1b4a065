/**
 * Message catalogs: Malay (MS, the product default), English (EN) and Simplified Chinese (CN).
 * The other offered language codes fall back to English until a catalog exists for them.
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

export function readStoredLanguageCode(): string {
  try {
    return window.localStorage.getItem('hisLang') ?? DEFAULT_LANGUAGE_CODE;
  } catch {
    return DEFAULT_LANGUAGE_CODE;
  }
}

/** Loads and activates the catalog for a language code and mirrors it on `<html lang>`. */
export async function activateLanguage(code: string): Promise<Locale> {
  const locale = localeForLanguageCode(code);
  const { messages } = await loaders[locale]();
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = htmlLang[locale];
  return locale;
}

/** A user choice: stored under `hisLang` (CONTRACT §2) and applied at once. */
export async function changeLanguage(code: string): Promise<Locale> {
  try {
    window.localStorage.setItem('hisLang', code.toUpperCase());
  } catch {
    // storage disabled: the choice lasts for this page only
  }
  return activateLanguage(code);
}

export { i18n };
