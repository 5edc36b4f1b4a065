/**
 * The money figures of a fixed data set, recorded in golden/ledger-figures.json before a change to
 * how the ledger posts (the merchant's accounts kept as several rows, postings in fewer
 * statements), so that any difference in what a report shows is seen.
 *
 * The data set goes through the gateway and the services as a site's day does, over three merchant
 * days: an agent tree opened through the register centre (a top agent, two agents, four players)
 * with rebate rates, daily, hourly, real-time and dividend contracts; deposits through the
 * provider's checkout page and a manual transfer the operator approves; an agent's credit to a
 * downline; slot spins, Hi-Lo rounds (one left open until it is void), draw-lottery bets, a
 * transfer-mode session and a free-play session; a withdrawal with a fee paid and one rejected; and
 * the settlement job after each day (salaries, dividends, rebates). Everything is fixed: the clock,
 * the names, amounts, bet ids and request keys, and the games' and draws' outcomes (seeded).
 *
 * The figures (ledger-figures.ts) are what the site and the back office show, keyed by usernames,
 * kinds and days, never by database ids. `UPDATE_GOLDEN=1` writes the file; otherwise the figures
 * must equal it, on PGlite and on PostgreSQL alike.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractTerms } from '../../machines/agent-contract/index';
import { writeRates } from '../../server/agent-register/rebate-rates';
import { createSettlementJob } from '../../server/contracts/settlement/settlement-job';
import { ROUND_TIMEOUT_MS } from '../../server/demo-games/play-sessions.service';
import { seededRandom } from '../../server/demo-games/random';
import { createDrawJob } from '../../server/lottery/draw-job';
import { admin, drawLotteryBet, gameCall, gameOfType, launch, play, startGameGateway } from './game-launch.driver';
import type { GameGateway } from './game-launch.driver';
import { acceptedContract } from './support/contract-steps';
import { postJson, startManual } from './support/deposit-driver';
import type { Player } from './support/deposit-driver';
import { readFigures, toJson } from './support/ledger-figures';
import type { GoldenMember } from './support/ledger-figures';
import type { TestGateway } from './support/test-gateway';
import { bindEwallet, decide, depositPaid, PIN, withdraw } from './support/withdrawal-driver';

const GOLDEN = join(import.meta.dirname, 'golden', 'ledger-figures.json');
const GAME_SEED = 20_260_302;
const DRAW_SEED = 7;
const PASSWORD = 'Golden2026';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const rate = (product: string, percent: number) => ({ product, rate: percent });

/** The tree: each member under its upline, opened by it through the register centre with its rebate rates (percent). */
const TREE: { username: string; upline: string; type: 'agent' | 'member'; rebates: { product: string; rate: number }[] }[] = [
  { username: 'goldagenta', upline: 'goldtop', type: 'agent', rebates: [rate('RNG', 0.8), rate('LIVE', 0.6), rate('LOTT', 1.2)] },
  { username: 'goldagentb', upline: 'goldtop', type: 'agent', rebates: [rate('RNG', 0.5), rate('LOTT', 1)] },
  { username: 'goldplayer0', upline: 'goldtop', type: 'member', rebates: [rate('RNG', 0.3)] },
  { username: 'goldplayera1', upline: 'goldagenta', type: 'member', rebates: [rate('RNG', 0.4), rate('LIVE', 0.2), rate('LOTT', 0.5)] },
  { username: 'goldplayera2', upline: 'goldagenta', type: 'member', rebates: [] },
  { username: 'goldplayerb1', upline: 'goldagentb', type: 'member', rebates: [rate('RNG', 0.2), rate('LOTT', 0.5)] },
];

let gg: GameGateway;
let g: TestGateway;
const members = new Map<string, GoldenMember>();
let trial: GoldenMember;
let betSerial = 0;
let keySerial = 0;
const betId = () => `golden-bet-${String((betSerial += 1)).padStart(4, '0')}`;
const requestKey = (what: string) => `golden-${what}-${String((keySerial += 1)).padStart(4, '0')}`;
const who = (username: string) => members.get(username)!;

/** A fresh session of the member (the last one may have gone idle over night). */
async function signIn(username: string): Promise<Player> {
  const login = await g.login(username, PASSWORD);
  expect(login.json(), login.body).toMatchObject({ success: true });
  const member = { ...who(username), token: login.json().value.token as string };
  members.set(username, member);
  return member;
}

/** Moves the clock to the next `hour`:00 UTC (a later day when that hour has passed today). */
function clockTo(hour: number) {
  const now = g.clock.now().getTime();
  const day = Math.floor(now / (24 * HOUR)) * 24 * HOUR;
  const at = day + hour * HOUR;
  g.clock.advance((at > now ? at : at + 24 * HOUR) - now);
}

async function spins(player: { token: string }, count: number, stake: number) {
  const slot = await play(gg, player.token, await gameOfType(gg, 'RNG'));
  for (let i = 0; i < count; i += 1) {
    g.clock.advance(MINUTE);
    const spun = (await gameCall(gg, slot.gameToken, 'slot/spin', { betId: betId(), stake })).json();
    expect(spun, JSON.stringify(spun)).toMatchObject({ success: true });
  }
  return slot;
}

