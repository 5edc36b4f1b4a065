/** English catalog activated for view tests (the browser tests also run in English). */
import { i18n } from '@lingui/core';
import { messages } from '../../../src/locales/en/messages.po';

export function activateEnglish(): void {
  i18n.loadAndActivate({ locale: 'en', messages });
}

export { i18n };
