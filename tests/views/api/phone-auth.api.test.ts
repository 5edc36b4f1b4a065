/**
 * The phone-provider path at the SPA's edge, against a stubbed fetch: codes go to the phone
 * identity provider (E.164 number, slider token, project), its refusals arrive as their auth/ codes
 * with the wait, the confirmation yields the ID token, the register body carries it, and the
 * status call's `info.phoneAuth` switches the path on.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { confirmPhoneCode } from '../../../src/api/phone-auth.api';
import { sendSmsCode } from '../../../src/api/verification.api';
import { phoneProviderOf, registerUrlOf, settingsOf } from '../../../src/api/registration.api';

type Handler = (request: Request) => Response | Promise<Response>;

function stubFetch(handler: Handler) {
  const seen: { request: Request; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(String(input), 'http://site.test'), init);
    seen.push({ request, body: init?.body ? JSON.parse(String(init.body)) : null });
    return handler(request);
  });
  return seen;
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

const provider = { projectId: 'demo-phone-auth' };

describe('phone provider calls', () => {
  it('texts through the provider on the path, with the E.164 number and the slider token, and answers its session', async () => {
    const seen = stubFetch(() => json({ sessionInfo: 'session-1' }));
    const result = await sendSmsCode({
      purpose: 'register',
      mobileNum: '9171234567',
      countryDialingCode: '+63',
      humanCheckToken: 'slider-1',
      phoneProvider: provider,
    });
    expect(result).toEqual({ expiredMinutes: 1, sessionInfo: 'session-1' });
    const url = new URL(seen[0].request.url);
    expect([seen[0].request.method, url.pathname, url.searchParams.get('project')]).toEqual([
      'POST',
      '/phone-auth/v1/sendVerificationCode',
      'demo-phone-auth',
    ]);
    expect(seen[0].body).toEqual({ phoneNumber: '+639171234567', captchaToken: 'slider-1' });
    // a separate service: none of the gateway's headers
    expect(seen[0].request.headers.get('Merchant')).toBeNull();
  });

  it("uses the gateway's own call off the path", async () => {
    const seen = stubFetch(() => json({ success: true, value: { expiredMinutes: 5 } }));
    await expect(sendSmsCode({ purpose: 'register', mobileNum: '9171234567', countryDialingCode: '63', humanCheckToken: null })).resolves.toEqual({
      expiredMinutes: 5,
    });
    expect(new URL(seen[0].request.url).pathname).toBe('/wps/verification/sms/register');
  });

  it('turns a provider refusal into its auth/ code, with the wait it asks for', async () => {
    stubFetch(() => json({ error: { code: 'auth/too-many-requests', message: 'slow down', retryAfterSeconds: 60 } }, 429));
    const refused = sendSmsCode({
      purpose: 'register',
      mobileNum: '9171234567',
      countryDialingCode: '63',
      humanCheckToken: null,
      phoneProvider: provider,
    });
    await expect(refused).rejects.toStrictEqual({ errorCode: 'auth/too-many-requests', value: { retryAfterSeconds: 60 }, retryAfterSeconds: 60 });
  });

  it('confirms a code for the ID token, and maps a wrong code and an unreachable provider', async () => {
    const seen = stubFetch(() => json({ idToken: 'id-token', phoneNumber: '+639171234567' }));
    await expect(confirmPhoneCode({ projectId: 'demo-phone-auth', sessionInfo: 'session-1', code: '123456' })).resolves.toMatchObject({
      idToken: 'id-token',
    });
    expect(seen[0].body).toEqual({ sessionInfo: 'session-1', code: '123456' });

    stubFetch(() => json({ error: { code: 'auth/invalid-verification-code' } }, 400));
    const wrong = confirmPhoneCode({ projectId: 'demo-phone-auth', sessionInfo: 'session-1', code: '000000' });
    await expect(wrong).rejects.toStrictEqual({ errorCode: 'auth/invalid-verification-code', value: null });

    stubFetch(() => new Response('bad gateway', { status: 502 }));
    const down = confirmPhoneCode({ projectId: 'demo-phone-auth', sessionInfo: 'session-1', code: '000000' });
    await expect(down).rejects.toStrictEqual({ errorCode: 'system.error', value: null });
  });
});

describe('the path in the registration settings', () => {
  it("is on only while the status call's info.phoneAuth says so, with its project", () => {
    expect(phoneProviderOf({ phoneAuth: { enabled: true, projectId: 'demo-phone-auth' } })).toEqual(provider);
    expect(phoneProviderOf({ phoneAuth: { enabled: false, projectId: null } })).toBeNull();
    expect(phoneProviderOf({})).toBeNull();
    expect(settingsOf({ switches: { MOBILENUMREG3: true } }, [], provider)).toMatchObject({
      switches: { MOBILENUMREG3: true },
      phoneProvider: provider,
    });
  });

  it('sends the sign-up address within the length the gateway accepts', () => {
    const short = { href: 'https://play.example.com/register?r=AGENT1', origin: 'https://play.example.com', pathname: '/register' };
    expect(registerUrlOf(short)).toBe(short.href);
    const long = { ...short, href: `https://play.example.com/register?x=${'a'.repeat(3000)}` };
    expect(registerUrlOf(long)).toBe('https://play.example.com/register');
  });
});
