/**
 * Draw lotteries end to end on a real database with a controlled clock: a launch opens the
 * draw-lottery betting page, bets go through the ledger and wait for their numero, the draw job
 * draws each numero once and settles each bet once (run twice, or two jobs racing), winners are
 * paid exactly and losers nothing, bets close at the lock, parallel bets never overdraw a wallet,
 * transfer-mode wins find the player's money, and every bet reaches the betting record.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseAdminArgs, UsageError } from '../../server/admin/admin.commands';
import { buildApp } from '../../server/app';
import { LOTTERY_PAYTABLE } from '../../server/demo-games/lottery.engine';
import { cryptoRandom } from '../../server/demo-games/random';
import { createDrawJob } from '../../server/lottery/draw-job';
import { admin, expectLedgerBalanced, gameCall, launch, newBetId, newPlayer, startGameGateway, ticketOf, wallets } from './game-launch.driver';
import type { GameGateway } from './game-launch.driver';
import { testConfig } from './support/test-gateway';

let g: GameGateway;

beforeAll(async () => {
  g = await startGameGateway(cryptoRandom);
});
afterAll(() => g?.gw.close());

const db = () => g.gw.database.db;

/** jsdom ships without type declarations here: the part of it this file uses. */
type PageWindow = Window & typeof globalThis;
type Dom = new (html: string, options: { url: string; runScripts: 'dangerously'; beforeParse(window: PageWindow): void }) => { window: PageWindow };
const loadJsdom = async () => ((await import('jsdom' as string)) as { JSDOM: Dom }).JSDOM;
const newJob = () => createDrawJob({ db: db(), now: g.gw.clock.now, random: cryptoRandom }, { everyMs: null });

interface GameRef {
  id: number;
  node_id: string;
  game_code: string;
  min_bet: number;
}

async function gameWhere(condition: string): Promise<GameRef> {
  const row = await db().query<GameRef>(
    `SELECT g.id, g.node_id, g.game_code, g.min_bet FROM games g JOIN game_vendors v ON v.id = g.vendor_id
      WHERE v.status = 'active' AND NOT g.maintenance AND ${condition} ORDER BY g.id LIMIT 1`,
  );
  expect(row.rows[0], condition).toBeTruthy();
  return row.rows[0];
}

/** Launches a game for the player and opens its betting page's session. */
async function openPage(token: string, game: GameRef) {
  const launched = (await launch(g, token, { nodeId: game.node_id, language: 'EN' })).json();
  expect(launched, JSON.stringify(launched)).toMatchObject({ success: true, value: { mode: 'iframe' } });
  const redeemed = await g.gw.app.inject({ method: 'POST', url: '/demo-games/api/draw/session', payload: { ticket: ticketOf(launched.value.url) } });
  expect(redeemed.json(), redeemed.body).toMatchObject({ success: true });
  return { url: launched.value.url as string, gameToken: redeemed.json().value.token as string, session: redeemed.json().value.session };
}

const state = async (gameToken: string) => {
  const response = await g.gw.app.inject({ method: 'GET', url: '/demo-games/api/draw/state', headers: { 'x-game-session': gameToken } });
  expect(response.json(), response.body).toMatchObject({ success: true });
  return response.json().value;
};

const bet = (gameToken: string, body: Record<string, unknown>) => gameCall(g, gameToken, 'draw/bet', { betId: newBetId(), ...body });

/** Moves the clock until the game's current numero takes bets, and returns it. */
async function openNumero(gameToken: string) {
  let current = (await state(gameToken)).current;
  if (current.locked) {
    g.gw.clock.advance(current.remainTime + 1);
    current = (await state(gameToken)).current;
  }
  return current as { numero: string; remainTime: number; lockTime: number; locked: boolean };
}

async function storedBets(memberId: number) {
  return (
    await db().query<{ bet_id: string; bet_kind: string; picks: string[]; stake: string; status: string; payout: string; numero: string }>(
      'SELECT bet_id, bet_kind, picks, stake, status, payout, numero FROM lottery_bets WHERE member_id = $1 ORDER BY id',
      [memberId],
    )
  ).rows;
}

