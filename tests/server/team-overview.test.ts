/**
 * The agent centre's team overview through the gateway (issue 14): a generated team of two agent
 * levels with 3,000 bets over nine days, deposits (one member's first before the period), bonuses
 * and a withdrawal paid and confirmed by a member of the team. The period's KPIs and each merchant
 * day's equal the test's own sums over what it made; a member who is not an agent is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_UTC_OFFSET_MINUTES } from '../../server/contracts/settlement/settlement.service';
import { cryptoRandom } from '../../server/demo-games/random';
import { accountFor, postIn } from '../../server/wallet/ledger.service';
import { deposit } from '../../server/wallet/wallet.service';
import { newPlayer, startGameGateway } from './game-launch.driver';
import type { GameGateway } from './game-launch.driver';
import { admin, postJson } from './support/deposit-driver';
import { generateTeamHistory } from './support/team-history';
import type { HistoryBet, TeamMember } from './support/team-history';
import type { TestGateway } from './support/test-gateway';
import { decide, readyPlayer, withdraw } from './support/withdrawal-driver';

const DAY = 86_400_000;
let gg: GameGateway;
let g: TestGateway;
let top: TeamMember;
let members: TeamMember[];
let agentToken: string;
let team: number[];
let bets: HistoryBet[];
let range: { startTime: number; endTime: number };
const money: { kind: 'deposit' | 'bonus'; memberId: number; amount: number; at: number }[] = [];
let withdrawn: { memberId: number; amount: number };

const cents = (amount: number) => Math.round(amount * 100);

beforeAll(async () => {
  gg = await startGameGateway(cryptoRandom);
  g = gg.gw;
  const now = g.clock.now().getTime();
  const from = now - 10 * DAY;
  const history = await generateTeamHistory(g.database.db, {
    merchantId: gg.merchantId,
    passwordHash: 'not-a-login',
    shape: [2, 2],
    players: 30,
    bets: 3_000,
    from: new Date(from),
    days: 9,
    seed: 4_242,
  });
  top = history.top;
  members = history.members;
  bets = history.bets;
  const db = g.database.db;
  // the top agent signs in like any member
  agentToken = (await db.query<{ username: string }>('SELECT username FROM members WHERE id = $1', [top.id])).rows[0].username;
  await db.query(`UPDATE members SET password_hash = (SELECT password_hash FROM members WHERE username = 'demo_agent') WHERE id = $1`, [top.id]);
  const login = await g.sealed('POST', '/wps/session/login', { username: agentToken, password: 'Agent2026!', captcha: null, type: 'username' });
  agentToken = login.json().value?.token;
  expect(agentToken, login.body).toBeTruthy();

  const team0 = history.members.filter((m) => m.id !== top.id);
  for (const [i, member] of team0.slice(0, 8).entries()) {
    // the first member's first deposit comes before the period
    const times = i === 0 ? [from - 3 * DAY, from + DAY] : [from + i * 0.9 * DAY];
    for (const [j, at] of times.entries()) {
      const amount = 10_000 + i * 1_000 + j;
      await deposit(db, {
        merchantId: gg.merchantId,
        memberId: member.id,
        amount: BigInt(amount),
        idempotencyKey: `team-overview-${i}-${j}`,
        reference: 'test',
        now: new Date(at),
      });
      money.push({ kind: 'deposit', memberId: member.id, amount, at });
    }
  }
  const house = await db.transaction((tx) =>
    accountFor(tx, { merchantId: gg.merchantId, memberId: null, kind: 'house', currency: 'PHP', now: new Date(from) }),
  );
  for (const [i, member] of team0.slice(3, 6).entries()) {
    const at = from + (i + 2) * DAY;
    const main = await db.transaction((tx) =>
      accountFor(tx, { merchantId: gg.merchantId, memberId: member.id, kind: 'main', currency: 'PHP', now: new Date(at) }),
    );
    const amount = 2_500 + i;
    await db.transaction((tx) =>
      postIn(tx, {
        merchantId: gg.merchantId,
        kind: 'bonus',
        idempotencyKey: `team-overview-bonus-${i}`,
        legs: [
          { accountId: house, amount: -BigInt(amount) },
          { accountId: main, amount: BigInt(amount) },
        ],
        now: new Date(at),
      }),
    );
    money.push({ kind: 'bonus', memberId: member.id, amount, at });
  }
  // a player of the team deposits 500 through the provider and withdraws 100, paid and confirmed
  const player = await readyPlayer(g, 500);
  const firstAgent = history.members.find((m) => m.uplineId === top.id && m.agent)!;
  await db.query('UPDATE members SET upline_id = $2 WHERE id = $1', [player.id, firstAgent.id]);
  money.push({ kind: 'deposit', memberId: player.id, amount: 50_000, at: g.clock.now().getTime() });
  // no turnover asked of this merchant's deposits here: the withdrawal is what is measured
  expect((await admin(g, 'withdrawal', 'settings', '--turnover-percent', '0')).code).toBe(0);
  const requested = await withdraw(g, player, '100');
  expect(requested.json(), requested.body).toMatchObject({ success: true });
  const withdrawalId = requested.json().value.withdrawalId;
  for (const step of ['approve', 'paid'] as const) expect((await decide(g, step, withdrawalId)).code).toBe(0);
  expect((await postJson(g, '/wps/relay/MCSFE_processC2CTransaction', { withdrawalId, answer: 'received' }, player.token)).json().success).toBe(true);
  withdrawn = { memberId: player.id, amount: 10_000 };
  team = [...team0.map((m) => m.id), player.id];
  range = { startTime: from - DAY, endTime: g.clock.now().getTime() };
});
afterAll(() => g.close());

/** The test's own sums over what it made, between two instants. */
function expected(fromMs: number, toMs: number) {
  const inRange = (at: number) => at >= fromMs && at < toMs;
  // the agent's own play is not its team's
  const valid = bets.filter((bet) => bet.valid && team.includes(bet.memberId) && inRange(bet.createdAt.getTime()));
  const deposits = money.filter((m) => m.kind === 'deposit');
  const firsts = team.flatMap((id) => {
    const first = deposits.filter((m) => m.memberId === id).sort((a, b) => a.at - b.at)[0];
    return first && inRange(first.at) ? [first] : [];
  });
  const inPeriod = deposits.filter((m) => inRange(m.at));
  return {
    activeMembers: new Set(valid.map((bet) => bet.memberId)).size,
    firstDepositCount: firsts.length,
    firstDepositAmount: firsts.reduce((sum, m) => sum + m.amount, 0),
    depositCount: inPeriod.length,
    depositAmount: inPeriod.reduce((sum, m) => sum + m.amount, 0),
    validBetAmount: valid.reduce((sum, bet) => sum + bet.stake, 0),
    profitAndLoss: valid.reduce((sum, bet) => sum + bet.payout - bet.stake, 0),
    bonusAmount: money.filter((m) => m.kind === 'bonus' && inRange(m.at)).reduce((sum, m) => sum + m.amount, 0),
  };
}

