/**
 * The member's records on a real database, through the gateway's routes: a player deposits through
 * the provider's checkout page, plays a slot, a card game and a draw lottery, and withdraws; then
 * - the betting record's rows and totals, the account record's entries and balances, and the
 *   profit and loss agree with the ledger to the cent;
 * - another member's rows never appear, and another member's bet is not found;
 * - the account record filters by type, every record by date;
 * - the CSV exports start with a BOM and a header, quote commas, quotes and line breaks, and hold
 *   the same rows as the pages, also when read in chunks smaller than the record;
 * - bad ranges and filters are refused with the field named.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cryptoRandom } from '../../server/demo-games/random';
import { createDrawJob } from '../../server/lottery/draw-job';
import { betCsv, entryCsv } from '../../server/records/record-export';
import { csvField, csvRecord } from '../../server/records/csv';
import { drawLotteryBet, gameCall, gameOfType, newBetId, play, startGameGateway } from './game-launch.driver';
import type { GameGateway } from './game-launch.driver';
import { admin, postJson } from './support/deposit-driver';
import type { TestGateway } from './support/test-gateway';
import { decide, readyPlayer, withdraw } from './support/withdrawal-driver';
import type { ReadyPlayer } from './support/withdrawal-driver';
import { parseCsv } from '../fixtures/csv';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let gg: GameGateway;
let g: TestGateway;
let player: ReadyPlayer;
let other: ReadyPlayer;
/** the range that holds everything the tests did */
let range: { startTime: number; endTime: number };
const TRICKY_NAME = 'Lucky "7", Reels\nDeluxe';

/** Names in English (without the header the merchant's default language answers). */
const EN = { language: 'EN' };

async function value(path: string, token = player.token) {
  const response = await g.get(path, { token, headers: EN });
  expect(response.json(), `${path}: ${response.body}`).toMatchObject({ success: true });
  return response.json().value;
}

const query = (params: Record<string, string | number>) => new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
const cents = (amount: number) => Math.round(amount * 100);

/** Every row of a list, page by page. */
async function allRows(path: string, params: Record<string, string | number>, token = player.token) {
  const rows: Record<string, unknown>[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await value(`${path}?${query({ ...params, page, size: 3 })}`, token);
    rows.push(...answer.list);
    if (page >= answer.totalPages) return { rows, answer };
  }
}

/** A few slot spins, a card round and a draw-lottery bet of `who`, an hour after the last thing. */
async function playSome(who: ReadyPlayer, spins: number) {
  g.clock.advance(HOUR);
  const slot = await play(gg, who.token, await gameOfType(gg, 'RNG'));
  // the first spin a line of three (a payout), the second none; the others as they fall
  gg.random.script(0, 0, 0, 0, 5, 10);
  for (let i = 0; i < spins; i += 1) {
    g.clock.advance(1_000);
    expect((await gameCall(gg, slot.gameToken, 'slot/spin', { betId: newBetId(), stake: 500 })).json().success).toBe(true);
  }
  const cards = await play(gg, who.token, await gameOfType(gg, 'LIVE'));
  const dealt = (await gameCall(gg, cards.gameToken, 'cards/deal', { betId: newBetId(), stake: Math.max(cards.session.minBet, 500) })).json();
  expect(dealt.success, JSON.stringify(dealt)).toBe(true);
  const call = dealt.value.outcome.higher !== null ? 'higher' : 'lower';
  expect((await gameCall(gg, cards.gameToken, 'cards/call', { roundId: dealt.value.roundId, call })).json().success).toBe(true);

  await drawLotteryBet(gg, who.token);
}