/** Hi-Lo rounds, each called the way its first card allows (higher when it can be). */
async function hiLo(player: { token: string }, rounds: number, stake: number) {
  const table = await play(gg, player.token, await gameOfType(gg, 'LIVE'));
  for (let i = 0; i < rounds; i += 1) {
    g.clock.advance(MINUTE);
    const dealt = (await gameCall(gg, table.gameToken, 'cards/deal', { betId: betId(), stake })).json();
    expect(dealt, JSON.stringify(dealt)).toMatchObject({ success: true });
    const call = dealt.value.outcome.higher !== null ? 'higher' : 'lower';
    const called = (await gameCall(gg, table.gameToken, 'cards/call', { roundId: dealt.value.roundId, call })).json();
    expect(called, JSON.stringify(called)).toMatchObject({ success: true });
  }
}

async function openTree() {
  expect((await admin(gg, 'member', 'create', 'goldtop', PASSWORD, '--type', '1')).code).toBe(0);
  const topId = (await g.database.db.query<{ id: number }>(`SELECT id FROM members WHERE username = 'goldtop'`)).rows[0].id;
  members.set('goldtop', { id: topId, username: 'goldtop', token: '' });
  // the top agent's own rates are the operator's to set
  await writeRates(g.database.db, topId, { RNG: 100, LIVE: 80, LOTT: 150 }, g.clock.now());
  await signIn('goldtop');
  for (const member of TREE) {
    const upline = who(member.upline);
    const body = { username: member.username, password: PASSWORD, type: member.type, rebates: member.rebates };
    const opened = (await g.sealed('POST', '/wps/agent/downline', body, { token: upline.token })).json();
    expect(opened, JSON.stringify(opened)).toMatchObject({ success: true });
    members.set(member.username, { id: opened.value.customerId, username: member.username, token: '' });
    await signIn(member.username);
  }
}

async function contract(upline: string, downline: string, product: string, terms: ContractTerms) {
  const ids = { upline: { id: who(upline).id, uplineId: null, agent: true }, downline: { id: who(downline).id, uplineId: null, agent: true } };
  await acceptedContract(g.database.db, { merchantId: gg.merchantId, ...ids, product, terms, at: g.clock.now().getTime() });
}

async function signContracts() {
  await contract('goldtop', 'goldagenta', 'CONS', { kind: 'daily', tiers: [{ betVolume: 1_000, activeMember: 1, rateType: 'P', rate: 150 }] });
  await contract('goldtop', 'goldagenta', 'RNG', { kind: 'hourly', tiers: [{ betVolume: 500, activeMember: 1, rateType: 'F', rate: 125 }] });
  await contract('goldtop', 'goldagentb', 'CONS', {
    kind: 'dividend',
    period: 'D',
    base: 'GGR',
    carryOver: true,
    tiers: [{ minimumBet: 0, netLoss: 0, activeMember: 1, contractRate: 2_000 }],
  });
  await contract('goldtop', 'goldagentb', 'LOTT', { kind: 'realtime', winRate: 50, lossRate: 120, minimumBet: 100 });
}

const settlementJob = () => createSettlementJob({ db: g.database.db, now: g.clock.now, everyMs: null }).runOnce();
let drawJob: ReturnType<typeof createDrawJob>;

/** The night after a merchant day (it ends at 16:00 UTC): the settlement job pays its salaries, dividends and rebates. */
async function settleTheDay() {
  clockTo(17);
  await settlementJob();
}

async function dayOne() {
  await openTree();
  await signContracts();
  expect((await admin(gg, 'withdrawal', 'settings', '--turnover-percent', '0', '--fee-fixed', '2', '--fee-percent', '1.5')).code).toBe(0);
  for (const [username, amount] of [
    ['goldtop', 500],
    ['goldplayera1', 1_000],
    ['goldplayera2', 500],
    ['goldplayerb1', 800],
    ['goldplayer0', 300],
  ] as const) {
    g.clock.advance(MINUTE);
    await depositPaid(g, who(username), amount, requestKey('deposit'));
  }
  // a manual transfer the operator approves
  const manual = await startManual(g, who('goldagenta'), 200, requestKey('manual'));
  expect(manual.response.json(), manual.response.body).toMatchObject({ success: true });
  expect((await admin(gg, 'deposit', 'approve', manual.value.depositId)).code).toBe(0);
  // the top agent credits a player of its team
  const pin = await g.sealed('PUT', '/wps/member/paymentPassword', { newPassword: PIN, confirmNewPassword: PIN }, { token: who('goldtop').token });
  expect(pin.json(), pin.body).toMatchObject({ success: true });
  const credit = { downlineId: who('goldplayera2').id, amount: '100', password: PIN, idempotencyKey: requestKey('credit') };
  const credited = await g.sealed('PUT', '/wps/agent/transferDownline', credit, { token: who('goldtop').token });
  expect(credited.json(), credited.body).toMatchObject({ success: true });

  // the first spin three rows of three (a payout of 4.6 times the stake), the rest as the seed falls
  gg.random.script(0, 0, 0);
  await spins(who('goldplayera1'), 6, 1_000);
  await hiLo(who('goldplayera2'), 3, 500);
  await spins(who('goldplayerb1'), 4, 500);
  await spins(who('goldplayer0'), 3, 200);
  await spins(who('goldagenta'), 2, 500);
  await settleTheDay();
}

