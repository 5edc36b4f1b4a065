/**
 * The daily salary settlement against an oracle (issue 14): a generated team of three agent levels
 * and 200 members with 20,000 bets over three merchant days, daily contracts on two levels and two
 * products (rate and fixed tiers), one contract changed on day 2, one accepted on day 2, one ended
 * on day 3. The test computes every expected payout itself, in plain code over the generated bets
 * and its own timeline of the contracts, and compares it with what the settlement paid, to the cent:
 * - day 1 settled by two runners started together: paid once;
 * - day 2 settled by a runner that dies after two payouts, then again: finished, nothing paid twice;
 * - day 3 settled from the admin CLI; then every day again: nothing more;
 * - each payout's ledger movement moved its amount from the commission account to the agent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractTerms, SalaryTier } from '../../machines/agent-contract/index';
import { executeAdminCommand, parseAdminArgs } from '../../server/admin/admin.commands';
import { answerContract, offerContract } from '../../server/contracts/contract.service';
import { DEFAULT_UTC_OFFSET_MINUTES, merchantDay, settleDailySalaries } from '../../server/contracts/settlement/settlement.service';
import type { Db } from '../../server/db/db.types';
import { cryptoRandom } from '../../server/demo-games/random';
import { startGameGateway } from './game-launch.driver';
import type { GameGateway } from './game-launch.driver';
import { acceptedContract } from './support/contract-steps';
import { generateTeamHistory } from './support/team-history';
import type { HistoryBet, TeamMember } from './support/team-history';
import { salaryOracle } from './support/salary-oracle';
import type { Planned } from './support/salary-oracle';
import type { TestGateway } from './support/test-gateway';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let gg: GameGateway;
let g: TestGateway;
let members: TeamMember[];
let bets: HistoryBet[];
let days: string[];

const planned: Planned[] = [];

const rateTiers = (...tiers: [number, number, number][]): SalaryTier[] =>
  tiers.map(([betVolume, activeMember, rate]) => ({ betVolume, activeMember, rateType: 'P', rate }));
const daily = (tiers: SalaryTier[]): ContractTerms => ({ kind: 'daily', tiers });

async function contract(upline: TeamMember, downline: TeamMember, product: string, tiers: SalaryTier[], at: number): Promise<Planned> {
  const id = await acceptedContract(g.database.db, { merchantId: gg.merchantId, upline, downline, product, terms: daily(tiers), at });
  const plan = { id, uplineId: upline.id, downlineId: downline.id, product, timeline: [{ at, terms: tiers }] };
  planned.push(plan);
  return plan;
}

/** The oracle's payouts of `day`. */
const expectedPayouts = (day: string) => salaryOracle({ planned, members, bets, period: merchantDay(day, DEFAULT_UTC_OFFSET_MINUTES) });

async function paid(day: string): Promise<Map<number, number>> {
  const period = merchantDay(day, DEFAULT_UTC_OFFSET_MINUTES);
  const rows = await g.database.db.query<{ contract_id: number; amount: string }>(
    'SELECT contract_id, amount::text FROM contract_payouts WHERE period_start = $1 ORDER BY contract_id',
    [period.from],
  );
  return new Map(rows.rows.map((row) => [row.contract_id, Number(row.amount)]));
}

/** Every salary movement of the day: one per positive payout, its amount from commission to the agent's main wallet. */
async function expectLedgerFollows(day: string, expected: Map<number, number>) {
  const rows = await g.database.db.query<{ contract_id: number; main: string; commission: string; n: string }>(
    `SELECT (t.details->>'contractId')::int AS contract_id, count(*)::text AS n,
            sum(e.amount) FILTER (WHERE a.kind = 'main')::text AS main, sum(e.amount) FILTER (WHERE a.kind = 'commission')::text AS commission
       FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id JOIN ledger_accounts a ON a.id = e.account_id
      WHERE t.kind = 'salary' AND t.details->>'period' = $1 AND t.details->>'kind' = 'daily' GROUP BY 1`,
    [day],
  );
  const moved = new Map(rows.rows.map((row) => [row.contract_id, row]));
  for (const [contractId, amount] of expected) {
    if (amount === 0) expect(moved.has(contractId), `contract ${contractId} paid nothing`).toBe(false);
    else {
      expect(moved.get(contractId), `contract ${contractId}`).toMatchObject({ n: '2', main: String(amount), commission: String(-amount) });
    }
  }
  expect(moved.size).toBe([...expected.values()].filter((amount) => amount > 0).length);
}