/** The member's ledger: what the bets, wins and refunds of their wallets add up to, and the entries. */
async function ledgerOf(memberId: number) {
  const rows = await g.database.db.query<{ kind: string; amount: string }>(
    `SELECT t.kind, e.amount::text AS amount FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
       JOIN ledger_transactions t ON t.id = e.transaction_id WHERE a.member_id = $1 AND (a.kind = 'main' OR a.kind LIKE 'vendor:%')`,
    [memberId],
  );
  const sum = (kinds: string[]) => rows.rows.filter((r) => kinds.includes(r.kind)).reduce((total, r) => total + Number(r.amount), 0);
  return { entries: rows.rows.length, games: sum(['bet', 'win', 'refund']), all: sum(rows.rows.map((r) => r.kind)) };
}

beforeAll(async () => {
  gg = await startGameGateway(cryptoRandom);
  g = gg.gw;
  expect((await admin(g, 'withdrawal', 'settings', '--turnover-percent', '0')).code).toBe(0);
  await createDrawJob({ db: g.database.db, now: g.clock.now, random: cryptoRandom }, { everyMs: null }).runOnce();
  const start = g.clock.now().getTime();
  player = await readyPlayer(g, 500);
  other = await readyPlayer(g, 300);
  const played = await gameOfType(gg, 'RNG');
  await g.database.db.query(`UPDATE games SET name_en = $1 WHERE node_id = $2`, [TRICKY_NAME, played.node_id]);
  await playSome(player, 4);
  await playSome(other, 2);
  // hours later (within the session's life): a withdrawal, paid and confirmed received
  g.clock.advance(3 * HOUR);
  const requested = await withdraw(g, player, '100');
  expect(requested.json(), requested.body).toMatchObject({ success: true });
  const withdrawalId = requested.json().value.withdrawalId;
  for (const step of ['approve', 'paid'] as const) expect((await decide(g, step, withdrawalId)).code).toBe(0);
  const confirmed = await postJson(g, '/wps/relay/MCSFE_processC2CTransaction', { withdrawalId, answer: 'received' }, player.token);
  expect(confirmed.json(), confirmed.body).toMatchObject({ success: true });
  g.clock.advance(HOUR);
  range = { startTime: start, endTime: g.clock.now().getTime() };
});
afterAll(() => g.close());

describe('the betting record', () => {
  it('lists every bet of the member, newest first, with totals that agree with the ledger to the cent', async () => {
    const { rows, answer } = await allRows('/wps/report/accountGameBetHistory', range);
    // 4 spins, a card round, a lottery bet
    expect(rows).toHaveLength(6);
    expect(answer.total).toBe(6);
    const times = rows.map((r) => r.betTimeInTimestamp as number);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const footer = answer.footer[0];
    const sum = (field: string) => rows.reduce((total, r) => total + cents(r[field] as number), 0);
    expect(cents(footer.betAmount)).toBe(sum('betAmount'));
    expect(cents(footer.winAmount)).toBe(sum('winAmount'));
    expect(cents(footer.profitAndLoss)).toBe(sum('profitAndLoss'));
    // what the ledger moved for the bets: every payout back, every stake out (the open lottery bet's too)
    expect(cents(footer.winAmount) - cents(footer.betAmount)).toBe((await ledgerOf(player.id)).games);
    const lottery = rows.find((r) => r.product === 'LOTT')!;
    expect(lottery).toMatchObject({ status: 'open', validBetAmount: 0, profitAndLoss: 0, settleTimeInTimestamp: null });
    expect(cents(footer.validBetAmount)).toBe(sum('betAmount') - cents(lottery.betAmount as number));
    for (const r of rows.filter((row) => row.status === 'won' || row.status === 'lost')) {
      expect(cents(r.profitAndLoss as number)).toBe(cents(r.winAmount as number) - cents(r.betAmount as number));
    }
  });

  it('shows one product per tab, lottery apart', async () => {
    const tab = async (product: string) => (await allRows('/wps/report/accountGameBetHistory', { ...range, product })).rows;
    expect((await tab('RNG')).map((r) => r.gameName)).toEqual(Array(4).fill(TRICKY_NAME));
    expect((await tab('LIVE')).map((r) => r.product)).toEqual(['LIVE']);
    expect((await tab('LOTT')).map((r) => r.orderNo)).toEqual([expect.stringMatching(/^L\d+$/)]);
    expect(await tab('FISH')).toEqual([]);
    const empty = await value(`/wps/report/accountGameBetHistory?${query({ ...range, product: 'FISH' })}`);
    expect(empty).toEqual({
      list: [],
      total: 0,
      totalPages: 0,
      footer: [{ betAmount: 0, validBetAmount: 0, winAmount: 0, profitAndLoss: 0, total: 0 }],
    });
  });

  it('opens a bet’s detail, the member’s own only', async () => {
    const { rows } = await allRows('/wps/report/accountGameBetHistory', range);
    for (const row of rows) {
      const detail = await value(`/wps/report/accountGameBetDetail?orderNo=${row.orderNo}`);
      expect(detail).toMatchObject(row);
      // the kind by the betting page's own name, never its code (issue 32)
      if (row.product === 'LOTT')
        expect(detail).toMatchObject({ betKind: 'DE', betKindName: 'Special prize, last 2 digits (Đề)', picks: ['38'], outcome: null });
      else expect(detail.outcome).not.toBeNull();
    }
    const theirs = (await allRows('/wps/report/accountGameBetHistory', range, other.token)).rows;
    const mine = new Set(rows.map((r) => r.orderNo));
    expect(theirs).toHaveLength(4);
    for (const row of theirs) {
      expect(mine.has(row.orderNo)).toBe(false);
      const refused = await g.get(`/wps/report/accountGameBetDetail?orderNo=${row.orderNo}`, { token: player.token });
      expect(refused.json()).toMatchObject({ success: false, errorCode: 'bet.not.found' });
    }
  });
});

