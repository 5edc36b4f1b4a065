/**
 * What the site shell reads besides announcements: the status call's shell settings, the help
 * centre, VIP ranks and the member's rank, the customer-service desks and the local chat page, and
 * the generated pictures.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeAdminCommand, parseAdminArgs } from '../../server/admin/admin.commands';
import { decryptLink } from '../../server/crypto/des-link';
import { startTestGateway } from './support/test-gateway';
import type { TestGateway } from './support/test-gateway';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway({ config: { publicUrl: 'https://play.example.test' } });
});
afterAll(() => gw?.close());

const admin = (...argv: string[]) =>
  executeAdminCommand(gw.database.db, parseAdminArgs(argv), { hasher: gw.app.ctx.providers.hasher, now: gw.clock.now, via: 'cli' });

async function tokenOf(username: string, password: string): Promise<string> {
  const body = (await gw.login(username, password)).json();
  expect(body.success, JSON.stringify(body)).toBe(true);
  return body.value.token;
}

const status = async () => (await gw.get('/wps/system/status')).json().value.info;

describe('status: shell settings', () => {
  it('names every offered language in its own script', async () => {
    const info = await status();
    expect(info.languageOptions.map((l: { code: string }) => l.code)).toEqual(info.languages);
    expect(info.languageOptions.length).toBeGreaterThanOrEqual(38);
    expect(info.languageOptions).toEqual(
      expect.arrayContaining([
        { code: 'MS', nativeName: 'Bahasa Melayu', rtl: false },
        { code: 'EN', nativeName: 'English', rtl: false },
        { code: 'CN', nativeName: '简体中文', rtl: false },
        { code: 'AR', nativeName: 'العربية', rtl: true },
      ]),
    );
    expect(info.languageOptions.every((l: { code: string; nativeName: string }) => l.nativeName !== l.code)).toBe(true);
  });

  it('gives the footer, the right bar, the app downloads and the feature switches', async () => {
    const info = await status();
    expect(info.footer.licences.map((l: { code: string }) => l.code)).toEqual(['MGA', 'BVI', 'PAGCOR']);
    for (const licence of info.footer.licences) expect(Object.keys(licence.text).sort()).toEqual(['CN', 'EN', 'MS']);
    for (const list of ['certificates', 'payments', 'responsibleGaming']) {
      expect(info.footer[list].length, list).toBeGreaterThan(0);
      for (const badge of info.footer[list]) expect((await gw.get(badge.imageUrl)).statusCode, badge.imageUrl).toBe(200);
    }
    // no social channel until the operator sets one (tests/server/social-links.test.ts)
    expect(info.rightBar).toEqual({ liveChat: true, facebook: null, telegram: [], whatsapp: null });
    expect(info.appDownload).toMatchObject({ android: { url: expect.stringMatching(/^https:/) }, ios: { url: expect.stringMatching(/^https:/) } });
    expect(info.features).toEqual({ vip: true, memberCenter: true, agentCenter: true, referral: true });

    expect((await admin('module', 'VIP3', 'off')).code).toBe(0);
    gw.clock.advance(5_000); // past the merchant cache
    expect((await status()).features.vip).toBe(false);
    const ranks = (await gw.get('/wps/relay/MCSFE_getVipRanks')).json().value;
    expect(ranks).toEqual({ enabled: false, currentLevel: null, ranks: [] });
    expect((await admin('module', 'VIP3', 'on')).code).toBe(0);
    gw.clock.advance(5_000);
  });

  it("gives the merchant's time zone, in which the site writes dates and counts days", async () => {
    // the demo merchant names none: UTC+8, the offset its days are settled in
    expect((await status()).utcOffsetMinutes).toBe(480);
    const setOffset = (offset: number | null) =>
      gw.database.db.query(
        offset === null
          ? `UPDATE merchants SET settings = settings - 'utcOffsetMinutes'`
          : `UPDATE merchants SET settings = settings || jsonb_build_object('utcOffsetMinutes', $1::int)`,
        offset === null ? [] : [offset],
      );
    await setOffset(-300);
    try {
      gw.clock.advance(5_000); // past the merchant cache
      expect((await status()).utcOffsetMinutes).toBe(-300);
    } finally {
      await setOffset(null);
      gw.clock.advance(5_000);
    }
  });
});

describe('help centre', () => {
  it('has categories and entries in MS, EN and CN, with the agent and term entries', async () => {
    for (const lang of ['MS', 'EN', 'CN']) {
      const { value } = (await gw.get(`/wps/system/helpCenter?lang=${lang}&device=WEB`)).json();
      expect(value.language).toBe(lang);
      const codes = value.categories.flatMap((c: { entries: { code: string }[] }) => c.entries.map((e) => e.code));
      expect(codes).toEqual(expect.arrayContaining(['agent', 'term', 'register', 'deposit', 'withdraw']));
      for (const category of value.categories) {
        expect(category.title).not.toBe('');
        for (const entry of category.entries) expect(entry.content).toMatch(/^<(p|ol|ul|h3)>/);
      }
    }
    const english = (await gw.get('/wps/system/helpCenter?lang=EN&device=WEB')).json().value;
    const term = english.categories
      .flatMap((c: { entries: { code: string; content: string }[] }) => c.entries)
      .find((e: { code: string }) => e.code === 'term');
    expect(term.content).toContain('21 years of age');
  });

  it('falls back to the merchant default for a language without help', async () => {
    const { value } = (await gw.get('/wps/system/helpCenter?lang=JA&device=WEB')).json();
    expect(value.language).toBe('MS');
    expect(value.categories[0].title).toBe('Tentang kami');
  });
});

describe('VIP', () => {
  it('lists the ranks with growing benefits, and the caller rank with a token', async () => {
    const guest = (await gw.get('/wps/relay/MCSFE_getVipRanks')).json().value;
    expect(guest.enabled).toBe(true);
    expect(guest.currentLevel).toBeNull();
    expect(guest.ranks.map((r: { level: number }) => r.level)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(guest.ranks[2]).toMatchObject({ name: 'Gold', depositRequired: 20000, benefits: { rebateRate: 0.6, dedicatedService: false } });
    for (let i = 1; i < guest.ranks.length; i++) {
      expect(guest.ranks[i].depositRequired).toBeGreaterThan(guest.ranks[i - 1].depositRequired);
      expect(guest.ranks[i].benefits.rebateRate).toBeGreaterThan(guest.ranks[i - 1].benefits.rebateRate);
    }
    const token = await tokenOf('demo_player', 'Player2026!');
    expect((await gw.get('/wps/relay/MCSFE_getVipRanks', { token })).json().value.currentLevel).toBe(3);
  });

  it('member info carries the club rank, which the operator can change', async () => {
    const token = await tokenOf('demo_player', 'Player2026!');
    expect((await gw.get('/wps/member/info', { token })).json().value.clubLabel).toEqual({ labelName: 'Gold', rankLevel: 3 });
    expect((await admin('vip', 'set', 'demo_player', '6')).code).toBe(0);
    expect((await gw.get('/wps/member/info', { token })).json().value.clubLabel).toEqual({ labelName: 'Royal', rankLevel: 6 });
    expect((await admin('vip', 'set', 'demo_player', '9')).code).toBe(1);
    expect((await admin('vip', 'set', 'demo_player', '3')).code).toBe(0);
  });
});

describe('customer service', () => {
  it('serves the desks once: the status entries equal value.version.pathList, both opening the local chat page', async () => {
    const { value } = (await gw.get('/wps/system/customerService')).json();
    const { pathList } = value.version;
    expect(pathList.map((e: { csType: number; name: string; minRankLevel: number | null }) => [e.csType, e.name, e.minRankLevel])).toEqual([
      [3, 'livechat', null],
      [4, 'vip', 5],
    ]);
    expect((await status()).customerService).toEqual(pathList);
    expect(decryptLink(pathList[0].path)).toBe('https://play.example.test/cs/chat?desk=live');
    expect(decryptLink(pathList[1].path)).toBe('https://play.example.test/cs/chat?desk=vip');
    expect(pathList[0].path.slice(-8)).toBe('k7Qm2xPa');
    expect(value.preferredCsType).toBe(3);
  });

  it('points a member above rank 4 at the VIP desk', async () => {
    const player = await tokenOf('demo_player', 'Player2026!');
    const agent = await tokenOf('demo_agent', 'Agent2026!');
    expect((await gw.get('/wps/system/customerService', { token: player })).json().value.preferredCsType).toBe(3);
    expect((await gw.get('/wps/system/customerService', { token: agent })).json().value.preferredCsType).toBe(4);
    // a dead token is a guest, not an error: the maintenance screen uses this call too
    expect((await gw.get('/wps/system/customerService', { token: 'not-a-token' })).json().value.preferredCsType).toBe(3);
  });

  it('the chat page is a same-origin page whose one script runs under a fresh nonce', async () => {
    const first = await gw.get('/cs/chat?desk=vip&lang=EN');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^text\/html/);
    const policy = String(first.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    expect(policy).toContain("frame-ancestors 'self'");
    expect(first.body).toContain('VIP Service');
    expect(first.body.match(/<script/g)).toHaveLength(1);
    expect(first.body).toContain(`<script nonce="${nonce}">`);
    const second = await gw.get('/cs/chat');
    expect(String(second.headers['content-security-policy'])).not.toContain(nonce!);
    expect(second.body).toContain('Sembang Langsung'); // the merchant default, Malay
    expect((await gw.get('/cs/chat', { headers: { 'accept-language': 'zh-CN,zh;q=0.9' } })).body).toContain('在线客服');
  });
});

describe('pictures', () => {
  it('draws every picture the content uses as a cacheable WebP, its SVG source beside it', async () => {
    const { value } = (await gw.get('/wps/relay/MCSFE_getListAnnouncements?types=B,PR')).json();
    const urls = new Set<string>([
      ...value.banners.map((b: { imageUrl: string }) => b.imageUrl),
      ...value.promotion.map((p: { imageUrl: string }) => p.imageUrl),
    ]);
    for (const url of urls) {
      const response = await gw.get(url);
      expect(response.statusCode, url).toBe(200);
      // a WebP is decoded off the browser's main thread; an SVG is laid out and painted on it
      expect(url).toMatch(/^\/wps\/assets\/content\/[a-z0-9-]+\.webp$/);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
      expect(response.rawPayload.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(response.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
      const source = await gw.get(url.replace(/\.webp$/, '.svg'));
      expect(source.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(source.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]* viewBox="/);
      expect(source.body).not.toMatch(/<script|\son[a-z]+=/i);
    }
  });

  it('answers 304 to a matching ETag and 404 to an unknown or malformed name', async () => {
    const first = await gw.get('/wps/assets/content/banner-live.svg');
    const etag = String(first.headers.etag);
    const again = await gw.get('/wps/assets/content/banner-live.svg', { headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const webp = await gw.get('/wps/assets/content/banner-live.webp');
    expect(webp.headers.etag).not.toBe(etag);
    expect((await gw.get('/wps/assets/content/banner-live.webp', { headers: { 'if-none-match': String(webp.headers.etag) } })).statusCode).toBe(304);
    expect((await gw.get('/wps/assets/content/no-such-picture.svg')).statusCode).toBe(404);
    expect((await gw.get('/wps/assets/content/no-such-picture.webp')).statusCode).toBe(404);
    expect((await gw.get('/wps/assets/content/..%2Fseed.ts')).statusCode).toBe(404);
    expect((await gw.get('/wps/assets/content/banner-live.png')).statusCode).toBe(404);
  });
});