async function winningNumbers(game: GameRef, numero: string): Promise<string[]> {
  const rows = await db().query<{ winning_numbers: string[] }>('SELECT winning_numbers FROM lottery_draws WHERE game_id = $1 AND numero = $2', [
    game.id,
    numero,
  ]);
  expect(rows.rows, `draws of ${numero}`).toHaveLength(1);
  return rows.rows[0].winning_numbers;
}

const winsOf = async (memberId: number) =>
  Number(
    (
      await db().query<{ n: string }>(
        `SELECT count(*)::text AS n FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id JOIN ledger_accounts a ON a.id = e.account_id
          WHERE t.kind = 'win' AND a.member_id = $1`,
        [memberId],
      )
    ).rows[0].n,
  );

describe('launch and betting page', () => {
  it('opens a Vietnamese station on the draw-lottery page, which renders and knows the game', async () => {
    const player = await newPlayer(g, 10_00n);
    const hanoi = await gameWhere(`g.game_code = 'TCG_LOTTO_VN-0001'`);
    const { url, gameToken, session } = await openPage(player.token, hanoi);
    expect(url).toMatch(/^\/demo-games\/play\/draw-lottery\?lang=EN#ticket=[A-Za-z0-9_-]{43}$/);
    expect(url).not.toContain(player.token);
    expect(session).toMatchObject({
      nodeId: hanoi.node_id,
      gameName: 'Hà Nội',
      walletMode: 'single',
      balance: 10_00,
      minBet: hanoi.min_bet,
      remark: 'Mon, Thu 18:15 (GMT+7)',
      gameMenuTag: 'NORTH',
      drawDayOfWeek: '1,4',
      format: 'VN_NORTH',
      rtp: '94.50–95.00%',
    });
    expect(session.betKinds.map((kind: { kind: string }) => kind.kind)).toEqual(['DE', 'LO', 'BA_CANG']);
    expect(await state(gameToken)).toMatchObject({
      current: { numero: '20260302', locked: false, lockTime: 3 * 3_600_000 },
      bets: [],
      balance: 10_00,
    });

    for (const [lang, placeBet] of [
      ['EN', 'Place bet'],
      ['MS', 'Buat pertaruhan'],
      ['CN', '投注'],
    ]) {
      const page = await g.gw.app.inject({ method: 'GET', url: `/demo-games/play/draw-lottery?lang=${lang}` });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['cache-control']).toBe('no-store');
      const nonce = /script-src 'nonce-([^']+)'/.exec(String(page.headers['content-security-policy']))?.[1];
      expect(nonce).toBeTruthy();
      expect(page.body.split(`nonce="${nonce}"`)).toHaveLength(4); // the style and both scripts
      expect(page.body).not.toMatch(/\s(src|href)=/);
      expect(page.body).toContain(placeBet);
      expect(page.body).toContain('data-testid="draw-countdown"');
    }
  });

  it('launches a lottery game named by its code and vendor, as the lottery lobby does', async () => {
    const player = await newPlayer(g, 0n);
    const byCode = (
      await launch(g, player.token, {
        gameCode: 'TCG_LOTTO_VN-0001',
        vassalage: 'TCG_LOTTO_VN',
        launchMode: 'LOTT',
        lottoArea: 'VN',
        lottoView: 'betting',
      })
    ).json();
    expect(byCode).toMatchObject({ success: true, value: { url: expect.stringMatching(/^\/demo-games\/play\/draw-lottery\?/) } });
    expect((await launch(g, player.token, { lottoGameCode: 'TCG_LOTTO_VN-0002', vassalage: 'TCG_LOTTO_VN' })).json()).toMatchObject({
      success: true,
    });
    expect((await launch(g, player.token, { gameCode: 'TCG_LOTTO_VN-9999', vassalage: 'TCG_LOTTO_VN' })).statusCode).toBe(404);
    expect((await launch(g, player.token, { gameCode: 'SPB-0001', vassalage: 'SPB' })).statusCode).toBe(404);
    expect((await launch(g, player.token, { gameCode: 'TCG_LOTTO_VN-0001' })).json()).toMatchObject({
      errorCode: 'request_param_err',
      value: { fields: { nodeId: 'required' } },
    });
  });

  it('runs the page script: countdown, last result, a bet placed and listed, a bad number refused', async () => {
    await newJob().runOnce();
    const player = await newPlayer(g, 10_00n);
    const hanoi = await gameWhere(`g.game_code = 'TCG_LOTTO_VN-0001'`);
    const url = (await launch(g, player.token, { nodeId: hanoi.node_id, language: 'EN' })).json().value.url as string;
    const html = (await g.gw.app.inject({ method: 'GET', url: url.split('#')[0] })).body;
    const errors: string[] = [];
    const JSDOM = await loadJsdom();
    const dom = new JSDOM(html, {
      url: `http://localhost${url}`,
      runScripts: 'dangerously',
      beforeParse(window) {
        // the page's calls go to this gateway
        Object.assign(window, {
          fetch: async (path: string, init: { method: string; body?: string; headers: Record<string, string> }) => {
            const answer = await g.gw.app.inject({ method: init.method as 'GET' | 'POST', url: path, payload: init.body, headers: init.headers });
            return { json: async () => JSON.parse(answer.body) };
          },
        });
        window.addEventListener('error', (event) => errors.push(String(event.message)));
      },
    });
    const page = dom.window.document;
    const text = (id: string) => page.getElementById(id)!.textContent;
    try {
      await vi.waitFor(() => expect(text('result-title')).toBe('Result of draw 20260226'));
      expect(dom.window.location.hash).toBe('');
      expect(text('game-name')).toBe('Hà Nội');
      expect(text('numero')).toBe('Draw 20260302');
      expect(text('countdown')).toMatch(/^Betting closes in 0?[23]:\d\d:\d\d$/);
      expect(page.querySelectorAll('.tiers tr')).toHaveLength(8);
      expect([...page.querySelectorAll('#kind option')].map((option) => option.getAttribute('value'))).toEqual(['DE', 'LO', 'BA_CANG']);
      (page.getElementById('digits') as HTMLInputElement).value = '27';
      page.getElementById('bet-form')!.dispatchEvent(new dom.window.Event('submit', { cancelable: true }));
      await vi.waitFor(() => expect(page.querySelectorAll('#bets tr')).toHaveLength(1));
      expect(text('status')).toBe('Bet placed on draw 20260302.');
      expect(page.querySelector('#bets tr')!.getAttribute('data-status')).toBe('open');
      expect(page.getElementById('balance')!.getAttribute('data-minor')).toBe(String(10_00 - hanoi.min_bet));
      (page.getElementById('digits') as HTMLInputElement).value = '2';
      page.getElementById('bet-form')!.dispatchEvent(new dom.window.Event('submit', { cancelable: true }));
      expect(text('status')).toBe('Enter a number that fits this bet.');
      expect(errors).toEqual([]);
    } finally {
      dom.window.close();
    }
  });

  it('keeps the instant lottery for a lottery game without draws, and refuses a ticket of another game on the draw page', async () => {
    const player = await newPlayer(g, 0n);
    const instant = await gameWhere(`g.game_type = 'ELOTT' AND g.game_class = 'KENO'`);
    await db().query('UPDATE games SET draw_interval_s = NULL WHERE id = $1', [instant.id]);
    try {
      const launched = (await launch(g, player.token, { nodeId: instant.node_id })).json();
      expect(launched.value.url).toMatch(/^\/demo-games\/play\/lottery\?/);
      const wrong = await g.gw.app.inject({ method: 'POST', url: '/demo-games/api/draw/session', payload: { ticket: ticketOf(launched.value.url) } });
      expect(wrong.json()).toMatchObject({ errorCode: 'game.engine.mismatch' });
    } finally {
      await db().query('UPDATE games SET draw_interval_s = 60 WHERE id = $1', [instant.id]);
    }
  });
});

