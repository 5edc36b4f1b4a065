/**
 * /vip: the ranks table with requirements and benefits; a signed-in member's rank highlighted; a
 * guest sees none; the VIP club switched off shows as not available; failures retry.
 */
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import VipPage from '../../../src/views/pages/vip/vip-page';
import { member } from '../support/drivers';
import { fakeApi, never, renderPage, settle, vipRanks } from './pages.driver';

afterEach(cleanup);

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('VIP page', () => {
  it('shows a skeleton while loading', async () => {
    await renderPage(<VipPage />, '/vip', { api: fakeApi({ fetchVipRanks: () => never() }) });
    expect(screen.getByRole('heading', { level: 1, name: 'VIP club' })).toBeTruthy();
    expect(screen.getByTestId('page-skeleton')).toBeTruthy();
  });

  it('lists every rank with its requirements and benefits, none marked for a guest', async () => {
    const { api } = await renderPage(<VipPage />, '/vip');
    const table = await screen.findByRole('table', { name: 'VIP ranks and benefits' });
    expect(rows()).toHaveLength(3);
    const gold = within(rows()[2])
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(within(rows()[2]).getByRole('rowheader').textContent).toContain('Gold');
    // amounts with two decimals and thousands separators, in the merchant's currency
    expect(gold).toEqual(['P 3,000.00', 'P 30,001.50', 'P 300.00', 'P 150.00', 'P 264.00', '0.8%', '6', 'P 150,000.00', 'Yes']);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toContain('Daily withdrawal limit');
    expect(table.querySelector('[aria-current]')).toBeNull();
    expect(screen.queryByTestId('vip-current')).toBeNull();
    expect(api.fetchVipRanks).toHaveBeenCalledTimes(1);
  });

  it("highlights a signed-in member's rank, loading once the member is known", async () => {
    const { api } = await renderPage(<VipPage />, '/vip', {
      api: fakeApi({ fetchVipRanks: async () => ({ ...vipRanks, currentLevel: 2 }) }),
      fakes: { storedToken: 'token-1', loadMemberInfo: async () => member({ account: 'demo_player' }) },
    });
    expect((await screen.findByTestId('vip-current')).textContent).toBe('Your rank: Silver (VIP 2)');
    const current = rows().filter((row) => row.getAttribute('aria-current') === 'true');
    expect(current).toHaveLength(1);
    expect(within(current[0]).getByRole('rowheader').textContent).toContain('Silver');
    expect(within(current[0]).getByText('Your rank')).toBeTruthy();
    // not first as a guest and again as the member
    expect(api.fetchVipRanks).toHaveBeenCalledTimes(1);
  });

  it('says the club is not available when VIP is off', async () => {
    await renderPage(<VipPage />, '/vip', { api: fakeApi({ fetchVipRanks: async () => ({ enabled: false, currentLevel: null, ranks: [] }) }) });
    expect((await screen.findByTestId('page-empty')).textContent).toBe('The VIP club is not available right now.');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('fails with a retry', async () => {
    let calls = 0;
    await renderPage(<VipPage />, '/vip', {
      api: fakeApi({
        fetchVipRanks: async () => {
          calls += 1;
          if (calls === 1) throw new TypeError('Failed to fetch');
          return vipRanks;
        },
      }),
    });
    const alert = await screen.findByRole('alert');
    await act(async () => {
      fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    });
    await settle();
    expect(rows()).toHaveLength(3);
  });
});
