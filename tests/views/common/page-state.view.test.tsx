/**
 * The one page state every page shows in place of its content: loading is announced as a status,
 * a failure as an alert whose retry button says "Try again" in the page's language and asks the
 * page to load again; unavailable and empty are plain text.
 */
import { I18nProvider } from '@lingui/react';
import type { ReactElement } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageState } from '../../../src/views/common/page-state';
import { activateLocale, i18n } from '../support/languages';
import type { TestLocale } from '../support/languages';

afterEach(cleanup);

function renderIn(locale: TestLocale, ui: ReactElement) {
  activateLocale(locale);
  return render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);
}

describe('a page state', () => {
  it('announces loading as a status', () => {
    renderIn('en', <PageState kind="loading">Loading your wallets…</PageState>);
    expect(screen.getByRole('status').textContent).toBe('Loading your wallets…');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    ['ms', 'Cuba lagi'],
    ['en', 'Try again'],
    ['zh', '重试'],
  ] as const)('in %s, says a failure as an alert whose retry (%s) asks the page to load again', (locale, retry) => {
    const onRetry = vi.fn();
    renderIn(
      locale,
      <PageState kind="failed" onRetry={onRetry} testId="wallets-failed">
        Your wallets could not be loaded.
      </PageState>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.dataset.testid).toBe('wallets-failed');
    expect(alert.textContent).toContain('Your wallets could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: retry }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows unavailable and empty as text, neither a status nor an alert', () => {
    renderIn(
      'en',
      <>
        <PageState kind="unavailable" testId="deposit-unavailable">
          Deposits are not available at the moment.
        </PageState>
        <PageState kind="empty">No games here yet.</PageState>
      </>,
    );
    expect(screen.getByTestId('deposit-unavailable').textContent).toBe('Deposits are not available at the moment.');
    expect(screen.getByText('No games here yet.')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
