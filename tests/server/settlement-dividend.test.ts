/**
 * Dividend settlement against an oracle (issue 14): a generated team of two agent levels and 60
 * members with 6,000 bets over three weeks (payouts around the stakes, so some weeks the team wins
 * and some it loses), bonuses credited to some members, weekly dividends on both levels (GGR with
 * carry-over at the top; NGR below, one without carry-over) and a monthly one on the slot games.
 * One run of the settlement job settles every ended period; the test computes each payout itself,
 * in plain code: each week's net loss (GGR, or GGR less bonuses), the negative carried from the
 * week before, the tier met, the rate, the downlines' dividends taken off, to the cent. Run again,
 * or from the admin CLI, nothing more is paid. The periods themselves are checked on known dates.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractTerms, DividendTier } from '../../machines/agent-contract/index';
import { executeAdminCommand, parseAdminArgs } from '../../server/admin/admin.commands';
import { offerContract } from '../../server/contracts/contract.service';
import { dividendPeriodAt, endedDividendPeriods } from '../../server/contracts/settlement/dividend';
import type { DividendPeriod } from '../../server/contracts/settlement/dividend';
import { createSettlementJob } from '../../server/contracts/settlement/settlement-job';
import { DEFAULT_UTC_OFFSET_MINUTES } from '../../server/contracts/settlement/settlement.service';
import { cryptoRandom } from '../../server/demo-games/random';
import { accountFor, postIn } from '../../server/wallet/ledger.service';
import { startGameGateway } from './game-launch.driver';
import type { GameGateway } from './game-launch.driver';
import { acceptedContract, teamsOf } from './support/contract-steps';
import { generateTeamHistory } from './support/team-history';
import type { TeamMember } from './support/team-history';
import type { TestGateway } from './support/test-gateway';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const OFFSET = DEFAULT_UTC_OFFSET_MINUTES;
let gg: GameGateway;
let g: TestGateway;
let members: TeamMember[];

interface Played {
  memberId: number;
  product: string;
  stake: number;
  payout: number;
  valid: boolean;
  at: number;
}
let played: Played[] = [];
const bonuses: { memberId: number; amount: number; at: number }[] = [];

interface Plan {
  id: number;
  uplineId: number;
  downlineId: number;
  product: string;
  terms: Extract<ContractTerms, { kind: 'dividend' }>;
}
const plans: Plan[] = [];

async function dividend(upline: TeamMember, downline: TeamMember, product: string, terms: Plan['terms'], at: number) {
  const id = await acceptedContract(g.database.db, { merchantId: gg.merchantId, upline, downline, product, terms, at });
  plans.push({ id, uplineId: upline.id, downlineId: downline.id, product, terms });
}

const tier = (minimumBet: number, netLoss: number, activeMember: number, contractRate: number): DividendTier => ({
  minimumBet,
  netLoss,
  activeMember,
  contractRate,
});

/** The oracle: every dividend of `plans` whose period type is `type`, over `periods` in order, as plain arithmetic. */
function expectedDividends(type: 'W' | 'M', periods: DividendPeriod[]): Map<string, number> {
  const teamOf = teamsOf(members);
  const carry = new Map<number, number>();
  const expected = new Map<string, number>();
  for (const period of periods) {
    const [from, to] = [period.from.getTime(), period.to.getTime()];
    const gross = new Map<number, number>();
    const mine = plans.filter((plan) => plan.terms.period === type);
    for (const plan of mine) {
      const team = teamOf(plan.downlineId);
      const valid = played.filter(
        (bet) => bet.valid && team.has(bet.memberId) && bet.at >= from && bet.at < to && (plan.product === 'CONS' || bet.product === plan.product),
      );
      const validBet = valid.reduce((sum, bet) => sum + bet.stake, 0);
      const active = new Set(valid.map((bet) => bet.memberId)).size;
      const ggr = valid.reduce((sum, bet) => sum + bet.stake - bet.payout, 0);
      const bonus =
        plan.terms.base === 'NGR' && plan.product === 'CONS'
          ? bonuses.filter((b) => team.has(b.memberId) && b.at >= from && b.at < to).reduce((sum, b) => sum + b.amount, 0)
          : 0;
      const carried = plan.terms.carryOver ? (carry.get(plan.id) ?? 0) : 0;
      const netLoss = ggr - bonus + carried;
      carry.set(plan.id, plan.terms.carryOver ? Math.min(0, netLoss) : 0);
      let rate = 0;
      for (const t of plan.terms.tiers) if (validBet >= t.minimumBet && netLoss >= t.netLoss && active >= t.activeMember) rate = t.contractRate;
      gross.set(plan.id, netLoss > 0 ? Math.floor((netLoss * rate) / 10_000) : 0);
    }
    for (const plan of mine) {
      const below = mine.filter((other) => other.uplineId === plan.downlineId && other.product === plan.product);
      expected.set(`${plan.id} ${period.label}`, Math.max(0, gross.get(plan.id)! - below.reduce((sum, other) => sum + gross.get(other.id)!, 0)));
    }
  }
  return expected;
}

