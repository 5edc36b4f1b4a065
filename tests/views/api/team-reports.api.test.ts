/**
 * The team report calls against a stubbed fetch: each asks its path with a query the wire's own
 * schema accepts (the downline as `subordinateName`, the P&L's `parentId`, the transaction types,
 * each contract kind's relay), hands the chart the rows, the total and the range's totals, and the
 * announcements come newest first; a refusal rejects as `{ errorCode, value }`.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PagedListRequest } from '../../../machines/paged-list';
import {
  loadAgentAnnouncements,
  loadAgentIncome,
  loadDownlineTransactions,
  loadPayoutRecords,
  loadTeamBets,
  loadTeamPnl,
} from '../../../src/api/team-reports.api';
import {
  agentIncomeQuery,
  downlineTransactionQuery,
  payoutRecordsQuery,
  teamBetHistoryQuery,
  teamPnlQuery,
} from '../../../wire/team-reports.schemas';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

function stubFetch(value: unknown) {
  const seen: URL[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    seen.push(new URL(new Request(new URL(String(input), 'http://site.test'), init).url));
    return json({ success: true, value });
  });
  return seen;
}

const query = (url: URL) => Object.fromEntries(url.searchParams);
const request = (filters: Record<string, string>): PagedListRequest => ({
  filters,
  range: { from: '2026-03-01', to: '2026-03-10' },
  utcOffsetMinutes: 480,
  pageNo: 2,
  pageSize: 20,
});
const paged = (list: unknown[], footer: unknown) => ({ list, total: 21, totalPages: 2, footer: [footer] });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the team report calls', () => {
  it('team betting: the tab and the downline as the wire takes them, the footer as the summary', async () => {
    const footer = { betAmount: 5, validBetAmount: 5, winAmount: 0, profitAndLoss: -5, total: 1 };
    const seen = stubFetch(paged([{ orderNo: 'G1' }], footer));
    const page = await loadTeamBets(request({ product: 'LIVE', account: 'player_two' }));
    expect(seen[0].pathname).toBe('/wps/report/teamGameBetHistory');
    expect(teamBetHistoryQuery.parse(query(seen[0]))).toMatchObject({ product: 'LIVE', subordinateName: 'player_two', page: 2, size: 20 });
    expect(page).toEqual({ rows: [{ orderNo: 'G1' }], total: 21, summary: footer });
    // the range's days are the merchant's (UTC+8), whatever the browser's zone: 1 March begins at 16:00 UTC on 28 February
    expect(teamBetHistoryQuery.parse(query(seen[0]))).toMatchObject({ startTime: Date.UTC(2026, 1, 28, 16), endTime: Date.UTC(2026, 2, 10, 16) - 1 });
    // no downline: the whole team, every product
    await loadTeamBets(request({}));
    expect(teamBetHistoryQuery.parse(query(seen[1])).product).toBe('ALL');
    expect(seen[1].searchParams.has('subordinateName')).toBe(false);
  });

  it('downline transactions: the type and the downline', async () => {
    const seen = stubFetch(paged([], { income: 0, expense: 0, net: 0 }));
    await loadDownlineTransactions(request({ type: 'withdrawal', account: 'player_two' }));
    expect(seen[0].pathname).toBe('/wps/report/downlineTransaction');
    expect(downlineTransactionQuery.parse(query(seen[0]))).toMatchObject({ type: ['withdrawal'], subordinateName: 'player_two' });
  });

  it('downline P&L: the parentId to drill down to, none for the agent’s own downlines', async () => {
    const seen = stubFetch(paged([], {}));
    await loadTeamPnl(request({ parentId: '7', trail: '7:sub_agent' }));
    await loadTeamPnl(request({}));
    expect(seen.map((url) => url.pathname)).toEqual(['/wps/relay/ODSFE2_getTeamPNLV3', '/wps/relay/ODSFE2_getTeamPNLV3']);
    expect(teamPnlQuery.parse(query(seen[0]))).toMatchObject({ parentId: 7, page: 2 });
    expect(seen[1].searchParams.has('parentId')).toBe(false);
  });

  it('my income and each contract kind’s payout records on their relays', async () => {
    const seen = stubFetch(paged([], { amount: 0 }));
    await loadAgentIncome(request({}));
    for (const kind of ['dividend', 'daily', 'hourly', 'realtime'] as const) await loadPayoutRecords(kind, request({ account: 'leaf_agent' }));
    expect(seen.map((url) => url.pathname)).toEqual([
      '/wps/relay/ODSFE2_AgentProfDet',
      '/wps/relay/ODSFE2_QueryDividend',
      '/wps/relay/ODSFE2_dailySalRec',
      '/wps/relay/ODSFE2_getHourSalaryDisburseRec',
      '/wps/relay/ODSFE2_getRealTimeSalary',
    ]);
    expect(agentIncomeQuery.parse(query(seen[0]))).toMatchObject({ page: 2, size: 20 });
    for (const url of seen.slice(1)) expect(payoutRecordsQuery.parse(query(url))).toMatchObject({ subordinateName: 'leaf_agent' });
  });

  it('announcements newest first, and a refusal as { errorCode, value }', async () => {
    stubFetch({
      list: [
        { id: 1, title: 'older', content: '', publishedAt: 1000 },
        { id: 2, title: 'newer', content: '', publishedAt: 2000 },
      ],
    });
    const loaded = await loadAgentAnnouncements();
    expect(loaded.count).toBe(2);
    expect((loaded.data as { id: number }[]).map((notice) => notice.id)).toEqual([2, 1]);
    vi.stubGlobal('fetch', async () => json({ success: false, errorCode: 'agent.only', message: 'Agents only', value: null }));
    await expect(loadAgentAnnouncements()).rejects.toStrictEqual({ errorCode: 'agent.only', value: null });
  });
});
