/**
 * Captcha: PNG without a data: prefix, HttpOnly SameSite=Strict cookie, single use, 2-minute
 * expiry, bound to the cookie holder, case-insensitive; the dev answer endpoint only outside
 * production; the per-IP rate limit on captcha and login.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway } from './support/test-gateway';
import type { TestGateway } from './support/test-gateway';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(() => gw?.close());

/** Puts a subject into captchaRequired with three wrong passwords. */
async function requireCaptcha(username: string) {
  for (let i = 0; i < 3; i++) await gw.login(username, 'wrong-pass-1');
}

describe('captcha image', () => {
  it('returns a bare base64 PNG and a captchaId cookie', async () => {
    const response = await gw.get('/wps/captcha?t=1');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.value).not.toMatch(/^data:/);
    const png = Buffer.from(body.value, 'base64');
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.length).toBeGreaterThan(500);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^captchaId=[A-Za-z0-9_-]+; /);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('Max-Age=120');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('stores the answer hashed; the dev endpoint gives 4 unambiguous characters', async () => {
    const { cookie, answer } = await gw.captcha();
    expect(answer).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{4}$/);
    const id = cookie.split('=')[1];
    const row = (await gw.database.db.query<{ answer_hash: string }>('SELECT answer_hash FROM captcha_challenges WHERE id = $1', [id])).rows[0];
    expect(row.answer_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.answer_hash).not.toContain(answer);
    expect((await gw.get('/dev/captcha/answer')).statusCode).toBe(404);
  });
});

describe('captcha on login', () => {
  it('accepts the answer in any case', async () => {
    await requireCaptcha('demo_player');
    const { cookie, answer } = await gw.captcha();
    const body = (await gw.login('demo_player', 'Player2026!', { captcha: answer.toLowerCase(), cookie })).json();
    expect(body.success).toBe(true);
  });

  it('is single use: a second attempt with the same captcha is refused', async () => {
    await requireCaptcha('single_use');
    const { cookie, answer } = await gw.captcha();
    expect((await gw.login('single_use', 'wrong-pass-1', { captcha: answer, cookie })).json().errorCode).toBe('login.failed');
    expect((await gw.login('single_use', 'wrong-pass-1', { captcha: answer, cookie })).json().errorCode).toBe('captcha.invalid');
    expect((await gw.get('/dev/captcha/answer', { headers: { cookie } })).statusCode).toBe(404);
  });

  it('is consumed by a wrong answer too', async () => {
    await requireCaptcha('wrong_answer');
    const { cookie, answer } = await gw.captcha();
    const wrongAnswer = answer === 'AAAA' ? 'BBBB' : 'AAAA';
    expect((await gw.login('wrong_answer', 'wrong-pass-1', { captcha: wrongAnswer, cookie })).json().errorCode).toBe('captcha.invalid');
    expect((await gw.login('wrong_answer', 'wrong-pass-1', { captcha: answer, cookie })).json().errorCode).toBe('captcha.invalid');
  });

  it('expires after 2 minutes', async () => {
    await requireCaptcha('expiring');
    const { cookie, answer } = await gw.captcha();
    gw.clock.advance(120_001);
    expect((await gw.login('expiring', 'wrong-pass-1', { captcha: answer, cookie })).json().errorCode).toBe('captcha.invalid');
  });

  it('is bound to the cookie holder: an answer under another cookie fails', async () => {
    await requireCaptcha('binding');
    const mine = await gw.captcha();
    const theirs = await gw.captcha();
    expect((await gw.login('binding', 'wrong-pass-1', { captcha: theirs.answer, cookie: mine.cookie })).json().errorCode).toBe('captcha.invalid');
    expect((await gw.login('binding', 'wrong-pass-1', { captcha: theirs.answer })).json().errorCode).toBe('captcha.invalid');
  });
});

describe('production mode', () => {
  it('has no dev endpoint and keeps no plaintext answer', async () => {
    const prod = await startTestGateway({ config: { nodeEnv: 'production' } });
    try {
      const response = await prod.get('/wps/captcha');
      const cookie = String(response.headers['set-cookie']).split(';')[0];
      expect((await prod.get('/dev/captcha/answer', { headers: { cookie } })).statusCode).toBe(404);
      const rows = await prod.database.db.query<{ dev_answer: string | null }>('SELECT dev_answer FROM captcha_challenges');
      expect(rows.rows.every((r) => r.dev_answer === null)).toBe(true);
    } finally {
      await prod.close();
    }
  });
});

describe('rate limit', () => {
  it('answers 429 TOO_MANY_REQUESTS per IP past the limit, for a minute', async () => {
    const limited = await startTestGateway({ config: { rateLimitPerMinute: 5 } });
    try {
      const from = (ip: string) => limited.app.inject({ method: 'GET', url: '/wps/captcha', remoteAddress: ip });
      for (let i = 0; i < 5; i++) expect((await from('203.0.113.5')).statusCode).toBe(200);
      const refused = await from('203.0.113.5');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        success: false,
        value: { retryAfterSeconds: 60 },
        errorCode: 'TOO_MANY_REQUESTS',
        message: expect.any(String),
      });
      expect(refused.headers['retry-after']).toBe('60');
      expect((await from('203.0.113.6')).statusCode).toBe(200);
      for (let i = 0; i < 5; i++) await limited.login('demo_player', 'wrong-pass-1', { ip: '203.0.113.7' });
      expect((await limited.login('demo_player', 'wrong-pass-1', { ip: '203.0.113.7' })).statusCode).toBe(429);
      limited.clock.advance(60_000);
      expect((await from('203.0.113.5')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
