/**
 * The member's record pages through the real paged-list and page-data charts, with the gateway's
 * answers and the browser's download faked at the records edge: the betting record's product tabs,
 * periods by preset and by date, rows and totals with two decimals and separators, the pager, a
 * bet's detail opened and closed by the address, the CSV export handed to the browser; the account
 * record's type filter, empty and failed lists; the profit and loss with the lifetime sums; and the
 * member centre showing each page as its body.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor as waitForActor } from 'xstate';
import type { PagedListRequest } from '../../../machines/paged-list';
import type { BetRecordsPage, ProfitRecordsPage, TransactionRecordsPage } from '../../../src/api/records.api';
import { selectSessionRef } from '../../../machines/system-status';
import { createMemberCentreEdge, MemberCentreEdgeProvider } from '../../../src/app/member-centre.edge';
import { createRecordsEdge } from '../../../src/app/records.edge';
import type { RecordsEnvironment } from '../../../src/app/records.edge';
import CentreView from '../../../src/views/centre/centre.view';
import { AccountRecordView } from '../../../src/views/centre/records/account-record.view';
import { BettingRecordView } from '../../../src/views/centre/records/betting-record.view';
import { ProfitView } from '../../../src/views/centre/records/profit.view';
import type { BetDetailValue, BetRecord, TransactionRecord } from '../../../wire/records.schemas';
import { member, renderI18n, renderWithEdge, SiteRouter, startRoot, systemStatus } from '../support/drivers';
import { quietMemberCentrePages, quietRecordsEnvironment } from '../support/test-area-edges';

afterEach(cleanup);

const TODAY = '2026-03-10';

const bet = (n: number, overrides: Partial<BetRecord> = {}): BetRecord => ({
  orderNo: `G${n}`,
  product: 'RNG',
  gameName: `Lucky Reels ${n}`,
  // 09:30 in the merchant's time zone (UTC+8, the default merchant day)
  betTimeInTimestamp: Date.UTC(2026, 2, 10, 1, 30, n),
  settleTimeInTimestamp: Date.UTC(2026, 2, 10, 1, 30, n),
  betAmount: 1234.5,
  validBetAmount: 1234.5,
  winAmount: 0,
  profitAndLoss: -1234.5,
  status: 'lost',
  ...overrides,
});

const betFooter = { betAmount: 12345.5, validBetAmount: 12000, winAmount: 250, profitAndLoss: -12095.5, total: 12 };

const entry = (n: number, overrides: Partial<TransactionRecord> = {}): TransactionRecord => ({
  txId: String(n),
  txType: 'deposit',
  txTimeInTimestamp: Date.UTC(2026, 2, 10, 0, 0, n),
  amount: 1500,
  currentAvailBalance: 1500,
  wallet: 'main',
  walletName: null,
  orderNo: '77',
  note: null,
  remark: 'Online payment',
  ...overrides,
});

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

function environment(overrides: Partial<RecordsEnvironment> = {}): RecordsEnvironment {
  return { ...quietRecordsEnvironment(), today: () => TODAY, ...overrides };
}

function openPage(page: 'bets' | 'transactions' | 'profit', env: RecordsEnvironment, path = '/?mc=personalHistoryCopy') {
  const View = { bets: BettingRecordView, transactions: AccountRecordView, profit: ProfitView }[page];
  renderI18n(
    <MemberCentreEdgeProvider
      value={createMemberCentreEdge(
        { loadSingleWallet: async () => false, loadUnreadCount: async () => 0 },
        { ...quietMemberCentrePages(), records: createRecordsEdge(env) },
      )}
    >
      <MemoryRouter initialEntries={[path]}>
        <View />
        <LocationProbe />
      </MemoryRouter>
    </MemberCentreEdgeProvider>,
  );
  return { location: () => screen.getByTestId('location').textContent };
}

/** 12 bets, 10 a page, whatever the filters. */
const twelveBets = async (request: PagedListRequest): Promise<BetRecordsPage> => ({
  rows: Array.from({ length: request.pageNo === 1 ? 10 : 2 }, (_, i) => bet((request.pageNo - 1) * 10 + i + 1)) as never,
  total: 12,
  summary: betFooter,
});