describe('draw job and settlement', () => {
  it('pays a winning bet exactly and a losing one nothing; a second run draws and pays nothing more', async () => {
    const player = await newPlayer(g, 100_00n);
    const game = await gameWhere(`g.draw_menu_tag = 'DIGITS' AND g.draw_interval_s = 60`);
    const { gameToken, session } = await openPage(player.token, game);
    expect(session.betKinds.map((kind: { kind: string }) => kind.kind)).toEqual(['LAST2', 'LAST3', 'SUM']);
    const current = await openNumero(gameToken);
    const big = await bet(gameToken, { numero: current.numero, kind: 'SUM', picks: ['BIG'], stake: 1_00 });
    expect(big.json()).toMatchObject({
      success: true,
      value: { numero: current.numero, status: 'open', stake: 1_00, balance: 99_00, replayed: false },
    });
    const small = await bet(gameToken, { kind: 'SUM', picks: ['SMALL'], stake: 1_00 });
    expect(small.json()).toMatchObject({ success: true, value: { balance: 98_00 } });
    const lastTwo = await bet(gameToken, { numero: current.numero, kind: 'LAST2', picks: ['37'], stake: 1_00 });
    // the same bet id again: answered, nothing moves
    const replay = await gameCall(g, gameToken, 'draw/bet', {
      betId: lastTwo.json().value.betId,
      numero: current.numero,
      kind: 'LAST2',
      picks: ['37'],
      stake: 1_00,
    });
    expect(replay.json()).toMatchObject({ success: true, value: { replayed: true, balance: 97_00 } });
    const reused = await gameCall(g, gameToken, 'draw/bet', { betId: lastTwo.json().value.betId, kind: 'LAST2', picks: ['38'], stake: 1_00 });
    expect(reused.statusCode).toBe(409);
    for (const [body, code] of [
      [{ kind: 'DE', picks: ['37'], stake: 1_00 }, 'bet.kind.invalid'],
      [{ kind: 'LAST2', picks: ['7'], stake: 1_00 }, 'bet.picks.invalid'],
      [{ kind: 'LAST2', picks: ['07'], stake: 1.5 }, 'bet.stake.invalid'],
      [{ kind: 'SUM', picks: ['BIG'], stake: 1_000_001 }, 'bet.stake.invalid'],
    ] as const) {
      expect((await bet(gameToken, body)).json(), code).toMatchObject({ success: false, errorCode: code });
    }
    expect(await wallets(g, player.id)).toEqual({ main: 97_00n });

    g.gw.clock.advance(current.remainTime);
    const job = newJob();
    const first = await job.runOnce();
    expect(first.settled).toBe(3);
    const second = await job.runOnce();
    expect(second).toMatchObject({ drawn: 0, settled: 0 });
    const digits = await winningNumbers(game, current.numero);
    const sum = digits.reduce((total, digit) => total + Number(digit), 0);
    const expected = { BIG: sum >= 23 ? 190 : 0, SMALL: sum >= 23 ? 0 : 190, LAST2: digits.join('').slice(-2) === '37' ? 9_500 : 0 };
    const settled = await storedBets(player.id);
    expect(settled.map((b) => [b.picks[0], b.status, Number(b.payout)])).toEqual([
      ['BIG', expected.BIG ? 'won' : 'lost', expected.BIG],
      ['SMALL', expected.SMALL ? 'won' : 'lost', expected.SMALL],
      ['37', expected.LAST2 ? 'won' : 'lost', expected.LAST2],
    ]);
    expect(await wallets(g, player.id)).toEqual({ main: BigInt(97_00 + 190 + expected.LAST2) });
    expect(await winsOf(player.id)).toBe(expected.LAST2 ? 2 : 1);
    // the page shows the result and the outcomes
    const after = await state(gameToken);
    expect(after.result).toMatchObject({ numero: current.numero, winningNumbers: digits, tiers: [{ tier: 0, numbers: digits }] });
    expect(after.bets.map((b: { status: string }) => b.status).sort()).toEqual(settled.map((b) => b.status).sort());
    await expectLedgerBalanced(g);
  });

  it('draws and settles once when two jobs race on the same numero', async () => {
    const player = await newPlayer(g, 50_00n);
    const game = await gameWhere(`g.draw_menu_tag = 'KENO' AND g.draw_interval_s <= 180`);
    const { gameToken } = await openPage(player.token, game);
    const current = await openNumero(gameToken);
    const picks = ['1', '2', '3', '4', '5'];
    for (let n = 0; n < 3; n++)
      expect((await bet(gameToken, { numero: current.numero, kind: 'PICK', picks, stake: 1_00 })).json()).toMatchObject({ success: true });
    g.gw.clock.advance(current.remainTime);
    const [a, b] = await Promise.all([newJob().runOnce(), newJob().runOnce()]);
    expect(a.settled + b.settled).toBe(3);
    const drawn = await winningNumbers(game, current.numero);
    const hits = picks.filter((n) => drawn.includes(n)).length;
    const payout = Math.floor((1_00 * (LOTTERY_PAYTABLE[5][hits] ?? 0)) / 100);
    expect((await storedBets(player.id)).map((stored) => Number(stored.payout))).toEqual([payout, payout, payout]);
    expect(await winsOf(player.id)).toBe(payout > 0 ? 3 : 0);
    expect(await wallets(g, player.id)).toEqual({ main: BigInt(50_00 - 3_00 + 3 * payout) });
    expect((await Promise.all([newJob().runOnce(), newJob().runOnce()])).every((run) => run.drawn === 0 && run.settled === 0)).toBe(true);
    await expectLedgerBalanced(g);
  });

  it('takes only the bets the balance covers when 50 arrive at once, and never goes below zero', async () => {
    const player = await newPlayer(g, 10_00n);
    const station = await gameWhere(`g.game_code = 'TCG_LOTTO_VN-0001'`);
    const { gameToken } = await openPage(player.token, station);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, n) => bet(gameToken, { kind: 'LO', picks: [String(n).padStart(2, '0')], stake: 1_00 })),
    );
    const outcomes = answers.map((answer) => answer.json());
    expect(outcomes.filter((o) => o.success)).toHaveLength(10);
    expect(outcomes.filter((o) => !o.success).every((o) => o.errorCode === 'bet.balance.insufficient')).toBe(true);
    expect(await wallets(g, player.id)).toEqual({ main: 0n });
    const lowest = await db().query<{ low: string }>(
      `SELECT min(e.balance_after)::text AS low FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id WHERE a.member_id = $1`,
      [player.id],
    );
    expect(BigInt(lowest.rows[0].low)).toBe(0n);
    expect(await storedBets(player.id)).toHaveLength(10);
    await expectLedgerBalanced(g);
  });

  it('closes a Vietnamese station’s bets 15 minutes before 18:15, then settles them on the drawn prizes', async () => {
    const player = await newPlayer(g, 20_00n);
    const hanoi = await gameWhere(`g.game_code = 'TCG_LOTTO_VN-0001'`);
    const { gameToken } = await openPage(player.token, hanoi);
    expect((await bet(gameToken, { numero: '20260302', kind: 'DE', picks: ['27'], stake: 1_00 })).json()).toMatchObject({
      success: true,
      value: { numero: '20260302' },
    });
    expect((await bet(gameToken, { numero: '20260302', kind: 'LO', picks: ['27'], stake: 1_00 })).json()).toMatchObject({ success: true });
    expect((await bet(gameToken, { numero: '20260305', kind: 'LO', picks: ['27'], stake: 1_00 })).json()).toMatchObject({
      errorCode: 'lottery.numero.locked',
    });
    // 18:00 in Vietnam
    g.gw.clock.advance(Date.parse('2026-03-02T11:00:00Z') - g.gw.clock.now().getTime());
    const late = (await bet(gameToken, { numero: '20260302', kind: 'DE', picks: ['28'], stake: 1_00 })).json();
    expect(late).toMatchObject({ success: false, errorCode: 'lottery.numero.locked', value: { currentNumero: '20260302' } });
    expect((await bet(gameToken, { kind: 'DE', picks: ['28'], stake: 1_00 })).json()).toMatchObject({ errorCode: 'lottery.numero.locked' });
    expect(await wallets(g, player.id)).toEqual({ main: 18_00n });
    expect(await newJob().runOnce()).toMatchObject({ settled: 0 });

    g.gw.clock.advance(15 * 60_000);
    await newJob().runOnce();
    const prizes = await winningNumbers(hanoi, '20260302');
    expect(prizes).toHaveLength(27);
    const de = prizes[0].slice(-2) === '27' ? 95_00 : 0;
    const lo = prizes.filter((prize) => prize.endsWith('27')).length * 3_50;
    expect((await storedBets(player.id)).map((b) => [b.bet_kind, Number(b.payout)])).toEqual([
      ['DE', de],
      ['LO', lo],
    ]);
    expect(await wallets(g, player.id)).toEqual({ main: BigInt(18_00 + de + lo) });
    const page = await state(gameToken);
    expect(page.current.numero).toBe('20260305');
    expect(page.previous).toMatchObject({ numero: '20260302', opened: true });
    expect(page.result.tiers.map((tier: { numbers: string[] }) => tier.numbers.length)).toEqual([1, 1, 2, 6, 4, 6, 3, 4]);
    // the betting record sees the lottery bets with their outcome
    const record = await db().query<{ source: string; reference: string; status: string; payout: string }>(
      `SELECT source, reference, status, payout FROM member_bet_records WHERE member_id = $1 ORDER BY id`,
      [player.id],
    );
    expect(record.rows.map((row) => [row.source, row.reference, row.status, Number(row.payout)])).toEqual([
      ['lottery', '20260302', de ? 'won' : 'lost', de],
      ['lottery', '20260302', lo ? 'won' : 'lost', lo],
    ]);
    await expectLedgerBalanced(g);
  });
});

