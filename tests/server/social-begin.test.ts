/**
 * The popup's first address, `GET /wps/social/<provider>/begin`: the SPA opens it inside the click
 * (so browsers do not block the window) and it redirects to the provider. A top-level navigation
 * carries no Merchant header, so the merchant is named in the query; every refusal reaches the SPA
 * as a message from the popup, never as a JSON page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalOidcProvider } from './support/local-oidc-provider';
import type { LocalOidcProvider } from './support/local-oidc-provider';
import { startTestGateway, TestClock } from './support/test-gateway';
import type { TestGateway } from './support/test-gateway';

const PUBLIC_URL = 'https://play.example.com';
let g: TestGateway;
let op: LocalOidcProvider;

beforeAll(async () => {
  op = await startLocalOidcProvider(`${PUBLIC_URL}/wps/social/google/callback`);
  g = await startTestGateway({
    // the provider signs with the real time; ID tokens from the "future" are refused
    clock: new TestClock(new Date()),
    config: { publicUrl: PUBLIC_URL, oidc: { google: { issuer: op.issuer, clientId: op.clientId, clientSecret: op.clientSecret } } },
  });
  const db = g.app.ctx.db;
  await db.query(`UPDATE modules SET enabled = true WHERE mod_id = 'GOOGLELOGIN3'`);
  // a second merchant on the same gateway, with Google login on
  const other = await db.query<{ id: number }>(
    `INSERT INTO merchants (code, name, settings) SELECT 'other', 'Other', settings FROM merchants WHERE code = 'demo' RETURNING id`,
  );
  await db.query(`INSERT INTO modules (merchant_id, mod_id, parent_mod_id, enabled, position) VALUES ($1, 'GOOGLELOGIN3', NULL, true, 0)`, [
    other.rows[0].id,
  ]);
  g.app.ctx.merchants.invalidate();
});
afterAll(async () => {
  await g.close();
  await op.close();
});

const begin = (query: string, headers: Record<string, string> = {}) =>
  g.app.inject({ method: 'GET', url: `/wps/social/google/begin${query}`, headers });

/** The message a popup page posts to the opener, and the origin it posts to. */
function popupMessage(html: string): { message: Record<string, string>; origin: string } {
  const found = /window\.opener\.postMessage\((\{.*?\}), ("[^"]+")\)/.exec(html);
  if (!found) throw new Error(`no message in the page: ${html.slice(0, 300)}`);
  return { message: JSON.parse(found[1]), origin: JSON.parse(found[2]) };
}

/** The popup's journey: begin, the provider's pages, back to the callback with the binding cookie. */
async function throughBegin(query: string, sub: string) {
  const started = await begin(query);
  expect(started.statusCode).toBe(302);
  const cookie = String(started.headers['set-cookie']).split(';')[0];
  const back = await op.signIn(String(started.headers.location), sub);
  const page = await g.app.inject({ method: 'GET', url: `${back.pathname}${back.search}`, headers: { cookie } });
  return popupMessage(page.body).message;
}

const redeem = async (ticket: string, merchant: string) =>
  (await g.app.inject({ method: 'POST', url: '/wps/session/login/social', payload: { ticket }, headers: { merchant } })).json();

describe('social login begin', () => {
  it('redirects the popup to the provider with PKCE, state and the callback, and binds the browser', async () => {
    const started = await begin('?merchant=demo');
    expect(started.statusCode).toBe(302);
    const location = new URL(String(started.headers.location));
    expect(location.origin).toBe(op.issuer);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/wps/social/google/callback`);
    expect(String(started.headers['set-cookie'])).toMatch(/^socialBinding=[^;]+;.*HttpOnly; SameSite=Lax/);
    expect(started.headers['cache-control']).toBe('no-store');
  });

  it('signs in to the merchant named in the query, whose Merchant header must then redeem the ticket', async () => {
    const message = await throughBegin('?merchant=other', 'ann-sub');
    expect(message).toEqual({ type: 'social.login', ticket: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    // the ticket is the other merchant's: the demo site cannot turn it into a session
    expect(await redeem(message.ticket, 'demo')).toMatchObject({ success: false, errorCode: 'social.login.failed' });

    const again = await throughBegin('?merchant=other', 'ann-sub');
    const session = await redeem(again.ticket, 'other');
    expect(session.success, JSON.stringify(session)).toBe(true);
    const info = (await g.get('/wps/member/info', { token: session.value.token, headers: { merchant: 'other' } })).json();
    expect(info.value.nickname).toBe('Ann Provider');
    expect((await g.get('/wps/member/info', { token: session.value.token })).statusCode).toBe(401);
  });

  it('uses the demo merchant when the query names none, as every call without a Merchant header does', async () => {
    const message = await throughBegin('', 'bo-sub');
    expect((await redeem(message.ticket, 'demo')).value).toMatchObject({ firstTimeLogin: true, customerType: 0 });
  });

  it.each([
    [
      'a merchant with the provider switched off',
      async () => {
        await g.app.ctx.db.query(
          `UPDATE modules SET enabled = false WHERE mod_id = 'GOOGLELOGIN3' AND merchant_id = (SELECT id FROM merchants WHERE code = 'demo')`,
        );
        g.app.ctx.merchants.invalidate();
        return async () => {
          await g.app.ctx.db.query(`UPDATE modules SET enabled = true WHERE mod_id = 'GOOGLELOGIN3'`);
          g.app.ctx.merchants.invalidate();
        };
      },
      '?merchant=demo',
      403,
      'function.not.available',
    ],
    ['an unknown merchant', async () => async () => {}, '?merchant=nobody', 404, 'not.found'],
    [
      'maintenance',
      async () => {
        await g.app.ctx.db.query('UPDATE maintenance SET enabled = true WHERE id = 1');
        g.app.ctx.operator.invalidate();
        return async () => {
          await g.app.ctx.db.query('UPDATE maintenance SET enabled = false WHERE id = 1');
          g.app.ctx.operator.invalidate();
        };
      },
      '?merchant=demo',
      503,
      'system.maintenance',
    ],
  ])('answers %s with a popup page that tells the site why, and starts nothing', async (_, arrange, query, status, errorCode) => {
    const restore = await arrange();
    try {
      const refused = await begin(query);
      expect(refused.statusCode).toBe(status);
      expect(refused.headers['set-cookie']).toBeUndefined();
      expect(refused.headers.location).toBeUndefined();
      expect(String(refused.headers['content-type'])).toMatch(/^text\/html/);
      expect(String(refused.headers['content-security-policy'])).toMatch(/script-src 'self' 'nonce-/);
      // only the site's own origin may read the answer
      expect(popupMessage(refused.body)).toEqual({ message: { type: 'social.login', errorCode }, origin: PUBLIC_URL });
    } finally {
      await restore();
    }
  });

  it('refuses an unknown provider the same way', async () => {
    const refused = await g.app.inject({ method: 'GET', url: '/wps/social/myspace/begin?merchant=demo' });
    expect(refused.statusCode).toBe(400);
    expect(popupMessage(refused.body).message).toEqual({ type: 'social.login', errorCode: 'request_param_err' });
  });
});
