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
import { migrate, migrationFiles } from '../../server/db/migrate';
import { gameCall, gameOfType, newBetId, newPlayer, play, startGameGateway } from './game-launch.driver';
import type { GameGateway } from './game-launch.driver';
import { admin, postJson } from './support/deposit-driver';
import { expectTeamDaysMatchRawRows } from './support/team-days-oracle';
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
  for (const [i, member] of team0.slice(3, 6).entries()) {
    const at = from + (i + 2) * DAY;
    const main = await db.transaction((tx) => accountFor(tx, { merchantId: gg.merchantId, memberId: member.id, kind: 'main', now: new Date(at) }));
    const amount = 2_500 + i;
    await db.transaction((tx) =>
      postIn(tx, {
        merchantId: gg.merchantId,
        kind: 'bonus',
        idempotencyKey: `team-overview-bonus-${i}`,
        legs: [
          { merchantAccount: 'house', amount: -BigInt(amount) },
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

const OFFSET = DEFAULT_UTC_OFFSET_MINUTES * 60_000;
/** The merchant days holding `fromMs` and the instant before `toMs`, as [start of the first, end of the last). */
const wholeDays = (fromMs: number, toMs: number): [number, number] => [
  Math.floor((fromMs + OFFSET) / DAY) * DAY - OFFSET,
  Math.floor((toMs - 1 + OFFSET) / DAY) * DAY - OFFSET + DAY,
];

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
    expect(inCents(value)).toEqual(expected(...wholeDays(range.startTime, range.endTime + 1)));
    expect(value.activeMembers).toBeGreaterThan(20);
  });

  it('widens a period that starts and ends inside days of play to those whole merchant days', async () => {
    const start = range.startTime + 3.4 * DAY;
    const end = range.startTime + 7.6 * DAY;
    const response = await g.get(`/wps/relay/ODSFE2_getTeamOverviewSum?startTime=${start}&endTime=${end}`, { token: agentToken });
    const value = response.json().value;
    expect(inCents(value), response.body).toEqual(expected(...wholeDays(start, end + 1)));
    // the cut parts of both days had play: the widening shows
    expect(expected(...wholeDays(start, end + 1)).validBetAmount).toBeGreaterThan(expected(start, end + 1).validBetAmount);
    // the player who withdrew joined after it
    expect(value.teamSize).toBe(team.length - 1);
  });

  it('gives a day before the team joined nothing', async () => {
    // between the first member's early deposit and the day the team joined
    const start = range.startTime - 0.5 * DAY;
    const response = await g.get(`/wps/relay/ODSFE2_getTeamOverviewSum?startTime=${start}&endTime=${start + 1}`, { token: agentToken });
    const value = response.json().value;
    expect(value, response.body).toMatchObject({ teamSize: 0, newMembers: 0, activeMembers: 0, depositCount: 0, validBetAmount: 0, bonusAmount: 0 });
    expect(inCents(value)).toEqual(expected(...wholeDays(start, start + 1)));
  });

  it('gives each merchant day the same sums over that day', async () => {
    const response = await g.get(`/wps/relay/ODSFE2_getTeamOverviewDailyList?startTime=${range.startTime}&endTime=${range.endTime}`, {
      token: agentToken,
    });
    const list = response.json().value.list as ({ date: string } & Record<string, number>)[];
    expect(list.length).toBeGreaterThanOrEqual(9);
    for (const day of list) {
      const dayFrom = Date.parse(`${day.date}T00:00:00Z`) - OFFSET;
      expect(inCents(day), day.date).toEqual(expected(dayFrom, dayFrom + DAY));
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
    // past a search's last page: no rows, the same count
    const beyond = await list(`depth=0&username=${someone.customerName.slice(-6).toUpperCase()}&page=9`);
    expect(beyond).toMatchObject({ total: found.total, list: [] });
    expect(found.total).toBeGreaterThan(0);
    const outsider = await newPlayer(gg, 0n);
    expect((await g.get(`/wps/relay/ODSFE2_getSubordinatev2?parentId=${outsider.id}`, { token: agentToken })).json()).toMatchObject({
      success: false,
      errorCode: 'downline.unknown',
    });
  });
});

describe('the figures the overview reads (029_team_days.sql)', () => {
  it("equal the raw rows for every agent and day after concurrent play, and the upgrade's fill gives the same", async () => {
    const db = g.database.db;
    const slot = await gameOfType(gg, 'RNG');
    const firstAgent = members.find((m) => m.uplineId === top.id && m.agent)!;
    const sessions = [];
    for (const [i, upline] of [top.id, firstAgent.id, firstAgent.id, top.id].entries()) {
      const player = await newPlayer(gg, 100_000n + BigInt(i));
      await db.query('UPDATE members SET upline_id = $2 WHERE id = $1', [player.id, upline]);
      sessions.push((await play(gg, player.token, slot)).gameToken);
    }
    // every spin's settlement adds to the same agents' rows at once
    const spins = await Promise.all(
      sessions.flatMap((gameToken) => Array.from({ length: 6 }, () => gameCall(gg, gameToken, 'slot/spin', { betId: newBetId(), stake: 300 }))),
    );
    expect(spins.every((spin) => spin.json().success)).toBe(true);
    // a deposit written after another but dated before it becomes the member's first
    const late = members.find((m) => !m.agent && !money.some((entry) => entry.memberId === m.id))!;
    for (const [i, back] of [1, 3].entries()) {
      const at = new Date(g.clock.now().getTime() - back * DAY);
      const key = `team-days-late-${i}`;
      await deposit(db, {
        merchantId: gg.merchantId,
        memberId: late.id,
        amount: 7_000n + BigInt(i),
        idempotencyKey: key,
        reference: 'test',
        now: at,
      });
    }
    // a whole branch with its history moves under the agent beside it
    const sibling = members.find((m) => m.uplineId === top.id && m.agent && m.id !== firstAgent.id)!;
    await db.query('UPDATE members SET upline_id = $2 WHERE id = $1', [firstAgent.id, sibling.id]);
    const checked = await expectTeamDaysMatchRawRows(db, gg.merchantId);
    expect(checked.days).toBeGreaterThan(10);
    expect(checked.periods).toBeGreaterThan(50);

    // a database that had all this before 029: the migration fills the same figures
    const migration = migrationFiles().find((file) => file.name.startsWith('029_'))!;
    const tables = [...migration.sql.matchAll(/^CREATE TABLE (\w+)/gm)].map((m) => m[1]);
    const functions = [...migration.sql.matchAll(/^CREATE FUNCTION (\w+)/gm)].map((m) => m[1]);
    // the tables first, with what takes their rows as a type; then the remaining functions and their triggers
    await db.exec(`DROP TABLE ${tables.join(', ')} CASCADE;
      ${functions.map((name) => `DROP FUNCTION IF EXISTS ${name} CASCADE;`).join('\n')}
      DELETE FROM schema_migrations WHERE name = '${migration.name}'`);
    expect(await migrate(db)).toEqual([migration.name]);
    await expectTeamDaysMatchRawRows(db, gg.merchantId);
  });
});