async function settledDividends(periods: DividendPeriod[]): Promise<Map<string, number>> {
  const rows = await g.database.db.query<{ contract_id: number; label: string; amount: string }>(
    `SELECT contract_id, statement->'period'->>'label' AS label, amount::text FROM contract_payouts WHERE kind = 'dividend' AND period_start = ANY($1::timestamptz[])`,
    [periods.map((p) => p.from)],
  );
  return new Map(rows.rows.map((row) => [`${row.contract_id} ${row.label}`, Number(row.amount)]));
}

beforeAll(async () => {
  gg = await startGameGateway(cryptoRandom);
  g = gg.gw;
  const now = g.clock.now();
  const thisWeek = dividendPeriodAt('W', now, OFFSET);
  const from = thisWeek.from.getTime() - 3 * 7 * DAY;
  const history = await generateTeamHistory(g.database.db, {
    merchantId: gg.merchantId,
    passwordHash: 'not-a-login',
    shape: [3, 2],
    players: 51,
    bets: 6_000,
    from: new Date(from),
    days: 21,
    seed: 2_026,
  });
  members = history.members;
  const rows = await g.database.db.query<{ member_id: number; product: string; stake: string; payout: string; status: string; created_at: Date }>(
    `SELECT b.member_id, g.game_type AS product, b.stake::text, b.payout::text, b.status, b.created_at FROM game_bets b JOIN games g ON g.id = b.game_id
      WHERE b.member_id = ANY($1::int[])
     UNION ALL
     SELECT l.member_id, 'LOTT', l.stake::text, l.payout::text, l.status, l.created_at FROM lottery_bets l WHERE l.member_id = ANY($1::int[])`,
    [members.map((m) => m.id)],
  );
  played = rows.rows.map((row) => ({
    memberId: row.member_id,
    product: row.product,
    stake: Number(row.stake),
    payout: Number(row.payout),
    valid: ['settled', 'won', 'lost'].includes(row.status),
    at: row.created_at.getTime(),
  }));
  // bonuses to a few members, through the ledger, on days of every week
  for (let i = 0; i < 12; i += 1) {
    const member = members[(i * 7) % members.length];
    const at = from + i * 1.7 * DAY;
    const amount = 5_000 + i * 1_000;
    const main = await g.database.db.transaction((tx) =>
      accountFor(tx, { merchantId: gg.merchantId, memberId: member.id, kind: 'main', now: new Date(at) }),
    );
    await g.database.db.transaction((tx) =>
      postIn(tx, {
        merchantId: gg.merchantId,
        kind: 'bonus',
        idempotencyKey: `test-bonus-${i}`,
        legs: [
          { merchantAccount: 'house', amount: -BigInt(amount) },
          { accountId: main, amount: BigInt(amount) },
        ],
        now: new Date(at),
      }),
    );
    bonuses.push({ memberId: member.id, amount, at });
  }

  const first = members.filter((m) => m.uplineId === history.top.id && m.agent);
  const before = from - 5 * 7 * DAY;
  for (const agent of first) {
    await dividend(
      history.top,
      agent,
      'CONS',
      { kind: 'dividend', period: 'W', base: 'GGR', carryOver: true, tiers: [tier(100_000, 0, 2, 3_000), tier(1_000_000, 50_000, 10, 4_000)] },
      before,
    );
  }
  for (const [i, agent] of first.entries()) {
    const downline = members.find((m) => m.uplineId === agent.id && m.agent)!;
    await dividend(
      agent,
      downline,
      'CONS',
      { kind: 'dividend', period: 'W', base: 'NGR', carryOver: i !== 1, tiers: [tier(10_000, 0, 1, 2_000)] },
      before,
    );
  }
  await dividend(
    history.top,
    first[0],
    'RNG',
    { kind: 'dividend', period: 'M', base: 'GGR', carryOver: true, tiers: [tier(0, 0, 1, 1_000)] },
    before,
  );
});
afterAll(() => g.close());

