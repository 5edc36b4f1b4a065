/**
 * The built-in demo games on a real database: the pages (same origin, strict nonce CSP, nothing
 * external), and bets through the game pages' calls: a stake above the balance moves nothing, 20
 * parallel bets on one balance never overdraw it and the ledger stays balanced, a replayed bet id
 * plays once, every bet is recorded for the betting records, a win reaches the winners board, and
 * the card game's two steps settle once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cryptoRandom } from '../../server/demo-games/random';
import { SLOT_RTP_REFERENCE } from '../../server/demo-games/slot.engine';
import { admin, expectLedgerBalanced, gameCall, gameOfType, newBetId, newPlayer, play, startGameGateway, wallets } from './game-launch.driver';
import type { GameGateway } from './game-launch.driver';

let g: GameGateway;

beforeAll(async () => {
  g = await startGameGateway(cryptoRandom);
});
afterAll(() => g?.gw.close());

describe('demo game pages', () => {
  it('are same-origin documents with a nonce CSP, one inline script and style, and no external asset', async () => {
    for (const engine of ['slot', 'cards', 'lottery']) {
      const page = await g.gw.app.inject({ method: 'GET', url: `/demo-games/play/${engine}?lang=MS` });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      const policy = String(page.headers['content-security-policy']);
      const nonce = /script-src 'nonce-([^']+)'/.exec(policy)?.[1];
      expect(nonce, policy).toBeTruthy();
      expect(policy).toContain(`default-src 'none'`);
      expect(policy).toContain(`frame-ancestors 'self'`);
      expect(policy).not.toContain('unsafe-inline');
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(page.headers['referrer-policy']).toBe('no-referrer');
      const html = page.body;
      expect(html.match(/<script/g)).toHaveLength(2); // the JSON settings and the script, both with the nonce
      expect(html.split(`nonce="${nonce}"`)).toHaveLength(4); // the style and both scripts
      expect(html).not.toMatch(/\s(src|href)=/);
      expect(html).not.toMatch(/https?:\/\//);
      expect(html).toContain('lang="ms"');
    }
    const second = await g.gw.app.inject({ method: 'GET', url: '/demo-games/play/slot' });
    const first = await g.gw.app.inject({ method: 'GET', url: '/demo-games/play/slot' });
    expect(second.headers['content-security-policy']).not.toBe(first.headers['content-security-policy']);
  });
});

describe('bets', () => {
  it('refuse a stake above the balance and move nothing', async () => {
    const player = await newPlayer(g, 3_00n);
    const { gameToken } = await play(g, player.token, await gameOfType(g, 'RNG'));
    const refused = await gameCall(g, gameToken, 'slot/spin', { betId: newBetId(), stake: 500 });
    expect(refused.json()).toMatchObject({ success: false, errorCode: 'bet.balance.insufficient', value: { balance: 3_00 } });
    expect(await wallets(g, player.id)).toEqual({ main: 3_00n });
    const bets = await g.gw.database.db.query('SELECT 1 FROM game_bets WHERE member_id = $1', [player.id]);
    expect(bets.rows).toHaveLength(0);
  });

  it('refuse bad stakes, bet ids and other games’ calls', async () => {
    const player = await newPlayer(g, 100_00n);
    const { gameToken } = await play(g, player.token, await gameOfType(g, 'RNG'));
    for (const [payload, code] of [
      [{ betId: newBetId(), stake: 502 }, 'bet.stake.invalid'],
      [{ betId: newBetId(), stake: -500 }, 'bet.stake.invalid'],
      [{ betId: newBetId(), stake: '500' }, 'bet.stake.invalid'],
      [{ betId: 'x', stake: 500 }, 'bet.id.invalid'],
    ] as const) {
      const response = await gameCall(g, gameToken, 'slot/spin', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, errorCode: code });
    }
    expect((await gameCall(g, gameToken, 'cards/deal', { betId: newBetId(), stake: 500 })).json()).toMatchObject({
      errorCode: 'game.engine.mismatch',
    });
    expect((await gameCall(g, null, 'slot/spin', { betId: newBetId(), stake: 500 })).statusCode).toBe(401);
    expect(await wallets(g, player.id)).toEqual({ main: 100_00n });
  });

  it('20 in parallel on one balance never overdraw it, each accepted bet recorded and the ledger balanced', async () => {
    const player = await newPlayer(g, 50_00n);
    const { gameToken } = await play(g, player.token, await gameOfType(g, 'RNG'));
    const answers = await Promise.all(Array.from({ length: 20 }, () => gameCall(g, gameToken, 'slot/spin', { betId: newBetId(), stake: 1_000 })));
    const bodies = answers.map((answer) => answer.json());
    const accepted = bodies.filter((body) => body.success);
    const refused = bodies.filter((body) => !body.success);
    expect(accepted.length).toBeGreaterThanOrEqual(5); // 50.00 covers at least five 10.00 stakes
    for (const body of refused) expect(body.errorCode).toBe('bet.balance.insufficient');
    const staked = accepted.reduce((sum, body) => sum + body.value.stake, 0);
    const paid = accepted.reduce((sum, body) => sum + body.value.payout, 0);
    const { main } = await wallets(g, player.id);
    expect(main).toBe(BigInt(50_00 - staked + paid));
    const recorded = await g.gw.database.db.query<{ n: number; stakes: string }>(
      'SELECT count(*)::int AS n, sum(stake)::text AS stakes FROM game_bets WHERE member_id = $1',
      [player.id],
    );
    expect(recorded.rows[0]).toEqual({ n: accepted.length, stakes: String(staked) });
    const lowest = await g.gw.database.db.query<{ low: string }>(
      `SELECT min(e.balance_after)::text AS low FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id WHERE a.member_id = $1`,
      [player.id],
    );
    expect(BigInt(lowest.rows[0].low)).toBeGreaterThanOrEqual(0n);
    await expectLedgerBalanced(g);
  });

  it('replayed with the same bet id play once; the id with another stake is refused', async () => {
    const player = await newPlayer(g, 20_00n);
    const { gameToken } = await play(g, player.token, await gameOfType(g, 'RNG'));
    const betId = newBetId();
    const answers = await Promise.all([1, 2, 3].map(() => gameCall(g, gameToken, 'slot/spin', { betId, stake: 500 })));
    const bodies = answers.map((answer) => answer.json());
    expect(bodies.every((body) => body.success)).toBe(true);
    expect(new Set(bodies.map((body) => body.value.roundId)).size).toBe(1);
    expect(bodies.filter((body) => body.value.replayed)).toHaveLength(2);
    const later = (await gameCall(g, gameToken, 'slot/spin', { betId, stake: 500 })).json();
    expect(later.value).toMatchObject({ roundId: bodies[0].value.roundId, replayed: true, payout: bodies[0].value.payout });
    const { main } = await wallets(g, player.id);
    expect(main).toBe(BigInt(20_00 - 500 + bodies[0].value.payout));
    const moved = await g.gw.database.db.query('SELECT 1 FROM ledger_transactions WHERE idempotency_key = $1', [`bet:${player.id}:${betId}`]);
    expect(moved.rows).toHaveLength(1);
    const reused = await gameCall(g, gameToken, 'slot/spin', { betId, stake: 1_000 });
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({ errorCode: 'bet.id.reused' });
  });

  it('are recorded for the betting records, and a win posts a ledger win that the winners board shows', async () => {
    const player = await newPlayer(g, 10_00n);
    const slot = await gameOfType(g, 'RNG');
    const { gameToken } = await play(g, player.token, slot);
    g.random.script(0, 0, 0);
    const betId = newBetId();
    const won = (await gameCall(g, gameToken, 'slot/spin', { betId, stake: 500 })).json();
    expect(won.value).toMatchObject({ payout: 2_300, status: 'settled' });
    const row = await g.gw.database.db.query<{
      game: string;
      stake: string;
      payout: string;
      rtp_reference: string;
      engine: string;
      created_at: Date;
      win: number | null;
    }>(
      `SELECT g.node_id AS game, b.stake::text AS stake, b.payout::text AS payout, b.rtp_reference, b.engine, b.created_at, b.win_transaction_id AS win
         FROM game_bets b JOIN games g ON g.id = b.game_id WHERE b.member_id = $1 AND b.bet_id = $2`,
      [player.id, betId],
    );
    expect(row.rows[0]).toMatchObject({ game: slot.node_id, stake: '500', payout: '2300', rtp_reference: SLOT_RTP_REFERENCE, engine: 'slot' });
    expect(new Date(row.rows[0].created_at).toISOString()).toBe(g.gw.clock.now().toISOString());
    const win = await g.gw.database.db.query<{ kind: string; details: Record<string, string> }>(
      'SELECT kind, details FROM ledger_transactions WHERE id = $1',
      [row.rows[0].win],
    );
    expect(win.rows[0]).toMatchObject({
      kind: 'win',
      details: {
        gameName: expect.any(String),
        gameType: 'RNG',
        vendor: slot.vassalage,
        nodeId: slot.node_id,
        iconUrl: expect.stringContaining(slot.node_id),
      },
    });
    const board = (await g.gw.get('/wps/relay/GCSGAME_getRankList?gameCategory=RNG&limitNum=5')).json();
    expect(board.value.list[0].vo).toMatchObject({ nodeId: slot.node_id, gameType: 'RNG', vendor: slot.vassalage, winAmount: 23 });
  });

  it('stop when the game goes under maintenance after the launch', async () => {
    const player = await newPlayer(g, 10_00n);
    const slot = await gameOfType(g, 'RNG', 1);
    const { gameToken } = await play(g, player.token, slot);
    await g.gw.database.db.query('UPDATE games SET maintenance = true WHERE node_id = $1', [slot.node_id]);
    try {
      const refused = await gameCall(g, gameToken, 'slot/spin', { betId: newBetId(), stake: 500 });
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toMatchObject({ errorCode: 'game.maintenance' });
    } finally {
      await g.gw.database.db.query('UPDATE games SET maintenance = false WHERE node_id = $1', [slot.node_id]);
    }
    expect(await wallets(g, player.id)).toEqual({ main: 10_00n });
  });
});

describe('Hi-Lo card game', () => {
  it('deals on the stake, settles the call once, and refuses a second deal while the round is open', async () => {
    const player = await newPlayer(g, 20_00n);
    const { gameToken, session } = await play(g, player.token, await gameOfType(g, 'LIVE'));
    expect(session).toMatchObject({ engine: 'cards', openRound: null });
    g.random.script(12); // king of spades: "higher" cannot win
    const dealt = (await gameCall(g, gameToken, 'cards/deal', { betId: newBetId(), stake: 1_000 })).json();
    expect(dealt.value).toMatchObject({ status: 'open', payout: 0, balance: 10_00, outcome: { first: { rank: 13 }, higher: null, lower: 104 } });
    const again = await gameCall(g, gameToken, 'cards/deal', { betId: newBetId(), stake: 1_000 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errorCode: 'round.open', value: { roundId: dealt.value.roundId } });
    expect((await gameCall(g, gameToken, 'cards/call', { roundId: dealt.value.roundId, call: 'higher' })).json()).toMatchObject({
      errorCode: 'bet.call.impossible',
    });
    g.random.script(4); // the 5 of spades: lower wins 1248 / 12 = 1.04 x
    const settled = (await gameCall(g, gameToken, 'cards/call', { roundId: dealt.value.roundId, call: 'lower' })).json();
    expect(settled.value).toMatchObject({ status: 'settled', payout: 1_040, balance: 10_00 + 1_040, outcome: { call: 'lower', next: { rank: 5 } } });
    const repeated = (await gameCall(g, gameToken, 'cards/call', { roundId: dealt.value.roundId, call: 'lower' })).json();
    expect(repeated.value).toMatchObject({ replayed: true, payout: 1_040 });
    expect(await wallets(g, player.id)).toEqual({ main: 20_40n });
    await expectLedgerBalanced(g);
  });
});

describe('instant lottery', () => {
  it('takes 1 to 5 different numbers from 1 to 20 and pays by the matches at once', async () => {
    const player = await newPlayer(g, 20_00n);
    const { gameToken } = await play(g, player.token, await gameOfType(g, 'ELOTT'));
    for (const picks of [[], [0], [21], [1, 1], [1, 2, 3, 4, 5, 6], 'seven']) {
      expect((await gameCall(g, gameToken, 'lottery/ticket', { betId: newBetId(), stake: 100, picks })).json(), JSON.stringify(picks)).toMatchObject({
        errorCode: 'bet.picks.invalid',
      });
    }
    // the partial shuffle draws positions 0..4 of 1..20 when every draw picks its own slot: 1, 2, 3, 4, 5
    g.random.script(0, 0, 0, 0, 0);
    const ticket = (await gameCall(g, gameToken, 'lottery/ticket', { betId: newBetId(), stake: 100, picks: [2, 5, 17] })).json();
    expect(ticket.value).toMatchObject({ status: 'settled', outcome: { drawn: [1, 2, 3, 4, 5], hits: [2, 5], picks: [2, 5, 17] }, payout: 500 });
    expect(await wallets(g, player.id)).toEqual({ main: BigInt(20_00 - 100 + 500) });
    await expectLedgerBalanced(g);
  });
});

describe('balance and exit', () => {
  it('reads the session wallet, and an exited session is refused', async () => {
    const player = await newPlayer(g, 7_00n);
    const { gameToken } = await play(g, player.token, await gameOfType(g, 'RNG'));
    const balance = await g.gw.app.inject({ method: 'GET', url: '/demo-games/api/balance', headers: { 'x-game-session': gameToken } });
    expect(balance.json()).toEqual({ success: true, value: { balance: 7_00 } });
    expect((await gameCall(g, gameToken, 'exit')).json()).toEqual({ success: true, value: { ended: 1 } });
    expect((await g.gw.app.inject({ method: 'GET', url: '/demo-games/api/balance', headers: { 'x-game-session': gameToken } })).statusCode).toBe(401);
    expect((await admin(g, 'wallet-mode')).stdout).toBe('wallet mode single\n');
  });
});
