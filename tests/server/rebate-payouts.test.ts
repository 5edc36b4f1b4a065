/**
 * The daily rebate payouts against an oracle (issue 14): a generated team of three agent levels and
 * 90 players with 6,000 bets over five merchant days (some moved onto the second day's very first
 * and last instants and just outside them). Rates on every level and product: a member at its
 * agent's rate, below it, without one, and one above its agent's (which the register centre never
 * allows; the agent then earns nothing on that branch, never less). The test computes every
 * member's rebate itself, bet by bet up the tree (support/rebate-oracle.ts), and compares it with
 * what was paid, to the cent:
 * - day 1, settled before any rate is set: nothing paid, the day marked settled for good;
 * - day 2 settled by two runners started together: paid once;
 * - day 3 settled by a runner that dies at its fifth ledger posting, then again: finished, nothing paid twice;
 * - day 4 from the admin CLI, which says so when asked again; day 5 by the settlement job;
 * - each payout one movement from the commission account to the member's main wallet, the ledger
 *   balanced, and each member's "my income" showing what it was paid.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeAdminCommand, parseAdminArgs } from '../../server/admin/admin.commands';
import { writeRates } from '../../server/agent-register/rebate-rates';
import { createSettlementJob } from '../../server/contracts/settlement/settlement-job';
import { DEFAULT_UTC_OFFSET_MINUTES, merchantDay } from '../../server/contracts/settlement/settlement.service';
import type { Db, Queryable, QueryOptions } from '../../server/db/db.types';
import { cryptoRandom } from '../../server/demo-games/random';
import { settleRebates } from '../../server/rebates/rebate-payouts.service';
import type { RebateStatement } from '../../server/rebates/rebate-payouts.service';
import { agentIncomeDays } from '../../server/team/agent-income.service';
import { formatAmount } from '../../server/wallet/ledger.service';
import { expectLedgerBalanced, startGameGateway } from './game-launch.driver';
import type { GameGateway } from './game-launch.driver';
import { rateBound, rebateOracle } from './support/rebate-oracle';
import type { ExpectedRebate, TestRates } from './support/rebate-oracle';
import { generateTeamHistory } from './support/team-history';
import type { HistoryBet, TeamMember } from './support/team-history';
import type { TestGateway } from './support/test-gateway';

const DAY = 86_400_000;
const OFFSET = DEFAULT_UTC_OFFSET_MINUTES;
let gg: GameGateway;
let g: TestGateway;
let members: TeamMember[];
let top: TeamMember;
let bets: HistoryBet[];
let days: string[];
const rates: TestRates = new Map();

const expectedOf = (day: string) => rebateOracle({ members, bets, rates, period: merchantDay(day, OFFSET) });
const settle = (day: string, db: Db = g.database.db) =>
  settleRebates(db, { merchantId: gg.merchantId, day, utcOffsetMinutes: OFFSET, now: g.clock.now() });
const cli = (...argv: string[]) =>
  executeAdminCommand(g.database.db, parseAdminArgs(argv), { hasher: g.app.ctx.providers.hasher, now: g.clock.now, via: 'cli' });

/** Whether a statement's figures give its amounts, as a member checking it by hand would find. */
function expectStatementAddsUp(memberId: number, statement: RebateStatement) {
  const own = rates.get(memberId) ?? {};
  for (const p of statement.products) {
    expect(p.rate, `member ${memberId} ${p.product}`).toBe(own[p.product]);
    const weighted = p.ownValidBet * p.rate + p.downlines.reduce((sum, d) => sum + d.teamValidBet * (p.rate - d.rate), 0);
    expect(p, `member ${memberId} ${p.product}`).toMatchObject({
      weighted: String(weighted),
      amount: Math.floor(weighted / 10_000),
      betting: Math.floor((p.ownValidBet * p.rate) / 10_000),
      agent: p.amount - p.betting,
    });
  }
  expect(statement.amount).toBe(statement.products.reduce((sum, p) => sum + p.amount, 0));
  expect(statement.bettingRebate + statement.agentRebate).toBe(statement.amount);
}

/** What rebate_payouts holds for the day, per member, each statement adding up. */
async function paid(day: string): Promise<Map<number, ExpectedRebate>> {
  const rows = await g.database.db.query<{ member_id: number; amount: string; statement: RebateStatement }>(
    'SELECT member_id, amount::text, statement FROM rebate_payouts WHERE merchant_id = $1 AND day = $2',
    [gg.merchantId, day],
  );
  return new Map(
    rows.rows.map((row) => {
      expect(Number(row.amount)).toBe(row.statement.amount);
      expectStatementAddsUp(row.member_id, row.statement);
      return [row.member_id, { betting: row.statement.bettingRebate, agent: row.statement.agentRebate, amount: Number(row.amount) }];
    }),
  );
}

