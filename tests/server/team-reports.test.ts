/**
 * The agent centre's team reports through the gateway (issue 14). A generated team (two agent
 * levels, 24 players, 2,000 bets over four merchant days) under a top agent who itself has an
 * upline; deposits, bonuses and rebates credited, a transfer to a game wallet, a withdrawal paid
 * and confirmed; contracts of every kind on up to three levels (daily with rate and fixed tiers,
 * hourly, a daily dividend carrying its losses, real-time), some of their periods settled at chosen
 * moments, one real-time window before anyone played. Every figure the reports give (the team's bets
 * and their totals, the downlines' transactions, each direct downline's branch's profit and loss,
 * the agent's income per day, each payout's statement) equals the test's own plain arithmetic over
 * what it made. A name outside the team is refused, and so is a member who is not an agent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractKind, ContractTerms } from '../../machines/agent-contract/index';
import { dividendPeriodAt } from '../../server/contracts/settlement/dividend';
import { REALTIME_WINDOW_MS } from '../../server/contracts/settlement/realtime';
import {
  DEFAULT_UTC_OFFSET_MINUTES,
  settleDailySalaries,
  settleDividends,
  settleHourlySalaries,
  settleRealtimeSalaries,
} from '../../server/contracts/settlement/settlement.service';
import { cryptoRandom } from '../../server/demo-games/random';
import { accountFor, postIn } from '../../server/wallet/ledger.service';
import type { Leg } from '../../server/wallet/ledger.service';
import { deposit } from '../../server/wallet/wallet.service';
import { newPlayer, startGameGateway } from './game-launch.driver';
import type { GameGateway } from './game-launch.driver';
import { admin, postJson } from './support/deposit-driver';
import { acceptedContract, teamsOf } from './support/contract-steps';
import { generateTeamHistory } from './support/team-history';
import type { HistoryBet, TeamMember } from './support/team-history';
import type { TestGateway } from './support/test-gateway';
import { decide, readyPlayer, withdraw } from './support/withdrawal-driver';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const OFFSET = DEFAULT_UTC_OFFSET_MINUTES * 60_000;
const cents = (amount: number) => Math.round(amount * 100);

let gg: GameGateway;
let g: TestGateway;
let token: string;
/** the whole tree: the upline, the top agent and its team */
let tree: TeamMember[];
let top: TeamMember;
let upline: TeamMember;
let team: Set<number>;
let names: Map<number, string>;
let bets: HistoryBet[];
let firstDay: number;
let now: number;
/** the reports' range: from the middle of the second merchant day to now */
let range: { startTime: number; endTime: number };

interface Movement {
  kind: 'deposit' | 'bonus' | 'rebate' | 'withdrawal' | 'transfer' | 'salary' | 'dividend';
  memberId: number;
  /** minor units, signed as the main wallet saw it */
  amount: number;
  at: number;
}
const movements: Movement[] = [];
let withdrawal: { memberId: number; amount: number; at: number };

interface Plan {
  id: number;
  uplineId: number;
  downlineId: number;
  terms: ContractTerms;
}
const plans: Plan[] = [];

/** What the test expects one settled period of one contract to say. */
interface Payout {
  kind: ContractKind;
  contractId: number;
  receiverId: number;
  periodStart: number;
  periodEnd: number;
  paidAt: number;
  teamValidBet: number;
  activeMembers: number | null;
  netLoss: number | null;
  tier: number | null;
  rateType: 'P' | 'F' | null;
  rate: number | null;
  winRate: number | null;
  lossRate: number | null;
  gross: number;
  downlineShare: number;
  carryOver: number | null;
  amount: number;
}
const payouts: Payout[] = [];
/** the loss each dividend contract carries into its next period */
const carried = new Map<number, number>();

const teamOf = () => teamsOf(tree);

