/**
 * Every money figure the site and the back office show about a set of members, read the way each
 * shows it (the SPA's routes, the admin CLI, the settlement's payout rows), and the merchant's side
 * and the ledger's audit: what ledger-golden.test.ts records and compares.
 *
 * Figures are keyed by usernames, kinds and days. Database ids (members', bets', movements',
 * deposits', contracts') and random round ids are taken out or named: they are not money, and a
 * change to how the ledger stores its accounts may change them.
 */
import { expect } from 'vitest';
import { executeAdminCommand, parseAdminArgs } from '../../../server/admin/admin.commands';
import { auditLedger } from '../../../server/wallet/ledger-audit';
import type { GameGateway } from '../game-launch.driver';

export interface GoldenMember {
  id: number;
  username: string;
  token: string;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Ids of rows, not money: left out wherever an answer carries them. */
const ROW_IDS = new Set(['orderNo', 'txId', 'transactionId', 'payoutId', 'withdrawalId', 'depositId', 'bankCardId', 'contractId', 'id', 'roundId']);
/** Members' ids: named by username. */
const MEMBER_IDS = new Set(['customerId', 'receiverId', 'memberId', 'downlineId', 'uplineId', 'agentId', 'parentId']);
const ROUND_ID = /^R[0-9A-F]{16}$/;
/** The payment provider's own reference of a deposit: random, as a provider's is. */
const PROVIDER_REFERENCE = /^pay_[A-Za-z0-9_-]{10,40}$/;

/** Bigints as strings, so the figures are plain JSON. */
export const toJson = (value: unknown): Json => JSON.parse(JSON.stringify(value, (_key, v) => (typeof v === 'bigint' ? v.toString() : v)));

function named(value: unknown, names: Map<number, string>): unknown {
  if (Array.isArray(value)) return value.map((item) => named(item, names));
  if (typeof value === 'string') return ROUND_ID.test(value) ? '<round>' : PROVIDER_REFERENCE.test(value) ? '<provider reference>' : value;
  if (value instanceof Date) return value.toISOString();
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (ROW_IDS.has(key)) continue;
    out[key] = MEMBER_IDS.has(key) && typeof item === 'number' ? (names.get(item) ?? `<member ${item}>`) : named(item, names);
  }
  return out;
}