describe('the account record', () => {
  it('lists every entry of the member’s wallets, each balance following from the one before, summing to the wallet', async () => {
    const { rows, answer } = await allRows('/wps/relay/ODSFE2_MemTransDet', range);
    const ledger = await ledgerOf(player.id);
    expect(rows).toHaveLength(ledger.entries);
    expect(answer.total).toBe(ledger.entries);
    const oldestFirst = [...rows].reverse();
    let balance = 0;
    for (const row of oldestFirst) {
      balance += cents(row.amount as number);
      expect(cents(row.currentAvailBalance as number), JSON.stringify(row)).toBe(balance);
    }
    const main = (await value('/wps/v2/wallets/balance')).sumBalance;
    expect(balance).toBe(cents(main));
    expect(cents(answer.footer[0].net)).toBe(ledger.all);
    expect(cents(answer.footer[0].income) - cents(answer.footer[0].expense)).toBe(ledger.all);
    // the deposit, six stakes, the wins, and the withdrawal once (its hold is not the member's wallet)
    // named, never by the codes the ledger keeps (issue 32): the channel's name, not LOCALPAY; the step, not `hold`
    expect(rows.filter((r) => r.txType === 'deposit')).toMatchObject([
      { amount: 500, wallet: 'main', walletName: null, orderNo: expect.any(String), note: null, remark: 'Online payment' },
    ]);
    expect(rows.filter((r) => r.txType === 'withdrawal')).toMatchObject([{ amount: -100, note: 'withdrawalHold', remark: null }]);
    expect(rows.filter((r) => r.txType === 'bet')).toHaveLength(6);
  });

  it('names each game in the language asked, whatever language it was played in', async () => {
    const inChinese = async (path: string) => {
      const response = await g.get(`${path}?${query({ ...range, page: 1, size: 100 })}`, { token: player.token, headers: { language: 'CN' } });
      return response.json().value.list as Record<string, unknown>[];
    };
    const games = new Set((await inChinese('/wps/report/accountGameBetHistory')).map((r) => r.gameName));
    const remarks = new Set((await inChinese('/wps/relay/ODSFE2_MemTransDet')).filter((r) => r.txType === 'bet').map((r) => r.remark));
    expect(remarks).toEqual(games);
    expect(remarks.has(TRICKY_NAME)).toBe(false);
  });

  it('filters by type, several at once, and by date', async () => {
    const byType = async (codeTypes: string) => (await allRows('/wps/relay/ODSFE2_MemTransDet', { ...range, codeTypes })).rows;
    expect((await byType('deposit')).map((r) => r.txType)).toEqual(['deposit']);
    const games = await byType('bet,payout');
    expect(new Set(games.map((r) => r.txType))).toEqual(new Set(['bet', 'payout']));
    expect(await byType('bonus')).toEqual([]);
    expect(await byType('other')).toEqual([]);
    // up to before the withdrawal: everything but it
    const before = await allRows('/wps/relay/ODSFE2_MemTransDet', { startTime: range.startTime, endTime: range.endTime - 2 * HOUR });
    expect(before.rows.map((r) => r.txType)).not.toContain('withdrawal');
    expect(before.rows.length).toBe((await allRows('/wps/relay/ODSFE2_MemTransDet', range)).rows.length - 1);
    const bets = await allRows('/wps/report/accountGameBetHistory', { startTime: range.endTime - 2 * HOUR, endTime: range.endTime });
    expect(bets.rows).toEqual([]);
  });

  it('never shows another member’s entries', async () => {
    const mine = new Set((await allRows('/wps/relay/ODSFE2_MemTransDet', range)).rows.map((r) => r.txId));
    const theirs = (await allRows('/wps/relay/ODSFE2_MemTransDet', range, other.token)).rows;
    expect(theirs.length).toBeGreaterThan(0);
    for (const row of theirs) expect(mine.has(row.txId)).toBe(false);
  });
});

