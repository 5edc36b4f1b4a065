/**
 * The one rate-limit policy (server/http/rate-limit.ts) on a real database:
 * - every route Fastify registers, the not-found answers and the built files count against it, and
 *   each refuses past its limit with the wire's 429 (the envelope with `value.retryAfterSeconds` and
 *   Retry-After; the phone identity provider's own refusal; the social popup's page);
 * - a sensitive action's limit is tighter than the flood guard, one count for its group, per IP,
 *   for a minute;
 * - bets count per play session, not per address.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { cryptoRandom } from '../../server/demo-games/random';
import { gameCall, gameOfType, newBetId, newPlayer, play, ScriptedRandom } from './game-launch.driver';
import type { GameGateway } from './game-launch.driver';
import { startTestGateway } from './support/test-gateway';
import type { TestGateway } from './support/test-gateway';
import { registeredRoutes } from './support/wire-routes';

const distDir = mkdtempSync(join(tmpdir(), 'gateway-limit-dist-'));
mkdirSync(join(distDir, 'assets'));
writeFileSync(join(distDir, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
writeFileSync(join(distDir, 'assets', 'app-Ab12Cd34.js'), 'console.log(1)');

const started: TestGateway[] = [];
async function gateway(limits: { rateLimitPerMinute: number; globalRateLimitPerMinute: number }) {
  const gw = await startTestGateway({ config: { distDir, ...limits }, providers: { gameRandom: new ScriptedRandom(cryptoRandom) } });
  started.push(gw);
  return gw;
}
afterAll(async () => {
  await Promise.all(started.map((gw) => gw.close()));
  rmSync(distDir, { recursive: true, force: true });
});

/** A request to a registered route, its parameters filled in. */
const urlOf = (path: string) =>
  path
    .replace(':provider', 'google')
    .replace(':file', 'default.svg')
    .replace(':gameId', '1')
    .replace(/^\/\*$/, '/assets/app-Ab12Cd34.js');

/** The wire's 429 for the address asked: what the route's clients read. */
function expectRefusal(url: string, response: LightMyRequestResponse) {
  expect(response.statusCode, url).toBe(429);
  expect(response.headers['retry-after'], url).toBe('60');
  if (url.startsWith('/phone-auth/')) {
    expect(response.json(), url).toEqual({ error: { code: 'auth/too-many-requests', message: expect.any(String), retryAfterSeconds: 60 } });
  } else if (url.endsWith('/begin')) {
    // the popup's page tells the window that opened it
    expect(response.headers['content-type'], url).toMatch(/^text\/html/);
    expect(response.body, url).toContain('"errorCode":"TOO_MANY_REQUESTS"');
  } else {
    expect(response.json(), url).toEqual({
      success: false,
      value: { retryAfterSeconds: 60 },
      errorCode: 'TOO_MANY_REQUESTS',
      message: expect.any(String),
    });
  }
}

describe('every route', () => {
  it('counts against the policy, the not-found answers and the built files included, and refuses with the wire’s 429', async () => {
    const gw = await gateway({ rateLimitPerMinute: 1, globalRateLimitPerMinute: 2 });
    const routes = registeredRoutes(gw.app.printRoutes({ commonPrefix: false })).map((route) => route.split(' ') as [string, string]);
    expect(routes.length).toBeGreaterThan(50);
    const notFound: [string, string][] = [
      ['GET', '/wps/nothing/here'],
      ['GET', '/agentHome'],
    ];
    let address = 0;
    for (const [method, path] of [...routes, ...notFound]) {
      const url = urlOf(path);
      // a fresh address per route: a count shared by a group starts at zero
      address += 1;
      const from = `198.51.100.${address}`;
      let refused: LightMyRequestResponse | null = null;
      for (let sent = 0; sent < 3 && !refused; sent++) {
        const response = await gw.app.inject({ method: method as 'GET', url, remoteAddress: from });
        if (response.statusCode === 429) refused = response;
      }
      expect(refused, `${method} ${url} was never refused`).not.toBeNull();
      expectRefusal(url, refused!);
    }
  });
});

describe('sensitive actions', () => {
  let gw: TestGateway;

  it('have a limit tighter than the flood guard, one count per group and address, for a minute', async () => {
    gw = await gateway({ rateLimitPerMinute: 2, globalRateLimitPerMinute: 4 });
    const get = (url: string, ip: string) => gw.app.inject({ method: 'GET', url, remoteAddress: ip });

    // the flood guard: any route without a limit of its own
    for (let i = 0; i < 4; i++) expect((await get('/wps/system/status', '203.0.113.1')).statusCode).toBe(200);
    expectRefusal('/wps/system/status', await get('/wps/system/status', '203.0.113.1'));

    // the captcha's own limit, tighter, and apart from the flood guard's count
    for (let i = 0; i < 2; i++) expect((await get('/wps/captcha', '203.0.113.2')).statusCode).toBe(200);
    expectRefusal('/wps/captcha', await get('/wps/captcha', '203.0.113.2'));
    expect((await get('/wps/system/status', '203.0.113.2')).statusCode).toBe(200);
    expect((await get('/wps/captcha', '203.0.113.3')).statusCode).toBe(200);

    // the ways into a session share one count: two free-play logins leave no password login
    for (let i = 0; i < 2; i++) {
      const freePlay = await gw.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', remoteAddress: '203.0.113.4' });
      expect(freePlay.statusCode).not.toBe(429);
    }
    expectRefusal('/wps/session/login', await gw.login('demo_player', 'wrong-pass-1', { ip: '203.0.113.4' }));
    expectRefusal('/wps/social/google/start', await get('/wps/social/google/start', '203.0.113.4'));

    gw.clock.advance(60_000);
    expect((await get('/wps/captcha', '203.0.113.2')).statusCode).toBe(200);
    expect((await gw.login('demo_player', 'wrong-pass-1', { ip: '203.0.113.4' })).statusCode).toBe(200);
  });

  it('count bets per play session: a second player behind the same address still plays', async () => {
    const g: GameGateway = {
      gw,
      random: gw.app.ctx.providers.gameRandom as ScriptedRandom,
      merchantId: (await gw.database.db.query<{ id: number }>(`SELECT id FROM merchants WHERE code = 'demo'`)).rows[0].id,
    };
    const game = await gameOfType(g, 'RNG');
    const [first, second] = [await newPlayer(g, 100_00n), await newPlayer(g, 100_00n)];
    const [mine, theirs] = [await play(g, first.token, game), await play(g, second.token, game)];
    const spin = (gameToken: string | null) => gameCall(g, gameToken, 'slot/spin', { betId: newBetId(), stake: 500 });

    for (let i = 0; i < 2; i++) expect((await spin(mine.gameToken)).json()).toMatchObject({ success: true });
    expectRefusal('/demo-games/api/slot/spin', await spin(mine.gameToken));
    expect((await spin(theirs.gameToken)).json()).toMatchObject({ success: true });

    // a call without a live session counts per address, apart from the sessions
    for (let i = 0; i < 2; i++) expect((await spin('not-a-session')).statusCode).toBe(401);
    expectRefusal('/demo-games/api/slot/spin', await spin('not-a-session'));
    expect((await spin(theirs.gameToken)).json()).toMatchObject({ success: true });
  });
});
