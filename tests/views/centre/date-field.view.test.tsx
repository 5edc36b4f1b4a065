/**
 * The record pages' period dates are shown and typed in the page's language's order, not the
 * browser's: 10/03/2026 in Malay and English, 2026/03/10 in Chinese; a day typed in that order goes
 * to the chart as `YYYY-MM-DD`, and a text that is not a day of the records' reach is refused under
 * the field with what it takes, sending nothing.
 */
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PagedListEvent } from '../../../machines/paged-list';
import { RecordPeriod } from '../../../src/views/centre/records/record-controls';
import { activateLocale, i18n } from '../support/languages';
import type { TestLocale } from '../support/languages';

afterEach(cleanup);

const TODAY = '2026-03-10';

function period(locale: TestLocale) {
  activateLocale(locale);
  const send = vi.fn((_event: PagedListEvent) => {});
  render(
    <I18nProvider i18n={i18n}>
      <RecordPeriod view={{ range: { from: '2026-03-04', to: TODAY }, preset: 'last7' }} today={TODAY} idPrefix="bets" send={send} />
    </I18nProvider>,
  );
  const from = document.getElementById('bets-from') as HTMLInputElement;
  const to = document.getElementById('bets-to') as HTMLInputElement;
  return { send, from, to };
}

const cases: Record<TestLocale, { shown: [string, string]; order: string; typed: string; wrongOrder: string; refused: string }> = {
  ms: {
    shown: ['04/03/2026', '10/03/2026'],
    order: 'hari/bulan/tahun',
    typed: '1/3/2026',
    wrongOrder: '03/31/2026',
    refused: 'Masukkan tarikh dari 04/02/2025 hingga 10/03/2026, sebagai hari/bulan/tahun.',
  },
  en: {
    shown: ['04/03/2026', '10/03/2026'],
    order: 'day/month/year',
    typed: '01/03/2026',
    wrongOrder: '03/31/2026',
    refused: 'Enter a date from 04/02/2025 to 10/03/2026, as day/month/year.',
  },
  zh: {
    shown: ['2026/03/04', '2026/03/10'],
    order: '年/月/日',
    typed: '2026/3/1',
    wrongOrder: '01/03/2026',
    refused: '请输入 2025/02/04 至 2026/03/10 之间的日期，格式为 年/月/日。',
  },
};

describe('the period dates', () => {
  for (const [locale, expected] of Object.entries(cases) as [TestLocale, (typeof cases)[TestLocale]][]) {
    it(`are shown and typed in the page's order, in ${locale}`, () => {
      const { send, from, to } = period(locale);
      expect([from.value, to.value]).toEqual(expected.shown);
      expect(from.type).toBe('text');
      expect(document.getElementById(from.getAttribute('aria-describedby')!)!.textContent).toBe(expected.order);

      fireEvent.change(from, { target: { value: expected.typed } });
      expect(send).toHaveBeenCalledExactlyOnceWith({ type: 'range.change', range: { from: '2026-03-01', to: TODAY } });

      // the other order is not a day here: refused when the member leaves the field, nothing sent
      fireEvent.change(to, { target: { value: expected.wrongOrder } });
      expect(to.getAttribute('aria-invalid')).toBeNull();
      fireEvent.blur(to);
      expect(to.getAttribute('aria-invalid')).toBe('true');
      expect(to.value).toBe(expected.wrongOrder);
      expect(screen.getByRole('alert').textContent).toBe(expected.refused);
      expect(send).toHaveBeenCalledTimes(1);
    });
  }

  it('refuses a day after today or before the records reach, and one that does not exist', () => {
    const { send, to } = period('en');
    for (const text of ['11/03/2026', '03/02/2025', '31/02/2026', 'yesterday']) {
      fireEvent.change(to, { target: { value: text } });
      fireEvent.keyDown(to, { key: 'Enter' });
      expect(to.getAttribute('aria-invalid'), text).toBe('true');
    }
    expect(send).not.toHaveBeenCalled();
    // a day within reach clears the error and is sent
    fireEvent.change(to, { target: { value: '09/03/2026' } });
    expect(send).toHaveBeenCalledExactlyOnceWith({ type: 'range.change', range: { from: '2026-03-04', to: '2026-03-09' } });
  });
});