/** One rebate movement per member paid, its amount from the commission account to the member's main wallet, named in its payout row. */
async function expectLedgerFollows(day: string, expected: Map<number, ExpectedRebate>) {
  // joined on the payout row's transaction: a movement its payout does not name has no member here
  const rows = await g.database.db.query<{
    member_id: number;
    n: string;
    main: string;
    commission: string;
    key: string;
    details: Record<string, unknown>;
  }>(
    `SELECT p.member_id, count(e.id)::text AS n, t.idempotency_key AS key, t.details,
            sum(e.amount) FILTER (WHERE a.kind = 'main' AND a.member_id = p.member_id)::text AS main,
            sum(e.amount) FILTER (WHERE a.kind = 'commission' AND a.member_id IS NULL)::text AS commission
       FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id JOIN ledger_accounts a ON a.id = e.account_id
       LEFT JOIN rebate_payouts p ON p.transaction_id = t.id
      WHERE t.kind = 'rebate' AND t.details->>'day' = $1 GROUP BY p.member_id, t.id`,
    [day],
  );
  const moved = new Map(rows.rows.map((row) => [row.member_id, row]));
  expect(rows.rows).toHaveLength(expected.size);
  for (const [memberId, rebate] of expected) {
    expect(moved.get(memberId), `member ${memberId}`).toMatchObject({
      n: '2',
      main: String(rebate.amount),
      commission: String(-rebate.amount),
      key: `rebate:${memberId}:${day}`,
      details: { day, betting_rebate: rebate.betting, agent_rebate: rebate.agent },
    });
  }
}

/** A database whose `allowed`+1st ledger posting fails: a runner that dies half way. */
function dyingAtPosting(db: Db, allowed: number): Db {
  let posted = 0;
  const failing = (tx: Queryable): Queryable => ({
    query<T>(sql: string, params?: readonly unknown[], options?: QueryOptions) {
      if (sql.includes('FROM ledger_post(') && (posted += 1) > allowed) return Promise.reject(new Error('the runner died'));
      return tx.query<T>(sql, params, options);
    },
  });
  return { ...db, query: db.query.bind(db), transaction: (fn) => db.transaction((tx) => fn(failing(tx))) };
}

/** Moves the generated bet `n` to `at`, in the database and in the oracle's copy. */
async function moveBet(n: number, at: Date) {
  const bet = bets[n];
  const table = bet.product === 'LOTT' ? 'lottery_bets' : 'game_bets';
  const moved = await g.database.db.query(`UPDATE ${table} SET created_at = $3, settled_at = $3 WHERE member_id = $1 AND bet_id LIKE $2`, [
    bet.memberId,
    `%-${n}`,
    at,
  ]);
  expect(moved.rowCount).toBe(1);
  bets[n] = { ...bet, createdAt: at };
}

/**
 * Rates down the tree: the top agent's per product, then each member's from its agent's by its
 * place: the same, half, none, or 30 basis points less; one second-level agent above its agent on
 * LIVE. Written as the register centre writes them.
 */
async function setRates() {
  const now = g.clock.now();
  const products = ['RNG', 'LIVE', 'LOTT'];
  rates.set(top.id, { RNG: 150, LIVE: 120, LOTT: 200, SPORTS: 100 });
  for (const [i, member] of members.entries()) {
    if (member.uplineId === null) continue;
    const upline = rates.get(member.uplineId) ?? {};
    const own: Record<string, number> = {};
    for (const [p, product] of products.entries()) {
      const from = upline[product] ?? 0;
      const rate = [from, Math.floor(from / 2), 0, Math.max(0, from - 30)][(i + p) % 4];
      if (rate > 0) own[product] = rate;
    }
    rates.set(member.id, own);
  }
  const above = members.find((m) => m.agent && m.uplineId !== top.id && m.uplineId !== null && (rates.get(m.uplineId)?.LIVE ?? 0) > 0)!;
  rates.get(above.id)!.LIVE = rates.get(above.uplineId!)!.LIVE + 40;
  for (const [memberId, own] of rates) await writeRates(g.database.db, memberId, own, now);
}