describe('dividend settlement', () => {
  it('cuts periods on the merchant calendar: days, weeks from Monday, half months and months', () => {
    // 2026-11-27 03:00 UTC is Friday 11:00 at UTC+8
    const at = new Date('2026-11-27T03:00:00.000Z');
    expect(dividendPeriodAt('D', at, 480)).toMatchObject({
      label: '2026-11-27',
      from: new Date('2026-11-26T16:00:00.000Z'),
      to: new Date('2026-11-27T16:00:00.000Z'),
    });
    expect(dividendPeriodAt('W', at, 480)).toMatchObject({
      label: '2026-11-23/W',
      from: new Date('2026-11-22T16:00:00.000Z'),
      to: new Date('2026-11-29T16:00:00.000Z'),
    });
    expect(dividendPeriodAt('H', at, 480)).toMatchObject({
      label: '2026-11-H2',
      from: new Date('2026-11-15T16:00:00.000Z'),
      to: new Date('2026-11-30T16:00:00.000Z'),
    });
    expect(dividendPeriodAt('M', at, 480)).toMatchObject({
      label: '2026-11',
      from: new Date('2026-10-31T16:00:00.000Z'),
      to: new Date('2026-11-30T16:00:00.000Z'),
    });
    expect(dividendPeriodAt('H', new Date('2026-02-10T00:00:00.000Z'), 0)).toMatchObject({
      label: '2026-02-H1',
      to: new Date('2026-02-16T00:00:00.000Z'),
    });
    expect(dividendPeriodAt('M', new Date('2026-12-31T20:00:00.000Z'), 480).label).toBe('2027-01');
    expect(endedDividendPeriods('W', at, 480, 2).map((p) => p.label)).toEqual(['2026-11-09/W', '2026-11-16/W']);
  });

  it('pays every ended week and month in one run of the job, each dividend as the oracle computes it', async () => {
    const runs = await createSettlementJob({ db: g.database.db, now: g.clock.now, everyMs: null }).runOnce();
    expect(runs.filter((run) => run.kind === 'dividend' && run.written > 0).length).toBeGreaterThanOrEqual(4);
    const weeks = endedDividendPeriods('W', g.clock.now(), OFFSET, 4);
    const months = endedDividendPeriods('M', g.clock.now(), OFFSET, 2);
    const expected = new Map([...expectedDividends('W', weeks), ...expectedDividends('M', months)]);
    expect(await settledDividends([...weeks, ...months])).toEqual(expected);
    // the generated play paid dividends, and left some week with nothing to pay (a winning team)
    expect([...expected.values()].filter((amount) => amount > 0).length).toBeGreaterThan(3);
    expect([...expected.values()].some((amount) => amount === 0)).toBe(true);
    const ledger = await g.database.db.query<{ total: string }>(
      `SELECT coalesce(sum(e.amount), 0)::text AS total FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
         JOIN ledger_accounts a ON a.id = e.account_id WHERE t.kind = 'dividend' AND a.kind = 'main'`,
    );
    expect(Number(ledger.rows[0].total)).toBe([...expected.values()].reduce((a, b) => a + b, 0));
  });

  it('pays nothing more when the job runs again or an operator settles a settled week', async () => {
    const runs = await createSettlementJob({ db: g.database.db, now: g.clock.now, everyMs: null }).runOnce();
    expect(runs.reduce((sum, run) => sum + run.written, 0)).toBe(0);
    const week = endedDividendPeriods('W', g.clock.now(), OFFSET, 2)[0];
    const day = new Date(week.from.getTime() + 2 * DAY + OFFSET * 60_000).toISOString().slice(0, 10);
    const result = await executeAdminCommand(g.database.db, parseAdminArgs(['settle', 'dividend', '--type', 'W', '--period', day]), {
      hasher: g.app.ctx.providers.hasher,
      now: g.clock.now,
      via: 'cli',
    });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(`dividends ${week.label}: 6 contract(s) in force, 0 settled now`);
  });

  it('refuses a dividend below an agent on another period than its own', async () => {
    const agent = members.find(
      (m) =>
        m.agent && plans.some((plan) => plan.downlineId === m.id && plan.uplineId !== m.id && plan.terms.period === 'W' && plan.terms.base === 'GGR'),
    )!;
    const free = members.find((m) => m.uplineId === agent.id && m.agent && !plans.some((plan) => plan.downlineId === m.id))!;
    const refused = await offerContract(g.database.db, {
      merchantId: gg.merchantId,
      uplineId: agent.id,
      downlineId: free.id,
      product: 'CONS',
      terms: { kind: 'dividend', period: 'M', base: 'GGR', carryOver: false, tiers: [tier(0, 0, 1, 1_000)] },
      now: g.clock.now(),
    });
    expect(refused).toMatchObject({ kind: 'refused', code: 'contract.periodMismatch' });
  });
});
