/** The HTTP edge: headers, envelope unwrap and error mapping, against a stubbed fetch. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../../src/api/client';
import { fetchCaptcha } from '../../../src/api/captcha.api';

type Handler = (request: Request) => Response | Promise<Response>;

function stubFetch(handler: Handler) {
  const seen: Request[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(String(input), 'http://site.test'), init);
    seen.push(request);
    return handler(request);
  });
  return seen;
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api client', () => {
  it('sends the gateway headers and unwraps the envelope', async () => {
    sessionStorage.setItem('token', 'tok-123');
    sessionStorage.setItem('merchantCode', 'demo');
    localStorage.setItem('hisLang', 'EN');
    const seen = stubFetch(() => json({ success: true, value: { account: 'demo_player' } }));
    await expect(callApi('/wps/member/info', { token: true })).resolves.toEqual({ account: 'demo_player' });
    const headers = seen[0].headers;
    expect(headers.get('Authorization')).toBe('tok-123');
    expect(headers.get('Merchant')).toBe('demo');
    expect(headers.get('Language')).toBe('EN');
    expect(headers.get('Device')).toBe('web');
    expect(headers.get('X-Gateway-Version')).toBe('3');
  });

  it('sends no Authorization on public calls, Malay by default and no Merchant before boot', async () => {
    sessionStorage.setItem('token', 'tok-123');
    const seen = stubFetch(() => json({ success: true, value: null }));
    await callApi('/wps/system/status');
    expect(seen[0].headers.get('Authorization')).toBeNull();
    expect(seen[0].headers.get('Merchant')).toBeNull();
    expect(seen[0].headers.get('Language')).toBe('MS');
  });

  it('turns a business failure into its code and value', async () => {
    stubFetch(() => json({ success: false, errorCode: 'login.failed', message: 'Incorrect username or password', value: { captcha: true } }));
    await expect(callApi('/wps/session/login/freeplay', { method: 'POST', body: {} })).rejects.toEqual({
      errorCode: 'login.failed',
      value: { captcha: true },
    });
  });

  it('reads the envelope of an HTTP error', async () => {
    stubFetch(() => json({ success: false, errorCode: 'login.not.session', message: 'Not logged in', value: null }, 401));
    await expect(callApi('/wps/member/info', { token: true })).rejects.toEqual({ errorCode: 'login.not.session', value: null });
  });

  it('maps a 500 without envelope to system.error and a failed connection to network.error', async () => {
    stubFetch(() => new Response('boom', { status: 500 }));
    await expect(callApi('/wps/system/status')).rejects.toEqual({ errorCode: 'system.error', value: null });
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(callApi('/wps/system/status')).rejects.toEqual({ errorCode: 'network.error', value: null });
  });

  it('fetches the captcha as base64 and accepts the nested variant', async () => {
    stubFetch(() => json({ success: true, value: 'iVBORw0' }));
    await expect(fetchCaptcha()).resolves.toBe('iVBORw0');
    stubFetch(() => json({ success: true, value: { img: 'iVBORw1' } }));
    await expect(fetchCaptcha()).resolves.toBe('iVBORw1');
  });
});