export async function readFigures(gg: GameGateway, input: { members: GoldenMember[]; trial: GoldenMember; from: number }) {
  const g = gg.gw;
  const db = g.database.db;
  const names = new Map(input.members.map((m) => [m.id, m.username]));
  const range = { startTime: input.from, endTime: g.clock.now().getTime() };
  const query = (params: Record<string, string | number>) => new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

  async function value(member: GoldenMember, path: string, params: Record<string, string | number> = {}) {
    const response = await g.get(`${path}?${query(params)}`, { token: member.token, headers: { language: 'EN' } });
    expect(response.json(), `${path}: ${response.body}`).toMatchObject({ success: true });
    return response.json().value;
  }

  /** Every row of a paged list, and the last page's other fields (totals, footer). */
  async function pages(member: GoldenMember, path: string, params: Record<string, string | number>, listKey = 'list') {
    const rows: unknown[] = [];
    for (let page = 1; ; page += 1) {
      const answer = await value(member, path, { ...params, page, size: 100 });
      rows.push(...answer[listKey]);
      if (page >= answer.totalPages) return { ...answer, [listKey]: rows };
    }
  }

  async function backOffice(...argv: string[]) {
    const result = await executeAdminCommand(db, parseAdminArgs(argv), { hasher: g.app.ctx.providers.hasher, now: g.clock.now, via: 'cli' });
    expect(result.code, result.stderr).toBe(0);
    return result.stdout.trimEnd().split('\n');
  }

  async function walletsOf(memberId: number) {
    const rows = await db.query<{ kind: string; balance: string }>(
      'SELECT kind, balance::text FROM ledger_accounts WHERE member_id = $1 ORDER BY kind',
      [memberId],
    );
    return Object.fromEntries(rows.rows.map((row) => [row.kind, row.balance]));
  }

  async function memberFigures(member: GoldenMember) {
    const bets = await pages(member, '/wps/report/accountGameBetHistory', { ...range, product: 'ALL' });
    const details = [];
    for (const bet of bets.list as { orderNo: string }[])
      details.push(await value(member, '/wps/report/accountGameBetDetail', { orderNo: bet.orderNo }));
    const figures = {
      wallets: await walletsOf(member.id),
      header: await value(member, '/wps/v2/wallets/balance'),
      funds: await value(member, '/wps/member/info/funds/consolidated'),
      bets,
      betDetails: details,
      account: await pages(member, '/wps/relay/ODSFE2_MemTransDet', range),
      profit: await pages(member, '/wps/relay/ODSFE2_MemPNL', { ...range, product: 'ALL', utcOffsetMinutes: 480 }),
      deposits: await pages(member, '/wps/relay/MCSFE_getDepositTransactionReport', range),
      withdrawals: await pages(member, '/wps/relay/MCSFE_getWithdrawTransactionReport', range, 'records'),
      backOffice: {
        balance: await backOffice('wallet', 'balance', member.username),
        // the reference column is a random round id or a draw
        bets: (await backOffice('wallet', 'bets', member.username)).map((line) => line.split('\t').filter((cell) => !ROUND_ID.test(cell))),
      },
    };
    return named(figures, names);
  }

  async function agentFigures(agent: GoldenMember) {
    const payouts: Record<string, unknown> = {};
    for (const [kind, path] of [
      ['daily', '/wps/relay/ODSFE2_dailySalRec'],
      ['hourly', '/wps/relay/ODSFE2_getHourSalaryDisburseRec'],
      ['realtime', '/wps/relay/ODSFE2_getRealTimeSalary'],
      ['dividend', '/wps/relay/ODSFE2_QueryDividend'],
    ]) {
      payouts[kind] = await pages(agent, path, range);
    }
    const figures = {
      overview: await value(agent, '/wps/relay/ODSFE2_getTeamOverviewSum', range),
      overviewDays: await value(agent, '/wps/relay/ODSFE2_getTeamOverviewDailyList', range),
      subordinates: await pages(agent, '/wps/relay/ODSFE2_getSubordinatev2', { depth: 0 }),
      teamBets: await pages(agent, '/wps/report/teamGameBetHistory', { ...range, product: 'ALL' }),
      downlineTransactions: await pages(agent, '/wps/report/downlineTransaction', range),
      teamPnl: await pages(agent, '/wps/relay/ODSFE2_getTeamPNLV3', range),
      income: await pages(agent, '/wps/relay/ODSFE2_AgentProfDet', range),
      payouts,
      contracts: await value(agent, '/wps/relay/MCSFE_getDownlineContracts'),
    };
    return named(figures, names);
  }

  const isAgent = async (member: GoldenMember) =>
    (await db.query<{ type: number }>('SELECT type FROM members WHERE id = $1', [member.id])).rows[0].type !== 0;

  const membersFigures: Record<string, unknown> = {};
  const agents: Record<string, unknown> = {};
  for (const member of input.members) {
    membersFigures[member.username] = await memberFigures(member);
    if (await isAgent(member)) agents[member.username] = await agentFigures(member);
  }

  const rebates = await db.query(
    `SELECT m.username, p.day::text, p.amount::text, p.statement FROM rebate_payouts p JOIN members m ON m.id = p.member_id ORDER BY p.day, m.username`,
  );
  const contractPayouts = await db.query(
    `SELECT u.username AS upline, d.username AS downline, c.kind, c.product, p.period_start, p.period_end, p.amount::text, p.statement
       FROM contract_payouts p JOIN agent_contracts c ON c.id = p.contract_id JOIN members u ON u.id = c.upline_id JOIN members d ON d.id = c.downline_id
      ORDER BY p.period_start, c.kind, d.username, c.product`,
  );
  const merchant = await db.query(
    `SELECT kind, sum(balance)::text AS balance FROM ledger_accounts WHERE member_id IS NULL AND merchant_id = $1 GROUP BY kind ORDER BY kind`,
    [gg.merchantId],
  );
  // what every movement did, per kind of movement and of account, whose account it was
  const movements = await db.query(
    `SELECT t.kind AS movement, a.kind AS account, coalesce(m.username, 'merchant') AS owner, count(*)::int AS entries, sum(e.amount)::text AS amount
       FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id JOIN ledger_accounts a ON a.id = e.account_id
       LEFT JOIN members m ON m.id = a.member_id
      WHERE a.member_id IS NULL OR a.member_id = ANY($1::int[])
      GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
    [[...names.keys()]],
  );
  return {
    members: membersFigures,
    agents,
    trial: { wallets: await walletsOf(input.trial.id) },
    rebates: named(rebates.rows, names),
    contractPayouts: named(contractPayouts.rows, names),
    merchant: Object.fromEntries(merchant.rows.map((row) => [row.kind, row.balance])),
    movements: movements.rows,
    backOffice: {
      deposits: (await backOffice('deposit', 'list')).map((line) => line.split('\t').slice(1)),
      withdrawals: (await backOffice('withdrawal', 'list')).map((line) => line.split('\t').slice(1)),
    },
    audit: await auditLedger(db),
  };
}