describe('transfer wallet mode', () => {
  beforeAll(() => admin(g, 'wallet-mode', 'transfer'));
  afterAll(() => admin(g, 'wallet-mode', 'single'));

  it('stakes from the vendor wallet, pays into it while the game is open and into the main wallet after exit', async () => {
    const player = await newPlayer(g, 30_00n);
    const game = await gameWhere(`g.draw_menu_tag = 'DIGITS' AND g.draw_interval_s = 60`);
    const vendor = (
      await db().query<{ vassalage: string }>('SELECT v.vassalage FROM games g JOIN game_vendors v ON v.id = g.vendor_id WHERE g.id = $1', [game.id])
    ).rows[0].vassalage;
    const { gameToken, session } = await openPage(player.token, game);
    expect(session).toMatchObject({ walletMode: 'transfer', balance: 30_00 });
    let current = await openNumero(gameToken);
    for (const side of ['BIG', 'SMALL'])
      expect((await bet(gameToken, { kind: 'SUM', picks: [side], stake: 1_00 })).json()).toMatchObject({ success: true });
    expect(await wallets(g, player.id)).toEqual({ main: 0n, [`vendor:${vendor}`]: 28_00n });
    g.gw.clock.advance(current.remainTime);
    await newJob().runOnce();
    // one side won 1.90 into the open game's wallet
    expect(await wallets(g, player.id)).toEqual({ main: 0n, [`vendor:${vendor}`]: 29_90n });

    current = await openNumero(gameToken);
    for (const side of ['BIG', 'SMALL'])
      expect((await bet(gameToken, { kind: 'SUM', picks: [side], stake: 1_00 })).json()).toMatchObject({ success: true });
    expect((await gameCall(g, gameToken, 'exit')).json()).toMatchObject({ success: true });
    expect(await wallets(g, player.id)).toEqual({ main: 27_90n, [`vendor:${vendor}`]: 0n });
    g.gw.clock.advance(current.remainTime);
    await newJob().runOnce();
    expect(await wallets(g, player.id)).toEqual({ main: 29_80n, [`vendor:${vendor}`]: 0n });
    await expectLedgerBalanced(g);
  });
});

