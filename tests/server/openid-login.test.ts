/**
 * Social login with OpenID Connect against a real local provider: the whole code flow with PKCE,
 * state and nonce, and the refusals that keep it safe (a state used twice, a login finished in
 * another browser, a forged ID token, a ticket used twice).
 */
import { createSign, generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OidcError, verifyIdToken } from '../../server/social-login/oidc-client';
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
  await g.app.ctx.db.query(`UPDATE modules SET enabled = true WHERE mod_id = 'GOOGLELOGIN3'`);
  g.app.ctx.merchants.invalidate();
});
afterAll(async () => {
  await g.close();
  await op.close();
});

/** What the SPA and the popup do: start, sign in at the provider, come back to the callback. */
async function throughProvider(sub: string, options: { binding?: (cookie: string) => string } = {}) {
  const start = await g.app.inject({ method: 'GET', url: '/wps/social/google/start' });
  expect(start.json().success).toBe(true);
  const cookie = String(start.headers['set-cookie']).split(';')[0];
  expect(String(start.headers['set-cookie'])).toContain('SameSite=Lax');
  const back = await op.signIn(start.json().value.url, sub);
  const callbackPath = `${back.pathname}${back.search}`;
  const page = await g.app.inject({ method: 'GET', url: callbackPath, headers: { cookie: options.binding ? options.binding(cookie) : cookie } });
  return { page, callbackPath, cookie, authorizationUrl: new URL(start.json().value.url) };
}

const ticketIn = (html: string) => html.match(/"ticket":"([A-Za-z0-9_-]+)"/)?.[1] ?? null;
const redeem = async (ticket: string) => (await g.app.inject({ method: 'POST', url: '/wps/session/login/social', payload: { ticket } })).json();

describe('OpenID Connect login', () => {
  it('asks the provider with PKCE (S256), state and nonce, and the registered callback', async () => {
    const start = (await g.app.inject({ method: 'GET', url: '/wps/social/google/start' })).json();
    const params = new URL(start.value.url).searchParams;
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.get('nonce')).toBeTruthy();
    expect(params.get('redirect_uri')).toBe(`${PUBLIC_URL}/wps/social/google/callback`);
  });

  it('signs a new player in, hands the ticket only to the site origin, and finds the player next time', async () => {
    const { page } = await throughProvider('ann-sub');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`"${PUBLIC_URL}"`); // postMessage target origin
    expect(String(page.headers['content-security-policy'])).toMatch(/script-src 'self' 'nonce-/);
    const ticket = ticketIn(page.body)!;
    const first = await redeem(ticket);
    expect(first.success, JSON.stringify(first)).toBe(true);
    expect(first.value).toMatchObject({ firstTimeLogin: true, customerType: 0 });
    expect((await g.get('/wps/member/info', { token: first.value.token })).json().value.nickname).toBe('Ann Provider');
    expect(await redeem(ticket)).toMatchObject({ success: false, errorCode: 'social.login.failed' });
    const again = await redeem(ticketIn((await throughProvider('ann-sub')).page.body)!);
    expect(again.value).toMatchObject({ id: first.value.id, firstTimeLogin: false });
  });

  it('refuses a login finished in another browser or without the binding cookie', async () => {
    const other = await throughProvider('bo-sub', { binding: () => 'socialBinding=someone-else' });
    expect(other.page.body).toContain('"errorCode":"social.login.failed"');
    expect(ticketIn(other.page.body)).toBeNull();
    const none = await throughProvider('bo-sub', { binding: () => '' });
    expect(ticketIn(none.page.body)).toBeNull();
  });

  it('redeems a state once: replaying the callback gets nothing', async () => {
    const { page, callbackPath, cookie } = await throughProvider('bo-sub');
    expect(ticketIn(page.body)).not.toBeNull();
    const replay = await g.app.inject({ method: 'GET', url: callbackPath, headers: { cookie } });
    expect(ticketIn(replay.body)).toBeNull();
  });

  it('refuses a forged code, and a callback without one', async () => {
    const start = await g.app.inject({ method: 'GET', url: '/wps/social/google/start' });
    const cookie = String(start.headers['set-cookie']).split(';')[0];
    const state = new URL(start.json().value.url).searchParams.get('state')!;
    const forged = await g.app.inject({ method: 'GET', url: `/wps/social/google/callback?code=forged-code&state=${state}`, headers: { cookie } });
    expect(forged.body).toContain('social.login.failed');
    const empty = await g.app.inject({ method: 'GET', url: '/wps/social/google/callback?error=access_denied' });
    expect(empty.body).toContain('social.login.failed');
  });

  it('is not offered while switched off or for an unknown provider', async () => {
    expect((await g.app.inject({ method: 'GET', url: '/wps/social/facebook/start' })).statusCode).toBe(403);
    expect((await g.app.inject({ method: 'GET', url: '/wps/social/myspace/start' })).statusCode).toBe(400);
  });
});

describe('ID token checks', () => {
  const config = () => ({ issuer: op.issuer, clientId: op.clientId, clientSecret: op.clientSecret });
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const claims = () => ({
    iss: op.issuer,
    aud: op.clientId,
    sub: 'x',
    nonce: 'n-1',
    iat: Math.floor(Date.now() / 1000),
    exp: Math.floor(Date.now() / 1000) + 300,
  });

  it('refuses an unsigned token', async () => {
    const token = `${b64({ alg: 'none' })}.${b64(claims())}.`;
    await expect(verifyIdToken(config(), token, { nonce: 'n-1', now: new Date() })).rejects.toThrow(OidcError);
  });

  it('refuses a token signed by a key the issuer does not publish', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const jwks = (await (await fetch(`${op.issuer}/jwks`)).json()) as { keys: { kid: string }[] };
    const head = b64({ alg: 'RS256', kid: jwks.keys[0].kid });
    const body = b64(claims());
    const signature = createSign('sha256').update(`${head}.${body}`).sign(privateKey).toString('base64url');
    await expect(verifyIdToken(config(), `${head}.${body}.${signature}`, { nonce: 'n-1', now: new Date() })).rejects.toThrow(/signature/);
  });
});