/** A database whose transactions fail after `allowed` of them: a runner that dies half way. */
function dyingAfter(db: Db, allowed: number): Db {
  let started = 0;
  return {
    ...db,
    query: db.query.bind(db),
    transaction: (fn) => {
      started += 1;
      if (started > allowed) return Promise.reject(new Error('the runner died'));
      return db.transaction(fn);
    },
  };
}

beforeAll(async () => {
  gg = await startGameGateway(cryptoRandom);
  g = gg.gw;
  const now = g.clock.now().getTime();
  const offset = DEFAULT_UTC_OFFSET_MINUTES * 60_000;
  // three merchant days, ending two days before now
  const firstDay = Math.floor((now + offset) / DAY) * DAY - offset - 5 * DAY;
  days = [0, 1, 2].map((i) => new Date(firstDay + offset + i * DAY).toISOString().slice(0, 10));
  const history = await generateTeamHistory(g.database.db, {
    merchantId: gg.merchantId,
    passwordHash: 'not-a-login',
    shape: [4, 3],
    players: 183,
    bets: 20_000,
    from: new Date(firstDay),
    days: 3,
    seed: 14,
  });
  members = history.members;
  bets = history.bets;
  const top = history.top;
  const first = members.filter((m) => m.uplineId === top.id && m.agent);
  const second = (agent: TeamMember) => members.filter((m) => m.uplineId === agent.id && m.agent);
  const before = firstDay - DAY;

  for (const agent of first.slice(0, 3)) await contract(top, agent, 'CONS', rateTiers([100_000, 3, 150], [1_000_000, 15, 250]), before);
  // the fourth agent's top tier is a fixed amount, and so is one of its downline's
  const mixed: SalaryTier[] = [...rateTiers([100_000, 3, 150]), { betVolume: 1_000_000, activeMember: 15, rateType: 'F', rate: 30_000 }];
  await contract(top, first[3], 'CONS', mixed, before);
  await contract(first[3], second(first[3])[1], 'CONS', [{ betVolume: 50_000, activeMember: 2, rateType: 'F', rate: 5_000 }], before);
  for (const agent of first.slice(0, 3)) {
    for (const downline of second(agent)) await contract(agent, downline, 'CONS', rateTiers([50_000, 2, 100], [500_000, 8, 200]), before);
  }
  // a second product: the slot games only, on two levels
  await contract(top, first[0], 'RNG', rateTiers([50_000, 1, 50]), before);
  await contract(first[0], second(first[0])[0], 'RNG', rateTiers([10_000, 1, 30]), before);

  // day 2, noon: the top agent raises the second agent's terms, accepted at once
  const raised = rateTiers([100_000, 3, 200], [1_000_000, 15, 280]);
  const change = planned.find((plan) => plan.downlineId === first[1].id && plan.product === 'CONS')!;
  const noon = firstDay + DAY + 12 * HOUR;
  const changed = await offerContract(g.database.db, {
    merchantId: gg.merchantId,
    uplineId: top.id,
    downlineId: first[1].id,
    product: 'CONS',
    terms: daily(raised),
    now: new Date(noon - HOUR),
  });
  expect(changed.kind).toBe('ok');
  await answerContract(g.database.db, {
    merchantId: gg.merchantId,
    memberId: first[1].id,
    contractId: change.id,
    answer: 'accept',
    confirmRelease: false,
    now: new Date(noon),
  });
  change.timeline.push({ at: noon, terms: raised });

  // day 2, 15:00: the fourth agent's first downline takes a contract
  await contract(first[3], second(first[3])[0], 'CONS', rateTiers([50_000, 2, 120]), firstDay + DAY + 15 * HOUR);

  // day 3, 10:00: the third agent's first downline contract ends (asked at 9, confirmed at 10)
  const ending = planned.find((plan) => plan.uplineId === first[2].id && plan.downlineId === second(first[2])[0].id)!;
  const nine = firstDay + 2 * DAY + 9 * HOUR;
  expect(
    (
      await answerContract(g.database.db, {
        merchantId: gg.merchantId,
        memberId: first[2].id,
        contractId: ending.id,
        answer: 'end',
        confirmRelease: false,
        now: new Date(nine),
      })
    ).kind,
  ).toBe('ok');
  expect(
    (
      await answerContract(g.database.db, {
        merchantId: gg.merchantId,
        memberId: ending.downlineId,
        contractId: ending.id,
        answer: 'end',
        confirmRelease: false,
        now: new Date(nine + HOUR),
      })
    ).kind,
  ).toBe('ok');
  ending.timeline.push({ at: nine + HOUR, terms: null });
});
afterAll(() => g.close());

