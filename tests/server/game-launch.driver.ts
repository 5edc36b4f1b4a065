/**
 * Shared steps of the game launch and demo game tests: members with money, the merchant's wallet
 * mode, a launch, the ticket trade, bets through the game pages' calls, and the ledger's view of
 * a member's wallets. A scripted RandomSource lets a test decide outcomes (a known winning spin).
 */
import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { executeAdminCommand, parseAdminArgs } from '../../server/admin/admin.commands';
import type { RandomSource } from '../../server/demo-games/random';
import { memberBalances, deposit } from '../../server/wallet/wallet.service';
import { startTestGateway } from './support/test-gateway';
import type { TestGateway } from './support/test-gateway';

/** Answers the queued numbers first (each reduced below the asked maximum), then falls back. */
export class ScriptedRandom implements RandomSource {
  private queue: number[] = [];
  constructor(private readonly fallback: RandomSource) {}
  script(...numbers: number[]) {
    this.queue.push(...numbers);
  }
  /** forgets what is still queued (a race used fewer numbers than were scripted for it) */
  reset() {
    this.queue = [];
  }
  int(maxExclusive: number): number {
    const next = this.queue.shift();
    return next === undefined ? this.fallback.int(maxExclusive) : next % maxExclusive;
  }
}

export interface GameGateway {
  gw: TestGateway;
  random: ScriptedRandom;
  merchantId: number;
}

export async function startGameGateway(fallback: RandomSource): Promise<GameGateway> {
  const random = new ScriptedRandom(fallback);
  const gw = await startTestGateway({ providers: { gameRandom: random } });
  const merchantId = (await gw.database.db.query<{ id: number }>(`SELECT id FROM merchants WHERE code = 'demo'`)).rows[0].id;
  return { gw, random, merchantId };
}

export async function admin(g: GameGateway, ...argv: string[]) {
  const result = await executeAdminCommand(g.gw.database.db, parseAdminArgs(argv), {
    hasher: g.gw.app.ctx.providers.hasher,
    now: g.gw.clock.now,
    via: 'cli',
  });
  expect(result.code, result.stderr).toBe(0);
  // the gateway's merchant and catalogue caches would see the change within seconds; tests do not wait
  g.gw.app.ctx.merchants.invalidate();
  return result;
}

let serial = 0;

/** A new player with `amount` (minor units) in the main wallet; its id, session token and sign-in. */
export async function newPlayer(g: GameGateway, amount: bigint): Promise<{ id: number; token: string; username: string; password: string }> {
  serial += 1;
  const username = `gl_${process.pid % 1000}_${serial}`;
  const password = `Player-${serial}x`;
  await admin(g, 'member', 'create', username, password);
  const id = (await g.gw.database.db.query<{ id: number }>('SELECT id FROM members WHERE username = $1', [username])).rows[0].id;
  if (amount > 0n) {
    await deposit(g.gw.database.db, {
      merchantId: g.merchantId,
      memberId: id,
      amount,
      idempotencyKey: `test-deposit:${username}`,
      reference: 'test',
      now: g.gw.clock.now(),
    });
  }
  const response = await g.gw.sealed('POST', '/wps/session/login', { username, password, captcha: null, type: 'username' });
  const token = response.json().value.token as string;
  expect(token, response.body).toBeTruthy();
  return { id, token, username, password };
}

/** A playable game of a type (active vendor, most popular first), optionally of one vendor. */
export async function gameOfType(g: GameGateway, gameType: string, skip = 0) {
  const row = await g.gw.database.db.query<{
    node_id: string;
    game_code: string;
    vassalage: string;
    game_type: string;
    name_en: string;
    min_bet: number;
  }>(
    `SELECT g.node_id, g.game_code, v.vassalage, g.game_type, g.name_en, g.min_bet FROM games g JOIN game_vendors v ON v.id = g.vendor_id
      WHERE g.merchant_id = $1 AND g.game_type = $2 AND v.status = 'active' AND NOT g.maintenance ORDER BY g.popularity DESC, g.id OFFSET $3 LIMIT 1`,
    [g.merchantId, gameType, skip],
  );
  return row.rows[0];
}