describe('the profit and loss', () => {
  it('sums the bets per day and product like the betting record, and the lifetime money in and out', async () => {
    const profit = await value(`/wps/relay/ODSFE2_MemPNL?${query({ ...range, utcOffsetMinutes: 480 })}`);
    const bets = await value(`/wps/report/accountGameBetHistory?${query(range)}`);
    expect(profit.list.map((r: { product: string }) => r.product).sort()).toEqual(['LIVE', 'LOTT', 'RNG']);
    expect(profit.list.every((r: { date: string }) => r.date === '2026-03-02')).toBe(true);
    const { total: _total, ...totals } = bets.footer[0];
    expect(profit.footer[0]).toEqual({ ...totals, betCount: 6 });
    const holdings = (
      await g.database.db.query<{ sum: string }>('SELECT sum(balance)::text AS sum FROM ledger_accounts WHERE member_id = $1', [player.id])
    ).rows[0].sum;
    expect(profit.lifetime).toEqual({
      deposits: 500,
      withdrawals: 100,
      netDeposits: 400,
      holdings: Number(holdings) / 100,
      netPosition: (Number(holdings) - 400_00) / 100,
    });
    // what the games moved is the whole position: nothing else came in or went out
    expect(cents(profit.lifetime.netPosition)).toBe((await ledgerOf(player.id)).games);
  });

  it('puts a bet on the member’s own day', async () => {
    // 08:00 UTC is 2026-03-01 at UTC−10
    const profit = await value(`/wps/relay/ODSFE2_MemPNL?${query({ ...range, utcOffsetMinutes: -600 })}`);
    expect(profit.list.map((r: { date: string }) => r.date)).toContain('2026-03-01');
  });
});

