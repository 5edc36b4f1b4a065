/**
 * Social login calls against a stubbed fetch: a ticket goes to the ticket route, Telegram's answer
 * (the chart's opaque JSON) to the Telegram route with its fields as sent, and the session they
 * answer arrives as the chart's login result; a refusal arrives as its error code and value only.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { redeemSocialProof } from '../../../src/api/social-login.api';

function stubFetch(answer: unknown) {
  const seen: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(String(input), 'http://site.test'), init);
    seen.push({ method: request.method, path: new URL(request.url).pathname, body: init?.body ? JSON.parse(String(init.body)) : null });
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return seen;
}

const session = {
  token: 'tok-1',
  id: 9,
  userName: 'go_ann',
  customerType: 0,
  firstTimeLogin: true,
  passwordExpired: false,
  mustChangePassword: false,
};

afterEach(() => vi.unstubAllGlobals());

describe('social login calls', () => {
  it('redeems a ticket and answers the session the login chart expects', async () => {
    const seen = stubFetch({ success: true, value: session });
    await expect(redeemSocialProof({ provider: 'google', proofToken: 'ticket-1' })).resolves.toEqual({
      token: 'tok-1',
      firstTimeLogin: true,
      mustChangePassword: false,
      customerType: 0,
    });
    expect(seen).toEqual([{ method: 'POST', path: '/wps/session/login/social', body: { ticket: 'ticket-1' } }]);
  });

  it("sends Telegram's answer field for field to the Telegram route", async () => {
    const seen = stubFetch({ success: true, value: { ...session, firstTimeLogin: false } });
    const answer = { id: 7, first_name: 'Tess', auth_date: 1_700_000_000, hash: 'ab12' };
    await expect(redeemSocialProof({ provider: 'telegram', proofToken: JSON.stringify(answer) })).resolves.toMatchObject({ firstTimeLogin: false });
    expect(seen).toEqual([{ method: 'POST', path: '/wps/session/login/telegram', body: answer }]);
  });

  it('turns a refusal into its error code', async () => {
    stubFetch({ success: false, value: null, errorCode: 'social.login.failed', message: 'This login did not complete' });
    await expect(redeemSocialProof({ provider: 'facebook', proofToken: 'used-ticket' })).rejects.toStrictEqual({
      errorCode: 'social.login.failed',
      value: null,
    });
  });
});