export function launch(g: GameGateway, token: string | null, query: Record<string, string>): Promise<LightMyRequestResponse> {
  return g.gw.app.inject({ method: 'GET', url: '/wps/game/launchGame', query, headers: token ? { authorization: token } : {} });
}

export const ticketOf = (url: string): string => /#ticket=([A-Za-z0-9_-]+)$/.exec(url)![1];

/** Launches and trades the ticket: the play-session token and what the page learns. */
export async function play(g: GameGateway, token: string, game: { node_id: string }) {
  const launched = await launch(g, token, { nodeId: game.node_id });
  expect(launched.json(), launched.body).toMatchObject({ success: true });
  const session = await redeem(g, ticketOf(launched.json().value.url));
  expect(session.json(), session.body).toMatchObject({ success: true });
  return { url: launched.json().value.url as string, gameToken: session.json().value.token as string, session: session.json().value.session };
}

export const redeem = (g: GameGateway, ticket: string) => g.gw.app.inject({ method: 'POST', url: '/demo-games/api/session', payload: { ticket } });

export const gameCall = (g: GameGateway, gameToken: string | null, path: string, payload: object = {}) =>
  g.gw.app.inject({ method: 'POST', url: `/demo-games/api/${path}`, payload, headers: gameToken ? { 'x-game-session': gameToken } : {} });

/** `{ main: 1000n, 'vendor:SPB': 0n }` */
export async function wallets(g: GameGateway, memberId: number): Promise<Record<string, bigint>> {
  return Object.fromEntries((await memberBalances(g.gw.database.db, g.merchantId, memberId)).map((w) => [w.kind, w.balance]));
}

/** Every movement of the merchant sums to zero, and so do all its accounts together. */
export async function expectLedgerBalanced(g: GameGateway) {
  const unbalanced = await g.gw.database.db.query('SELECT transaction_id FROM ledger_entries GROUP BY transaction_id HAVING sum(amount) <> 0');
  expect(unbalanced.rows).toEqual([]);
  const total = await g.gw.database.db.query<{ total: string | null }>(
    'SELECT sum(balance)::text AS total FROM ledger_accounts WHERE merchant_id = $1',
    [g.merchantId],
  );
  expect(BigInt(total.rows[0].total ?? '0')).toBe(0n);
  const negative = await g.gw.database.db.query(`SELECT id FROM ledger_accounts WHERE member_id IS NOT NULL AND balance < 0`);
  expect(negative.rows).toEqual([]);
}

let betSerial = 0;
export const newBetId = () => `bet-${process.pid}-${(betSerial += 1)}-${Date.now().toString(36)}`;

/** A draw-lottery bet (Hanoi, DE on 38) of the player, on the next draw that takes bets; the placed bet's answer value. */
export async function drawLotteryBet(g: GameGateway, token: string, betId = newBetId()) {
  const hanoi = (await g.gw.get('/lgw/vn/games/game_menu')).json().NORTH.gameMenus[0];
  const launched = await g.gw.get(`/wps/game/launchGame?nodeId=${hanoi.nodeId}&language=EN`, { token });
  expect(launched.json(), launched.body).toMatchObject({ success: true });
  const draw = (
    await g.gw.app.inject({ method: 'POST', url: '/demo-games/api/draw/session', payload: { ticket: ticketOf(launched.json().value.url) } })
  ).json().value;
  const session = { 'x-game-session': draw.token };
  let current = (await g.gw.get('/demo-games/api/draw/state', { headers: session })).json().value.current;
  if (current.locked) {
    g.gw.clock.advance(current.remainTime + 1);
    current = (await g.gw.get('/demo-games/api/draw/state', { headers: session })).json().value.current;
  }
  const bet = { betId, numero: current.numero, kind: 'DE', picks: ['38'], stake: Math.max(draw.session.minBet, 100) };
  const placed = await g.gw.app.inject({ method: 'POST', url: '/demo-games/api/draw/bet', payload: bet, headers: session });
  expect(placed.json(), placed.body).toMatchObject({ success: true });
  return placed.json().value;
}