beforeAll(async () => {
  gg = await startGameGateway(cryptoRandom);
  g = gg.gw;
  const now = g.clock.now().getTime();
  // five merchant days, the last one ending when today's began
  const firstDay = Math.floor((now + OFFSET * 60_000) / DAY) * DAY - OFFSET * 60_000 - 5 * DAY;
  days = [0, 1, 2, 3, 4].map((i) => new Date(firstDay + OFFSET * 60_000 + i * DAY).toISOString().slice(0, 10));
  const history = await generateTeamHistory(g.database.db, {
    merchantId: gg.merchantId,
    passwordHash: 'not-a-login',
    shape: [3, 3],
    players: 90,
    bets: 6_000,
    from: new Date(firstDay),
    days: 5,
    seed: 27,
  });
  ({ members, top, bets } = history);
  // big valid slot bets onto day 2's edges: its first and last instants count, the instants around them do not
  const big = bets.flatMap((bet, n) => (bet.valid && bet.product === 'RNG' && bet.stake >= 4_000 ? [n] : [])).slice(0, 4);
  const { from, to } = merchantDay(days[1], OFFSET);
  const edges = [from.getTime() - 1, from.getTime(), to.getTime() - 1, to.getTime()];
  for (const [i, n] of big.entries()) await moveBet(n, new Date(edges[i]));
  // the seeded demo members' rates: the merchant has none until the test sets them
  await g.database.db.query('DELETE FROM member_rebates WHERE member_id IN (SELECT id FROM members WHERE merchant_id = $1)', [gg.merchantId]);
}, 120_000);
afterAll(() => g.close());

describe('a day settled before any rate is set', () => {
  it('pays nothing and is marked settled: rates set later do not reach it', async () => {
    expect(await settle(days[0])).toMatchObject({ members: 0, written: 0, paid: 0 });
    await setRates();
    expect(expectedOf(days[0]).size).toBeGreaterThan(0);
    expect(await settle(days[0])).toMatchObject({ members: 0, written: 0, paid: 0 });
    expect((await paid(days[0])).size).toBe(0);
  });
});

