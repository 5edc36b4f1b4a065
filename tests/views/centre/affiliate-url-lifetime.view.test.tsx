/**
 * The lifetimes the merchant offers for a new affiliate link, as the form's options read in each
 * language: 0 is a link that never expires, the others a count of days with the language's plural.
 */
import { I18nProvider } from '@lingui/react';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AffiliateUrlsView } from '../../../machines/affiliate-urls';
import { AffiliateUrlForm } from '../../../src/views/agent-centre/register/affiliate-url-form';
import { activateLocale, i18n } from '../support/languages';
import type { TestLocale } from '../support/languages';

afterEach(cleanup);

const view: AffiliateUrlsView = {
  status: 'ready',
  form: 'editing',
  ceilings: [],
  expiryOptions: [0, 1, 7, 30, 90],
  values: { type: 'member', expiryDays: '0' },
  rates: {},
  rateErrors: {},
  fieldErrors: {},
  errorCode: null,
  notice: null,
  created: null,
  deleting: null,
  registrationsOf: null,
  canCreate: true,
  canDelete: true,
};

const expected: Record<TestLocale, string[]> = {
  en: ['Never expires', '1 day', '7 days', '30 days', '90 days'],
  ms: ['Tidak pernah tamat tempoh', '1 hari', '7 hari', '30 hari', '90 hari'],
  zh: ['永不过期', '1 天', '7 天', '30 天', '90 天'],
};

describe('affiliate link lifetimes', () => {
  for (const locale of ['ms', 'en', 'zh'] as const) {
    it(`names every lifetime in ${locale}`, () => {
      activateLocale(locale);
      render(
        <I18nProvider i18n={i18n}>
          <AffiliateUrlForm view={view} send={() => {}} />
        </I18nProvider>,
      );
      const lifetime = document.getElementById('affiliate-url-expiry') as HTMLSelectElement;
      const options = Array.from(lifetime.options);
      expect(options.map((option) => [option.getAttribute('value'), option.textContent])).toEqual(
        view.expiryOptions.map((days, index) => [String(days), expected[locale][index]]),
      );
    });
  }
});
