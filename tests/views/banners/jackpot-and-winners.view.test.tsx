/**
 * The jackpot counter of /rng (amount from the time, merchant currency symbol, no live region,
 * stopped while the page is hidden) and the winners board of home (masked names, amounts with the
 * currency symbol, empty and unavailable states).
 */
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { jackpotAmountAt } from '../../../machines/jackpot-counter';
import { formatMinorUnits } from '../../../machines/account-balance';
import BannerAreaContent from '../../../src/views/banners/banner-area-content';
import WinnersBoardView from '../../../src/views/banners/winners-board.view';
import { systemStatus } from '../support/drivers';
import { announcements, fakeEnvironment, renderBanners } from './banners.driver';

afterEach(cleanup);

describe('jackpot counter', () => {
  it('shows on /rng only, with the amount the time gives and the merchant currency symbol, not as a live region', async () => {
    const epochMs = Date.UTC(2026, 0, 1, 6, 0, 0);
    const fake = fakeEnvironment({ answers: [announcements()], epochMs });
    await renderBanners(<BannerAreaContent pathname="/rng" />, fake, { loadSystemStatus: async () => systemStatus({ currencySymbol: '₱' }) });
    const counter = await screen.findByTestId('jackpot-counter');
    expect(within(counter).getByText('Progressive jackpot')).toBeTruthy();
    expect(within(counter).getByTestId('jackpot-amount').textContent).toBe(formatMinorUnits(jackpotAmountAt(epochMs)));
    expect(counter.textContent).toContain('₱');
    expect(counter.querySelector('[aria-live="polite"], [aria-live="assertive"], [role="status"], [role="alert"]')).toBeNull();
    // one watcher while the counter shows: the page's visibility reaches its chart
    expect(fake.activeWatchers()).toBe(1);

    // hidden, then shown an hour later: it reads the time again and shows that hour's amount
    const later = epochMs + 3_600_000;
    fake.setNow(later);
    await act(async () => {
      fake.setVisible(false);
    });
    await act(async () => {
      fake.setVisible(true);
    });
    expect(within(counter).getByTestId('jackpot-amount').textContent).toBe(formatMinorUnits(jackpotAmountAt(later)));
    cleanup();

    await renderBanners(<BannerAreaContent pathname="/fish" />, fakeEnvironment({ answers: [announcements()] }));
    expect(screen.queryByTestId('jackpot-counter')).toBeNull();
  });
});

describe('winners board', () => {
  it('lists recent wins with masked names and amounts', async () => {
    const fake = fakeEnvironment({
      winners: [
        { gameName: 'Fortune Gems', playerName: 'de***er', amount: 12345.6, iconUrl: '/icon-1.svg' },
        { gameName: 'Baccarat', playerName: 'a***', amount: 88, iconUrl: '/icon-2.svg' },
      ],
    });
    await renderBanners(<WinnersBoardView />, fake);
    const list = await screen.findByTestId('winners-list');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Fortune Gemsde***erP12,345.60', 'Baccarata***P88.00']);
    expect(screen.getByRole('heading', { name: 'Recent winners' })).toBeTruthy();
  });

  it('says so when there are no wins yet, or when the board is not available', async () => {
    await renderBanners(<WinnersBoardView />, fakeEnvironment({ winners: [] }));
    expect((await screen.findByTestId('winners-empty')).textContent).toBe('No wins to show yet.');
    cleanup();
    await renderBanners(<WinnersBoardView />, fakeEnvironment({ winners: new Error('offline') }));
    await act(async () => {});
    expect(screen.getByText('Recent wins are not available right now.')).toBeTruthy();
  });
});
