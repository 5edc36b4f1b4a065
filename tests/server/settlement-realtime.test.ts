/**
 * Real-time salary settlement against an oracle (issue 14): a generated team of two agent levels
 * with 4,000 bets over the last 50 minutes (a fifth of them draw-lottery bets, one round a minute),
 * real-time contracts on both levels with their profit and loss rates and single-bet minimums. One
 * run of the settlement job settles every 5-minute window of the last hour; the test computes each
 * payout itself: per player and round, the profit rate of its stake when the player won the round,
 * else the loss rate, rounded down, summed, less the downlines' share. Run again, or from the admin
 * CLI: nothing more.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeAdminCommand, parseAdminArgs } from '../../server/admin/admin.commands';
import { REALTIME_WINDOW_MS, realtimeWindow } from '../../server/contracts/settlement/realtime';
import { createSettlementJob } from '../../server/contracts/settlement/settlement-job';
import { DEFAULT_UTC_OFFSET_MINUTES } from '../../server/contracts/settlement/settlement.service';
import { cryptoRandom } from '../../server/demo-games/random';
import { startGameGateway } from './game-launch.driver';
import type { GameGateway } from './game-launch.driver';
import { acceptedContract, teamsOf } from './support/contract-steps';
import { generateTeamHistory } from './support/team-history';
import type { HistoryBet, TeamMember } from './support/team-history';
import type { TestGateway } from './support/test-gateway';

let gg: GameGateway;
let g: TestGateway;
let members: TeamMember[];
let bets: HistoryBet[];
let firstWindow: number;

interface Plan {
  id: number;
  uplineId: number;
  downlineId: number;
  winRate: number;
  lossRate: number;
  minimumBet: number;
}
const plans: Plan[] = [];

async function realtime(upline: TeamMember, downline: TeamMember, terms: Omit<Plan, 'id' | 'uplineId' | 'downlineId'>, at: number) {
  const id = await acceptedContract(g.database.db, {
    merchantId: gg.merchantId,
    upline,
    downline,
    product: 'CONS',
    terms: { kind: 'realtime', ...terms },
    at,
  });
  plans.push({ id, uplineId: upline.id, downlineId: downline.id, ...terms });
}

/** The oracle: every contract's payout for the window starting at `from`. */
function expected(from: number): Map<number, number> {
  const to = from + REALTIME_WINDOW_MS;
  const teamOf = teamsOf(members);
  const gross = new Map<number, number>();
  for (const plan of plans) {
    const team = teamOf(plan.downlineId);
    const rounds = new Map<string, { stake: number; result: number }>();
    for (const bet of bets) {
      const at = bet.createdAt.getTime();
      if (bet.product !== 'LOTT' || !bet.valid || !team.has(bet.memberId) || at < from || at >= to || bet.stake < plan.minimumBet) continue;
      const key = `${bet.memberId} ${bet.round}`;
      const round = rounds.get(key) ?? { stake: 0, result: 0 };
      rounds.set(key, { stake: round.stake + bet.stake, result: round.result + bet.payout - bet.stake });
    }
    let pay = 0;
    for (const round of rounds.values()) pay += Math.floor((round.stake * (round.result > 0 ? plan.winRate : plan.lossRate)) / 10_000);
    gross.set(plan.id, pay);
  }
  const payouts = new Map<number, number>();
  for (const plan of plans) {
    const below = plans.filter((other) => other.uplineId === plan.downlineId);
    payouts.set(plan.id, Math.max(0, gross.get(plan.id)! - below.reduce((sum, other) => sum + gross.get(other.id)!, 0)));
  }
  return payouts;
}

beforeAll(async () => {
  gg = await startGameGateway(cryptoRandom);
  g = gg.gw;
  firstWindow = Math.floor(g.clock.now().getTime() / REALTIME_WINDOW_MS) * REALTIME_WINDOW_MS - 10 * REALTIME_WINDOW_MS;
  const history = await generateTeamHistory(g.database.db, {
    merchantId: gg.merchantId,
    passwordHash: 'not-a-login',
    shape: [2, 2],
    players: 40,
    bets: 4_000,
    from: new Date(firstWindow),
    days: 50 / 1_440,
    seed: 5_005,
  });
  members = history.members;
  bets = history.bets;
  const first = members.filter((m) => m.uplineId === history.top.id && m.agent);
  const before = firstWindow - 3_600_000;
  for (const agent of first) await realtime(history.top, agent, { winRate: 100, lossRate: 200, minimumBet: 500 }, before);
  const downline = (agent: TeamMember) => members.find((m) => m.uplineId === agent.id && m.agent)!;
  await realtime(first[0], downline(first[0]), { winRate: 50, lossRate: 150, minimumBet: 0 }, before);
  await realtime(first[1], downline(first[1]), { winRate: 80, lossRate: 120, minimumBet: 1_000 }, before);
});
afterAll(() => g.close());

describe('real-time salary settlement', () => {
  it('settles every 5-minute window of the last hour in one run of the job, each as the oracle computes it', async () => {
    await createSettlementJob({ db: g.database.db, now: g.clock.now, everyMs: null }).runOnce();
    let positive = 0;
    for (let from = firstWindow; from < firstWindow + 10 * REALTIME_WINDOW_MS; from += REALTIME_WINDOW_MS) {
      const window = realtimeWindow(new Date(from), DEFAULT_UTC_OFFSET_MINUTES);
      const rows = await g.database.db.query<{ contract_id: number; amount: string }>(
        `SELECT contract_id, amount::text FROM contract_payouts WHERE kind = 'realtime' AND period_start = $1`,
        [window.from],
      );
      const want = expected(from);
      expect(new Map(rows.rows.map((row) => [row.contract_id, Number(row.amount)])), window.label).toEqual(want);
      positive += [...want.values()].filter((amount) => amount > 0).length;
    }
    expect(positive).toBeGreaterThan(20);
  });

  it('pays nothing more when the job runs again or an operator settles a settled window', async () => {
    const runs = await createSettlementJob({ db: g.database.db, now: g.clock.now, everyMs: null }).runOnce();
    expect(runs.reduce((sum, run) => sum + run.written, 0)).toBe(0);
    const label = realtimeWindow(new Date(firstWindow + 2 * REALTIME_WINDOW_MS), DEFAULT_UTC_OFFSET_MINUTES).label;
    const result = await executeAdminCommand(g.database.db, parseAdminArgs(['settle', 'realtime', '--period', label]), {
      hasher: g.app.ctx.providers.hasher,
      now: g.clock.now,
      via: 'cli',
    });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(`realtime salaries ${label}: ${plans.length} contract(s) in force, 0 settled now`);
    expect(() => parseAdminArgs(['settle', 'realtime', '--period', `${label.slice(0, 15)}3`])).toThrow('a multiple of 5');
  });
});