describe('the CSV exports', () => {
  async function csvOf(path: string, token = player.token) {
    const response = await g.get(path, { token, headers: EN });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="[a-z-]+_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv"$/);
    return response.rawPayload.toString('utf8');
  }

  it('exports the betting record: BOM, header, quoted names, the rows of the pages', async () => {
    const text = await csvOf(`/wps/report/export/accountGameBetHistory?${query(range)}`);
    expect(text.startsWith('\uFEFFOrder no,Bet time,')).toBe(true);
    expect(text).toContain('"Lucky ""7"", Reels\nDeluxe"');
    const [header, ...records] = parseCsv(text.slice(1));
    expect(header).toHaveLength(10);
    const pages = (await allRows('/wps/report/accountGameBetHistory', range)).rows;
    expect(records.map((r) => r[0])).toEqual(pages.map((r) => r.orderNo));
    expect(records.map((r) => Number(r[8]))).toEqual(pages.map((r) => r.profitAndLoss));
    expect(records.filter((r) => r[4] === TRICKY_NAME)).toHaveLength(4);
  });

  it('exports the account record with its type filter, the rows of the pages', async () => {
    const text = await csvOf(`/wps/report/export/transaction?${query({ ...range, codeTypes: 'bet,withdrawal' })}`);
    const [header, ...records] = parseCsv(text.slice(1));
    expect(header[0]).toBe('Transaction id');
    const pages = (await allRows('/wps/relay/ODSFE2_MemTransDet', { ...range, codeTypes: 'bet,withdrawal' })).rows;
    expect(records.map((r) => [r[0], r[2], Number(r[4]), Number(r[5]), r[8]])).toEqual(
      pages.map((r) => [r.txId, r.txType, r.amount, r.currentAvailBalance, r.note ?? '']),
    );
    // the withdrawal's step stays in the file, as its code, now that the page names it
    expect(records.filter((r) => r[2] === 'withdrawal').map((r) => r[8])).toEqual(['withdrawalHold']);
  });

  it("writes the merchant's time with its offset, and names the file by the merchant's days", async () => {
    // the demo merchant's day is UTC+8: whole merchant days, from a midnight there (16:00 UTC) to the last millisecond before another
    const atMerchant = (ms: number) => new Date(ms + 8 * HOUR).toISOString();
    const from = Date.parse(`${atMerchant(range.startTime).slice(0, 10)}T00:00:00+08:00`);
    const to = Date.parse(`${atMerchant(range.endTime).slice(0, 10)}T00:00:00+08:00`) + DAY - 1;
    const days = { startTime: from, endTime: to };
    const response = await g.get(`/wps/report/export/accountGameBetHistory?${query(days)}`, { token: player.token, headers: EN });
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="betting-record_${atMerchant(from).slice(0, 10)}_${atMerchant(to).slice(0, 10)}.csv"`,
    );
    const [header, ...bets] = parseCsv(response.rawPayload.toString('utf8').slice(1));
    expect(header.slice(1, 3)).toEqual(['Bet time', 'Settle time']);
    const stamp = (ms: number) => `${atMerchant(ms).slice(0, 19).replace('T', ' ')} +08:00`;
    const pages = (await allRows('/wps/report/accountGameBetHistory', days)).rows;
    expect(bets.length).toBeGreaterThan(0);
    expect(bets.map((r) => r[1])).toEqual(pages.map((r) => stamp(r.betTimeInTimestamp as number)));
    const entries = parseCsv((await csvOf(`/wps/report/export/transaction?${query(days)}`)).slice(1)).slice(1);
    const entryPages = (await allRows('/wps/relay/ODSFE2_MemTransDet', days)).rows;
    expect(entries.map((r) => r[1])).toEqual(entryPages.map((r) => stamp(r.txTimeInTimestamp as number)));
  });

  it('reads the record in chunks smaller than it, in the same order', async () => {
    const memberFilter = { merchantId: gg.merchantId, memberId: player.id };
    const read = async (stream: NodeJS.ReadableStream) => {
      let text = '';
      for await (const chunk of stream) text += chunk.toString();
      return text;
    };
    const whole = { from: new Date(range.startTime), to: new Date(range.endTime + 1) };
    const zone = { utcOffsetMinutes: 480 };
    const bets = await read(betCsv(g.database.db, { ...memberFilter, product: 'ALL', range: whole }, 'EN', zone, 2));
    expect(bets).toBe(await csvOf(`/wps/report/export/accountGameBetHistory?${query(range)}`));
    const entries = await read(entryCsv(g.database.db, { ...memberFilter, types: undefined, range: whole }, 'EN', zone, 2));
    expect(entries).toBe(await csvOf(`/wps/report/export/transaction?${query(range)}`));
  });

  it('answers a year, and a file with only its header when nothing happened', async () => {
    const now = g.clock.now().getTime();
    const year = await csvOf(`/wps/report/export/transaction?${query({ startTime: now - 365 * DAY, endTime: now })}`);
    expect(parseCsv(year.slice(1)).length).toBeGreaterThan(1);
    const nothing = await csvOf(`/wps/report/export/transaction?${query({ startTime: now - 300 * DAY, endTime: now - 200 * DAY })}`);
    expect(nothing).toBe('\uFEFFTransaction id,Time,Type,Wallet,Amount,Balance after,Reference,Remark,Step\r\n');
  });

  it('writes fields by RFC 4180 and keeps formulas as text', () => {
    expect(csvRecord(['a', 'b,c', 'say "hi"', 'two\nlines', 'cr\r', null, -12.5, 0])).toBe('a,"b,c","say ""hi""","two\nlines","cr\r",,-12.5,0\r\n');
    expect(['=SUM(A1)', '+1', '-2', '@x', '\tx', '\rx'].map(csvField)).toEqual(["'=SUM(A1)", "'+1", "'-2", "'@x", "'\tx", `"'\rx"`]);
  });

  it('keeps a formula as text after a list separator too, and one field whatever the separator', () => {
    expect(csvField(';=HYPERLINK("http://evil.example")')).toBe(`";'=HYPERLINK(""http://evil.example"")"`);
    expect(csvField('name;+1')).toBe(`"name;'+1"`);
    expect(csvField('a,@b;-c')).toBe(`"a,'@b;'-c"`);
    expect(csvField('x;\t1')).toBe(`"x;'\t1"`);
    expect(csvField('safe;text')).toBe('"safe;text"');
    expect(csvField('a-b=c')).toBe('a-b=c');
  });
});

describe('refusals', () => {
  it.each([
    ['/wps/report/accountGameBetHistory', { startTime: 2_000, endTime: 1_000 }, 'endTime'],
    ['/wps/report/accountGameBetHistory', { startTime: 0 }, 'startTime'],
    ['/wps/relay/ODSFE2_MemTransDet', { startTime: Date.UTC(2025, 10, 20), endTime: Date.UTC(2026, 2, 1) }, 'startTime'],
    ['/wps/relay/ODSFE2_MemTransDet', { codeTypes: 'deposit,lottery' }, 'codeTypes.1'],
    ['/wps/relay/ODSFE2_MemPNL', { product: 'CASINO' }, 'product'],
    ['/wps/relay/ODSFE2_MemPNL', { utcOffsetMinutes: 900 }, 'utcOffsetMinutes'],
    ['/wps/report/accountGameBetHistory', { size: 500 }, 'size'],
    ['/wps/report/accountGameBetDetail', { orderNo: 'X1' }, 'orderNo'],
    ['/wps/report/export/transaction', { startTime: Date.UTC(2025, 0, 1), endTime: Date.UTC(2026, 2, 1) }, 'startTime'],
    ['/wps/report/export/accountGameBetHistory', { startTime: 5, endTime: 1 }, 'endTime'],
  ])('%s with %o: the field %s', async (path, params, field) => {
    const response = await g.get(`${path}?${query(params)}`, { token: player.token });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'request_param_err' });
    expect(Object.keys(response.json().value.fields)).toEqual([field]);
  });

  it('asks for a session', async () => {
    for (const path of ['/wps/report/accountGameBetHistory', '/wps/relay/ODSFE2_MemTransDet', '/wps/report/export/transaction']) {
      expect((await g.get(path)).statusCode).toBe(401);
    }
  });
});
