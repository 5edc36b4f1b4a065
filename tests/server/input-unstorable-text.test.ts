/**
 * Text the database cannot store (NUL, and UTF-16 halves without their pair, which UTF-8 cannot
 * encode) is refused at the edge with a field-level 400 request_param_err, wherever it arrives:
 * query, path parameters, plain bodies (JSON or form), the opened body of an encrypted call and
 * cookies. PostgreSQL and PGlite both fail on NUL ("invalid byte sequence for encoding UTF8: 0x00")
 * and store a lone surrogate as U+FFFD (text) or fail (jsonb), so without this a visitor could
 * cause a 500 or have their input silently changed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../../server/http/envelope';
import { startTestGateway } from './support/test-gateway';
import type { TestGateway } from './support/test-gateway';

const NOT_ALLOWED = 'contains a character that is not allowed';
let gw: TestGateway;

beforeAll(async () => {
  gw = await startTestGateway({
    setup: (app) => {
      // a route that checks nothing itself: whatever reaches it reached the handler
      app.post('/wps/test/echo', async (request) => ok(request.body ?? null));
      app.get('/wps/test/echo/:name', async (request) => ok({ params: request.params, query: request.query }));
    },
  });
});
afterAll(async () => gw?.close());

const refusedField = (field: string) => ({
  success: false,
  errorCode: 'request_param_err',
  message: `${field}: ${NOT_ALLOWED}`,
  value: { fields: { [field]: NOT_ALLOWED } },
});

describe('NUL in input', () => {
  it('refuses a NUL in a query parameter naming the field, not a 500', async () => {
    const response = await gw.get('/wps/check/username?username=a%00b');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusedField('username'));
  });

  it('refuses a NUL in the merchant named by the social-login popup with 400', async () => {
    const response = await gw.get('/wps/social/google/begin?merchant=a%00b');
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('request_param_err');
    expect(response.body).not.toContain('system.error');
  });

  it('refuses a NUL inside an encrypted login once it is opened', async () => {
    const response = await gw.sealed('POST', '/wps/session/login', { username: 'a\u0000b', password: 'Player2026!', type: 'username' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusedField('username'));
  });

  it('refuses a NUL in a path parameter', async () => {
    const response = await gw.get('/wps/test/echo/a%00b');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusedField('name'));
  });

  it('refuses a NUL deep inside a JSON body, naming its path', async () => {
    const response = await gw.app.inject({ method: 'POST', url: '/wps/test/echo', payload: { profile: { names: ['fine', 'x\u0000'] } } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusedField('profile.names.1'));
  });

  it('refuses a NUL in a field name without echoing the name', async () => {
    const response = await gw.app.inject({
      method: 'POST',
      url: '/wps/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"a\\u0000b":1}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusedField('body'));
  });

  it('refuses a NUL in a form post', async () => {
    const response = await gw.app.inject({
      method: 'POST',
      url: '/wps/test/echo',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=a%00b&email=x%40example.com',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusedField('username'));
  });

  it('refuses a NUL in a cookie the gateway reads', async () => {
    const response = await gw.get('/dev/captcha/answer', { headers: { cookie: 'captchaId=a%00b' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'request_param_err', value: { fields: { 'cookie.captchaId': NOT_ALLOWED } } });
  });
});

describe('UTF-16 halves without their pair', () => {
  it('refuses a lone surrogate in a JSON body instead of storing U+FFFD', async () => {
    const response = await gw.app.inject({
      method: 'POST',
      url: '/wps/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"nickname":"a\\ud800b"}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusedField('nickname'));
    const low = await gw.app.inject({
      method: 'POST',
      url: '/wps/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"nickname":"\\udc00"}',
    });
    expect(low.json()).toEqual(refusedField('nickname'));
  });

  it('refuses a lone surrogate inside an encrypted body', async () => {
    const response = await gw.sealed('POST', '/wps/session/login', { username: 'player', password: 'pass\ud83dword', type: 'username' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusedField('password'));
  });

  it('accepts characters outside the basic plane, written as a proper pair, and other text', async () => {
    const text = 'Ünïcødé 😀 – ok\u0085\u007f';
    const response = await gw.app.inject({ method: 'POST', url: '/wps/test/echo', payload: { nickname: text } });
    expect(response.statusCode).toBe(200);
    expect(response.json().value).toEqual({ nickname: text });
    const query = await gw.get(`/wps/test/echo/x?q=${encodeURIComponent('😀')}`);
    expect(query.json().value.query).toEqual({ q: '😀' });
  });
});