describe('the betting record', () => {
  it('shows today’s bets of every product with two decimals and separators, and the totals of the period', async () => {
    const loadBetRecords = vi.fn(twelveBets);
    openPage('bets', environment({ loadBetRecords }));
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    const table = await screen.findByRole('table');
    expect(loadBetRecords).toHaveBeenCalledWith({ filters: {}, range: { from: TODAY, to: TODAY }, utcOffsetMinutes: 480, pageNo: 1, pageSize: 10 });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    const first = within(table).getAllByRole('row')[1];
    expect(within(first).getByRole('link', { name: 'Details of bet G1' })).toBeTruthy();
    expect(first.textContent).toContain('1,234.50');
    expect(first.textContent).toContain('-1,234.50');
    expect(first.textContent).toContain('10/03/2026 09:30:01');
    const totals = screen.getByLabelText('Totals of the period');
    expect(totals.textContent).toContain('12,345.50');
    expect(totals.textContent).toContain('-12,095.50');
    expect(screen.getByRole('tab', { name: 'All' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('button', { name: 'Today' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('changes product by tab and period by preset or dates, back to page 1 each time', async () => {
    const loadBetRecords = vi.fn(twelveBets);
    openPage('bets', environment({ loadBetRecords }));
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByText('Page 2 of 2')).toBeTruthy());
    fireEvent.click(screen.getByRole('tab', { name: 'Lottery' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Lottery' }).getAttribute('aria-selected')).toBe('true'));
    fireEvent.click(screen.getByRole('button', { name: '7 days' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '7 days' }).getAttribute('aria-pressed')).toBe('true'));
    // the dates are typed in the page's order: day/month/year in English
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '01/03/2026' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Custom' }).getAttribute('aria-pressed')).toBe('true'));
    await screen.findByRole('table');
    expect(loadBetRecords.mock.calls.map(([request]) => [request.filters.product ?? 'ALL', request.range.from, request.pageNo])).toEqual([
      ['ALL', TODAY, 1],
      ['ALL', TODAY, 2],
      ['LOTT', TODAY, 1],
      ['LOTT', '2026-03-04', 1],
      ['LOTT', '2026-03-01', 1],
    ]);
    // a start after the end is refused before any request
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '05/03/2026' } });
    await waitFor(() => expect(loadBetRecords).toHaveBeenCalledTimes(6));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '08/03/2026' } });
    expect((await screen.findByRole('alert')).textContent).toContain('The start date must not be after the end date.');
    expect(loadBetRecords).toHaveBeenCalledTimes(6);
  });

  it('opens a bet’s detail from its order number and closes it, the address saying which', async () => {
    const detail: BetDetailValue = {
      ...bet(1),
      reference: 'round-9',
      rtpReference: 'slot-3x3-5l-v1 RTP 96.00%',
      betKind: null,
      betKindName: null,
      picks: null,
      winningNumbers: null,
      outcome: { reels: [] },
    };
    const loadBetDetail = vi.fn(async () => ({ data: detail, count: 1 }));
    const page = openPage('bets', environment({ loadBetRecords: twelveBets, loadBetDetail }));
    fireEvent.click(await screen.findByRole('link', { name: 'Details of bet G1' }));
    const panel = await screen.findByRole('region', { name: 'Bet G1' });
    await waitFor(() => expect(panel.textContent).toContain('round-9'));
    expect(loadBetDetail).toHaveBeenCalledWith({ params: { orderNo: 'G1' } });
    expect(page.location()).toBe('/?mc=personalHistoryCopy&bet=G1');
    fireEvent.click(within(panel).getByRole('link', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Bet G1' })).toBeNull());
    expect(page.location()).toBe('/?mc=personalHistoryCopy');
  });

  it('exports the period and tab shown as the server’s CSV, handed to the browser', async () => {
    const file = { blob: new Blob(['\uFEFFOrder no\r\n']), fileName: 'betting-record_2026-03-10_2026-03-10.csv' };
    const exportBetRecords = vi.fn(async () => file);
    const saveFile = vi.fn();
    openPage('bets', environment({ loadBetRecords: twelveBets, exportBetRecords, saveFile }));
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('tab', { name: 'Slots' }));
    await screen.findByRole('table');
    await waitFor(() => expect((screen.getByRole('button', { name: 'Export CSV' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(file));
    expect(exportBetRecords).toHaveBeenCalledWith({
      filters: { product: 'RNG' },
      range: { from: TODAY, to: TODAY },
      utcOffsetMinutes: 480,
      total: 12,
    });
  });

  it('says when the file could not be made, and keeps the rows', async () => {
    openPage('bets', environment({ loadBetRecords: twelveBets, exportBetRecords: async () => Promise.reject({ errorCode: 'network.error' }) }));
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Network error. Check your connection and try again.');
    expect(screen.getByRole('table')).toBeTruthy();
  });
});

describe('the account record', () => {
  it('filters by type and shows signed amounts with the balance after each', async () => {
    const loadTransactionRecords = vi.fn(
      async (request: PagedListRequest): Promise<TransactionRecordsPage> => ({
        rows: (request.filters.type === 'withdrawal'
          ? [entry(2, { txType: 'withdrawal', amount: -100, currentAvailBalance: 1400, note: 'withdrawalHold', remark: null })]
          : [entry(1)]) as never,
        total: 1,
        summary: { income: 1500, expense: 100, net: 1400 },
      }),
    );
    openPage('transactions', environment({ loadTransactionRecords }), '/?mc=transactionHistory');
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')[1].textContent).toContain('1,500.00');
    const types = screen.getByLabelText('Type') as HTMLSelectElement;
    expect([...types.options].map((o) => o.textContent)).toEqual([
      'All types',
      'Deposit',
      'Withdrawal',
      'Transfer',
      'Bet',
      'Payout',
      'Bonus',
      'Rebate',
      'Salary',
      'Dividend',
      'Referral',
      'Other',
    ]);
    fireEvent.change(types, { target: { value: 'withdrawal' } });
    await waitFor(() => expect(screen.getByRole('table').textContent).toContain('-100.00'));
    expect(screen.getByRole('table').textContent).toContain('1,400.00');
    expect(loadTransactionRecords).toHaveBeenLastCalledWith({
      filters: { type: 'withdrawal' },
      range: { from: TODAY, to: TODAY },
      utcOffsetMinutes: 480,
      pageNo: 1,
      pageSize: 10,
    });
  });

  it('exports up to 12 months as a file while the list shows at most 90 days', async () => {
    const file = { blob: new Blob(['\uFEFFTime\r\n']), fileName: 'account-record_2025-03-10_2026-03-10.csv' };
    const exportTransactionRecords = vi.fn(async () => file);
    const saveFile = vi.fn();
    const loadTransactionRecords = vi.fn(async (): Promise<TransactionRecordsPage> => ({ rows: [entry(1)] as never, total: 1, summary: null }));
    openPage('transactions', environment({ loadTransactionRecords, exportTransactionRecords, saveFile }), '/?mc=transactionHistory');
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '10/03/2025' } });
    expect(
      screen.getByText('The list shows at most 90 days. Export CSV to get the whole period as a file, up to 12 months.').getAttribute('role'),
    ).toBe('status');
    expect(screen.queryByRole('table')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(file));
    expect(exportTransactionRecords).toHaveBeenCalledWith({ filters: {}, range: { from: '2025-03-10', to: TODAY }, utcOffsetMinutes: 480, total: 0 });
    expect(loadTransactionRecords).toHaveBeenCalledTimes(1);
    // a day more than 12 months: neither a list nor a file
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '09/03/2025' } });
    expect(screen.getByRole('alert').textContent).toBe('Please choose at most 12 months to export, or 90 days to show the list.');
    expect((screen.getByRole('button', { name: 'Export CSV' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says so when the period holds nothing, and retries a failed load', async () => {
    let attempt = 0;
    const loadTransactionRecords = vi.fn(async (): Promise<TransactionRecordsPage> => {
      attempt += 1;
      if (attempt === 1) throw { errorCode: 'system.error', value: null };
      return { rows: [], total: 0, summary: { income: 0, expense: 0, net: 0 } };
    });
    openPage('transactions', environment({ loadTransactionRecords }), '/?mc=transactionHistory');
    expect((await screen.findByRole('alert')).textContent).toContain('System error.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByText('No records in this period.')).getAttribute('role')).toBe('status');
    expect((screen.getByRole('button', { name: 'Export CSV' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('the profit and loss', () => {
  it('shows the lifetime sums, the period’s totals and a row per day and product', async () => {
    const loadProfitRecords = vi.fn(
      async (_request: PagedListRequest): Promise<ProfitRecordsPage> => ({
        rows: [
          { date: '2026-03-10', product: 'RNG', betCount: 4, betAmount: 20, validBetAmount: 20, winAmount: 5.5, profitAndLoss: -14.5 },
          { date: '2026-03-09', product: 'LIVE', betCount: 1, betAmount: 1000, validBetAmount: 1000, winAmount: 2000, profitAndLoss: 1000 },
        ],
        total: 2,
        summary: {
          betCount: 5,
          betAmount: 1020,
          validBetAmount: 1020,
          winAmount: 2005.5,
          profitAndLoss: 985.5,
          lifetime: { deposits: 5000, withdrawals: 1000, netDeposits: 4000, holdings: 4985.5, netPosition: 985.5 },
        },
      }),
    );
    openPage('profit', environment({ loadProfitRecords }), '/?mc=personalProfit');
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows[1].textContent).toContain('Slots');
    expect(rows[1].textContent).toContain('10/03/2026');
    expect(rows[2].textContent).toContain('1,000.00');
    const lifetime = screen.getByLabelText('Since the account opened');
    expect(lifetime.textContent).toContain('5,000.00');
    expect(lifetime.textContent).toContain('4,000.00');
    expect(lifetime.textContent).toContain('985.50');
    expect(screen.getByLabelText('Totals of the period').textContent).toContain('2,005.50');
    fireEvent.change(screen.getByLabelText('Product'), { target: { value: 'LIVE' } });
    await waitFor(() => expect(loadProfitRecords).toHaveBeenCalledTimes(2));
    expect(loadProfitRecords.mock.calls[1][0].filters).toEqual({ product: 'LIVE' });
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
  });
});

describe('in the member centre', () => {
  it.each([
    ['personalHistoryCopy', 'betting-record'],
    ['transactionHistory', 'account-record'],
    ['personalProfit', 'profit-and-loss'],
  ])('%s shows its record page', async (page, testId) => {
    const root = startRoot({
      loadSystemStatus: async () => systemStatus({ features: { MEMBERCENTER3: true } }),
      storedToken: 'token-1',
      loadMemberInfo: async () => member(),
    });
    await waitForActor(root.rootActor, (s) => s.matches('app'));
    const session = selectSessionRef(root.rootActor.getSnapshot())!;
    await waitForActor(session, (s) => s.matches('signedIn'));
    renderWithEdge(
      <MemberCentreEdgeProvider
        value={createMemberCentreEdge(
          { loadSingleWallet: async () => false, loadUnreadCount: async () => 0 },
          { ...quietMemberCentrePages(), records: createRecordsEdge(environment()) },
        )}
      >
        <SiteRouter path={`/?mc=${page}`}>
          <CentreView />
        </SiteRouter>
      </MemberCentreEdgeProvider>,
      root.edge,
    );
    const body = await screen.findByTestId(`centre-page-${page}`);
    await within(body).findByTestId(testId);
    expect(within(body).queryByText('This page is coming soon.')).toBeNull();
  });
});
