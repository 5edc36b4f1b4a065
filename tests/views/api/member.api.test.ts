/**
 * The unread count, asked for by two charts as a centre page opens (the header's badge, the centre
 * menu's): one request while one is on its way, a new one after it settles, and never one session's
 * answer for another's.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadUnreadCount } from '../../../src/api/member.api';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** Each count request waits until the test answers it; the token it carried is kept. */
function heldCountRequests() {
  const requests: Array<{ token: string | null; answer: (count: number) => void }> = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    expect(String(input)).toContain('/wps/relay/CSP_unreadCount');
    const token = new Headers(init?.headers).get('Authorization');
    return new Promise<Response>((resolve) => {
      requests.push({ token, answer: (count) => resolve(json({ success: true, value: { count } })) });
    });
  });
  return requests;
}

const untilRequests = async (requests: unknown[], n: number) => vi.waitFor(() => expect(requests).toHaveLength(n));

beforeEach(() => window.sessionStorage.setItem('token', 'token-of-a'));
afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

describe('loadUnreadCount', () => {
  it('answers two asks made while one call is on its way with that one call', async () => {
    const requests = heldCountRequests();
    const header = loadUnreadCount();
    const centreMenu = loadUnreadCount();
    await untilRequests(requests, 1);
    requests[0].answer(3);
    await expect(Promise.all([header, centreMenu])).resolves.toEqual([3, 3]);
    expect(requests).toHaveLength(1);
  });

  it('calls again once the call has settled: a later ask gets a fresh count', async () => {
    const requests = heldCountRequests();
    const first = loadUnreadCount();
    await untilRequests(requests, 1);
    requests[0].answer(3);
    await expect(first).resolves.toBe(3);
    const later = loadUnreadCount();
    await untilRequests(requests, 2);
    requests[1].answer(0);
    await expect(later).resolves.toBe(0);
  });

  it("never answers one session's ask with a call made for another", async () => {
    const requests = heldCountRequests();
    const forA = loadUnreadCount();
    window.sessionStorage.setItem('token', 'token-of-b');
    const forB = loadUnreadCount();
    await untilRequests(requests, 2);
    expect(requests.map((request) => request.token)).toEqual(['token-of-a', 'token-of-b']);
    requests[0].answer(5);
    requests[1].answer(1);
    await expect(Promise.all([forA, forB])).resolves.toEqual([5, 1]);
  });
});
