/**
 * The agent centre's team reports through the real paged-list and page-data charts, with the
 * gateway's answers faked at the reports edge: team betting history with each bet's account and
 * direct agent, the totals and a downline filter; downline transactions by type and downline; the
 * downline profit and loss per branch, drilling down by parentId and back up by the crumbs; my
 * income per day with the period's totals; a contract kind's payout records, a fixed tier's rate
 * shown as its amount; the announcements with their HTML sanitised; and the agent centre showing
 * each report as its page.
 */
import type { ReactElement } from 'react';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor as waitForActor } from 'xstate';
import type { PagedListRequest } from '../../../machines/paged-list';
import type { AgentIncomePage, DownlineTransactionsPage, PayoutRecordsPage, TeamBetsPage, TeamPnlPage } from '../../../src/api/team-reports.api';
import { selectSessionRef } from '../../../machines/system-status';
import { AgentCentreEdgeProvider } from '../../../src/app/agent-centre.edge';
import type { AgentCentreEdge } from '../../../src/app/agent-centre.edge';
import { createTeamReportsEdge } from '../../../src/app/team-reports.edge';
import type { TeamReportsEnvironment } from '../../../src/app/team-reports.edge';
import CentreView from '../../../src/views/centre/centre.view';
import { ContractPageView } from '../../../src/views/agent-centre/contracts/contract-page.view';
import { AgentAnnouncementsView } from '../../../src/views/agent-centre/team-reports/agent-announcements.view';
import { AgentIncomeView } from '../../../src/views/agent-centre/team-reports/agent-income.view';
import { DownlineTransactionsView } from '../../../src/views/agent-centre/team-reports/downline-transactions.view';
import { TeamBettingView } from '../../../src/views/agent-centre/team-reports/team-betting.view';
import { TeamPnlView } from '../../../src/views/agent-centre/team-reports/team-pnl.view';
import type { BetRecord, TransactionRecord } from '../../../wire/records.schemas';
import { member, renderI18n, renderWithEdge, SiteRouter, startRoot, systemStatus } from '../support/drivers';
import { quietTeamReportsEnvironment, testAreaEdges } from '../support/test-area-edges';

afterEach(cleanup);

const TODAY = '2026-03-10';

function environment(overrides: Partial<TeamReportsEnvironment> = {}): TeamReportsEnvironment {
  return { ...quietTeamReportsEnvironment(), today: () => TODAY, ...overrides };
}

/** The quiet agent centre of every view test, its reports answered by `reports`. */
async function agentEdge(reports: TeamReportsEnvironment): Promise<AgentCentreEdge> {
  const quiet = testAreaEdges().agentCentre as AgentCentreEdge;
  return { ...quiet, reports: createTeamReportsEdge(reports) };
}

async function openReport(ui: ReactElement, reports: TeamReportsEnvironment, path = '/') {
  const edge = await agentEdge(reports);
  renderI18n(
    <AgentCentreEdgeProvider value={edge}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </AgentCentreEdgeProvider>,
  );
}

/** The text of the cell `label` names in `row` (each cell names its column for the phone's cards). */
const cell = (row: HTMLElement, label: string) => row.querySelector(`[data-label="${label}"]`)?.textContent;

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

const teamBet = (n: number, customerName: string, directAgentName: string): BetRecord & { customerName: string; directAgentName: string } => ({
  orderNo: `G${n}`,
  product: 'LIVE',
  gameName: `Baccarat ${n}`,
  // noon in the merchant's time zone (UTC+8)
  betTimeInTimestamp: Date.UTC(2026, 2, 10, 4, 0, n),
  settleTimeInTimestamp: Date.UTC(2026, 2, 10, 4, 1, n),
  betAmount: 2500,
  validBetAmount: 2500,
  winAmount: 4875,
  profitAndLoss: 2375,
  status: 'won',
  customerName,
  directAgentName,
});

