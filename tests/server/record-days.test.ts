/**
 * The records' day totals (022_record_days.sql) on a real database: a player plays slots, card
 * rounds settled hours after they were dealt and a draw lottery settled by the draw job, across
 * several UTC midnights, some spins in parallel; then
 * - the day totals equal the raw bets and ledger entries grouped by day, exactly (inserts and the
 *   settling updates both kept them);
 * - the betting and account records' footers, which read whole days from the totals and the range's
 *   partial days from the raw rows, equal plain sums over the raw rows for 200 random ranges
 *   (boundaries at any millisecond, at midnights, inside one day) and every product and type filter;
 * - a page that starts at its own day (the newer days counted from the totals) holds the rows that
 *   reading the whole range and slicing it gives.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../server/auth/session.service';
import { cryptoRandom } from '../../server/demo-games/random';
import { createDrawJob } from '../../server/lottery/draw-job';
import { entryRows, entrySummary } from '../../server/records/account-records';
import { betRows, betSummary } from '../../server/records/bet-records';
import { kindsOf } from '../../server/records/record-types';
import type { RecordProduct, TxType } from '../../wire/records.schemas';
import { drawLotteryBet, gameCall, gameOfType, newBetId, newPlayer, play, startGameGateway } from './game-launch.driver';
import type { GameGateway } from './game-launch.driver';
import type { TestGateway } from './support/test-gateway';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
let gg: GameGateway;
let g: TestGateway;
let memberId: number;
let start: number;
let end: number;

const freshToken = () => createSession(g.database.db, { memberId, now: g.clock.now(), mustChangePassword: false, firstTimeLogin: false });

async function spin(gameToken: string) {
  return (await gameCall(gg, gameToken, 'slot/spin', { betId: newBetId(), stake: 300 })).json();
}

beforeAll(async () => {
  gg = await startGameGateway(cryptoRandom);
  g = gg.gw;
  const drawJob = createDrawJob({ db: g.database.db, now: g.clock.now, random: cryptoRandom }, { everyMs: null });
  await drawJob.runOnce();
  memberId = (await newPlayer(gg, 2_000_000n)).id;
  start = g.clock.now().getTime();
  const slotGame = await gameOfType(gg, 'RNG');
  const cardGame = await gameOfType(gg, 'LIVE');
  for (let step = 0; step < 10; step += 1) {
    // 5 h 7 min apart: the steps fall at every hour of the day and cross several midnights
    g.clock.advance(5 * HOUR + 7 * MINUTE);
    const token = await freshToken();
    const slot = await play(gg, token, slotGame);
    for (let i = 0; i < 2; i += 1) expect((await spin(slot.gameToken)).success).toBe(true);
    if (step === 3) {
      // several spins of one session at once: the day totals take each, none lost to a race
      const answers = await Promise.all(Array.from({ length: 8 }, () => spin(slot.gameToken)));
      expect(answers.some((answer) => answer.success)).toBe(true);
    }
    if (step % 3 === 0) {
      // a card round dealt now (open) and called hours later, often on another day
      const cards = await play(gg, token, cardGame);
      const dealt = (await gameCall(gg, cards.gameToken, 'cards/deal', { betId: newBetId(), stake: Math.max(cards.session.minBet, 300) })).json();
      expect(dealt.success, JSON.stringify(dealt)).toBe(true);
      g.clock.advance(3 * HOUR);
      const call = dealt.value.outcome.higher !== null ? 'higher' : 'lower';
      const called = (await gameCall(gg, cards.gameToken, 'cards/call', { roundId: dealt.value.roundId, call })).json();
      expect(called.success, JSON.stringify(called)).toBe(true);
    }
    if (step === 2 || step === 6) {
      await drawLotteryBet(gg, await freshToken());
      // past the draw: the job draws it and settles the bet (an update of the bet's row)
      g.clock.advance(DAY);
      await drawJob.runOnce();
    }
  }
  end = g.clock.now().getTime() + 1;
});
afterAll(() => g.close());

interface RawBet {
  created: number;
  product: string;
  stake: bigint;
  payout: bigint;
  settled: boolean;
}

async function rawBets(): Promise<RawBet[]> {
  const rows = await g.database.db.query<{ created_at: Date; product: string; stake: string; payout: string; status: string }>(
    `SELECT b.created_at, g.game_type AS product, b.stake::text, b.payout::text, b.status FROM game_bets b JOIN games g ON g.id = b.game_id WHERE b.member_id = $1
     UNION ALL
     SELECT l.created_at, 'LOTT', l.stake::text, l.payout::text, l.status FROM lottery_bets l WHERE l.member_id = $1`,
    [memberId],
  );
  return rows.rows.map((row) => ({
    created: row.created_at.getTime(),
    product: row.product,
    stake: BigInt(row.stake),
    payout: BigInt(row.payout),
    settled: ['settled', 'won', 'lost'].includes(row.status),
  }));
}

async function rawEntries() {
  const rows = await g.database.db.query<{ created_at: Date; kind: string; amount: string }>(
    `SELECT e.created_at, e.kind, e.amount::text FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
      WHERE a.member_id = $1 AND (a.kind = 'main' OR a.kind LIKE 'vendor:%')`,
    [memberId],
  );
  return rows.rows.map((row) => ({ created: row.created_at.getTime(), kind: row.kind, amount: BigInt(row.amount) }));
}

/** Deterministic pseudo-random numbers (a failing range can be replayed). */
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** 200 ranges over the played span: any millisecond, UTC midnights, and ranges inside one day. */
function ranges(): { from: Date; to: Date }[] {
  const next = sequence(20_261_127);
  const span = end - start;
  return Array.from({ length: 200 }, (_, i) => {
    let from = start - HOUR + Math.floor(next() * span);
    let to = from + Math.floor(next() * (end + HOUR - from));
    if (i % 4 === 1) [from, to] = [Math.floor(from / DAY) * DAY, Math.ceil(to / DAY) * DAY];
    if (i % 4 === 2) to = Math.min(to, Math.ceil(from / DAY) * DAY - 1);
    return { from: new Date(from), to: new Date(Math.max(to, from)) };
  });
}