const inCents = (value: Record<string, number>) => ({
  activeMembers: value.activeMembers,
  firstDepositCount: value.firstDepositCount,
  firstDepositAmount: cents(value.firstDepositAmount),
  depositCount: value.depositCount,
  depositAmount: cents(value.depositAmount),
  validBetAmount: cents(value.validBetAmount),
  profitAndLoss: cents(value.profitAndLoss),
  bonusAmount: cents(value.bonusAmount),
});

describe('the team overview', () => {
  it("sums the period for every member under the agent, as the test's own arithmetic does", async () => {
    const response = await g.get(`/wps/relay/ODSFE2_getTeamOverviewSum?startTime=${range.startTime}&endTime=${range.endTime}`, { token: agentToken });
    const value = response.json().value;
    expect(value, response.body).toMatchObject({
      teamSize: team.length,
      newMembers: team.length,
      withdrawalCount: 1,
      withdrawalAmount: withdrawn.amount / 100,
    });
    expect(inCents(value)).toEqual(expected(range.startTime, range.endTime + 1));
    expect(value.activeMembers).toBeGreaterThan(20);
  });

  it('sums a period that starts and ends inside days of play as it sums whole days', async () => {
    // whole days come from the day totals, the cut days at both ends from the bets themselves
    const start = range.startTime + 3.4 * DAY;
    const end = range.startTime + 7.6 * DAY;
    const response = await g.get(`/wps/relay/ODSFE2_getTeamOverviewSum?startTime=${start}&endTime=${end}`, { token: agentToken });
    const value = response.json().value;
    expect(inCents(value), response.body).toEqual(expected(start, end + 1));
    // both cut days had play
    const played = (from: number, to: number) => bets.some((bet) => bet.createdAt.getTime() >= from && bet.createdAt.getTime() < to);
    expect(played(start, Math.ceil(start / DAY) * DAY)).toBe(true);
    expect(played(Math.floor(end / DAY) * DAY, end + 1)).toBe(true);
  });

  it('gives a quiet period its team and nothing else', async () => {
    // after the generated play, before the player who withdrew joined
    const start = range.startTime + 10.2 * DAY;
    const end = range.startTime + 10.6 * DAY;
    const response = await g.get(`/wps/relay/ODSFE2_getTeamOverviewSum?startTime=${start}&endTime=${end}`, { token: agentToken });
    const value = response.json().value;
    expect(value.teamSize, response.body).toBe(team.length - 1);
    expect(inCents(value)).toEqual(expected(start, end + 1));
    expect(value.validBetAmount + value.depositCount + value.withdrawalCount + value.newMembers).toBe(0);
  });

  it('gives each merchant day the same sums over that day', async () => {
    const response = await g.get(`/wps/relay/ODSFE2_getTeamOverviewDailyList?startTime=${range.startTime}&endTime=${range.endTime}`, {
      token: agentToken,
    });
    const list = response.json().value.list as ({ date: string } & Record<string, number>)[];
    expect(list.length).toBeGreaterThanOrEqual(9);
    const offset = DEFAULT_UTC_OFFSET_MINUTES * 60_000;
    for (const day of list) {
      const dayFrom = Date.parse(`${day.date}T00:00:00Z`) - offset;
      // the first and last days are cut by the period
      expect(inCents(day), day.date).toEqual(expected(Math.max(dayFrom, range.startTime), Math.min(dayFrom + DAY, range.endTime + 1)));
    }
  });

  it('refuses a member who is not an agent', async () => {
    const player = await newPlayer(gg, 0n);
    for (const path of ['/wps/relay/ODSFE2_getTeamOverviewSum', '/wps/relay/ODSFE2_getTeamOverviewDailyList']) {
      expect((await g.get(path, { token: player.token })).json()).toMatchObject({ success: false, errorCode: 'agent.only' });
    }
  });
});

