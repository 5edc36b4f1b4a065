/**
 * `GET /wps/game/launchGame` on a real database: who may launch what, the answer (a same-origin
 * demo page with a single-use, short-lived ticket and never the member token), the wallet models
 * (transfer: the main balance moves into the vendor wallet at launch and back at exit; single: it
 * stays), the refusal while a round of another game is open, and the recent-games record.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchModeFor as clientLaunchMode } from '../../machines/game-launch';
import { parseAdminArgs, UsageError } from '../../server/admin/admin.commands';
import { cryptoRandom } from '../../server/demo-games/random';
import { launchModeFor, WINDOW_GAME_TYPES } from '../../server/demo-games/demo-engines';
import { LaunchBusy, launchPlaySession, ROUND_TIMEOUT_MS } from '../../server/demo-games/play-sessions.service';
import type { LaunchGame } from '../../server/demo-games/play-sessions.service';
import type { Db } from '../../server/db/db.types';
import { GAME_TYPE_CODES } from '../../server/games/game-types';
import {
  admin,
  expectLedgerBalanced,
  gameCall,
  gameOfType,
  launch,
  newBetId,
  newPlayer,
  play,
  redeem,
  startGameGateway,
  ticketOf,
  wallets,
} from './game-launch.driver';
import type { GameGateway } from './game-launch.driver';

let g: GameGateway;

beforeAll(async () => {
  g = await startGameGateway(cryptoRandom);
});
afterAll(() => g?.gw.close());

describe('launch refusals', () => {
  it('needs a session, a known game of the merchant, and the game the parameters name', async () => {
    const slot = await gameOfType(g, 'RNG');
    expect((await launch(g, null, { nodeId: slot.node_id })).json()).toMatchObject({ success: false, errorCode: 'login.not.session' });
    const { token } = await newPlayer(g, 0n);
    const unknown = await launch(g, token, { nodeId: '999999999' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, errorCode: 'game.not.found' });
    expect((await launch(g, token, { nodeId: slot.node_id, vassalage: 'NOPE' })).statusCode).toBe(404);
    expect((await launch(g, token, { nodeId: slot.node_id, gameCode: 'not-its-code' })).statusCode).toBe(404);
    expect((await launch(g, token, { nodeId: slot.node_id, gameType: 'LIVE' })).statusCode).toBe(404);
    expect((await launch(g, token, { nodeId: 'abc' })).json()).toMatchObject({ errorCode: 'request_param_err' });
    const sessions = await g.gw.database.db.query('SELECT 1 FROM game_play_sessions');
    expect(sessions.rows).toHaveLength(0);
  });

  it('refuses a game whose vendor or whose own entry is under maintenance, suggesting up to 3 playable games of its type', async () => {
    const { token } = await newPlayer(g, 0n);
    const slot = await gameOfType(g, 'RNG');
    await admin(g, 'vendor', slot.vassalage, 'maintenance', 'on');
    try {
      const refused = await launch(g, token, { nodeId: slot.node_id, language: 'EN' });
      const body = refused.json();
      expect(body).toMatchObject({ success: false, errorCode: 'game.maintenance' });
      const suggestions = body.value.suggestions as { nodeId: string; vassalage: string; gameType: string; maintenance: boolean; gameName: string }[];
      expect(suggestions.length).toBeGreaterThan(0);
      expect(suggestions.length).toBeLessThanOrEqual(3);
      for (const game of suggestions) {
        expect(game.gameType).toBe('RNG');
        expect(game.vassalage).not.toBe(slot.vassalage);
        expect(game.maintenance).toBe(false);
      }
      // a suggestion launches
      expect((await launch(g, token, { nodeId: suggestions[0].nodeId })).json()).toMatchObject({ success: true });
    } finally {
      await admin(g, 'vendor', slot.vassalage, 'maintenance', 'off');
    }
    await g.gw.database.db.query('UPDATE games SET maintenance = true WHERE node_id = $1', [slot.node_id]);
    try {
      const body = (await launch(g, token, { nodeId: slot.node_id })).json();
      expect(body).toMatchObject({ success: false, errorCode: 'game.maintenance' });
      expect(body.value.suggestions.map((s: { nodeId: string }) => s.nodeId)).not.toContain(slot.node_id);
    } finally {
      await g.gw.database.db.query('UPDATE games SET maintenance = false WHERE node_id = $1', [slot.node_id]);
    }
  });

  it('answers system busy while another launch of the member holds the lock (PostgreSQL NOWAIT)', async () => {
    const locked = Object.assign(new Error('could not obtain lock on row'), { code: '55P03' });
    const db = {
      transaction: (fn: (tx: { query: (sql: string) => Promise<never> }) => Promise<unknown>) =>
        fn({
          query: async (sql: string) => {
            if (sql.includes('NOWAIT')) throw locked;
            throw new Error(`unexpected query after the lock: ${sql}`);
          },
        }),
    } as unknown as Db;
    await expect(
      launchPlaySession(db, {
        merchantId: 1,
        memberId: 1,
        loginSessionId: 1,
        game: { id: 1 } as LaunchGame,
        walletMode: 'transfer',
        accountType: 1,
        language: 'EN',
        backUrl: '/',
        now: new Date(),
      }),
    ).rejects.toBeInstanceOf(LaunchBusy);
  });
});

describe('launch answer', () => {
  it('points at a same-origin demo page with a ticket in the fragment, never the member token, and records the recent game', async () => {
    const { token } = await newPlayer(g, 0n);
    const slot = await gameOfType(g, 'RNG', 3);
    const live = await gameOfType(g, 'LIVE');
    const lottery = await gameOfType(g, 'ELOTT');
    const answer = (
      await launch(g, token, { nodeId: slot.node_id, gameCode: slot.game_code, vassalage: slot.vassalage, language: 'EN', backUrl: '/rng?page=SPB' })
    ).json();
    expect(answer).toMatchObject({ success: true, value: { mode: 'iframe', accountType: 1 } });
    const url: string = answer.value.url;
    expect(url).toMatch(/^\/demo-games\/play\/slot\?lang=EN#ticket=[A-Za-z0-9_-]{43}$/);
    expect(url).not.toContain(token);
    expect(answer.value.gameUrl).toBe(url);
    expect(answer.value.content.game_url).toBe(url);
    const stored = await g.gw.database.db.query<{ ticket_hash: string; back_url: string }>(
      'SELECT ticket_hash, back_url FROM game_play_sessions ORDER BY id DESC LIMIT 1',
    );
    expect(stored.rows[0].ticket_hash).not.toBe(ticketOf(url));
    expect(stored.rows[0].back_url).toBe('/rng?page=SPB');
    g.gw.clock.advance(1_000);
    expect((await launch(g, token, { nodeId: live.node_id })).json().value).toMatchObject({
      mode: 'window',
      url: expect.stringMatching(/^\/demo-games\/play\/cards\?/),
    });
    g.gw.clock.advance(1_000);
    // a catalogue lottery game has a draw schedule: the draw-lottery betting page (tests/server/lottery-draws.test.ts)
    expect((await launch(g, token, { nodeId: lottery.node_id })).json().value.url).toMatch(/^\/demo-games\/play\/draw-lottery\?/);
    const recent = (await g.gw.get('/wps/relay/GCS_recentGame', { token })).json().value.map((game: { nodeId: string }) => game.nodeId);
    expect(recent.slice(0, 3)).toEqual([lottery.node_id, live.node_id, slot.node_id]);
  });

  it('lets a trial account play its play credit (accountType 0; tests/server/free-play-credit.test.ts)', async () => {
    const trial = (await g.gw.app.inject({ method: 'POST', url: '/wps/session/login/freeplay' })).json().value.token as string;
    const slot = await gameOfType(g, 'RNG');
    const launched = (await launch(g, trial, { nodeId: slot.node_id })).json();
    expect(launched).toMatchObject({ success: true, value: { accountType: 0 } });
    const page = (await redeem(g, ticketOf(launched.value.url))).json().value;
    expect(page.session).toMatchObject({ accountType: 0, walletMode: 'single', balance: 2_000_00 });
    const spin = await gameCall(g, page.token, 'slot/spin', { betId: newBetId(), stake: 500 });
    expect(spin.json()).toMatchObject({ success: true });
  });

  it('keeps the page inside the site: a back URL that a browser would read as another origin is stored as /', async () => {
    const { token } = await newPlayer(g, 0n);
    const slot = await gameOfType(g, 'RNG');
    for (const [backUrl, stored] of [
      ['/pvp?page=TGC', '/pvp?page=TGC'],
      ['/\t/evil.example', '/'],
      ['/\\evil.example', '/'],
      ['//evil.example/x', '/'],
      ['https://evil.example/steal?x=1', '/'],
      ['javascript:alert(1)', '/'],
    ]) {
      const { url } = (await launch(g, token, { nodeId: slot.node_id, backUrl })).json().value;
      const session = (await redeem(g, ticketOf(url))).json().value.session;
      expect(session.backUrl, JSON.stringify(backUrl)).toBe(stored);
    }
  });

  it('opens live, sports, esports and cockfight games in a window and everything else in the frame, as the client chart expects', () => {
    for (const type of GAME_TYPE_CODES) expect(launchModeFor(type), type).toBe(clientLaunchMode(type));
    expect(WINDOW_GAME_TYPES).toEqual(['LIVE', 'SPORTS', 'ESPORTS', 'COCKFIGHT']);
  });
});

describe('launch tickets', () => {
  it('trade once for a play session, and not after 60 seconds', async () => {
    const { token } = await newPlayer(g, 0n);
    const slot = await gameOfType(g, 'RNG');
    const first = ticketOf((await launch(g, token, { nodeId: slot.node_id })).json().value.url);
    const traded = await redeem(g, first);
    expect(traded.json()).toMatchObject({ success: true, value: { token: expect.any(String), session: { nodeId: slot.node_id, engine: 'slot' } } });
    const again = await redeem(g, first);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ success: false, errorCode: 'game.ticket.invalid' });
    const late = ticketOf((await launch(g, token, { nodeId: slot.node_id })).json().value.url);
    g.gw.clock.advance(61_000);
    expect((await redeem(g, late)).statusCode).toBe(401);
    expect((await redeem(g, 'not-a-ticket')).statusCode).toBe(401);
    // the page's calls take the play-session token only, never the member token
    expect((await gameCall(g, token, 'slot/spin', { betId: newBetId(), stake: 500 })).statusCode).toBe(401);
  });
});

describe('transfer wallet mode', () => {
  beforeAll(() => admin(g, 'wallet-mode', 'transfer'));
  afterAll(() => admin(g, 'wallet-mode', 'single'));

  it("is the operator's merchant setting, and says so on GCS_merchantWallet", async () => {
    expect(() => parseAdminArgs(['wallet-mode', 'sideways'])).toThrow(UsageError);
    expect((await admin(g, 'wallet-mode')).stdout).toBe('wallet mode transfer\n');
    const { token } = await newPlayer(g, 0n);
    expect((await g.gw.get('/wps/relay/GCS_merchantWallet', { token })).json()).toMatchObject({
      success: true,
      value: { isSingle: false, walletMode: 'transfer' },
    });
  });

  it('moves the main balance into the vendor wallet at launch and back at exit, the bets in between', async () => {
    const player = await newPlayer(g, 100_00n);
    const slot = await gameOfType(g, 'RNG');
    const vendor = `vendor:${slot.vassalage}`;
    const { gameToken, session } = await play(g, player.token, slot);
    expect(session).toMatchObject({ walletMode: 'transfer', balance: 100_00 });
    expect(await wallets(g, player.id)).toMatchObject({ main: 0n, [vendor]: 100_00n });
    // the header's sum is unchanged by the transfer
    expect((await g.gw.get('/wps/v2/wallets/balance', { token: player.token })).json().value.sumBalance).toBe(100);
    // stops 0,0,0: three rows of three (cherry, lemon, cherry) pay 6 + 11 + 6 line bets
    g.random.script(0, 0, 0);
    const spin = (await gameCall(g, gameToken, 'slot/spin', { betId: newBetId(), stake: 500 })).json();
    expect(spin).toMatchObject({ success: true, value: { stake: 500, payout: 2_300, balance: 100_00 - 500 + 2_300 } });
    expect(await wallets(g, player.id)).toMatchObject({ main: 0n, [vendor]: 118_00n });
    expect((await gameCall(g, gameToken, 'exit')).json()).toMatchObject({ success: true, value: { ended: 1 } });
    expect(await wallets(g, player.id)).toMatchObject({ main: 118_00n, [vendor]: 0n });
    // an ended session takes no more bets
    expect((await gameCall(g, gameToken, 'slot/spin', { betId: newBetId(), stake: 500 })).statusCode).toBe(401);
    await expectLedgerBalanced(g);
  });

  it('brings the money back when the site closes the game, and when a later launch finds it in another vendor wallet', async () => {
    const player = await newPlayer(g, 50_00n);
    const slot = await gameOfType(g, 'RNG');
    const fish = await gameOfType(g, 'FISH');
    await play(g, player.token, slot);
    expect(await wallets(g, player.id)).toMatchObject({ main: 0n, [`vendor:${slot.vassalage}`]: 50_00n });
    const closed = await g.gw.app.inject({ method: 'POST', url: '/wps/game/exitGame', headers: { authorization: player.token } });
    expect(closed.json()).toMatchObject({ success: true, value: { ended: 1 } });
    expect(await wallets(g, player.id)).toMatchObject({ main: 50_00n, [`vendor:${slot.vassalage}`]: 0n });
    const first = await play(g, player.token, slot);
    await play(g, player.token, fish);
    expect(await wallets(g, player.id)).toMatchObject({ main: 0n, [`vendor:${slot.vassalage}`]: 0n, [`vendor:${fish.vassalage}`]: 50_00n });
    // the slot's session ended with the second launch
    expect((await gameCall(g, first.gameToken, 'slot/spin', { betId: newBetId(), stake: 500 })).json()).toMatchObject({
      errorCode: 'game.session.ended',
    });
    await expectLedgerBalanced(g);
  });

  it('refuses another game while a card round waits for the call, resumes the same game, and voids a round left too long', async () => {
    const player = await newPlayer(g, 20_00n);
    const cards = await gameOfType(g, 'PVP');
    const slot = await gameOfType(g, 'RNG');
    const table = await play(g, player.token, cards);
    g.random.script(6); // the 7 of spades: both calls possible
    const dealt = (await gameCall(g, table.gameToken, 'cards/deal', { betId: newBetId(), stake: 500 })).json();
    expect(dealt).toMatchObject({ success: true, value: { status: 'open', outcome: { first: { rank: 7, suit: 'S' } } } });
    const refused = (await launch(g, player.token, { nodeId: slot.node_id })).json();
    expect(refused).toMatchObject({ success: false, errorCode: 'game.previous.unfinished', value: { nodeId: cards.node_id } });
    // nothing moved for the refused launch
    expect(await wallets(g, player.id)).toMatchObject({ main: 0n, [`vendor:${cards.vassalage}`]: 15_00n });
    // the same game relaunches and shows the open round
    const resumed = await play(g, player.token, cards);
    expect(resumed.session.openRound).toMatchObject({ roundId: dealt.value.roundId, status: 'open' });
    g.random.script(12); // the king of spades: higher wins, 1248 / 6 = 2.08 x
    const settled = (await gameCall(g, resumed.gameToken, 'cards/call', { roundId: dealt.value.roundId, call: 'higher' })).json();
    expect(settled).toMatchObject({ success: true, value: { status: 'settled', payout: 1_040 } });
    expect((await launch(g, player.token, { nodeId: slot.node_id })).json()).toMatchObject({ success: true });

    // a round nobody calls for ROUND_TIMEOUT_MS is void at the next launch: the stake comes back
    const again = await play(g, player.token, cards);
    const stuck = (await gameCall(g, again.gameToken, 'cards/deal', { betId: newBetId(), stake: 500 })).json();
    expect(stuck.value.status).toBe('open');
    g.gw.clock.advance(ROUND_TIMEOUT_MS + 1_000);
    const before = await wallets(g, player.id);
    const total = Object.values(before).reduce((sum, value) => sum + value, 0n);
    expect((await launch(g, player.token, { nodeId: slot.node_id })).json()).toMatchObject({ success: true });
    const after = await wallets(g, player.id);
    expect(Object.values(after).reduce((sum, value) => sum + value, 0n)).toBe(total + 500n);
    const voided = await g.gw.database.db.query<{ status: string; payout: string }>(
      'SELECT status, payout::text AS payout FROM game_bets WHERE round_id = $1',
      [stuck.value.roundId],
    );
    expect(voided.rows[0]).toEqual({ status: 'void', payout: '500' });
    await expectLedgerBalanced(g);
  });
});

describe('single wallet mode (the default)', () => {
  it('leaves the main wallet in place: each bet debits it and each win credits it', async () => {
    const player = await newPlayer(g, 30_00n);
    const slot = await gameOfType(g, 'RNG');
    expect((await g.gw.get('/wps/relay/GCS_merchantWallet', { token: player.token })).json().value).toEqual({ isSingle: true, walletMode: 'single' });
    const { gameToken, session } = await play(g, player.token, slot);
    expect(session).toMatchObject({ walletMode: 'single', balance: 30_00 });
    expect(await wallets(g, player.id)).toEqual({ main: 30_00n });
    g.random.script(0, 5, 10); // no line of three
    const lost = (await gameCall(g, gameToken, 'slot/spin', { betId: newBetId(), stake: 1_000 })).json();
    expect(lost).toMatchObject({ success: true, value: { payout: 0, balance: 20_00 } });
    expect(await wallets(g, player.id)).toEqual({ main: 20_00n });
    g.random.script(0, 0, 0);
    const won = (await gameCall(g, gameToken, 'slot/spin', { betId: newBetId(), stake: 1_000 })).json();
    expect(won).toMatchObject({ success: true, value: { payout: 4_600, balance: 20_00 - 1_000 + 4_600 } });
    expect(await wallets(g, player.id)).toEqual({ main: 56_00n });
    await expectLedgerBalanced(g);
  });
});