describe('team betting history', () => {
  it('shows each bet with its account and direct agent, the totals, and narrows the list to one downline', async () => {
    const loadTeamBets = vi.fn(
      async (request: PagedListRequest): Promise<TeamBetsPage> => ({
        rows: (request.filters.account === 'player_two'
          ? [teamBet(2, 'player_two', 'sub_agent')]
          : [teamBet(1, 'player_one', 'demo_agent'), teamBet(2, 'player_two', 'sub_agent')]) as never,
        total: request.filters.account ? 1 : 2,
        summary: { betAmount: 5000, validBetAmount: 5000, winAmount: 9750, profitAndLoss: 4750, total: 2 },
      }),
    );
    await openReport(<TeamBettingView />, environment({ loadTeamBets }));
    const table = await screen.findByRole('table');
    expect(loadTeamBets).toHaveBeenCalledWith({ filters: {}, range: { from: TODAY, to: TODAY }, utcOffsetMinutes: 480, pageNo: 1, pageSize: 10 });
    const [first, second] = bodyRows(table);
    expect(cell(first, 'Account')).toBe('player_one');
    expect(cell(first, 'Direct agent')).toBe('demo_agent');
    expect(cell(second, 'Direct agent')).toBe('sub_agent');
    expect(cell(first, 'Profit and loss')).toBe('2,375.00');
    const totals = screen.getByLabelText('Totals of the period');
    expect(totals.textContent).toContain('9,750.00');
    expect(totals.textContent).toContain('4,750.00');
    // a team's bet is not the agent's own: no detail, no export
    expect(within(table).queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'Live casino' }));
    fireEvent.change(screen.getByLabelText('Downline account'), { target: { value: ' player_two ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(bodyRows(screen.getByRole('table'))).toHaveLength(1));
    expect(loadTeamBets).toHaveBeenLastCalledWith({
      filters: { product: 'LIVE', account: 'player_two' },
      range: { from: TODAY, to: TODAY },
      utcOffsetMinutes: 480,
      pageNo: 1,
      pageSize: 10,
    });
    // the whole team again
    fireEvent.click(screen.getByRole('button', { name: 'Whole team' }));
    await waitFor(() => expect(bodyRows(screen.getByRole('table'))).toHaveLength(2));
    expect(loadTeamBets.mock.lastCall?.[0].filters).toEqual({ product: 'LIVE' });
    expect((screen.getByLabelText('Downline account') as HTMLInputElement).value).toBe('');
  });

  it('says so when the account is not in the team', async () => {
    const loadTeamBets = vi.fn(async (request: PagedListRequest): Promise<TeamBetsPage> => {
      if (request.filters.account) throw { errorCode: 'downline.unknown', value: null };
      return { rows: [], total: 0, summary: { betAmount: 0, validBetAmount: 0, winAmount: 0, profitAndLoss: 0, total: 0 } };
    });
    await openReport(<TeamBettingView />, environment({ loadTeamBets }));
    await screen.findByText('No records in this period.');
    fireEvent.change(screen.getByLabelText('Downline account'), { target: { value: 'stranger' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect((await screen.findByRole('alert')).textContent).toContain('No member of your team has this account.');
  });
});

describe('downline transactions', () => {
  it('shows each entry with its account, the money in and out, and filters by type and downline', async () => {
    const entry = (overrides: Partial<TransactionRecord & { customerName: string }>): TransactionRecord & { customerName: string } => ({
      txId: '31',
      txType: 'deposit',
      txTimeInTimestamp: Date.UTC(2026, 2, 10, 0, 0, 0),
      amount: 300,
      currentAvailBalance: 300,
      wallet: 'main',
      walletName: null,
      orderNo: '12',
      note: null,
      remark: null,
      customerName: 'player_one',
      ...overrides,
    });
    const loadDownlineTransactions = vi.fn(
      async (request: PagedListRequest): Promise<DownlineTransactionsPage> => ({
        rows: [
          request.filters.type === 'withdrawal' ? entry({ txId: '32', txType: 'withdrawal', amount: -120, customerName: 'player_two' }) : entry({}),
        ] as never,
        total: 1,
        summary: { income: 300, expense: 120, net: 180 },
      }),
    );
    await openReport(<DownlineTransactionsView />, environment({ loadDownlineTransactions }));
    const table = await screen.findByRole('table');
    expect(cell(bodyRows(table)[0], 'Account')).toBe('player_one');
    expect(cell(bodyRows(table)[0], 'Amount')).toBe('300.00');
    const totals = screen.getByLabelText('Totals of the period');
    expect(totals.textContent).toContain('-120.00');
    expect(totals.textContent).toContain('180.00');

    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'withdrawal' } });
    fireEvent.change(screen.getByLabelText('Downline account'), { target: { value: 'player_two' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(cell(bodyRows(screen.getByRole('table'))[0], 'Account')).toBe('player_two'));
    expect(cell(bodyRows(screen.getByRole('table'))[0], 'Amount')).toBe('-120.00');
    expect(loadDownlineTransactions).toHaveBeenLastCalledWith({
      filters: { type: 'withdrawal', account: 'player_two' },
      range: { from: TODAY, to: TODAY },
      utcOffsetMinutes: 480,
      pageNo: 1,
      pageSize: 10,
    });
  });
});

const pnlRow = (customerId: number, customerName: string, isAgent: boolean, teamSize: number, profitAndLoss: number) => ({
  customerId,
  customerName,
  isAgent,
  teamSize,
  betAmount: 1000,
  validBetAmount: 900,
  winAmount: 900 + profitAndLoss,
  profitAndLoss,
  bonusAmount: 10,
  rebateAmount: 4.5,
  depositAmount: 2000,
  withdrawalAmount: 500,
});

const pnlTotals = (profitAndLoss: number) => ({
  betAmount: 3000,
  validBetAmount: 2700,
  winAmount: 2700 + profitAndLoss,
  profitAndLoss,
  bonusAmount: 30,
  rebateAmount: 13.5,
  depositAmount: 6000,
  withdrawalAmount: 1500,
});

describe('downline profit and loss', () => {
  /** The agent's direct downlines; sub_agent (7) has leaf_agent (8) under it, which has one player. */
  const branches: Record<string, TeamPnlPage> = {
    top: { rows: [pnlRow(7, 'sub_agent', true, 3, -1250.75), pnlRow(9, 'player_one', false, 0, 80)], total: 2, summary: pnlTotals(-1170.75) },
    7: { rows: [pnlRow(8, 'leaf_agent', true, 1, -300), pnlRow(10, 'player_two', false, 0, -950.75)], total: 2, summary: pnlTotals(-1250.75) },
    8: { rows: [pnlRow(11, 'player_three', false, 0, -300)], total: 1, summary: pnlTotals(-300) },
  };

  it('shows each direct downline with its team size and figures and the totals, drills down by parentId and back up', async () => {
    const loadTeamPnl = vi.fn(async (request: PagedListRequest) => branches[request.filters.parentId ?? 'top']);
    await openReport(<TeamPnlView />, environment({ loadTeamPnl }));
    const table = await screen.findByRole('table');
    const subAgent = within(table).getByTestId('pnl-sub_agent');
    expect(cell(subAgent, 'Team size')).toBe('3');
    expect(cell(subAgent, 'Kind')).toBe('Agent');
    expect(cell(subAgent, "Players' profit and loss")).toBe('-1,250.75');
    expect(cell(subAgent, 'Deposits')).toBe('2,000.00');
    expect(screen.getByLabelText('Totals of the period').textContent).toContain('-1,170.75');
    // a member with no one under it opens nothing
    expect(within(within(table).getByTestId('pnl-player_one')).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Where in the team' })).toBeNull();

    fireEvent.click(within(subAgent).getByRole('button', { name: 'Downlines of sub_agent' }));
    await screen.findByTestId('pnl-leaf_agent');
    expect(loadTeamPnl.mock.lastCall?.[0]).toMatchObject({ filters: { parentId: '7' }, pageNo: 1 });
    expect(screen.getByLabelText('Totals of the period').textContent).toContain('-1,250.75');
    fireEvent.click(within(screen.getByTestId('pnl-leaf_agent')).getByRole('button', { name: 'Downlines of leaf_agent' }));
    await screen.findByTestId('pnl-player_three');
    expect(loadTeamPnl.mock.lastCall?.[0].filters.parentId).toBe('8');
    const crumbs = screen.getByRole('navigation', { name: 'Where in the team' });
    expect(
      within(crumbs)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['My team', 'sub_agent', 'leaf_agent']);

    // one level up, then back to the agent's own downlines
    fireEvent.click(within(crumbs).getByRole('button', { name: 'sub_agent' }));
    await screen.findByTestId('pnl-leaf_agent');
    expect(loadTeamPnl.mock.lastCall?.[0].filters.parentId).toBe('7');
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Where in the team' })).getByRole('button', { name: 'My team' }));
    await screen.findByTestId('pnl-sub_agent');
    expect(loadTeamPnl.mock.lastCall?.[0].filters).toEqual({});
    expect(screen.queryByRole('navigation', { name: 'Where in the team' })).toBeNull();
  });
});

describe('my income', () => {
  it('shows each merchant day’s rebate, salaries, dividend and total, and the totals of the period', async () => {
    const loadAgentIncome = vi.fn(
      async (_request: PagedListRequest): Promise<AgentIncomePage> => ({
        rows: [
          { date: '2026-03-10', rebate: 1.5, dailySalary: 0, hourlySalary: 2.25, realtimeSalary: 0.75, dividend: 0, total: 4.5 },
          { date: '2026-03-09', rebate: 0, dailySalary: 150, hourlySalary: 0, realtimeSalary: 0, dividend: 1200, total: 1350 },
        ],
        total: 2,
        summary: { rebate: 1.5, dailySalary: 150, hourlySalary: 2.25, realtimeSalary: 0.75, dividend: 1200, total: 1354.5 },
      }),
    );
    await openReport(<AgentIncomeView />, environment({ loadAgentIncome }));
    await screen.findByRole('table');
    expect(loadAgentIncome).toHaveBeenCalledWith({
      filters: {},
      range: { from: '2026-03-04', to: TODAY },
      utcOffsetMinutes: 480,
      pageNo: 1,
      pageSize: 10,
    });
    expect(screen.getByRole('button', { name: '7 days' }).getAttribute('aria-pressed')).toBe('true');
    const [today, yesterday] = bodyRows(await screen.findByRole('table'));
    expect(cell(today, 'Date')).toBe('10/03/2026');
    expect(cell(today, 'Hourly salary')).toBe('2.25');
    expect(cell(today, 'Real-time salary')).toBe('0.75');
    expect(cell(yesterday, 'Daily salary')).toBe('150.00');
    expect(cell(yesterday, 'Dividend')).toBe('1,200.00');
    expect(cell(yesterday, 'Total')).toBe('1,350.00');
    const totals = screen.getByLabelText('Totals of the period');
    expect(within(totals).getByText('Total').nextSibling?.textContent).toBe('1,354.50');
    expect(within(totals).getByText('Rebate').nextSibling?.textContent).toBe('1.50');
  });
});

const payout = (overrides: Record<string, unknown>) => ({
  payoutId: '41-1773072000000',
  customerName: 'sub_agent',
  product: 'CONS',
  // the merchant day of 9 March: from its midnight at UTC+8 to the next
  periodStart: Date.UTC(2026, 2, 8, 16),
  periodEnd: Date.UTC(2026, 2, 9, 16),
  paidAt: Date.UTC(2026, 2, 9, 16, 5),
  teamValidBet: 12500,
  activeMembers: 4,
  netLoss: null,
  tier: 1,
  rateType: 'P',
  rate: 0.015,
  winRate: null,
  lossRate: null,
  gross: 187.5,
  downlineShare: 37.5,
  carryOver: null,
  amount: 150,
  ...overrides,
});

describe('payout records', () => {
  it('shows a percentage tier’s rate as a percentage and a fixed tier’s as its amount, with the total paid, and filters by account', async () => {
    const loadPayoutRecords = vi.fn(
      async (_kind: string, request: PagedListRequest): Promise<PayoutRecordsPage> => ({
        rows: [
          payout({}),
          payout({
            payoutId: '42-1773072000000',
            customerName: 'leaf_agent',
            tier: 2,
            rateType: 'F',
            rate: 50,
            gross: 50,
            downlineShare: 0,
            amount: 50,
          }),
        ].filter((row) => !request.filters.account || row.customerName === request.filters.account) as never,
        total: 2,
        summary: { amount: 200 },
      }),
    );
    await openReport(<ContractPageView kind="daily" />, environment({ loadPayoutRecords }), '/?ac=agentDailyWages2&part=payouts');
    const records = await screen.findByTestId('payout-records-daily');
    const percentage = await within(records).findByTestId('payout-41-1773072000000');
    expect(loadPayoutRecords.mock.calls[0][0]).toBe('daily');
    expect(cell(percentage, 'Rate')).toBe('1.50 %');
    expect(cell(percentage, 'Gross')).toBe('187.50');
    expect(cell(percentage, "Downlines' share")).toBe('37.50');
    expect(cell(percentage, 'Amount')).toBe('150.00');
    expect(cell(percentage, 'Team valid bet')).toBe('12,500.00');
    expect(cell(percentage, 'Active members')).toBe('4');
    expect(cell(percentage, 'Period')).toBe('09/03/2026 00:00:00 – 10/03/2026 00:00:00');
    const fixed = within(records).getByTestId('payout-42-1773072000000');
    expect(cell(fixed, 'Tier')).toBe('2');
    expect(cell(fixed, 'Rate')).toBe('50.00');
    expect(cell(fixed, 'Rate')).not.toContain('%');
    // a salary has no carry-over
    expect(within(records).queryByText('Carry-over')).toBeNull();
    expect(within(screen.getByLabelText('Totals of the period')).getByText('Paid').nextSibling?.textContent).toBe('200.00');

    fireEvent.change(within(records).getByLabelText('Account'), { target: { value: 'leaf_agent' } });
    fireEvent.click(within(records).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(within(records).queryByTestId('payout-41-1773072000000')).toBeNull());
    // the last 30 days to start with: every period starts before it is paid
    expect(loadPayoutRecords).toHaveBeenLastCalledWith('daily', {
      filters: { account: 'leaf_agent' },
      range: { from: '2026-02-09', to: TODAY },
      utcOffsetMinutes: 480,
      pageNo: 1,
      pageSize: 10,
    });
  });

  it('shows a dividend’s base and carried loss, and a real-time salary’s two rates', async () => {
    const loadPayoutRecords = vi.fn(
      async (kind: string): Promise<PayoutRecordsPage> => ({
        rows: [
          kind === 'dividend'
            ? payout({ payoutId: '51-1', netLoss: 8000, rate: 0.2, gross: 1600, downlineShare: 400, carryOver: -250.5, amount: 1200 })
            : payout({ payoutId: '61-1', activeMembers: null, tier: null, rateType: null, rate: null, winRate: 0.005, lossRate: 0.008 }),
        ] as never,
        total: 1,
        summary: { amount: 1200 },
      }),
    );
    await openReport(<ContractPageView kind="dividend" />, environment({ loadPayoutRecords }), '/?part=payouts');
    const dividend = await screen.findByTestId('payout-51-1');
    expect(cell(dividend, 'Net loss')).toBe('8,000.00');
    expect(cell(dividend, 'Rate')).toBe('20.00 %');
    expect(cell(dividend, 'Carry-over')).toBe('-250.50');
    expect(cell(dividend, 'Amount')).toBe('1,200.00');
    cleanup();

    await openReport(<ContractPageView kind="realtime" />, environment({ loadPayoutRecords }), '/?part=payouts');
    const realtime = await screen.findByTestId('payout-61-1');
    expect(loadPayoutRecords.mock.lastCall?.[0]).toBe('realtime');
    expect(cell(realtime, 'Rate')).toBe('Profit salary 0.50 % · Loss salary 0.80 %');
    expect(cell(realtime, 'Tier')).toBe('–');
    expect(cell(realtime, 'Active members')).toBe('–');
  });
});

describe('announcements', () => {
  it('shows each announcement’s title, date and content, its HTML sanitised', async () => {
    const loadAnnouncements = vi.fn(async () => ({
      data: [
        {
          id: 2,
          title: 'New daily salary tiers',
          content: '<p>From <b>Monday</b><img src="x" onerror="alert(1)"></p>',
          publishedAt: Date.UTC(2026, 2, 9, 2),
        },
        {
          id: 1,
          title: 'Welcome, agents',
          content: '<p>Read the rules</p><script>alert(2)</script>',
          publishedAt: Date.UTC(2026, 1, 1, 2),
        },
      ],
      count: 2,
    }));
    await openReport(<AgentAnnouncementsView />, environment({ loadAnnouncements }));
    const newest = await screen.findByTestId('announcement-2');
    const notices = screen.getAllByRole('article');
    expect(notices.map((notice) => within(notice).getByRole('heading').textContent)).toEqual(['New daily salary tiers', 'Welcome, agents']);
    expect(within(newest).getByText('09/03/2026').tagName).toBe('TIME');
    expect(within(newest).getByText('Monday').tagName).toBe('B');
    expect(newest.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(screen.getByTestId('announcement-1').querySelector('script')).toBeNull();
    expect(loadAnnouncements).toHaveBeenCalledWith({ params: { language: 'en' } });
  });

  it('says when there is none', async () => {
    await openReport(<AgentAnnouncementsView />, environment({ loadAnnouncements: async () => ({ data: [], count: 0 }) }));
    expect((await screen.findByText('No announcements yet.')).getAttribute('role')).toBe('status');
  });
});

describe('in the agent centre', () => {
  it.each([
    ['personalHistoryCopy', 'team-betting'],
    ['palStatementsAgentCopy', 'team-pnl'],
    ['agentRevenueReport', 'agent-income'],
    ['agentDownlineTransactionDetailsCopy', 'downline-transactions'],
    ['agentAnnouncement', 'agent-announcements'],
    ['agentDividendRecordCopy&part=payouts', 'payout-records-dividend'],
  ])('%s shows its report', async (page, testId) => {
    const root = startRoot({
      loadSystemStatus: async () =>
        systemStatus({
          features: { AGENTCENTER3: true, TRANSBETREPMEM3: true, AGETEAMPNL3: true, AGEREV3: true, AGEDOWNTRANS3: true, SIGNCONDIV3: true },
        }),
      storedToken: 'token-1',
      loadMemberInfo: async () => member({ type: 1, account: 'demo_agent' }),
    });
    await waitForActor(root.rootActor, (s) => s.matches('app'));
    const session = selectSessionRef(root.rootActor.getSnapshot())!;
    await waitForActor(session, (s) => s.matches('signedIn'));
    renderWithEdge(
      <AgentCentreEdgeProvider value={await agentEdge(environment())}>
        <SiteRouter path={`/?ac=${page}`}>
          <CentreView />
        </SiteRouter>
      </AgentCentreEdgeProvider>,
      root.edge,
    );
    const body = await screen.findByTestId(`centre-page-${page.split('&')[0]}`);
    await within(body).findByTestId(testId);
    expect(within(body).queryByText('This page is coming soon.')).toBeNull();
  });
});
