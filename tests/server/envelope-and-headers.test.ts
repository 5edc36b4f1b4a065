/**
 * The HTTP surface shared by all routes: envelope on success and failure, 400 field messages,
 * 404 and 500 without internals, the Merchant header, security headers and the SPA fallback with a
 * per-request CSP nonce.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway } from './support/test-gateway';
import type { TestGateway } from './support/test-gateway';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';

/** Writes the bytes as they are and reads the answer until the server closes the connection. */
function rawRequest(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

let gw: TestGateway;
const distDir = mkdtempSync(join(tmpdir(), 'gateway-dist-'));

beforeAll(async () => {
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(
    join(distDir, 'index.html'),
    '<!doctype html><html><head><link rel="stylesheet" href="/assets/app-Ab12Cd34.css"><script type="module" src="/assets/app-Ab12Cd34.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(distDir, 'assets', 'app-Ab12Cd34.js'), 'console.log(1)');
  // the build's precompressed copy (vite.config.ts, precompress)
  writeFileSync(join(distDir, 'assets', 'app-Ab12Cd34.js.br'), brotliCompressSync('console.log(1)'));
  gw = await startTestGateway({
    config: { distDir },
    setup: (app) => {
      app.get('/wps/test/boom', async () => {
        throw new Error('relation "secret_table" does not exist at SELECT password_hash FROM members');
      });
    },
  });
});
afterAll(async () => {
  await gw?.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('envelope', () => {
  it('wraps success as { success: true, value }', async () => {
    const body = (await gw.get('/wps/system/status')).json();
    expect(Object.keys(body).sort()).toEqual(['success', 'value']);
  });

  it('answers unknown API paths with 404 not.found', async () => {
    for (const url of ['/wps/nothing/here', '/lgw/none', '/dev/none']) {
      const response = await gw.get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, value: null, errorCode: 'not.found', message: 'Not found' });
    }
  });

  it('answers unexpected errors with 500 system.error and no internals', async () => {
    const response = await gw.get('/wps/test/boom');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ success: false, value: null, errorCode: 'system.error', message: 'System error' });
    expect(response.body).not.toMatch(/secret_table|SELECT|at .*\.ts/);
  });

  it('names the field in 400 request_param_err', async () => {
    const response = await gw.sealed('POST', '/wps/session/login', { username: '', password: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      value: { fields: { username: 'required' } },
      errorCode: 'request_param_err',
      message: 'username: required',
    });
    const wrongType = await gw.sealed('POST', '/wps/session/login', { username: 5, password: 'x' });
    expect(wrongType.json()).toMatchObject({ errorCode: 'request_param_err', value: { fields: { username: expect.any(String) } } });
    expect(wrongType.json().message).toMatch(/^username: /);
  });

  it('refuses unreadable bodies with a true message, not a server error', async () => {
    const text = await gw.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      payload: '{"broken',
      headers: { 'content-type': 'application/json' },
    });
    expect(text.statusCode).toBe(200); // free play reads no body
    const xml = await gw.app.inject({ method: 'POST', url: '/wps/session/login', payload: '<x/>', headers: { 'content-type': 'application/xml' } });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({ success: false, value: null, errorCode: 'request.content.type.unsupported', message: 'Unsupported content type' });
    const large = await gw.app.inject({ method: 'POST', url: '/wps/session/login', payload: { value: 'x'.repeat(70 * 1024) } });
    expect(large.statusCode).toBe(413);
    expect(large.json()).toEqual({ success: false, value: null, errorCode: 'request.body.too.large', message: 'Request body too large' });
  });
});

