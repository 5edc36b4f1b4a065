/**
 * The merchant's social channels (the right bar's Facebook, Telegram and WhatsApp links): none on a
 * freshly seeded site, set and taken away by the operator's `social` command and served in the
 * status call's right bar once set; the example addresses older demo databases carry are dropped
 * at the next start, an address the operator set is kept.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeAdminCommand, parseAdminArgs, UsageError } from '../../server/admin/admin.commands';
import { seed } from '../../server/db/seed';
import { startTestGateway } from './support/test-gateway';
import type { TestGateway } from './support/test-gateway';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(() => gw?.close());

const admin = (...argv: string[]) =>
  executeAdminCommand(gw.database.db, parseAdminArgs(argv), { hasher: gw.app.ctx.providers.hasher, now: gw.clock.now, via: 'cli' });

async function rightBar() {
  gw.clock.advance(5_000); // past the merchant cache
  return (await gw.get('/wps/system/status')).json().value.info.rightBar;
}

const NO_CHANNELS = { liveChat: true, facebook: null, telegram: [], whatsapp: null };

describe('social channels', () => {
  it('are unset on a freshly seeded site: the right bar offers live chat only', async () => {
    expect(await rightBar()).toEqual(NO_CHANNELS);
    expect((await admin('social', 'list')).stdout).toContain('(no social channels set)');
  });

  it('are set and taken away by the operator, and served once set', async () => {
    expect((await admin('social', 'facebook', 'https://www.facebook.com/demogaming')).code).toBe(0);
    expect((await admin('social', 'telegram', 'https://t.me/demogaming')).code).toBe(0);
    expect((await admin('social', 'telegram2', 'https://t.me/demogaming_vip')).code).toBe(0);
    expect((await admin('social', 'whatsapp', 'https://wa.me/639171234567')).code).toBe(0);
    expect(await rightBar()).toEqual({
      liveChat: true,
      facebook: 'https://www.facebook.com/demogaming',
      telegram: ['https://t.me/demogaming', 'https://t.me/demogaming_vip'],
      whatsapp: 'https://wa.me/639171234567',
    });
    expect((await admin('social', 'list')).stdout).toContain('telegram2\thttps://t.me/demogaming_vip');

    // a new address replaces the old one
    expect((await admin('social', 'facebook', 'https://www.facebook.com/demogaming.ph')).code).toBe(0);
    expect((await rightBar()).facebook).toBe('https://www.facebook.com/demogaming.ph');

    for (const channel of ['facebook', 'telegram', 'telegram2', 'whatsapp']) expect((await admin('social', channel, 'off')).code).toBe(0);
    expect(await rightBar()).toEqual(NO_CHANNELS);
  });

  it.each([
    [['social']],
    [['social', 'instagram', 'https://instagram.com/demo']],
    [['social', 'facebook']],
    [['social', 'facebook', 'http://www.facebook.com/demo']],
    [['social', 'facebook', 'javascript:alert(1)']],
    [['social', 'facebook', 'facebook.com/demo']],
    [['social', 'facebook', 'https://www.facebook.com/demo', '--merchant']],
  ])('refuses %j with a usage error', (argv) => {
    expect(() => parseAdminArgs(argv)).toThrow(UsageError);
  });

  it('drops the example addresses an older demo database was seeded with, and keeps the operator’s', async () => {
    const merchantId = (await gw.database.db.query<{ id: number }>("SELECT id FROM merchants WHERE code = 'demo'")).rows[0].id;
    for (const [type, url] of [
      ['FACEBOOK', 'https://www.facebook.com/example'],
      ['TELEGRAM', 'https://t.me/example'],
    ]) {
      await gw.database.db.query('INSERT INTO resources (merchant_id, resource_type, url, label_name_en) VALUES ($1, $2, $3, $2)', [
        merchantId,
        type,
        url,
      ]);
    }
    expect((await admin('social', 'whatsapp', 'https://wa.me/639171234567')).code).toBe(0);
    await seed(gw.database.db, { hasher: gw.app.ctx.providers.hasher, now: gw.clock.now });
    expect(await rightBar()).toEqual({ liveChat: true, facebook: null, telegram: [], whatsapp: 'https://wa.me/639171234567' });
  });
});