describe("team management's list", () => {
  const list = async (query: string) => {
    const response = await g.get(`/wps/relay/ODSFE2_getSubordinatev2?${query}`, { token: agentToken });
    expect(response.json(), response.body).toMatchObject({ success: true });
    return response.json().value;
  };

  it('lists the direct downlines by default, every level on asking, and pages them with the total', async () => {
    const direct = await list('size=100');
    expect(direct.breadcrumb).toEqual([{ customerId: top.id, customerName: expect.any(String) }]);
    const children = members.filter((m) => m.uplineId === top.id).map((m) => m.id);
    expect(direct.list.map((row: { customerId: number }) => row.customerId).sort()).toEqual([...children].sort());
    expect(direct.list.every((row: { level: number }) => row.level === 1)).toBe(true);
    const all = await list('depth=0&size=100');
    expect(all.total).toBe(team.length);
    expect(new Set(all.list.map((row: { customerId: number }) => row.customerId))).toEqual(new Set(team));
    const pages: number[] = [];
    for (let page = 1; page <= Math.ceil(team.length / 7) + 1; page += 1) {
      const value = await list(`depth=0&size=7&page=${page}`);
      expect(value.total).toBe(team.length);
      pages.push(...value.list.map((row: { customerId: number }) => row.customerId));
    }
    expect(pages).toEqual(all.list.map((row: { customerId: number }) => row.customerId));
  });

  it('walks down the tree with a breadcrumb, finds by account, and refuses a parent outside the team', async () => {
    const child = members.find((m) => m.uplineId === top.id && m.agent)!;
    const below = await list(`parentId=${child.id}&size=100`);
    expect(below.breadcrumb.map((step: { customerId: number }) => step.customerId)).toEqual([top.id, child.id]);
    expect(below.list.every((row: { level: number; directAgentName: string }) => row.level === 2)).toBe(true);
    expect(new Set(below.list.map((row: { directAgentName: string }) => row.directAgentName))).toEqual(new Set([below.breadcrumb[1].customerName]));
    expect(below.list.map((row: { customerId: number }) => row.customerId).sort()).toEqual(
      // the generated ones, and the player who withdrew (moved under the first agent)
      [...members.filter((m) => m.uplineId === child.id).map((m) => m.id), withdrawn.memberId].sort(),
    );
    const someone = (await list('depth=0&size=100')).list.at(-1);
    const found = await list(`depth=0&username=${someone.customerName.slice(-6).toUpperCase()}`);
    expect(found.list.map((row: { customerId: number }) => row.customerId)).toContain(someone.customerId);
    const outsider = await newPlayer(gg, 0n);
    expect((await g.get(`/wps/relay/ODSFE2_getSubordinatev2?parentId=${outsider.id}`, { token: agentToken })).json()).toMatchObject({
      success: false,
      errorCode: 'downline.unknown',
    });
  });
});