describe('daily rebate payouts', () => {
  it('pays day 2 once when two runners start together, each member as the oracle computes it, bets on the edges included', async () => {
    const expected = expectedOf(days[1]);
    // the rates reach every case: players' betting rebates, agents' agent rebates, agents with both
    const values = [...expected.values()];
    expect(values.filter((r) => r.betting > 0 && r.agent === 0).length).toBeGreaterThan(10);
    expect(values.filter((r) => r.agent > 0).length).toBeGreaterThan(3);
    expect(values.filter((r) => r.agent > 0 && r.betting > 0).length).toBeGreaterThan(0);
    const runs = await Promise.all([settle(days[1]), settle(days[1])]);
    expect(runs[0].written + runs[1].written).toBe(expected.size);
    expect(runs[0].paid + runs[1].paid).toBe(values.reduce((sum, r) => sum + r.amount, 0));
    expect(await paid(days[1])).toEqual(expected);
    await expectLedgerFollows(days[1], expected);
    await expectLedgerBalanced(gg);
    // on the products where no rate is above its agent's, the tree pays each bet the highest rate above it once, less under a
    // cent per member and product for rounding
    const period = merchantDay(days[1], OFFSET);
    const products = ['RNG', 'LOTT'];
    const bound = rateBound({ members, bets, rates, period, products });
    const statements = await g.database.db.query<{ amount: string }>(
      `SELECT coalesce(sum((p->>'amount')::bigint), 0)::text AS amount FROM rebate_payouts r, jsonb_array_elements(r.statement->'products') p
        WHERE r.merchant_id = $1 AND r.day = $2 AND p->>'product' = ANY($3::text[])`,
      [gg.merchantId, days[1], products],
    );
    const onThose = Number(statements.rows[0].amount);
    expect(onThose).toBeLessThanOrEqual(bound);
    expect(onThose).toBeGreaterThan(bound - products.length * members.length);
  });

  it('finishes day 3 after a runner died at its fifth posting, nothing paid twice, then marks the day', async () => {
    const expected = expectedOf(days[2]);
    await expect(settle(days[2], dyingAtPosting(g.database.db, 4))).rejects.toThrow('the runner died');
    expect((await paid(days[2])).size).toBe(4);
    const marked = 'SELECT members, paid::text FROM rebate_days WHERE merchant_id = $1 AND day = $2';
    expect((await g.database.db.query(marked, [gg.merchantId, days[2]])).rows).toEqual([]);
    expect(await settle(days[2])).toMatchObject({ members: expected.size, alreadySettled: 4, written: expected.size - 4 });
    expect(await paid(days[2])).toEqual(expected);
    await expectLedgerFollows(days[2], expected);
    const total = [...expected.values()].reduce((sum, r) => sum + r.amount, 0);
    expect((await g.database.db.query(marked, [gg.merchantId, days[2]])).rows).toEqual([{ members: expected.size, paid: String(total) }]);
    // a marked day costs one read and pays nothing
    expect(await settle(days[2])).toMatchObject({ members: expected.size, alreadySettled: expected.size, written: 0 });
  });

  it('pays day 4 from the admin CLI once, and says so when asked again', async () => {
    const expected = expectedOf(days[3]);
    const total = formatAmount(BigInt([...expected.values()].reduce((sum, r) => sum + r.amount, 0)));
    const first = await cli('settle', 'rebate', '--period', days[3]);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain(
      `rebates ${days[3]}: ${expected.size} member(s) with a rebate, ${expected.size} settled now (${total} paid), 0 settled before`,
    );
    const again = await cli('settle', 'rebate', '--period', days[3]);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain(`${expected.size} member(s) with a rebate, 0 settled now (0.00 paid), ${expected.size} settled before`);
    expect(await paid(days[3])).toEqual(expected);
    await expectLedgerFollows(days[3], expected);
  });

  it('pays day 5 from the settlement job, and nothing more when the job runs again', async () => {
    const expected = expectedOf(days[4]);
    const job = createSettlementJob({ db: g.database.db, now: g.clock.now, everyMs: null });
    const runs = (await job.runOnce()).filter((run) => run.kind === 'rebate');
    // the last seven merchant days, oldest first; only day 5 was left to pay
    expect(runs.map((run) => run.period).slice(-5)).toEqual(days);
    expect(runs.filter((run) => run.written > 0).map((run) => run.period)).toEqual([days[4]]);
    expect(await paid(days[4])).toEqual(expected);
    await expectLedgerFollows(days[4], expected);
    expect((await job.runOnce()).reduce((sum, run) => sum + run.written, 0)).toBe(0);
    await expectLedgerBalanced(gg);
  });

  it("shows each member's rebates in its income of the day they were paid, the top agent's through the gateway", async () => {
    const total = new Map<number, number>();
    for (const day of days.slice(1)) for (const [memberId, r] of expectedOf(day)) total.set(memberId, (total.get(memberId) ?? 0) + r.amount);
    const now = g.clock.now();
    const today = new Date(now.getTime() + OFFSET * 60_000).toISOString().slice(0, 10);
    const range = { from: new Date(now.getTime() - DAY), to: new Date(now.getTime() + 1) };
    for (const member of members) {
      const income = await agentIncomeDays(g.database.db, { merchantId: gg.merchantId, agentId: member.id, range, utcOffsetMinutes: OFFSET });
      const want = total.get(member.id) ?? 0;
      expect(
        income.map((day) => [day.date, Number(day.rebate)]),
        `member ${member.id}`,
      ).toEqual(want > 0 ? [[today, want]] : []);
    }
    expect(total.get(top.id)).toBeGreaterThan(0);

    const username = (await g.database.db.query<{ username: string }>('SELECT username FROM members WHERE id = $1', [top.id])).rows[0].username;
    await g.database.db.query(`UPDATE members SET password_hash = (SELECT password_hash FROM members WHERE username = 'demo_agent') WHERE id = $1`, [
      top.id,
    ]);
    const login = await g.sealed('POST', '/wps/session/login', { username, password: 'Agent2026!', captcha: null, type: 'username' });
    const token = login.json().value?.token;
    expect(token, login.body).toBeTruthy();
    const response = await g.get(`/wps/relay/ODSFE2_AgentProfDet?startTime=${now.getTime() - DAY}&endTime=${now.getTime()}`, { token });
    expect(response.json(), response.body).toMatchObject({
      success: true,
      value: { list: [{ date: today, rebate: total.get(top.id)! / 100 }], footer: [{ rebate: total.get(top.id)! / 100 }] },
    });
  });

  it('refuses a day that has not ended, and a malformed period', async () => {
    const today = new Date(g.clock.now().getTime() + OFFSET * 60_000).toISOString().slice(0, 10);
    await expect(settle(today)).rejects.toThrow('has not ended');
    const early = await cli('settle', 'rebate', '--period', today);
    expect(early.code).toBe(1);
    expect(early.stderr).toContain('has not ended');
    expect(() => parseAdminArgs(['settle', 'rebate', '--period', '26/11/2026'])).toThrow('--period must be a day');
  });
});