/** One contract's gross for a period, and what its statement says, in plain arithmetic. */
function earned(
  plan: Plan,
  from: number,
  to: number,
  carryIn: number,
): Omit<Payout, 'contractId' | 'receiverId' | 'periodStart' | 'periodEnd' | 'paidAt' | 'downlineShare' | 'amount'> {
  const members = teamOf()(plan.downlineId);
  const valid = bets.filter((bet) => bet.valid && members.has(bet.memberId) && bet.createdAt.getTime() >= from && bet.createdAt.getTime() < to);
  const validBet = valid.reduce((sum, bet) => sum + bet.stake, 0);
  const active = new Set(valid.map((bet) => bet.memberId)).size;
  const none = { netLoss: null, winRate: null, lossRate: null, carryOver: null };
  const { terms } = plan;
  if (terms.kind === 'realtime') {
    const rounds = new Map<string, { stake: number; result: number }>();
    for (const bet of valid.filter((b) => b.product === 'LOTT' && b.stake >= terms.minimumBet)) {
      const round = rounds.get(`${bet.memberId} ${bet.round}`) ?? { stake: 0, result: 0 };
      rounds.set(`${bet.memberId} ${bet.round}`, { stake: round.stake + bet.stake, result: round.result + bet.payout - bet.stake });
    }
    let gross = 0;
    for (const round of rounds.values()) gross += Math.floor((round.stake * (round.result > 0 ? terms.winRate : terms.lossRate)) / 10_000);
    const stakes = [...rounds.values()].reduce((sum, round) => sum + round.stake, 0);
    return {
      ...none,
      kind: 'realtime',
      teamValidBet: stakes,
      activeMembers: null,
      tier: null,
      rateType: null,
      rate: null,
      winRate: terms.winRate,
      lossRate: terms.lossRate,
      gross,
    };
  }
  if (terms.kind === 'dividend') {
    // what the house won, less a loss the previous period carried in
    const netLoss = valid.reduce((sum, bet) => sum + bet.stake - bet.payout, 0) + (terms.carryOver ? carryIn : 0);
    let met = -1;
    for (const [i, t] of terms.tiers.entries()) if (validBet >= t.minimumBet && netLoss >= t.netLoss && active >= t.activeMember) met = i;
    const paid = met >= 0 && netLoss > 0;
    const rate = paid ? terms.tiers[met].contractRate : null;
    return {
      kind: 'dividend',
      teamValidBet: validBet,
      activeMembers: active,
      netLoss,
      tier: paid ? met + 1 : null,
      rateType: paid ? 'P' : null,
      rate,
      winRate: null,
      lossRate: null,
      gross: paid ? Math.floor((netLoss * rate!) / 10_000) : 0,
      carryOver: terms.carryOver ? Math.min(0, netLoss) : 0,
    };
  }
  let met = -1;
  for (const [i, t] of terms.tiers.entries()) if (validBet >= t.betVolume && active >= t.activeMember) met = i;
  const tier = met >= 0 ? terms.tiers[met] : null;
  const gross = tier === null ? 0 : tier.rateType === 'P' ? Math.floor((validBet * tier.rate) / 10_000) : tier.rate;
  return {
    ...none,
    kind: terms.kind,
    teamValidBet: validBet,
    activeMembers: active,
    tier: tier ? met + 1 : null,
    rateType: tier?.rateType ?? null,
    rate: tier?.rate ?? null,
    gross,
  };
}

/** Settles one period of `kind` through the gateway's job code, and records what the test expects it paid. */
async function settle(kind: ContractKind, from: number, to: number, paidAt: number) {
  const db = g.database.db;
  const common = { merchantId: gg.merchantId, utcOffsetMinutes: DEFAULT_UTC_OFFSET_MINUTES, now: new Date(paidAt) };
  if (kind === 'daily') await settleDailySalaries(db, { ...common, day: new Date(from + OFFSET).toISOString().slice(0, 10) });
  if (kind === 'hourly') await settleHourlySalaries(db, { ...common, hourStart: new Date(from) });
  if (kind === 'realtime') await settleRealtimeSalaries(db, { ...common, from: new Date(from) });
  if (kind === 'dividend') await settleDividends(db, { ...common, period: dividendPeriodAt('D', new Date(from), DEFAULT_UTC_OFFSET_MINUTES) });
  const mine = plans.filter((plan) => plan.terms.kind === kind);
  const gross = new Map(mine.map((plan) => [plan.id, earned(plan, from, to, carried.get(plan.id) ?? 0)]));
  for (const [id, own] of gross) if (own.carryOver !== null) carried.set(id, own.carryOver);
  for (const plan of mine) {
    const own = gross.get(plan.id)!;
    const share = mine.filter((other) => other.uplineId === plan.downlineId).reduce((sum, other) => sum + gross.get(other.id)!.gross, 0);
    const amount = Math.max(0, own.gross - share);
    const payout = {
      ...own,
      contractId: plan.id,
      receiverId: plan.downlineId,
      periodStart: from,
      periodEnd: to,
      paidAt,
      downlineShare: share,
      amount,
    };
    // a period the receiver's team did not play in and that paid nothing is not listed
    if (own.teamValidBet > 0 || amount > 0) payouts.push(payout);
    if (amount > 0) movements.push({ kind: kind === 'dividend' ? 'dividend' : 'salary', memberId: plan.downlineId, amount, at: paidAt });
  }
}

/** A bonus or rebate from the house to the member's main wallet, or a transfer from it to a game wallet (which the reports leave out). */
async function move(kind: 'bonus' | 'rebate' | 'transfer', memberId: number, amount: number, at: number) {
  const db = g.database.db;
  const owner = { merchantId: gg.merchantId, now: new Date(at) };
  const main = await db.transaction((tx) => accountFor(tx, { ...owner, memberId, kind: 'main' }));
  const toMain = kind === 'transfer' ? -amount : amount;
  const other: Leg =
    kind === 'transfer'
      ? { accountId: await db.transaction((tx) => accountFor(tx, { ...owner, memberId, kind: 'vendor:DEMO' })), amount: -BigInt(toMain) }
      : { merchantAccount: 'house', amount: -BigInt(toMain) };
  await db.transaction((tx) =>
    postIn(tx, {
      merchantId: gg.merchantId,
      kind,
      idempotencyKey: `team-reports-${kind}-${memberId}-${at}`,
      legs: [other, { accountId: main, amount: BigInt(toMain) }],
      now: new Date(at),
    }),
  );
  movements.push({ kind, memberId, amount: toMain, at });
}