describe('daily salary settlement', () => {
  it('pays day 1 once when two runners start together, each payout as the oracle computes it', async () => {
    const expected = expectedPayouts(days[0]);
    expect(expected.size).toBe(planned.length - 1);
    // the generated play pays most contracts something
    expect([...expected.values()].filter((amount) => amount > 0).length).toBeGreaterThan(expected.size / 2);
    const settle = () =>
      settleDailySalaries(g.database.db, {
        merchantId: gg.merchantId,
        day: days[0],
        utcOffsetMinutes: DEFAULT_UTC_OFFSET_MINUTES,
        now: g.clock.now(),
      });
    const runs = await Promise.all([settle(), settle()]);
    expect(runs[0].written + runs[1].written).toBe(expected.size);
    expect(await paid(days[0])).toEqual(expected);
    await expectLedgerFollows(days[0], expected);
  });

  it('finishes day 2 after a runner died half way, with the changed and the new contract on their day-2 terms, nothing paid twice', async () => {
    const expected = expectedPayouts(days[1]);
    expect(expected.size).toBe(planned.length);
    const settle = (db: Db) =>
      settleDailySalaries(db, { merchantId: gg.merchantId, day: days[1], utcOffsetMinutes: DEFAULT_UTC_OFFSET_MINUTES, now: g.clock.now() });
    await expect(settle(dyingAfter(g.database.db, 2))).rejects.toThrow('the runner died');
    expect((await paid(days[1])).size).toBe(2);
    const again = await settle(g.database.db);
    expect(again).toMatchObject({ alreadySettled: 2, written: expected.size - 2 });
    expect(await paid(days[1])).toEqual(expected);
    await expectLedgerFollows(days[1], expected);
  });

  it('settles day 3 from the admin CLI without the ended contract, and pays nothing more on any day run again', async () => {
    const expected = expectedPayouts(days[2]);
    expect(expected.size).toBe(planned.length - 1);
    const run = await executeAdminCommand(g.database.db, parseAdminArgs(['settle', 'daily', '--period', days[2]]), {
      hasher: g.app.ctx.providers.hasher,
      now: g.clock.now,
      via: 'cli',
    });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain(`${expected.size} settled now`);
    expect(await paid(days[2])).toEqual(expected);
    await expectLedgerFollows(days[2], expected);

    for (const day of days) {
      const repeat = await settleDailySalaries(g.database.db, {
        merchantId: gg.merchantId,
        day,
        utcOffsetMinutes: DEFAULT_UTC_OFFSET_MINUTES,
        now: g.clock.now(),
      });
      expect(repeat.written).toBe(0);
    }
    const total = days.reduce((sum, day) => sum + [...expectedPayouts(day).values()].reduce((a, b) => a + b, 0), 0);
    const commission = await g.database.db.query<{ balance: string }>(
      // the commission account is the sum of its slices
      `SELECT sum(balance)::text AS balance FROM ledger_accounts WHERE merchant_id = $1 AND kind = 'commission'`,
      [gg.merchantId],
    );
    expect(Number(commission.rows[0].balance)).toBe(-total);
  });

  it('refuses a day that has not ended, and a malformed period', async () => {
    const today = new Date(g.clock.now().getTime() + DEFAULT_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
    const deps = { hasher: g.app.ctx.providers.hasher, now: g.clock.now, via: 'cli' as const };
    const early = await executeAdminCommand(g.database.db, parseAdminArgs(['settle', 'daily', '--period', today]), deps);
    expect(early.code).toBe(1);
    expect(early.stderr).toContain('has not ended');
    expect(() => parseAdminArgs(['settle', 'daily', '--period', '26/11/2026'])).toThrow('--period must be a day');
  });
});