const cents = (amount: number) => BigInt(Math.round(amount * 100));

describe('the records day totals', () => {
  it('are the raw bets and entries of the member grouped by UTC day, after inserts and settling updates', async () => {
    const db = g.database.db;
    const expectedBets = await db.query(
      `SELECT member_id, day, source, game_id, n::text, stake::text, valid::text, payout::text, pnl::text FROM (
         SELECT member_id, (created_at AT TIME ZONE 'UTC')::date AS day, 'G' AS source, game_id, count(*) AS n, sum(stake) AS stake,
                coalesce(sum(stake) FILTER (WHERE status = 'settled'), 0) AS valid, sum(payout) AS payout,
                coalesce(sum(payout - stake) FILTER (WHERE status = 'settled'), 0) AS pnl
           FROM game_bets WHERE member_id = $1 GROUP BY 1, 2, 4
         UNION ALL
         SELECT member_id, (created_at AT TIME ZONE 'UTC')::date, 'L', game_id, count(*), sum(stake),
                coalesce(sum(stake) FILTER (WHERE status IN ('won', 'lost')), 0), sum(payout),
                coalesce(sum(payout - stake) FILTER (WHERE status IN ('won', 'lost')), 0)
           FROM lottery_bets WHERE member_id = $1 GROUP BY 1, 2, 4) raw
       ORDER BY day, source, game_id`,
      [memberId],
    );
    const keptBets = await db.query(
      `SELECT member_id, day, source, game_id, n::text, stake::text, valid::text, payout::text, pnl::text FROM member_bet_days
        WHERE member_id = $1 ORDER BY day, source, game_id`,
      [memberId],
    );
    // the play crossed midnights, settled rounds and lottery bets after they were placed
    expect(new Set(expectedBets.rows.map((row) => String(row.day))).size).toBeGreaterThanOrEqual(3);
    expect(expectedBets.rows.some((row) => row.source === 'L' && row.valid !== '0')).toBe(true);
    expect(keptBets.rows).toEqual(expectedBets.rows);

    const entryDays = `SELECT e.account_id, (e.created_at AT TIME ZONE 'UTC')::date AS day, e.kind, count(*)::text AS n,
        coalesce(sum(e.amount) FILTER (WHERE e.amount > 0), 0)::text AS income, coalesce(sum(-e.amount) FILTER (WHERE e.amount < 0), 0)::text AS expense
      FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id WHERE a.member_id = $1 GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`;
    const keptEntries = await db.query(
      `SELECT d.account_id, d.day, d.kind, d.n::text, d.income::text, d.expense::text FROM account_entry_days d
         JOIN ledger_accounts a ON a.id = d.account_id WHERE a.member_id = $1 ORDER BY 1, 2, 3`,
      [memberId],
    );
    expect(keptEntries.rows).toEqual((await db.query(entryDays, [memberId])).rows);
  });

  it('give the betting record footer of any range and product the sums of the raw bets', async () => {
    const bets = await rawBets();
    const products: RecordProduct[] = ['ALL', 'RNG', 'LIVE', 'LOTT'];
    let compared = 0;
    for (const [i, range] of ranges().entries()) {
      const product = products[i % products.length];
      const inRange = bets.filter(
        (bet) => bet.created >= range.from.getTime() && bet.created < range.to.getTime() && (product === 'ALL' || bet.product === product),
      );
      const sum = (pick: (bet: RawBet) => bigint) => inRange.reduce((total, bet) => total + pick(bet), 0n);
      const { footer } = await betSummary(g.database.db, { merchantId: gg.merchantId, memberId, product, range });
      const label = `${range.from.toISOString()} … ${range.to.toISOString()} ${product}`;
      expect(footer.total, label).toBe(inRange.length);
      expect(cents(footer.betAmount), label).toBe(sum((bet) => bet.stake));
      expect(cents(footer.validBetAmount), label).toBe(sum((bet) => (bet.settled ? bet.stake : 0n)));
      expect(cents(footer.winAmount), label).toBe(sum((bet) => bet.payout));
      expect(cents(footer.profitAndLoss), label).toBe(sum((bet) => (bet.settled ? bet.payout - bet.stake : 0n)));
      compared += inRange.length;
    }
    expect(compared).toBeGreaterThan(500);
  });

  it('give the account record totals of any range and type filter the sums of the raw entries', async () => {
    const entries = await rawEntries();
    const filters: (TxType[] | undefined)[] = [undefined, ['bet'], ['payout', 'deposit'], ['other'], ['bet', 'other']];
    let compared = 0;
    for (const [i, range] of ranges().entries()) {
      const types = filters[i % filters.length];
      const chosen = kindsOf(types);
      const known = kindsOf(['deposit', 'withdrawal', 'transfer', 'bet', 'payout', 'bonus', 'rebate', 'salary', 'dividend', 'referral'])!.kinds;
      const wanted = (kind: string) => !chosen || chosen.kinds.includes(kind) || (chosen.other && !known.includes(kind));
      const inRange = entries.filter((entry) => entry.created >= range.from.getTime() && entry.created < range.to.getTime() && wanted(entry.kind));
      const income = inRange.reduce((total, entry) => total + (entry.amount > 0n ? entry.amount : 0n), 0n);
      const expense = inRange.reduce((total, entry) => total + (entry.amount < 0n ? -entry.amount : 0n), 0n);
      const totals = await entrySummary(g.database.db, { merchantId: gg.merchantId, memberId, types, range });
      const label = `${range.from.toISOString()} … ${range.to.toISOString()} ${types?.join('+') ?? 'all'}`;
      expect(totals.total, label).toBe(inRange.length);
      expect(cents(totals.footer[0].income), label).toBe(income);
      expect(cents(totals.footer[0].expense), label).toBe(expense);
      compared += inRange.length;
    }
    expect(compared).toBeGreaterThan(500);
  });

  it('start every page of both records at its own day and give the same rows as reading the whole range', async () => {
    const db = g.database.db;
    let pagesCompared = 0;
    for (const [i, range] of ranges().slice(0, 40).entries()) {
      const size = i % 2 ? 3 : 7;
      const bets = { merchantId: gg.merchantId, memberId, product: 'ALL' as const, range };
      const allBets = (await betRows(db, bets, { limit: 100_000 }, 'EN')).records;
      const { segments } = await betSummary(db, bets);
      const entries = { merchantId: gg.merchantId, memberId, types: undefined, range };
      const allEntries = (await entryRows(db, entries, { limit: 100_000 }, 'EN')).records;
      const summary = await entrySummary(db, entries);
      const pages = Math.ceil(Math.max(allBets.length, allEntries.length) / size) + 1;
      for (let page = 0; page < pages; page += 1) {
        const offset = page * size;
        const label = `${range.from.toISOString()} … ${range.to.toISOString()} page ${page + 1} of ${size}`;
        const betPage = (await betRows(db, bets, { limit: size, offset, segments }, 'EN')).records;
        expect(betPage, label).toEqual(allBets.slice(offset, offset + size));
        const entryPage = (await entryRows(db, entries, { limit: size, offset, summary }, 'EN')).records;
        expect(entryPage, label).toEqual(allEntries.slice(offset, offset + size));
        pagesCompared += 1;
      }
    }
    expect(pagesCompared).toBeGreaterThan(100);
  });
});
