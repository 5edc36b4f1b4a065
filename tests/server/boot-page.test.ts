/**
 * The page the gateway sends for the SPA's routes: the public start-up answers inlined (each the
 * very answer the route gives), the stand-in for the top of home with its banner inside the page,
 * the stylesheets inlined, compression, and nothing of it while the site is under maintenance.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootAnswerKey, bootReads, scriptSafeJson } from '../../server/http/boot-page';
import { startTestGateway } from './support/test-gateway';
import type { TestGateway } from './support/test-gateway';

let gw: TestGateway;
const distDir = mkdtempSync(join(tmpdir(), 'gateway-boot-dist-'));
const HOST = 'demo.example.test';

beforeAll(async () => {
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(
    join(distDir, 'index.html'),
    '<!doctype html><html><head><meta charset="UTF-8" /><title>Gaming</title><script type="module" src="/assets/app-Ab12Cd34.js"></script><link rel="modulepreload" crossorigin href="/assets/app-Ab12Cd34.js"><link rel="stylesheet" crossorigin href="/assets/index-Ab12Cd34.css"></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(distDir, 'assets', 'index-Ab12Cd34.css'), 'body{color:#123456}');
  writeFileSync(join(distDir, 'assets', 'app-Ab12Cd34.js'), 'console.log(1)');
  gw = await startTestGateway({ config: { distDir } });
});
afterAll(async () => {
  await gw?.close();
  rmSync(distDir, { recursive: true, force: true });
});

const page = (path: string, headers: Record<string, string> = {}) => gw.app.inject({ method: 'GET', url: path, headers: { host: HOST, ...headers } });

function bootAnswersOf(html: string): { language: string; answers: Record<string, unknown> } {
  const json = /<script[^>]*id="boot-answers">([^<]*)<\/script>/.exec(html)?.[1];
  expect(json).toBeTruthy();
  return JSON.parse(json!);
}

describe('boot answers', () => {
  it('carry, for every start-up read, exactly what the gateway answers that read', async () => {
    const boot = bootAnswersOf((await page('/')).body);
    expect(boot.language).toBe('MS');
    const reads = bootReads(HOST, 'MS');
    expect(Object.keys(boot.answers).sort()).toEqual(reads.map(bootAnswerKey).sort());
    for (const url of reads) {
      const direct = await gw.app.inject({ method: 'GET', url, headers: { host: HOST, language: 'MS' } });
      expect(boot.answers[bootAnswerKey(url)], url).toEqual(direct.json());
    }
  });

  it('are keyed the way the SPA builds its calls: path and decoded query pairs in name order', () => {
    expect(bootAnswerKey('/wps/relay/X?types=B%2CPL&language=MS')).toBe('/wps/relay/X?language=MS&types=B,PL');
    expect(bootAnswerKey('/wps/system/status?url=demo.example.test%3A8080')).toBe('/wps/system/status?url=demo.example.test:8080');
  });

  it('are on every route of the SPA, not only home', async () => {
    const boot = bootAnswersOf((await page('/promotions')).body);
    expect(boot.answers[bootAnswerKey(`/wps/system/status?url=${HOST}`)]).toMatchObject({ success: true });
  });

  it('cannot close their script element, whatever the content says', () => {
    const json = scriptSafeJson({ title: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ title: '</script><script>alert(1)</script>' });
  });
});

describe('stand-in for the top of home', () => {
  it('paints the first home banner, preloaded first of all pictures, and keeps the app hidden under it', async () => {
    const response = await page('/');
    const html = response.body;
    expect(html).toMatch(/<div id="boot-shell" class="boot-shell" aria-hidden="true">/);
    // the WebP (about 25 KB) is over the inline limit: fetched at high priority while the page parses
    const banner = '/wps/assets/content/banner-home-welcome.webp';
    expect(html).toContain(`<img src="${banner}" width="1200" height="360" alt="" fetchpriority="high" decoding="async">`);
    // requested before the scripts: over HTTP/1.1 it would otherwise wait for one of six connections
    const preload = html.indexOf(`rel="preload" as="image" href="${banner}" fetchpriority="high"`);
    expect(preload).toBeGreaterThan(html.indexOf('<meta charset'));
    expect(preload).toBeLessThan(html.indexOf('<script'));
    expect(preload).toBeLessThan(html.indexOf('rel="modulepreload"'));
    expect(html).toContain('<div id="root" data-booting=""></div>');
    // its own script follows the app's root, under this page's nonce
    const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];
    expect(nonce).toBeTruthy();
    expect(html).toContain(`<div id="root" data-booting=""></div><script nonce="${nonce}">`);
  });

  it('is only on home', async () => {
    const html = (await page('/promotions')).body;
    expect(html).not.toContain('boot-shell');
    expect(html).toContain('<div id="root"></div>');
  });

  it('and the answers are left out while the site is under maintenance: the maintenance screen needs neither', async () => {
    await gw.database.db.query('UPDATE maintenance SET enabled = true WHERE id = 1');
    gw.clock.advance(10_000); // past the status cache
    try {
      const html = (await page('/')).body;
      expect(html).not.toContain('boot-shell');
      expect(html).not.toContain('boot-answers');
      expect(html).toContain('<div id="root"></div>');
    } finally {
      await gw.database.db.query('UPDATE maintenance SET enabled = false WHERE id = 1');
      gw.clock.advance(10_000);
    }
  });
});

describe('the page itself', () => {
  it('carries the stylesheet inline and no link to it: a browser fetches even a disabled one', async () => {
    const html = (await page('/')).body;
    expect(html).toContain('<style>body{color:#123456}</style>');
    expect(html).not.toContain('index-Ab12Cd34.css');
  });

  it('is compressed for browsers that accept it, and revalidated on every visit', async () => {
    const response = await page('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('id="boot-answers"');
  });
});
