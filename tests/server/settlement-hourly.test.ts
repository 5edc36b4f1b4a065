/**
 * The hourly salary settlement through the gateway's job (issue 14): a generated team of two agent
 * levels with 3,000 bets over the last 12 hours and hourly contracts of two tiers on both levels.
 * One run of the settlement job settles every past hour of the last day, each hour's payouts as
 * the oracle (support/salary-oracle.ts) computes them, to the cent; the job run again, and the
 * admin CLI on a settled hour, pay nothing more.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SalaryTier } from '../../machines/agent-contract/index';
import { executeAdminCommand, parseAdminArgs } from '../../server/admin/admin.commands';
import { createSettlementJob } from '../../server/contracts/settlement/settlement-job';
import { DEFAULT_UTC_OFFSET_MINUTES, merchantHour } from '../../server/contracts/settlement/settlement.service';
import { cryptoRandom } from '../../server/demo-games/random';
import { startGameGateway } from './game-launch.driver';
import type { GameGateway } from './game-launch.driver';
import { acceptedContract } from './support/contract-steps';
import { salaryOracle } from './support/salary-oracle';
import type { Planned } from './support/salary-oracle';
import { generateTeamHistory } from './support/team-history';
import type { HistoryBet, TeamMember } from './support/team-history';
import type { TestGateway } from './support/test-gateway';

const HOUR = 3_600_000;
let gg: GameGateway;
let g: TestGateway;
let members: TeamMember[];
let bets: HistoryBet[];
let firstHour: number;
const planned: Planned[] = [];

async function contract(upline: TeamMember, downline: TeamMember, tiers: SalaryTier[], at: number) {
  const id = await acceptedContract(g.database.db, {
    merchantId: gg.merchantId,
    upline,
    downline,
    product: 'CONS',
    terms: { kind: 'hourly', tiers },
    at,
  });
  planned.push({ id, uplineId: upline.id, downlineId: downline.id, product: 'CONS', timeline: [{ at, terms: tiers }] });
}

const rate = (betVolume: number, activeMember: number, bp: number): SalaryTier => ({ betVolume, activeMember, rateType: 'P', rate: bp });

beforeAll(async () => {
  gg = await startGameGateway(cryptoRandom);
  g = gg.gw;
  firstHour = Math.floor(g.clock.now().getTime() / HOUR) * HOUR - 12 * HOUR;
  const history = await generateTeamHistory(g.database.db, {
    merchantId: gg.merchantId,
    passwordHash: 'not-a-login',
    shape: [2, 2],
    players: 40,
    bets: 3_000,
    from: new Date(firstHour),
    days: 0.5,
    seed: 1_414,
  });
  members = history.members;
  bets = history.bets;
  const first = members.filter((m) => m.uplineId === history.top.id && m.agent);
  const before = firstHour - HOUR;
  for (const agent of first) await contract(history.top, agent, [rate(5_000, 2, 100), rate(50_000, 5, 200)], before);
  for (const [i, agent] of first.entries()) {
    const downlines = members.filter((m) => m.uplineId === agent.id && m.agent);
    await contract(agent, downlines[0], [rate(2_000, 1, 50), rate(20_000, 3, 150)], before);
    if (i === 0) await contract(agent, downlines[1], [rate(2_000, 1, 40), rate(20_000, 3, 90)], before);
  }
});
afterAll(() => g.close());

describe('hourly salary settlement', () => {
  it('settles every past hour of the last day in one run of the job, each hour as the oracle computes it', async () => {
    const job = createSettlementJob({ db: g.database.db, now: g.clock.now, everyMs: null });
    const runs = await job.runOnce();
    const hourly = runs.filter((run) => run.kind === 'hourly' && run.contracts > 0);
    expect(hourly.length).toBeGreaterThanOrEqual(12);
    let positive = 0;
    for (let hour = firstHour; hour < firstHour + 12 * HOUR; hour += HOUR) {
      const period = merchantHour(new Date(hour), DEFAULT_UTC_OFFSET_MINUTES);
      const expected = salaryOracle({ planned, members, bets, period });
      const rows = await g.database.db.query<{ contract_id: number; amount: string }>(
        `SELECT contract_id, amount::text FROM contract_payouts WHERE kind = 'hourly' AND period_start = $1`,
        [period.from],
      );
      expect(new Map(rows.rows.map((row) => [row.contract_id, Number(row.amount)])), period.label).toEqual(expected);
      positive += [...expected.values()].filter((amount) => amount > 0).length;
    }
    // the play reached tiers and paid, hour after hour
    expect(positive).toBeGreaterThan(12);
    const paidInLedger = await g.database.db.query<{ total: string }>(
      `SELECT coalesce(sum(e.amount), 0)::text AS total FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
         JOIN ledger_accounts a ON a.id = e.account_id WHERE t.kind = 'salary' AND t.details->>'kind' = 'hourly' AND a.kind = 'main'`,
    );
    const inPayouts = await g.database.db.query<{ total: string }>(`SELECT sum(amount)::text AS total FROM contract_payouts WHERE kind = 'hourly'`);
    expect(paidInLedger.rows[0].total).toBe(inPayouts.rows[0].total);
  });

  it('pays nothing more when the job runs again or an operator settles a settled hour', async () => {
    const job = createSettlementJob({ db: g.database.db, now: g.clock.now, everyMs: null });
    const runs = await job.runOnce();
    expect(runs.reduce((sum, run) => sum + run.written, 0)).toBe(0);
    const label = merchantHour(new Date(firstHour + 3 * HOUR), DEFAULT_UTC_OFFSET_MINUTES).label;
    const result = await executeAdminCommand(g.database.db, parseAdminArgs(['settle', 'hourly', '--period', label]), {
      hasher: g.app.ctx.providers.hasher,
      now: g.clock.now,
      via: 'cli',
    });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(`hourly salaries ${label}: ${planned.length} contract(s) in force, 0 settled now`);
  });
});
