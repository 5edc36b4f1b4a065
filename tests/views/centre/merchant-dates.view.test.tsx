/**
 * Dates on the member pages are the merchant's, in the page's language: with a merchant at UTC+8
 * from the status call (on a machine whose zone is another), a bet placed at 20:00 UTC shows on
 * the next merchant day, the record opens on the merchant's today, and a withdrawal's time is
 * written the same way, DD/MM/YYYY in Malay and English and YYYY/MM/DD in Chinese.
 */
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor as waitForActor } from 'xstate';
import type { PagedListRequest } from '../../../machines/paged-list';
import type { BetRecordsPage } from '../../../src/api/records.api';
import type { WithdrawalRecord } from '../../../machines/withdraw';
import { AppEdgeProvider } from '../../../src/app/app-context';
import { createMemberCentreEdge, MemberCentreEdgeProvider } from '../../../src/app/member-centre.edge';
import { createRecordsEdge } from '../../../src/app/records.edge';
import { BettingRecordView } from '../../../src/views/centre/records/betting-record.view';
import { WithdrawResult } from '../../../src/views/member-centre/withdraw/withdraw-result';
import type { BetRecord } from '../../../wire/records.schemas';
import { startRoot, systemStatus } from '../support/drivers';
import { activateLocale, i18n } from '../support/languages';
import type { TestLocale } from '../support/languages';
import { quietMemberCentrePages, quietRecordsEnvironment } from '../support/test-area-edges';

afterEach(cleanup);

// 20:00:05 UTC on 9 March 2026: 04:00:05 on 10 March at UTC+8, still 9 March in UTC and New York
const PLACED = Date.UTC(2026, 2, 9, 20, 0, 5);

const bet: BetRecord = {
  orderNo: 'G1',
  product: 'RNG',
  gameName: 'Lucky Reels',
  betTimeInTimestamp: PLACED,
  settleTimeInTimestamp: PLACED,
  betAmount: 10,
  validBetAmount: 10,
  winAmount: 0,
  profitAndLoss: -10,
  status: 'lost',
};

const withdrawal: WithdrawalRecord = {
  withdrawalId: '7',
  amount: 100,
  charge: 2,
  payout: 98,
  status: 'pendingReview',
  bankName: 'Maybank',
  cardNumber: '**** **** 1234',
  requestTime: PLACED,
  completedTime: null,
  confirmBy: null,
  receivedAmount: null,
};

async function merchantRoot(utcOffsetMinutes: number) {
  const { edge, rootActor } = startRoot({ loadSystemStatus: async () => systemStatus({ utcOffsetMinutes }) });
  await waitForActor(rootActor, (snapshot) => snapshot.context.status !== null);
  return edge;
}

const written: Record<TestLocale, string> = { ms: '10/03/2026 04:00:05', en: '10/03/2026 04:00:05', zh: '2026/03/10 04:00:05' };

describe('dates in the merchant time zone', () => {
  for (const locale of ['ms', 'en', 'zh'] as const) {
    it(`writes a bet's time and a withdrawal's on the merchant's day, in ${locale}`, async () => {
      const edge = await merchantRoot(480);
      const today = vi.fn((_utcOffsetMinutes: number) => '2026-03-10');
      const loadBetRecords = vi.fn(async (_request: PagedListRequest): Promise<BetRecordsPage> => ({ rows: [{ ...bet }], total: 1, summary: null }));
      activateLocale(locale);
      render(
        <I18nProvider i18n={i18n}>
          <AppEdgeProvider edge={edge}>
            <MemberCentreEdgeProvider
              value={createMemberCentreEdge(
                { loadSingleWallet: async () => false, loadUnreadCount: async () => 0 },
                { ...quietMemberCentrePages(), records: createRecordsEdge({ ...quietRecordsEnvironment(), today, loadBetRecords }) },
              )}
            >
              <MemoryRouter>
                <BettingRecordView />
                <WithdrawResult withdrawal={withdrawal} money={String} onNew={() => {}} />
              </MemoryRouter>
            </MemberCentreEdgeProvider>
          </AppEdgeProvider>
        </I18nProvider>,
      );
      const table = await screen.findByRole('table');
      expect(within(table).getAllByRole('row')[1].textContent).toContain(written[locale]);
      expect(screen.getByTestId('withdraw-result').textContent).toContain(written[locale]);
      // today and the range are the merchant's days
      expect(today).toHaveBeenCalledWith(480);
      expect(loadBetRecords.mock.calls[0][0]).toMatchObject({ range: { from: '2026-03-10', to: '2026-03-10' }, utcOffsetMinutes: 480 });
    });
  }

  it('follows the merchant the status names: at UTC-5 the same bet is on 9 March', async () => {
    const edge = await merchantRoot(-300);
    activateLocale('en');
    render(
      <I18nProvider i18n={i18n}>
        <AppEdgeProvider edge={edge}>
          <WithdrawResult withdrawal={withdrawal} money={String} onNew={() => {}} />
        </AppEdgeProvider>
      </I18nProvider>,
    );
    expect(screen.getByTestId('withdraw-result').textContent).toContain('09/03/2026 15:00:05');
  });
});
