/**
 * System status: the merchant's public configuration, maintenance and region restriction from the
 * database (at most 5 s stale), the visitor's IP (socket, or X-Forwarded-For with TRUST_PROXY) and
 * country from the offline geoip database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptLink } from '../../server/crypto/des-link';
import { preloadGeo } from '../../server/system/region';
import { startTestGateway } from './support/test-gateway';
import type { TestGateway } from './support/test-gateway';

let gw: TestGateway;
beforeAll(async () => {
  await preloadGeo();
  gw = await startTestGateway();
});
afterAll(() => gw?.close());

const status = async (ip = '127.0.0.1', headers: Record<string, string> = {}, app = gw) =>
  (await app.app.inject({ method: 'GET', url: '/wps/system/status?url=localhost', remoteAddress: ip, headers })).json();

const flatten = (node: { modId: string; enabled: string; childrenNodes: unknown[] }): Record<string, boolean> =>
  Object.assign({ [node.modId]: node.enabled === '1' }, ...(node.childrenNodes as (typeof node)[]).map(flatten));

describe('public configuration', () => {
  it('describes the demo merchant', async () => {
    const body = await status();
    expect(body.success).toBe(true);
    const { value } = body;
    expect(value).toMatchObject({
      maintenance: false,
      maintenanceEnd: null,
      maintenanceMessage: null,
      regionRestriction: false,
      location: { ip: '127.0.0.1', country: null },
    });
    expect(value.info).toMatchObject({
      merchantCode: 'demo',
      currencySymbol: 'P',
      defaultLanguage: 'MS',
      loginedToHomePage: false,
      domainRoute: [],
      analytics: { gtagId: null },
      mainDomain: expect.any(String),
      imageCDNs: expect.any(Array),
      launchGameCDNs: expect.any(Array),
    });
    expect(value.info.languages.length).toBeGreaterThanOrEqual(35);
    expect(value.info.languages).toEqual(expect.arrayContaining(['MS', 'EN', 'CN']));
    expect(value.info.whitelabel.modId).toBe('ROOT');
    expect(flatten(value.info.whitelabel)).toMatchObject({
      USERNAMEREG3: true,
      MOBILENUMREG3: true,
      MOBILENUMPASSREG3: true,
      REGMOBVERF3: true,
      FREEPLAY3: true,
      PWDEXPFORCECHANGE3: true,
      MOBILEVERCODELOGIN3: false,
      DIRECTREG3: true,
      CHNGPASSVERIF3: false,
      SHOWCAPTCHA3: false,
      MEMBERCENTER3: true,
      AGENTCENTER3: true,
      VIP3: true,
      AGETRANSFERUP3: true,
      HOURSAL3: true,
      DAILYSAL3: true,
      REALTIMESAL3: true,
      SIGNCONDIV3: true,
      REFERRAL3: true,
    });
    for (const field of [
      'username',
      'password',
      'payeeName',
      'paymentPassword',
      'qqNum',
      'line',
      'whatsapp',
      'facebook',
      'wechat',
      'idNumber',
      'email',
      'mobileNum',
      'affiliateCode',
      'captcha',
      'recommenderId',
    ]) {
      expect(value.info.register[field], field).toMatchObject({
        enabled: expect.any(Boolean),
        required: expect.any(Boolean),
        acceptedPattern: expect.any(String),
        patternId: expect.any(Number),
        minLength: expect.any(Number),
        maxLength: expect.any(Number),
      });
    }
    expect(new RegExp(value.info.register.username.acceptedPattern).test('player1')).toBe(true);
    expect(value.info.resources.map((r: { resourceType: string }) => r.resourceType)).toEqual(['Android', 'IOS']);
  });

  it('gives the live-chat link as DES-ECB ciphertext plus its 8-character key', async () => {
    const { value } = await status();
    const liveChat = value.info.customerService.find((c: { csType: number }) => c.csType === 3);
    expect(liveChat.path).toMatch(/^[A-Za-z0-9+/=]+.{8}$/);
    expect(decryptLink(liveChat.path)).toMatch(/^https?:\/\//);
  });
});

describe('maintenance', () => {
  it('shows maintenance with end and message, at most 5 s after the database changed', async () => {
    const until = new Date(gw.clock.now().getTime() + 3_600_000);
    await status(); // cache filled
    await gw.database.db.query('UPDATE maintenance SET enabled = true, until = $1, message = $2 WHERE id = 1', [until, 'Upgrading the wallet']);
    gw.clock.advance(4_000);
    expect((await status()).value.maintenance).toBe(false); // cached view, < 5 s old
    gw.clock.advance(1_000);
    expect((await status()).value).toMatchObject({ maintenance: true, maintenanceEnd: until.getTime(), maintenanceMessage: 'Upgrading the wallet' });

    gw.clock.advance(3_600_000); // the announced end has passed
    expect((await status()).value).toMatchObject({ maintenance: false, maintenanceEnd: null, maintenanceMessage: null });
    await gw.database.db.query('UPDATE maintenance SET enabled = false, until = NULL, message = NULL WHERE id = 1');
    gw.clock.advance(5_000);
  });
});

describe('region restriction', () => {
  it('restricts by CIDR range (IPv4 and IPv6) and by country', async () => {
    await gw.database.db.query(
      `INSERT INTO region_rules (kind, value) VALUES ('cidr', '198.51.100.0/24'), ('cidr', '2001:db8::/32'), ('country', 'US')`,
    );
    gw.clock.advance(5_000);
    expect((await status('198.51.100.77')).value).toMatchObject({ regionRestriction: true, location: { ip: '198.51.100.77' } });
    expect((await status('::ffff:198.51.100.8')).value).toMatchObject({ regionRestriction: true, location: { ip: '198.51.100.8' } });
    expect((await status('2001:db8::1')).value.regionRestriction).toBe(true);
    expect((await status('8.8.8.8')).value).toMatchObject({ regionRestriction: true, location: { ip: '8.8.8.8', country: 'US' } });
    expect((await status('198.51.101.1')).value.regionRestriction).toBe(false);
    expect((await status('127.0.0.1')).value.regionRestriction).toBe(false);
    await gw.database.db.query('DELETE FROM region_rules');
    gw.clock.advance(5_000);
    expect((await status('8.8.8.8')).value.regionRestriction).toBe(false);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    const forwarded = { 'x-forwarded-for': '8.8.4.4, 10.0.0.1' };
    expect((await status('10.1.2.3', forwarded)).value.location.ip).toBe('10.1.2.3');
    const proxied = await startTestGateway({ config: { trustProxy: true } });
    try {
      expect((await status('10.1.2.3', forwarded, proxied)).value.location).toEqual({ ip: '8.8.4.4', country: 'US' });
    } finally {
      await proxied.close();
    }
  });
});