async function dayTwo() {
  clockTo(1);
  for (const username of members.keys()) await signIn(username);
  // a transfer-mode session: the main balance into the vendor wallet at launch, back at exit
  await admin(gg, 'wallet-mode', 'transfer');
  const session = await spins(who('goldplayerb1'), 3, 500);
  expect((await gameCall(gg, session.gameToken, 'exit')).json()).toMatchObject({ success: true, value: { ended: 1 } });
  await admin(gg, 'wallet-mode', 'single');

  // a Hi-Lo round nobody calls: void at the next launch, the stake returned
  const table = await play(gg, who('goldplayera2').token, await gameOfType(gg, 'LIVE'));
  expect((await gameCall(gg, table.gameToken, 'cards/deal', { betId: betId(), stake: 500 })).json()).toMatchObject({ value: { status: 'open' } });
  g.clock.advance(ROUND_TIMEOUT_MS + MINUTE);
  expect((await launch(gg, who('goldplayera2').token, { nodeId: (await gameOfType(gg, 'RNG')).node_id })).json()).toMatchObject({ success: true });

  // a free-play session: play credit, which no real figure counts
  const freePlay = (await g.app.inject({ method: 'POST', url: '/wps/session/login/freeplay' })).json();
  expect(freePlay, JSON.stringify(freePlay)).toMatchObject({ success: true });
  trial = { id: freePlay.value.id, username: 'trial', token: freePlay.value.token };
  await spins(trial, 2, 1_000);

  await spins(who('goldplayer0'), 4, 200);
  await hiLo(who('goldplayera2'), 2, 500);

  // a withdrawal with its fee, paid and confirmed; another rejected
  const a1 = await bindEwallet(g, who('goldplayera1'), '09170000001');
  const paid = await withdraw(g, a1, '200', { key: requestKey('withdraw') });
  expect(paid.json(), paid.body).toMatchObject({ success: true });
  for (const step of ['approve', 'paid'] as const) expect((await decide(g, step, paid.json().value.withdrawalId)).code).toBe(0);
  const received = await postJson(
    g,
    '/wps/relay/MCSFE_processC2CTransaction',
    { withdrawalId: paid.json().value.withdrawalId, answer: 'received' },
    a1.token,
  );
  expect(received.json(), received.body).toMatchObject({ success: true });
  const b1 = await bindEwallet(g, who('goldplayerb1'), '09170000002');
  const refused = await withdraw(g, b1, '150', { key: requestKey('withdraw') });
  expect(refused.json(), refused.body).toMatchObject({ success: true });
  expect((await decide(g, 'reject', refused.json().value.withdrawalId)).code).toBe(0);

  // draw-lottery bets, drawn and settled by the draw job; the real-time salary of their window after it
  await drawLotteryBet(gg, who('goldplayera1').token, betId());
  await drawLotteryBet(gg, who('goldplayerb1').token, betId());
  clockTo(12);
  await drawJob.runOnce();
  g.clock.advance(10 * MINUTE);
  await settlementJob();
  await settleTheDay();
}

async function dayThree() {
  clockTo(1);
  for (const username of members.keys()) await signIn(username);
  await spins(who('goldplayera1'), 4, 1_000);
  await hiLo(who('goldplayera2'), 2, 1_000);
  await spins(who('goldplayerb1'), 3, 500);
  await spins(who('goldplayer0'), 2, 200);
  await settleTheDay();
  g.clock.advance(HOUR);
  for (const username of members.keys()) await signIn(username);
}

beforeAll(async () => {
  gg = await startGameGateway(seededRandom(GAME_SEED));
  g = gg.gw;
  drawJob = createDrawJob({ db: g.database.db, now: g.clock.now, random: seededRandom(DRAW_SEED) }, { everyMs: null });
  await drawJob.runOnce();
  await dayOne();
  await dayTwo();
  await dayThree();
}, 120_000);
afterAll(() => g.close());

describe('the money figures of a fixed data set', () => {
  it('are the recorded ones: every balance, record, report, payout, merchant account and the audit', async () => {
    const figures = toJson(await readFigures(gg, { members: [...members.values()], trial, from: Date.UTC(2026, 2, 1) }));
    if (process.env.UPDATE_GOLDEN === '1') {
      mkdirSync(dirname(GOLDEN), { recursive: true });
      writeFileSync(GOLDEN, `${JSON.stringify(figures, null, 2)}\n`);
    }
    expect(existsSync(GOLDEN), `${GOLDEN}: run once with UPDATE_GOLDEN=1 to record it`).toBe(true);
    expect(figures).toEqual(JSON.parse(readFileSync(GOLDEN, 'utf8')));
  });
});
