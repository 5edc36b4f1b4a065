/**
 * Telegram login on the real gateway: a payload signed with the bot token signs in (a first
 * sign-in creates the player, later ones find it); a tampered, foreign, stale or replayed payload
 * does not. The bot token here is a test value; the signing is Telegram's documented scheme.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signTelegramFields } from '../../server/social-login/telegram-login';
import { startTestGateway } from './support/test-gateway';
import type { TestGateway } from './support/test-gateway';

const BOT_TOKEN = '123456:test-bot-token-for-signatures';
let g: TestGateway;

beforeAll(async () => {
  g = await startTestGateway({ config: { telegram: { botToken: BOT_TOKEN, botName: 'demo_site_bot' } } });
  await setTelegram(true);
});
afterAll(() => g.close());

async function setTelegram(enabled: boolean) {
  await g.app.ctx.db.query(`UPDATE modules SET enabled = $1 WHERE mod_id = 'TELEGRAMLOGIN3'`, [enabled]);
  g.app.ctx.merchants.invalidate();
}

/** What the widget hands the browser, signed as Telegram signs it. */
function widgetPayload(fields: Record<string, string>, token = BOT_TOKEN) {
  const signed = { auth_date: String(Math.floor(g.clock.now().getTime() / 1000)), ...fields };
  return { ...signed, hash: signTelegramFields(signed, token) };
}

const login = async (payload: Record<string, string>) => (await g.app.inject({ method: 'POST', url: '/wps/session/login/telegram', payload })).json();

describe('Telegram login', () => {
  it('creates the player on the first sign-in and finds it on the next', async () => {
    const first = await login(widgetPayload({ id: '700001', first_name: 'Ann', username: 'ann_tg' }));
    expect(first.success, JSON.stringify(first)).toBe(true);
    expect(first.value).toMatchObject({ firstTimeLogin: true, mustChangePassword: false, customerType: 0 });
    const info = (await g.get('/wps/member/info', { token: first.value.token })).json().value;
    expect(info).toMatchObject({ nickname: 'Ann', type: 0 });
    g.clock.advance(60_000);
    const again = await login(widgetPayload({ id: '700001', first_name: 'Ann' }));
    expect(again.value).toMatchObject({ id: first.value.id, firstTimeLogin: false });
  });

  it('never forces a password change on a password-less player whose account is past the password age (SPEC §4)', async () => {
    const first = await login(widgetPayload({ id: '700010', first_name: 'Old' }));
    expect(first.success, JSON.stringify(first)).toBe(true);
    g.clock.advance(91 * 86_400_000); // past passwordMaxAgeDays, with PWDEXPFORCECHANGE3 on as seeded
    const later = await login(widgetPayload({ id: '700010', first_name: 'Old' }));
    expect(later.value).toMatchObject({ id: first.value.id, mustChangePassword: false });
    // the session is a full one: it reaches a route a must-change session may not
    const balance = await g.get('/wps/v2/wallets/balance', { token: later.value.token });
    expect(balance.json()).toMatchObject({ success: true });
  });

  it.each([
    ['a changed field', (p: Record<string, string>) => ({ ...p, id: '700099' })],
    ['a payload signed by another bot', () => widgetPayload({ id: '700002' }, '999:another-bot')],
    ['a payload two days old', () => widgetPayload({ id: '700002', auth_date: String(Math.floor(g.clock.now().getTime() / 1000) - 2 * 86_400) })],
    ['no signature', (p: Record<string, string>) => ({ ...p, hash: '' })],
  ])('refuses %s', async (_, make) => {
    const refused = await login(make(widgetPayload({ id: '700002' })));
    expect(refused).toMatchObject({ success: false, errorCode: 'social.login.failed' });
  });

  it('signs in once per signed payload: a replay is refused', async () => {
    const payload = widgetPayload({ id: '700003', first_name: 'Bo' });
    expect((await login(payload)).success).toBe(true);
    expect(await login(payload)).toMatchObject({ success: false, errorCode: 'social.login.failed' });
  });

  it('gives two simultaneous first sign-ins of one account the same player', async () => {
    const a = widgetPayload({ id: '700004', first_name: 'Cy' });
    g.clock.advance(1_000);
    const b = widgetPayload({ id: '700004', first_name: 'Cy' });
    const results = await Promise.all([login(a), login(b)]);
    expect(results.every((r) => r.success)).toBe(true);
    expect(results[0].value.id).toBe(results[1].value.id);
  });

  it('is offered in the status with the bot name only (never the token), and refused while switched off', async () => {
    const on = (await g.get('/wps/system/status')).json().value.info.social;
    expect(on).toEqual({
      telegram: { botName: 'demo_site_bot', botId: '123456', oauthUrl: 'https://oauth.telegram.org' },
      google: false,
      facebook: false,
    });
    expect(JSON.stringify((await g.get('/wps/system/status')).json())).not.toContain(BOT_TOKEN);
    await setTelegram(false);
    try {
      expect((await g.get('/wps/system/status')).json().value.info.social).toEqual({ telegram: null, google: false, facebook: false });
      const refused = await g.app.inject({ method: 'POST', url: '/wps/session/login/telegram', payload: widgetPayload({ id: '700005' }) });
      expect(refused.statusCode).toBe(403);
    } finally {
      await setTelegram(true);
    }
  });
});
