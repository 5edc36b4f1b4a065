/**
 * What the SPA needs to open Telegram's login popup: the bot's public name and numeric id and the
 * popup's origin (TELEGRAM_OAUTH_URL), all in the status call; the bot token's secret never is.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { startTestGateway } from './support/test-gateway';
import type { TestGateway } from './support/test-gateway';

const BOT_TOKEN = '7300451:AAF-secret-part-of-the-test-bot-token';

describe('TELEGRAM_OAUTH_URL', () => {
  it("defaults to Telegram's own origin", () => {
    expect(loadConfig({}).telegramOAuthUrl).toBe('https://oauth.telegram.org');
  });

  it('keeps only the origin of the address it is given', () => {
    expect(loadConfig({ TELEGRAM_OAUTH_URL: 'http://127.0.0.1:8123/auth?x=1' }).telegramOAuthUrl).toBe('http://127.0.0.1:8123');
  });

  it.each(['not an address', 'javascript:alert(1)', 'ftp://oauth.example.com'])('refuses to start with %s', (value) => {
    expect(() => loadConfig({ TELEGRAM_OAUTH_URL: value })).toThrow(/TELEGRAM_OAUTH_URL/);
  });
});

describe('Telegram in the status', () => {
  let g: TestGateway;
  beforeAll(async () => {
    g = await startTestGateway({
      config: { telegram: { botToken: BOT_TOKEN, botName: 'site_login_bot' }, telegramOAuthUrl: 'http://127.0.0.1:8123' },
    });
    await g.app.ctx.db.query(`UPDATE modules SET enabled = true WHERE mod_id = 'TELEGRAMLOGIN3'`);
    g.app.ctx.merchants.invalidate();
  });
  afterAll(() => g.close());

  it('names the bot, its numeric id and the popup origin, and nothing of the token after the id', async () => {
    const response = await g.get('/wps/system/status');
    expect(response.json().value.info.social.telegram).toEqual({ botName: 'site_login_bot', botId: '7300451', oauthUrl: 'http://127.0.0.1:8123' });
    expect(response.body).not.toContain('AAF-secret');
  });

  it('offers no Telegram login for a token without a numeric bot id (no popup could name the bot)', async () => {
    const odd = await startTestGateway({ database: g.database, config: { telegram: { botToken: 'not-a-bot-token', botName: 'x' } } });
    try {
      const response = await odd.get('/wps/system/status');
      expect(response.json().value.info.social.telegram).toBeNull();
      expect(response.body).not.toContain('not-a-bot-token');
    } finally {
      await odd.app.close();
    }
  });
});
