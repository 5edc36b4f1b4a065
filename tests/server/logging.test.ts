/**
 * Logs are structured JSON and carry no secrets: passwords, tokens, captcha answers, the
 * Encryption header and cookies never appear, even at trace level and on failures.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { publicKeyFromModulus, seal } from './support/seal';
import { startTestGateway } from './support/test-gateway';
import type { TestGateway } from './support/test-gateway';

let gw: TestGateway;
const lines: string[] = [];

beforeAll(async () => {
  gw = await startTestGateway({
    logger: { level: 'trace', stream: { write: (line: string) => void lines.push(line) } },
    setup: (app) => {
      app.get('/wps/test/log-secrets', async (request) => {
        // a careless log call: redaction still hides the secret fields
        request.log.info({ password: 'Leaky-pass-1', body: { newPassword: 'Leaky-pass-2', token: 'leaky-token' } }, 'careless');
        return { success: true, value: null };
      });
    },
  });
});
afterAll(() => gw?.close());

it('logs requests as JSON without any secret', async () => {
  const { cookie, answer } = await gw.captcha();
  const response = await gw.login('demo_player', 'Player2026!', { captcha: answer, cookie });
  const token = response.json().value.token as string;
  await gw.login('demo_player', 'Wrong-secret-99');
  const body = { oldPassword: 'Player2026!', newPassword: 'Player2027!x', confirmNewPassword: 'Player2027!x' };
  const { payload, encryption } = seal(publicKeyFromModulus(gw.app.ctx.serverKey.modulusHex), {
    method: 'POST',
    path: '/wps/member/password',
    body,
    ts: gw.clock.now().getTime(),
  });
  const changed = await gw.app.inject({
    method: 'POST',
    url: '/wps/member/password',
    payload,
    headers: { authorization: token, encryption, cookie },
  });
  expect(changed.json().success).toBe(true);
  await gw.get('/wps/member/info', { token: `Bearer ${token}` });
  await gw.get(`/wps/member/info?token=${token}`);
  await gw.get('/wps/test/log-secrets');

  expect(lines.length).toBeGreaterThan(5);
  const entries = lines.map((line) => JSON.parse(line));
  expect(entries.some((e) => e.req?.url === '/wps/session/login')).toBe(true);
  const all = lines.join('\n');
  for (const secret of [
    'Player2026!',
    'Wrong-secret-99',
    'Player2027!x',
    token,
    answer,
    cookie.split('=')[1],
    encryption.slice(0, 40),
    'Leaky-pass-1',
    'Leaky-pass-2',
    'leaky-token',
  ]) {
    expect(all, `log contains ${secret.slice(0, 12)}…`).not.toContain(secret);
  }
  expect(all).toContain('[redacted]');
  expect(all).not.toMatch(/"(body|payload)":\s*\{"value"/);
});

it('writes one line per request, when it is answered, with what it asked and how it was answered', async () => {
  lines.length = 0;
  await gw.get('/wps/system/status');
  const entries = lines.map((line) => JSON.parse(line)).filter((e) => e.req?.url === '/wps/system/status' || e.msg === 'incoming request');
  expect(entries).toHaveLength(1);
  expect(entries[0]).toMatchObject({ msg: 'request completed', req: { method: 'GET', url: '/wps/system/status' }, res: { statusCode: 200 } });
  expect(typeof entries[0].responseTime).toBe('number');
});