describe('old draws', () => {
  it('prunes quick-game draws older than three days that no bet refers to, and keeps the stations’ and the bet ones', async () => {
    const quickWithBets = await db().query<{ game_id: number; numero: string }>(
      `SELECT DISTINCT b.game_id, b.numero FROM lottery_bets b JOIN games g ON g.id = b.game_id WHERE g.draw_interval_s < 86400`,
    );
    expect(quickWithBets.rows.length).toBeGreaterThan(0);
    const counts = async () =>
      (
        await db().query<{ quick: string; daily: string }>(
          `SELECT count(*) FILTER (WHERE g.draw_interval_s < 86400)::text AS quick, count(*) FILTER (WHERE g.draw_interval_s >= 86400)::text AS daily
             FROM lottery_draws d JOIN games g ON g.id = d.game_id`,
        )
      ).rows[0];
    const before = await counts();
    expect(Number(before.quick)).toBeGreaterThan(0);
    g.gw.clock.advance(4 * 86_400_000);
    const run = await newJob().runOnce();
    const after = await counts();
    expect(run.pruned).toBeGreaterThan(0);
    expect(Number(after.daily)).toBeGreaterThanOrEqual(Number(before.daily));
    for (const kept of quickWithBets.rows) {
      const draw = await db().query('SELECT 1 FROM lottery_draws WHERE game_id = $1 AND numero = $2', [kept.game_id, kept.numero]);
      expect(draw.rows, `${kept.game_id} ${kept.numero}`).toHaveLength(1);
    }
    const old = await db().query(
      `SELECT 1 FROM lottery_draws d JOIN games g ON g.id = d.game_id
        WHERE g.draw_interval_s < 86400 AND d.draw_at < $1
          AND NOT EXISTS (SELECT 1 FROM lottery_bets b WHERE b.game_id = d.game_id AND b.numero = d.numero)`,
      [new Date(g.gw.clock.now().getTime() - 3 * 86_400_000)],
    );
    expect(old.rows).toEqual([]);
  });
});