beforeAll(async () => {
  gg = await startGameGateway(cryptoRandom);
  g = gg.gw;
  const db = g.database.db;
  now = g.clock.now().getTime();
  firstDay = Math.floor((now + OFFSET) / DAY) * DAY - OFFSET - 5 * DAY;
  const history = await generateTeamHistory(db, {
    merchantId: gg.merchantId,
    passwordHash: 'not-a-login',
    shape: [2, 2],
    players: 24,
    bets: 2_000,
    from: new Date(firstDay),
    days: 4,
    seed: 1_414,
  });
  bets = history.bets;
  // the top agent has an upline of its own, which pays it salaries and dividends
  const above = await db.query<{ id: number }>(
    `INSERT INTO members (merchant_id, username, username_key, password_hash, type, password_changed_at, created_at)
     VALUES ($1, $2, $2, 'not-a-login', 1, $3, $3) RETURNING id`,
    [gg.merchantId, `upline_${process.pid}`, new Date(firstDay - 2 * DAY)],
  );
  upline = { id: above.rows[0].id, uplineId: null, agent: true };
  top = { ...history.top, uplineId: upline.id };
  await db.query('UPDATE members SET upline_id = $2 WHERE id = $1', [top.id, upline.id]);
  tree = [upline, top, ...history.members.filter((m) => m.id !== top.id)];

  // the top agent signs in like any member
  const username = (await db.query<{ username: string }>('SELECT username FROM members WHERE id = $1', [top.id])).rows[0].username;
  await db.query(`UPDATE members SET password_hash = (SELECT password_hash FROM members WHERE username = 'demo_agent') WHERE id = $1`, [top.id]);
  const login = await g.sealed('POST', '/wps/session/login', { username, password: 'Agent2026!', captcha: null, type: 'username' });
  token = login.json().value?.token;
  expect(token, login.body).toBeTruthy();

  const first = tree.filter((m) => m.uplineId === top.id && m.agent);
  const second = tree.find((m) => m.uplineId === first[0].id && m.agent)!;
  // deposits, bonuses and rebates over the days, some before the reports' range; a rebate to the agent itself
  const members = tree.filter((m) => m.id !== upline.id && m.id !== top.id);
  for (const [i, member] of members.slice(0, 12).entries()) {
    const at = firstDay + i * 0.37 * DAY + 1_000;
    await deposit(db, {
      merchantId: gg.merchantId,
      memberId: member.id,
      amount: BigInt(10_000 + i),
      idempotencyKey: `team-reports-deposit-${i}`,
      reference: 'test',
      now: new Date(at),
    });
    movements.push({ kind: 'deposit', memberId: member.id, amount: 10_000 + i, at });
    await move(i % 2 ? 'bonus' : 'rebate', member.id, 1_000 + i, at + 3 * HOUR);
  }
  await move('transfer', members[0].id, 4_000, firstDay + 2 * DAY + 7 * HOUR);
  await move('rebate', top.id, 777, firstDay + 2 * DAY + 5 * HOUR);
  await move('rebate', top.id, 333, firstDay + 3 * DAY + 5 * HOUR);

  // a player of the second first-level agent deposits 500 through the provider and withdraws 100, paid and confirmed
  const player = await readyPlayer(g, 500);
  await db.query('UPDATE members SET upline_id = $2 WHERE id = $1', [player.id, first[1].id]);
  tree.push({ id: player.id, uplineId: first[1].id, agent: false });
  movements.push({ kind: 'deposit', memberId: player.id, amount: 50_000, at: now });
  expect((await admin(g, 'withdrawal', 'settings', '--turnover-percent', '0')).code).toBe(0);
  const requested = await withdraw(g, player, '100');
  expect(requested.json(), requested.body).toMatchObject({ success: true });
  const withdrawalId = requested.json().value.withdrawalId;
  for (const step of ['approve', 'paid'] as const) expect((await decide(g, step, withdrawalId)).code).toBe(0);
  expect((await postJson(g, '/wps/relay/MCSFE_processC2CTransaction', { withdrawalId, answer: 'received' }, player.token)).json().success).toBe(true);
  withdrawal = { memberId: player.id, amount: 10_000, at: now };
  movements.push({ kind: 'withdrawal', memberId: player.id, amount: -10_000, at: now });

  // contracts of every kind, from the upline down three levels, in force before the first day
  const before = firstDay - DAY;
  const contract = async (up: TeamMember, down: TeamMember, terms: ContractTerms) => {
    const id = await acceptedContract(db, { merchantId: gg.merchantId, upline: up, downline: down, product: 'CONS', terms, at: before });
    plans.push({ id, uplineId: up.id, downlineId: down.id, terms });
  };
  const unreachable = 100_000_000_000;
  await contract(upline, top, {
    kind: 'daily',
    tiers: [
      { betVolume: 10_000, activeMember: 1, rateType: 'P', rate: 100 },
      { betVolume: unreachable, activeMember: 1, rateType: 'F', rate: 20_000 },
    ],
  });
  await contract(top, first[0], {
    kind: 'daily',
    tiers: [
      { betVolume: 10_000, activeMember: 1, rateType: 'P', rate: 60 },
      { betVolume: unreachable, activeMember: 1, rateType: 'F', rate: 10_000 },
    ],
  });
  await contract(first[0], second, { kind: 'daily', tiers: [{ betVolume: 5_000, activeMember: 1, rateType: 'F', rate: 1_500 }] });
  await contract(upline, top, { kind: 'hourly', tiers: [{ betVolume: 1_000, activeMember: 1, rateType: 'P', rate: 150 }] });
  await contract(upline, top, {
    kind: 'dividend',
    period: 'D',
    base: 'GGR',
    carryOver: true,
    tiers: [{ minimumBet: 10_000, netLoss: 0, activeMember: 1, contractRate: 2_000 }],
  });
  await contract(upline, top, { kind: 'realtime', winRate: 100, lossRate: 200, minimumBet: 0 });
  await contract(top, first[0], { kind: 'realtime', winRate: 50, lossRate: 150, minimumBet: 0 });

  // settled at chosen moments: each day's salary an hour into the next day, so the income falls on several days
  for (const day of [0, 1, 2]) await settle('daily', firstDay + day * DAY, firstDay + (day + 1) * DAY, firstDay + (day + 1) * DAY + HOUR);
  for (const hour of [9, 10, 11]) {
    const from = firstDay + DAY + hour * HOUR;
    await settle('hourly', from, from + HOUR, from + HOUR + 5 * 60_000);
  }
  // dividends of the last three days: with this seed the first pays, the others lose and carry the loss on
  for (const day of [1, 2, 3]) await settle('dividend', firstDay + day * DAY, firstDay + (day + 1) * DAY, firstDay + (day + 1) * DAY + 2 * HOUR);
  // real-time: the first windows where the first agent's team played the lotteries
  const firstTeam = teamOf()(first[0].id);
  const windows = [
    ...new Set(
      bets
        .filter((bet) => bet.product === 'LOTT' && bet.valid && firstTeam.has(bet.memberId))
        .map((bet) => Math.floor(bet.createdAt.getTime() / REALTIME_WINDOW_MS) * REALTIME_WINDOW_MS),
    ),
  ]
    .sort((a, b) => a - b)
    .slice(0, 4);
  // and a window before anyone played: settled, paid nothing, not listed
  for (const from of [firstDay - 2 * REALTIME_WINDOW_MS, ...windows])
    await settle('realtime', from, from + REALTIME_WINDOW_MS, from + REALTIME_WINDOW_MS + 60_000);

  team = new Set(tree.filter((m) => m.id !== upline.id && m.id !== top.id).map((m) => m.id));
  const rows = await db.query<{ id: number; username: string }>('SELECT id, username FROM members WHERE id = ANY($1::int[])', [
    tree.map((m) => m.id),
  ]);
  names = new Map(rows.rows.map((row) => [row.id, row.username]));
  range = { startTime: firstDay + 1.5 * DAY + 17, endTime: now };
}, 120_000);
afterAll(() => g.close());

