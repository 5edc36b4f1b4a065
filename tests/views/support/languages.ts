/**
 * Every catalog of one language (the parts every page shows and the centres' part), activated for
 * view tests that check a text in Malay, English and Chinese.
 */
import { i18n } from '@lingui/core';
import type { Messages } from '@lingui/core';
import { messages as enCentre } from '../../../src/locales/en/centre.po';
import { messages as en } from '../../../src/locales/en/messages.po';
import { messages as msCentre } from '../../../src/locales/ms/centre.po';
import { messages as ms } from '../../../src/locales/ms/messages.po';
import { messages as zhCentre } from '../../../src/locales/zh/centre.po';
import { messages as zh } from '../../../src/locales/zh/messages.po';

export type TestLocale = 'ms' | 'en' | 'zh';

const catalogs: Record<TestLocale, Messages[]> = { ms: [ms, msCentre], en: [en, enCentre], zh: [zh, zhCentre] };

export function activateLocale(locale: TestLocale): void {
  for (const messages of catalogs[locale]) i18n.load(locale, messages);
  i18n.activate(locale);
}

export { i18n };