describe('headers', () => {
  it('uses the demo merchant without a Merchant header and with Merchant: demo', async () => {
    expect((await gw.get('/wps/system/status', { headers: { merchant: 'demo' } })).json().value.info.merchantCode).toBe('demo');
    expect((await gw.get('/wps/system/status')).json().value.info.merchantCode).toBe('demo');
  });

  it('refuses two Merchant headers with 403 function.not.available on /wps and /lgw alike', async () => {
    // Over a real connection: Node's parser joins repeated headers ("demo, demo"), which inject's
    // stand-in does not do the same way. Two identical headers too: a proxy that repeats the
    // header is refused, not guessed at.
    await gw.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = gw.app.server.address() as { port: number };
    for (const url of ['/wps/system/status', '/lgw/games/game_menus', '/lgw/games/popular']) {
      const answer = await rawRequest(
        port,
        [`GET ${url} HTTP/1.1`, 'Host: localhost', 'Merchant: demo', 'Merchant: demo', 'Connection: close', '', ''].join('\r\n'),
      );
      expect(answer, url).toMatch(/^HTTP\/1\.1 403 /);
      expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)), url).toMatchObject({ success: false, errorCode: 'function.not.available' });
    }
  });

  it('answers an unknown merchant with 404, on /wps and /lgw alike', async () => {
    for (const url of ['/wps/system/status', '/lgw/games/game_menus']) {
      const response = await gw.get(url, { headers: { merchant: 'nope' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ success: false, value: null, errorCode: 'not.found', message: 'Unknown merchant' });
    }
  });

  it('accepts the client headers without requiring a module id', async () => {
    const response = await gw.get('/wps/system/status', { headers: { language: 'EN', device: 'web', 'x-gateway-version': '3' } });
    expect(response.statusCode).toBe(200);
  });

  it('sends nosniff and a strict CSP on API responses', async () => {
    const response = await gw.get('/wps/system/status');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(response.headers['content-security-policy']).toContain("object-src 'none'");
  });

  it('frames only on the site, keeps the opener of the windows it opens, and asks for HTTPS only in production', async () => {
    const prod = await startTestGateway({ config: { nodeEnv: 'production', distDir } });
    try {
      for (const url of ['/wps/system/status', '/', '/assets/app-Ab12Cd34.js', '/wps/nothing/here']) {
        const response = await gw.get(url);
        // a hashed script is never framed or a referrer: it goes without those two (see the assets test)
        if (!url.startsWith('/assets/')) {
          expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
          expect(response.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
        }
        expect(response.headers['cross-origin-resource-policy'], url).toBe('same-origin');
        // the social-login and game windows report back through window.opener
        expect(response.headers['cross-origin-opener-policy'], url).toBeUndefined();
        expect(response.headers['strict-transport-security'], url).toBeUndefined();
        expect((await prod.get(url)).headers['strict-transport-security'], url).toBe('max-age=31536000');
      }
    } finally {
      await prod.close();
    }
  });

  it('keeps the policy on refusals made while routing', async () => {
    const response = await gw.app.inject({ method: 'GET', url: '/wps/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data:;connect-src 'self';frame-ancestors 'self';object-src 'none';base-uri 'self'",
    );
  });
});

describe('single-page app', () => {
  it('serves index.html with a fresh nonce on every script and link tag for app routes', async () => {
    const first = await gw.get('/agentHome');
    const second = await gw.get('/');
    for (const response of [first, second]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];
      expect(nonce).toBeTruthy();
      expect(response.body).toContain(`<script nonce="${nonce}"`);
      expect(response.body).toContain(`<link nonce="${nonce}"`);
      expect(response.headers['content-security-policy']).toBe(
        `default-src 'self';script-src 'self' 'nonce-${nonce}';style-src 'self' 'unsafe-inline';img-src 'self' data:;connect-src 'self';frame-ancestors 'self';object-src 'none';base-uri 'self'`,
      );
    }
    expect(first.headers['content-security-policy']).not.toBe(second.headers['content-security-policy']);
  });

  it('serves hashed assets as files, long-cached, and never index.html raw', async () => {
    const asset = await gw.get('/assets/app-Ab12Cd34.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    // a script is never a document: no document policy headers on it, the ones that apply to any response kept
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const header of ['content-security-policy', 'x-frame-options', 'referrer-policy', 'x-xss-protection'])
      expect(asset.headers[header], header).toBeUndefined();
    const raw = await gw.get('/index.html');
    expect(raw.body).toMatch(/nonce="/);
  });

  it('serves the precompressed copy of an asset to a browser that accepts it, and the plain file otherwise', async () => {
    const compressed = await gw.app.inject({ method: 'GET', url: '/assets/app-Ab12Cd34.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe('console.log(1)');
    expect(compressed.headers['cache-control']).toContain('immutable');
    const plain = await gw.app.inject({ method: 'GET', url: '/assets/app-Ab12Cd34.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('does not fall back to index.html for API paths or non-GET requests', async () => {
    expect((await gw.get('/wps/unknown')).statusCode).toBe(404);
    expect((await gw.app.inject({ method: 'POST', url: '/somewhere' })).statusCode).toBe(404);
  });
});