const inRange = (at: number, r = range) => at >= r.startTime && at <= r.endTime;
const query = (params: Record<string, string | number | undefined>) =>
  Object.entries(params)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`)
    .join('&');

async function value(path: string, params: Record<string, string | number | undefined> = {}) {
  const response = await g.get(`${path}?${query(params)}`, { token });
  expect(response.json(), response.body).toMatchObject({ success: true });
  return response.json().value;
}

/** Every row of a paged report, page by page, each page agreeing on the total and the footer. */
async function everyRow<T>(
  path: string,
  params: Record<string, string | number | undefined>,
  size = 100,
): Promise<{ list: T[]; footer: Record<string, number> }> {
  const firstPage = await value(path, { ...params, size, page: 1 });
  const list: T[] = [...firstPage.list];
  for (let page = 2; page <= firstPage.totalPages; page += 1) {
    const next = await value(path, { ...params, size, page });
    expect(next.total).toBe(firstPage.total);
    expect(next.footer).toEqual(firstPage.footer);
    list.push(...next.list);
  }
  expect(list).toHaveLength(firstPage.total);
  expect(firstPage.totalPages).toBe(Math.ceil(firstPage.total / size));
  return { list, footer: firstPage.footer[0] };
}

const sorted = (keys: string[]) => [...keys].sort();

describe('team betting history', () => {
  type Row = {
    customerName: string;
    directAgentName: string;
    betTimeInTimestamp: number;
    betAmount: number;
    validBetAmount: number;
    winAmount: number;
    product: string;
  };
  const keyOf = (row: Row) =>
    `${row.customerName} ${row.directAgentName} ${row.betTimeInTimestamp} ${row.product} ${cents(row.betAmount)} ${cents(row.validBetAmount)} ${cents(row.winAmount)}`;
  const uplineName = (memberId: number) => names.get(tree.find((m) => m.id === memberId)!.uplineId!)!;
  const expectedKey = (bet: HistoryBet) =>
    `${names.get(bet.memberId)} ${uplineName(bet.memberId)} ${bet.createdAt.getTime()} ${bet.product} ${bet.stake} ${bet.valid ? bet.stake : 0} ${bet.payout}`;
  const footerOf = (list: HistoryBet[]) => ({
    betAmount: list.reduce((sum, bet) => sum + bet.stake, 0),
    validBetAmount: list.reduce((sum, bet) => sum + (bet.valid ? bet.stake : 0), 0),
    winAmount: list.reduce((sum, bet) => sum + bet.payout, 0),
    profitAndLoss: list.reduce((sum, bet) => sum + (bet.valid ? bet.payout - bet.stake : 0), 0),
    total: list.length,
  });
  const footerInCents = (footer: Record<string, number>) => ({
    betAmount: cents(footer.betAmount),
    validBetAmount: cents(footer.validBetAmount),
    winAmount: cents(footer.winAmount),
    profitAndLoss: cents(footer.profitAndLoss),
    total: footer.total,
  });

  it("lists every bet of every member under the agent (not the agent's own), newest first, with the bettor and its upline", async () => {
    const { list, footer } = await everyRow<Row>('/wps/report/teamGameBetHistory', range);
    const want = bets.filter((bet) => team.has(bet.memberId) && inRange(bet.createdAt.getTime()));
    expect(want.length).toBeGreaterThan(800);
    expect(sorted(list.map(keyOf))).toEqual(sorted(want.map(expectedKey)));
    expect(list.map((row) => row.betTimeInTimestamp)).toEqual([...list.map((row) => row.betTimeInTimestamp)].sort((a, b) => b - a));
    expect(footerInCents(footer)).toEqual(footerOf(want));
  });

  it('narrows to one product tab and to one downline named in any case, in small pages', async () => {
    const lottery = await everyRow<Row>('/wps/report/teamGameBetHistory', { ...range, product: 'LOTT' });
    const lotteryBets = bets.filter((bet) => team.has(bet.memberId) && inRange(bet.createdAt.getTime()) && bet.product === 'LOTT');
    expect(sorted(lottery.list.map(keyOf))).toEqual(sorted(lotteryBets.map(expectedKey)));
    expect(footerInCents(lottery.footer)).toEqual(footerOf(lotteryBets));
    const busiest = (product?: string) => {
      const count = (id: number) => bets.filter((bet) => bet.memberId === id && (!product || bet.product === product)).length;
      return [...team].sort((a, b) => count(b) - count(a))[0];
    };
    for (const product of [undefined, 'LOTT']) {
      const member = busiest(product);
      // pages smaller than the member's bets: each page starts inside its day and its rows
      const one = await everyRow<Row>('/wps/report/teamGameBetHistory', { ...range, product, subordinateName: names.get(member)!.toUpperCase() }, 3);
      const own = bets.filter((bet) => bet.memberId === member && inRange(bet.createdAt.getTime()) && (!product || bet.product === product));
      expect(own.length).toBeGreaterThan(6);
      expect(one.list.map(keyOf)).toEqual([...one.list].sort((a, b) => b.betTimeInTimestamp - a.betTimeInTimestamp).map(keyOf));
      expect(sorted(one.list.map(keyOf))).toEqual(sorted(own.map(expectedKey)));
      expect(footerInCents(one.footer)).toEqual(footerOf(own));
    }
  });
});

describe('downline transactions', () => {
  type Row = { customerName: string; txType: string; amount: number; txTimeInTimestamp: number };
  const keyOf = (row: Row) => `${row.customerName} ${row.txType} ${cents(row.amount)} ${row.txTimeInTimestamp}`;
  const expectedKey = (m: Movement) => `${names.get(m.memberId)} ${m.kind} ${m.amount} ${m.at}`;
  const footerOf = (list: Movement[]) => {
    const income = list.filter((m) => m.amount > 0).reduce((sum, m) => sum + m.amount, 0);
    const expense = list.filter((m) => m.amount < 0).reduce((sum, m) => sum - m.amount, 0);
    return { income, expense, net: income - expense };
  };
  const footerInCents = (footer: Record<string, number>) => ({
    income: cents(footer.income),
    expense: cents(footer.expense),
    net: cents(footer.net),
  });

  it("lists every movement of the team's main wallets in the range, with whose it is, and their totals", async () => {
    const { list, footer } = await everyRow<Row>('/wps/report/downlineTransaction', range);
    const want = movements.filter((m) => team.has(m.memberId) && inRange(m.at));
    // deposits, bonuses, rebates, a transfer to a game wallet (its main side), the withdrawal and the salaries paid to the team's agents
    expect(new Set(want.map((m) => m.kind))).toEqual(new Set(['deposit', 'bonus', 'rebate', 'transfer', 'withdrawal', 'salary']));
    expect(sorted(list.map(keyOf))).toEqual(sorted(want.map(expectedKey)));
    expect(footerInCents(footer)).toEqual(footerOf(want));
  });

  it('narrows to types and to one downline', async () => {
    const salaries = await everyRow<Row>('/wps/report/downlineTransaction', { ...range, type: 'salary,rebate' });
    const want = movements.filter((m) => team.has(m.memberId) && inRange(m.at) && (m.kind === 'salary' || m.kind === 'rebate'));
    expect(sorted(salaries.list.map(keyOf))).toEqual(sorted(want.map(expectedKey)));
    const one = await everyRow<Row>('/wps/report/downlineTransaction', { ...range, subordinateName: names.get(withdrawal.memberId) });
    const own = movements.filter((m) => m.memberId === withdrawal.memberId && inRange(m.at));
    expect(sorted(one.list.map(keyOf))).toEqual(sorted(own.map(expectedKey)));
    expect(footerInCents(one.footer)).toEqual(footerOf(own));
  });
});

describe('downline profit and loss', () => {
  type Row = { customerId: number; customerName: string; isAgent: boolean; teamSize: number } & Record<string, number>;
  /** The sums over some members, from the test's own lists. */
  function sums(members: Set<number>, r = range) {
    const played = bets.filter((bet) => members.has(bet.memberId) && inRange(bet.createdAt.getTime(), r));
    const credited = (kind: Movement['kind']) =>
      movements.filter((m) => m.kind === kind && members.has(m.memberId) && inRange(m.at, r)).reduce((sum, m) => sum + m.amount, 0);
    return {
      betAmount: played.reduce((sum, bet) => sum + bet.stake, 0),
      validBetAmount: played.reduce((sum, bet) => sum + (bet.valid ? bet.stake : 0), 0),
      winAmount: played.reduce((sum, bet) => sum + bet.payout, 0),
      profitAndLoss: played.reduce((sum, bet) => sum + (bet.valid ? bet.payout - bet.stake : 0), 0),
      bonusAmount: credited('bonus'),
      rebateAmount: credited('rebate'),
      depositAmount: credited('deposit'),
      withdrawalAmount: members.has(withdrawal.memberId) && inRange(withdrawal.at, r) ? withdrawal.amount : 0,
    };
  }
  const inCents = (row: Record<string, number>) => Object.fromEntries(Object.keys(sums(new Set())).map((key) => [key, cents(row[key])]));

  async function expectBranches(parentId: number | undefined, r = range, size = 100) {
    const parent = parentId ?? top.id;
    const { list, footer } = await everyRow<Row>('/wps/relay/ODSFE2_getTeamPNLV3', { ...r, parentId }, size);
    const direct = tree.filter((m) => m.uplineId === parent);
    expect(list.map((row) => row.customerId).sort()).toEqual(direct.map((m) => m.id).sort());
    for (const row of list) {
      const branch = teamOf()(row.customerId);
      const member = direct.find((m) => m.id === row.customerId)!;
      expect({ ...row, ...inCents(row) }, row.customerName).toEqual({
        customerId: member.id,
        customerName: names.get(member.id),
        isAgent: member.agent,
        teamSize: branch.size - 1,
        ...sums(branch, r),
      });
    }
    const everyone = teamOf()(parent);
    everyone.delete(parent);
    expect(inCents(footer)).toEqual(sums(everyone, r));
    return list;
  }

  it("sums each direct downline's branch, and the footer the agent's whole team", async () => {
    const list = await expectBranches(undefined);
    expect(list.filter((row) => row.isAgent)).toHaveLength(2);
    expect(list.some((row) => row.withdrawalAmount > 0 && row.depositAmount > 0 && row.bonusAmount > 0)).toBe(true);
  });

  it('counts the partial days at both ends of a range that ends inside the play once, page after page', async () => {
    const inside = { startTime: firstDay + 0.6 * DAY + 5, endTime: firstDay + 3.3 * DAY };
    const list = await expectBranches(undefined, inside, 2);
    // bets in the last UTC day's part and in the whole days between
    const lastMidnight = Math.floor(inside.endTime / DAY) * DAY;
    expect(bets.some((bet) => team.has(bet.memberId) && bet.createdAt.getTime() >= lastMidnight && bet.createdAt.getTime() <= inside.endTime)).toBe(
      true,
    );
    expect(list.length).toBeGreaterThan(2);
  });

  it('walks down to a downline agent, and refuses a parent outside the team', async () => {
    const agent = tree.find((m) => m.uplineId === top.id && m.agent)!;
    expect(await expectBranches(agent.id)).not.toHaveLength(0);
    for (const outsider of [upline.id, (await newPlayer(gg, 0n)).id]) {
      const response = await g.get(`/wps/relay/ODSFE2_getTeamPNLV3?parentId=${outsider}`, { token });
      expect(response.json()).toMatchObject({ success: false, errorCode: 'downline.unknown' });
    }
  });
});

describe("the agent's income", () => {
  const COLUMNS = ['rebate', 'dailySalary', 'hourlySalary', 'realtimeSalary', 'dividend', 'total'] as const;
  type Figures = Record<(typeof COLUMNS)[number], number>;
  const SOURCE: Record<string, (typeof COLUMNS)[number]> = {
    rebate: 'rebate',
    daily: 'dailySalary',
    hourly: 'hourlySalary',
    realtime: 'realtimeSalary',
    dividend: 'dividend',
  };
  const inCents = (row: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(row).map(([key, v]) => [key, typeof v === 'number' ? cents(v) : v]));

  it('gives each merchant day its rebates and what each kind of contract paid the agent, newest first, and the totals', async () => {
    const { list, footer } = await everyRow<Record<string, unknown>>('/wps/relay/ODSFE2_AgentProfDet', { startTime: firstDay - DAY, endTime: now });
    const days = new Map<string, Figures>();
    const add = (at: number, source: string, amount: number) => {
      const date = new Date(at + OFFSET).toISOString().slice(0, 10);
      const day = days.get(date) ?? (Object.fromEntries(COLUMNS.map((column) => [column, 0])) as Figures);
      day[SOURCE[source]] += amount;
      day.total += amount;
      days.set(date, day);
    };
    for (const m of movements.filter((m) => m.memberId === top.id && m.kind === 'rebate')) add(m.at, 'rebate', m.amount);
    for (const p of payouts.filter((p) => p.receiverId === top.id && p.amount > 0)) add(p.paidAt, p.kind, p.amount);
    const want = [...days.entries()].sort(([a], [b]) => (a < b ? 1 : -1)).map(([date, figures]) => ({ date, ...figures }));
    // every source paid the agent something, on several days
    for (const column of COLUMNS)
      expect(
        want.some((day) => day[column] > 0),
        column,
      ).toBe(true);
    expect(want.length).toBeGreaterThan(2);
    expect(list.map(inCents)).toEqual(want);
    const totals = Object.fromEntries(COLUMNS.map((column) => [column, want.reduce((sum, day) => sum + day[column], 0)]));
    expect(inCents(footer)).toEqual(totals);
  });
});

describe('payout records', () => {
  const relays: [ContractKind, string][] = [
    ['daily', '/wps/relay/ODSFE2_dailySalRec'],
    ['hourly', '/wps/relay/ODSFE2_getHourSalaryDisburseRec'],
    ['realtime', '/wps/relay/ODSFE2_getRealTimeSalary'],
    ['dividend', '/wps/relay/ODSFE2_QueryDividend'],
  ];
  const wide = () => ({ startTime: firstDay - DAY, endTime: now });
  /** A row as the test expects it on the wire, amounts in cents and rates in basis points. */
  const wanted = (p: Payout) => ({
    payoutId: `${p.contractId}-${p.periodStart}`,
    customerName: names.get(p.receiverId),
    product: 'CONS',
    periodStart: p.periodStart,
    periodEnd: p.periodEnd,
    paidAt: p.paidAt,
    teamValidBet: p.teamValidBet,
    activeMembers: p.activeMembers,
    netLoss: p.netLoss,
    tier: p.tier,
    rateType: p.rateType,
    rate: p.rate,
    winRate: p.winRate,
    lossRate: p.lossRate,
    gross: p.gross,
    downlineShare: p.downlineShare,
    carryOver: p.carryOver,
    amount: p.amount,
  });
  const inCents = (row: Record<string, unknown>) => {
    const money = (v: unknown) => (v === null ? null : cents(v as number));
    const bp = (v: unknown) => (v === null ? null : Math.round((v as number) * 10_000));
    return {
      ...row,
      teamValidBet: money(row.teamValidBet),
      netLoss: money(row.netLoss),
      rate: row.rateType === 'F' ? money(row.rate) : bp(row.rate),
      winRate: bp(row.winRate),
      lossRate: bp(row.lossRate),
      gross: money(row.gross),
      downlineShare: money(row.downlineShare),
      carryOver: money(row.carryOver),
      amount: money(row.amount),
    };
  };
  const newestFirst = (a: Payout, b: Payout) => b.periodStart - a.periodStart || b.contractId - a.contractId;

  it("lists each kind's settled periods paid to the agent or its team, newest first, with each statement as the test computes it", async () => {
    for (const [kind, path] of relays) {
      const { list, footer } = await everyRow<Record<string, unknown>>(path, wide());
      const want = payouts.filter((p) => p.kind === kind).sort(newestFirst);
      expect(want.length, kind).toBeGreaterThan(1);
      expect(list.map(inCents), kind).toEqual(want.map(wanted));
      expect(cents(footer.amount), kind).toBe(want.reduce((sum, p) => sum + p.amount, 0));
    }
    // the statements show every case: a fixed tier, a downline's share, a dividend paid, a real-time share
    expect(payouts.some((p) => p.rateType === 'F' && p.amount > 0)).toBe(true);
    expect(payouts.some((p) => p.kind === 'daily' && p.downlineShare > 0 && p.amount > 0)).toBe(true);
    expect(payouts.some((p) => p.kind === 'dividend' && p.amount > 0)).toBe(true);
    expect(payouts.some((p) => p.kind === 'dividend' && p.carryOver! < 0)).toBe(true);
    expect(payouts.some((p) => p.kind === 'realtime' && p.downlineShare > 0)).toBe(true);
    // the window before anyone played was settled (for both real-time contracts) and is not listed
    const empty = await g.database.db.query('SELECT 1 FROM contract_payouts WHERE period_start = $1', [new Date(firstDay - 2 * REALTIME_WINDOW_MS)]);
    expect(empty.rows).toHaveLength(2);
  });

  it("narrows to the periods that start in the range, to one downline, or to the agent's own", async () => {
    const lastDays = { startTime: firstDay + DAY, endTime: now };
    const daily = await everyRow<Record<string, unknown>>('/wps/relay/ODSFE2_dailySalRec', lastDays);
    const want = payouts.filter((p) => p.kind === 'daily' && p.periodStart >= lastDays.startTime).sort(newestFirst);
    expect(daily.list.map(inCents)).toEqual(want.map(wanted));
    const agent = tree.find((m) => m.uplineId === top.id && m.agent)!;
    for (const receiver of [agent.id, top.id]) {
      const own = await everyRow<Record<string, unknown>>('/wps/relay/ODSFE2_dailySalRec', { ...wide(), subordinateName: names.get(receiver) });
      expect(own.list.map(inCents)).toEqual(
        payouts
          .filter((p) => p.kind === 'daily' && p.receiverId === receiver)
          .sort(newestFirst)
          .map(wanted),
      );
    }
  });
});

describe('agent announcements', () => {
  it('lists the notices for agents in the asked language, and keeps them out of the public notices', async () => {
    const response = await g.get('/wps/agent/announcements', { token, headers: { language: 'EN' } });
    const list = response.json().value.list as { title: string; content: string; publishedAt: number }[];
    expect(
      list.map((n) => n.title),
      response.body,
    ).toEqual(['Salary and dividend payout schedule']);
    expect(list[0].content).toContain('<strong>Payout records</strong>');
    const notices = (await g.get('/wps/relay/MCSFE_getListAnnouncements?types=PL,PU&platform=W', { headers: { language: 'EN' } })).json().value;
    expect([...notices.player, ...notices.popup].map((n: { title: string }) => n.title)).not.toContain('Salary and dividend payout schedule');
  });
});

describe('who may ask', () => {
  const paths = [
    '/wps/report/teamGameBetHistory',
    '/wps/report/downlineTransaction',
    '/wps/relay/ODSFE2_getTeamPNLV3',
    '/wps/relay/ODSFE2_AgentProfDet',
    '/wps/relay/ODSFE2_dailySalRec',
    '/wps/relay/ODSFE2_getHourSalaryDisburseRec',
    '/wps/relay/ODSFE2_getRealTimeSalary',
    '/wps/relay/ODSFE2_QueryDividend',
    '/wps/agent/announcements',
  ];

  it('refuses a member who is not an agent', async () => {
    const player = await newPlayer(gg, 0n);
    for (const path of paths)
      expect((await g.get(path, { token: player.token })).json(), path).toMatchObject({ success: false, errorCode: 'agent.only' });
  });

  it("refuses a name outside the agent's team: a stranger, the agent's own upline, and on team records the agent itself", async () => {
    const stranger = await newPlayer(gg, 0n);
    const filtered = paths.filter((path) => !path.includes('PNLV3') && !path.includes('ProfDet') && !path.includes('announcements'));
    for (const path of filtered) {
      for (const name of [stranger.username, names.get(upline.id)!]) {
        const response = await g.get(`${path}?subordinateName=${name}`, { token });
        expect(response.json(), `${path} ${name}`).toMatchObject({ success: false, errorCode: 'downline.unknown' });
      }
    }
    for (const path of ['/wps/report/teamGameBetHistory', '/wps/report/downlineTransaction']) {
      const response = await g.get(`${path}?subordinateName=${names.get(top.id)}`, { token });
      expect(response.json(), path).toMatchObject({ success: false, errorCode: 'downline.unknown' });
    }
  });
});