describe('the gateway’s own job', () => {
  it('runs on its timer from start until close', async () => {
    g.gw.clock.advance(10 * 60_000);
    const count = async () => Number((await db().query<{ n: string }>('SELECT count(*)::text AS n FROM lottery_draws')).rows[0].n);
    const before = await count();
    const app = await buildApp({
      db: db(),
      config: testConfig(),
      clock: g.gw.clock,
      logger: false,
      serverKey: g.gw.app.ctx.serverKey,
      lotteryDrawEveryMs: 20,
    });
    await app.ready();
    await vi.waitFor(async () => expect(await count()).toBeGreaterThan(before), { timeout: 10_000 });
    await app.close();
    g.gw.clock.advance(10 * 60_000);
    const after = await count();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await count()).toBe(after);
  });
});

describe('admin commands', () => {
  it('list the lottery games with their numero and last result, and draw now', async () => {
    g.gw.clock.advance(5 * 60_000);
    const drawn = await admin(g, 'lottery', 'draw-now');
    expect(drawn.stdout).toMatch(/^drew [1-9]\d* numeros, settled \d+ bets\n$/);
    expect((await admin(g, 'lottery', 'draw-now')).stdout).toBe('drew 0 numeros, settled 0 bets\n');
    const list = (await admin(g, 'lottery', 'list')).stdout.trim().split('\n');
    const hanoi = list.find((line) => line.includes('\tTCG_LOTTO_VN-0001\t'))!.split('\t');
    expect(hanoi.slice(1, 5)).toEqual(['TCG_LOTTO_VN-0001', 'NORTH', 'Hà Nội', 'Mon, Thu 18:15 (GMT+7)']);
    expect(hanoi[5]).toMatch(/^\d{8}$/);
    expect(hanoi[7]).toMatch(/^\d{8} \d{5},/);
    expect(() => parseAdminArgs(['lottery', 'shuffle'])).toThrow(UsageError);
  });
});
