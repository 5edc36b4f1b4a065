/**
 * One failure shape out of src/api, against a stubbed fetch: whatever goes wrong (a refusal in the
 * envelope, an HTTP error with or without one, no connection, a timeout, a payload codec that
 * cannot seal, an answer the mapping cannot read) rejects with a plain `{ errorCode, value }` and
 * nothing else, so a chart's `xstate.error.actor.*` event and a recorded trace hold it as it was.
 * Calls whose chart reads more of a failure add only that, still as plain data.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../../src/api/client';
import { fetchCaptcha } from '../../../src/api/captcha.api';
import { launchGame } from '../../../src/api/game-launch.api';
import { loginFreePlay } from '../../../src/api/login.api';
import { confirmPhoneCode } from '../../../src/api/phone-auth.api';
import { sendSmsCode } from '../../../src/api/verification.api';
import { loadBalance } from '../../../src/api/wallet.api';

type Handler = (request: Request, init?: RequestInit) => Response | Promise<Response>;

function stubFetch(handler: Handler) {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) =>
    handler(new Request(new URL(String(input), 'http://site.test'), init), init),
  );
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** What `call` rejects with; fails the test when it resolves. */
async function rejectionOf(call: () => Promise<unknown>): Promise<unknown> {
  return call().then(
    (value) => {
      throw new Error(`resolved with ${JSON.stringify(value)}`);
    },
    (error: unknown) => error,
  );
}

/** Exactly `expected`, as a plain object that survives JSON (what a trace keeps of it). */
function expectPlainFailure(failure: unknown, expected: Record<string, unknown>) {
  expect(failure).toStrictEqual(expected);
  expect(Object.getPrototypeOf(failure)).toBe(Object.prototype);
  expect(JSON.parse(JSON.stringify(failure))).toStrictEqual(failure);
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('every failure of a gateway call is { errorCode, value }', () => {
  it("a refusal in the envelope: the gateway's code and value", async () => {
    stubFetch(() => json({ success: false, errorCode: 'sms.code.invalid', message: 'Wrong code', value: { triesLeft: 2 } }));
    expectPlainFailure(await rejectionOf(() => callApi('/wps/member/info', { token: true })), {
      errorCode: 'sms.code.invalid',
      value: { triesLeft: 2 },
    });
  });

  it('a refusal without a value or a code: value null, system.error', async () => {
    stubFetch(() => json({ success: false, message: 'no code' }));
    expectPlainFailure(await rejectionOf(() => callApi('/wps/member/info')), { errorCode: 'system.error', value: null });
  });

  it('an HTTP error with the envelope: its code and value', async () => {
    stubFetch(() => json({ success: false, errorCode: 'sms.too.early', message: 'Wait', value: { retryAfterSeconds: 42 } }, 429));
    expectPlainFailure(await rejectionOf(() => callApi('/wps/verification/sms/noLogin', { method: 'POST', body: {} })), {
      errorCode: 'sms.too.early',
      value: { retryAfterSeconds: 42 },
    });
  });

  it('HTTP 500 without an envelope: system.error', async () => {
    stubFetch(() => new Response('<html>boom</html>', { status: 500, headers: { 'content-type': 'text/html' } }));
    expectPlainFailure(await rejectionOf(() => callApi('/wps/system/status')), { errorCode: 'system.error', value: null });
  });

  it('HTTP 404 without an envelope: the status in the code', async () => {
    stubFetch(() => new Response('not here', { status: 404 }));
    expectPlainFailure(await rejectionOf(() => callApi('/wps/relay/CSP_unreadCount', { token: true })), { errorCode: 'http.404', value: null });
  });

  it('no connection: network.error', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    expectPlainFailure(await rejectionOf(() => callApi('/wps/system/status')), { errorCode: 'network.error', value: null });
  });

  it('no answer within the 30 s timeout: network.error', async () => {
    vi.useFakeTimers();
    stubFetch(
      (_request, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const pending = rejectionOf(() => callApi('/wps/system/status'));
    await vi.advanceTimersByTimeAsync(30_000);
    expectPlainFailure(await pending, { errorCode: 'network.error', value: null });
  });

  it('a sealed call where the payload codec cannot seal: its payload.* code, nothing sent', async () => {
    const sent = vi.fn();
    stubFetch(() => {
      sent();
      return json({ success: true, value: null });
    });
    // an insecure origin has no WebCrypto: the codec refuses instead of sending plaintext
    vi.stubGlobal('crypto', {});
    expectPlainFailure(await rejectionOf(() => callApi('/wps/session/login', { method: 'POST', encrypt: true, body: {} })), {
      errorCode: 'payload.crypto.unavailable',
      value: null,
    });
    expect(sent).not.toHaveBeenCalled();
  });

  it('an answer the call cannot read: a code of its own, or system.error', async () => {
    stubFetch(() => json({ success: true, value: { picture: 42 } }));
    expectPlainFailure(await rejectionOf(() => fetchCaptcha()), { errorCode: 'system.error', value: null });
    stubFetch(() => json({ success: true, value: { sumBalance: 'lots' } }));
    expectPlainFailure(await rejectionOf(() => loadBalance()), { errorCode: 'wallet.balance.invalid', value: null });
  });

  it("the phone identity provider's refusal: its auth/ code, the wait as the value", async () => {
    stubFetch(() => json({ error: { code: 'auth/too-many-requests', message: 'slow down', retryAfterSeconds: 60 } }, 429));
    expectPlainFailure(await rejectionOf(() => confirmPhoneCode({ projectId: 'demo', sessionInfo: 's', code: '000000' })), {
      errorCode: 'auth/too-many-requests',
      value: { retryAfterSeconds: 60 },
    });
  });
});

describe("beside the code, only what a call's chart reads of the failure", () => {
  it('a refused login says whether a captcha comes next', async () => {
    stubFetch(() => json({ success: false, errorCode: 'login.failed', value: { captcha: true } }));
    expectPlainFailure(await rejectionOf(() => loginFreePlay()), { errorCode: 'login.failed', value: { captcha: true }, captchaRequired: true });
  });

  it('a refused SMS send carries the wait the countdown shows', async () => {
    stubFetch(() => json({ success: false, errorCode: 'sms.too.early', value: { retryAfterSeconds: 42 } }, 429));
    const request = { purpose: 'noLogin' as const, mobileNum: '9171234567', countryDialingCode: '63', humanCheckToken: null };
    expectPlainFailure(await rejectionOf(() => sendSmsCode(request)), {
      errorCode: 'sms.too.early',
      value: { retryAfterSeconds: 42 },
      retryAfterSeconds: 42,
    });
  });

  it('a launch refused for maintenance carries the suggested games as the launch takes them', async () => {
    const wire = { nodeId: 5001, gameCode: 'GLX_1', gameName: 'Star Reels', gameType: 'rng', vassalage: 'GLX' };
    stubFetch(() => json({ success: false, errorCode: 'game.maintenance', value: { suggestions: [wire, { gameName: 'no id' }] } }));
    const query = { nodeId: '1', gameCode: 'G1', vassalage: 'SPB', gameType: 'RNG', language: 'EN', backUrl: '/rng', accountType: 1 as const };
    expectPlainFailure(await rejectionOf(() => launchGame(query)), {
      errorCode: 'game.maintenance',
      value: { suggestions: [wire, { gameName: 'no id' }] },
      suggestions: [{ nodeId: '5001', gameCode: 'GLX_1', gameName: 'Star Reels', gameType: 'RNG', vassalage: 'GLX', isGame: 'GAME' }],
    });
  });
});
