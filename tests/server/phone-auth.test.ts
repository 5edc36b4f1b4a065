/**
 * The local phone identity provider on the real gateway and database: the merchant switch (admin
 * command, status), the code texted through the SMS outbox under the gateway's code rules, the
 * confirmation that yields a signed ID token, and every refusal with the provider's error code.
 */
import { createPublicKey, verify } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../server/verification/sms-provider';
import { solveHumanCheck } from './support/human-check-solver';
import { admin, confirmPhoneCode, idTokenFor, lastCode, nextMobile, PROJECT, providerCall, sendPhoneCode } from './support/phone-auth-steps';
import { startTestGateway } from './support/test-gateway';
import type { TestGateway } from './support/test-gateway';

let g: TestGateway;
beforeAll(async () => {
  g = await startTestGateway();
});
afterAll(() => g.close());

const status = async () => (await g.get('/wps/system/status')).json().value.info.phoneAuth;
const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));

describe('the merchant switch', () => {
  it('is off on a fresh database, and the provider refuses the project', async () => {
    expect(await status()).toEqual({ enabled: false, projectId: null });
    expect((await admin(g, 'phone-auth', 'show')).stdout).toBe('phone-auth off (no project)\n');
    const sent = await sendPhoneCode(g, nextMobile());
    expect(sent.statusCode).toBe(403);
    expect(sent.json().error.code).toBe('auth/operation-not-allowed');
  });

  it('is switched on by the admin command, with the project id in the status', async () => {
    const on = await admin(g, 'phone-auth', 'on', '--project', PROJECT);
    expect(on).toMatchObject({ code: 0, stdout: `phone-auth on (project ${PROJECT}, 1000 codes a day)\n` });
    expect(await status()).toEqual({ enabled: true, projectId: PROJECT });
    const audit = await g.app.ctx.db.query<{ command: string }>("SELECT command FROM admin_audit WHERE command = 'phoneAuth.set'");
    expect(audit.rows.length).toBe(1);
  });

  it('refuses bad command input', () => {
    expect(() => admin(g, 'phone-auth', 'on', '--project', 'Not_A_Project')).toThrow(/--project/);
    expect(() => admin(g, 'phone-auth', 'on', '--quota', '-1')).toThrow(/--quota/);
    expect(() => admin(g, 'phone-auth', 'sideways')).toThrow(/on, off or show/);
    expect(() => admin(g, 'phone-auth', 'off', '--project', PROJECT)).toThrow(/unexpected argument --project/);
  });
});

describe('a phone sign-in at the provider', () => {
  it('texts a code through the outbox and trades it for a signed ID token of the number', async () => {
    const mobileNum = nextMobile();
    const sent = await sendPhoneCode(g, mobileNum);
    expect(sent.statusCode, sent.body).toBe(200);
    const { sessionInfo } = sent.json();
    expect(sessionInfo).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const [message] = await readOutbox(g.app.ctx.db, `63${mobileNum}`, 1);
    expect(message).toMatchObject({ purpose: 'phoneAuth' });
    // the session is stored as a hash only
    const stored = await g.app.ctx.db.query<{ session_hash: string }>('SELECT session_hash FROM phone_auth_sessions');
    expect(stored.rows.map((r) => r.session_hash)).not.toContain(sessionInfo);

    const confirmed = await confirmPhoneCode(g, sessionInfo, await lastCode(g, mobileNum));
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const { idToken, phoneNumber, expiresIn } = confirmed.json();
    expect(phoneNumber).toBe(`+63${mobileNum}`);
    expect(expiresIn).toBe('300');

    // anyone can check the token against the published keys
    const [header, payload, signature] = idToken.split('.');
    const { keys } = (await g.get('/phone-auth/v1/jwks')).json();
    const jwk = keys.find((k: { kid: string }) => k.kid === decode(header).kid);
    expect(jwk).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    expect(jwk.d).toBeUndefined();
    const signed = verify(
      'sha256',
      Buffer.from(`${header}.${payload}`),
      { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature, 'base64url'),
    );
    expect(signed).toBe(true);
    const claims = decode(payload);
    const now = g.clock.now().getTime() / 1000;
    expect(claims).toMatchObject({
      aud: PROJECT,
      iss: `http://localhost:3000/phone-auth/${PROJECT}`,
      phone_number: `+63${mobileNum}`,
      firebase: { sign_in_provider: 'phone' },
    });
    expect(claims.exp - now).toBe(300);
    // the subject is stable per number and does not contain it
    expect(claims.sub).not.toContain(mobileNum);
  });

  it('confirms a code once: the same session and code again is an expired code', async () => {
    const mobileNum = nextMobile();
    const sent = await sendPhoneCode(g, mobileNum);
    const code = await lastCode(g, mobileNum);
    expect((await confirmPhoneCode(g, sent.json().sessionInfo, code)).statusCode).toBe(200);
    const again = await confirmPhoneCode(g, sent.json().sessionInfo, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('auth/code-expired');
  });

  it('gives one token to ten parallel confirmations of one code', async () => {
    const mobileNum = nextMobile();
    const sent = await sendPhoneCode(g, mobileNum);
    const code = await lastCode(g, mobileNum);
    const results = await Promise.all(Array.from({ length: 10 }, () => confirmPhoneCode(g, sent.json().sessionInfo, code)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(new Set(results.filter((r) => r.statusCode !== 200).map((r) => r.json().error.code))).toEqual(new Set(['auth/code-expired']));
  });
});

describe('refusals carry the provider codes', () => {
  it('refuses a missing or malformed phone number', async () => {
    const missing = await providerCall(g, 'sendVerificationCode', { captchaToken: await solveHumanCheck(g, 'sms') });
    expect([missing.statusCode, missing.json().error.code]).toEqual([400, 'auth/missing-phone-number']);
    for (const phoneNumber of ['09171234567', '+0 917', '+63 917 123 4567', '+1234567890123456']) {
      const bad = await providerCall(g, 'sendVerificationCode', { phoneNumber, captchaToken: await solveHumanCheck(g, 'sms') });
      expect([bad.statusCode, bad.json().error.code], phoneNumber).toEqual([400, 'auth/invalid-phone-number']);
    }
  });

  it('refuses a send without a passed slider check (HUMANCHECK3), or with a spent one, and texts nothing', async () => {
    const mobileNum = nextMobile();
    const none = await sendPhoneCode(g, mobileNum, { captchaToken: '' });
    expect([none.statusCode, none.json().error.code]).toEqual([400, 'auth/captcha-check-failed']);
    const token = await solveHumanCheck(g, 'sms');
    g.clock.advance(61_000);
    expect((await sendPhoneCode(g, nextMobile(), { captchaToken: token })).statusCode).toBe(200);
    const spent = await sendPhoneCode(g, mobileNum, { captchaToken: token });
    expect(spent.json().error.code).toBe('auth/captcha-check-failed');
    const registerToken = await sendPhoneCode(g, mobileNum, { captchaToken: await solveHumanCheck(g, 'register') });
    expect(registerToken.json().error.code).toBe('auth/captcha-check-failed');
    expect(await readOutbox(g.app.ctx.db, `63${mobileNum}`)).toEqual([]);
  });

  it('refuses a wrong code, counting it, and keeps the right one usable', async () => {
    const mobileNum = nextMobile();
    const sent = await sendPhoneCode(g, mobileNum);
    const code = await lastCode(g, mobileNum);
    const wrong = await confirmPhoneCode(g, sent.json().sessionInfo, code === '000000' ? '111111' : '000000');
    expect([wrong.statusCode, wrong.json().error.code]).toEqual([400, 'auth/invalid-verification-code']);
    const malformed = await confirmPhoneCode(g, sent.json().sessionInfo, '12ab');
    expect(malformed.json().error.code).toBe('auth/invalid-verification-code');
    expect((await confirmPhoneCode(g, sent.json().sessionInfo, code)).statusCode).toBe(200);
  });

  it('spends a code on its fifth wrong try: even the right one then needs a new code', async () => {
    const mobileNum = nextMobile();
    const sent = await sendPhoneCode(g, mobileNum);
    const code = await lastCode(g, mobileNum);
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++)
      expect((await confirmPhoneCode(g, sent.json().sessionInfo, wrongCode)).json().error.code).toBe('auth/invalid-verification-code');
    // the fifth wrong try spends the code: only a new one helps
    expect((await confirmPhoneCode(g, sent.json().sessionInfo, wrongCode)).json().error.code).toBe('auth/code-expired');
    expect((await confirmPhoneCode(g, sent.json().sessionInfo, code)).json().error.code).toBe('auth/code-expired');
  });

  it('refuses a missing code or session, an unknown session and an expired code', async () => {
    const mobileNum = nextMobile();
    const sent = await sendPhoneCode(g, mobileNum);
    const { sessionInfo } = sent.json();
    expect((await confirmPhoneCode(g, sessionInfo, '')).json().error.code).toBe('auth/missing-verification-code');
    expect((await confirmPhoneCode(g, '', '123456')).json().error.code).toBe('auth/missing-verification-id');
    expect((await confirmPhoneCode(g, 'x'.repeat(43), '123456')).json().error.code).toBe('auth/invalid-verification-id');
    const code = await lastCode(g, mobileNum);
    g.clock.advance(5 * 60_000 + 1_000);
    expect((await confirmPhoneCode(g, sessionInfo, code)).json().error.code).toBe('auth/code-expired');
  });

  it('ends a session when a newer code goes to the number', async () => {
    const mobileNum = nextMobile();
    const first = (await sendPhoneCode(g, mobileNum)).json().sessionInfo;
    g.clock.advance(61_000);
    const second = (await sendPhoneCode(g, mobileNum)).json().sessionInfo;
    const code = await lastCode(g, mobileNum);
    expect((await confirmPhoneCode(g, first, code)).json().error.code).toBe('auth/code-expired');
    expect((await confirmPhoneCode(g, second, code)).statusCode).toBe(200);
  });

  it('refuses too many codes: a resend within a minute, and a sixth code to one number within the hour', async () => {
    const mobileNum = nextMobile();
    expect((await sendPhoneCode(g, mobileNum)).statusCode).toBe(200);
    const early = await sendPhoneCode(g, mobileNum);
    expect(early.statusCode).toBe(429);
    expect(early.json().error).toMatchObject({ code: 'auth/too-many-requests', retryAfterSeconds: 60 });
    expect(early.headers['retry-after']).toBe('60');
    for (let sent = 1; sent < 5; sent++) {
      g.clock.advance(61_000);
      expect((await sendPhoneCode(g, mobileNum)).statusCode).toBe(200);
    }
    g.clock.advance(61_000);
    const sixth = await sendPhoneCode(g, mobileNum);
    expect([sixth.statusCode, sixth.json().error.code]).toEqual([429, 'auth/too-many-requests']);
    expect(sixth.json().error.retryAfterSeconds).toBeGreaterThan(60 * 50);
    expect(await readOutbox(g.app.ctx.db, `63${mobileNum}`)).toHaveLength(5);
  });

  it('refuses codes from one IP address past the hourly limit, whatever the numbers', async () => {
    const ip = '10.99.0.1';
    let refused: { code: string } | null = null;
    for (let i = 0; i < 21 && !refused; i++) {
      const sent = await sendPhoneCode(g, nextMobile(), { ip });
      if (sent.statusCode !== 200) refused = sent.json().error;
    }
    expect(refused).toMatchObject({ code: 'auth/too-many-requests' });
  });

  it("refuses a send once the project's daily quota is used up", async () => {
    await admin(g, 'phone-auth', 'on', '--quota', '0');
    try {
      const sent = await sendPhoneCode(g, nextMobile());
      expect([sent.statusCode, sent.json().error.code]).toEqual([429, 'auth/quota-exceeded']);
    } finally {
      await admin(g, 'phone-auth', 'on', '--quota', '1000');
    }
  });

  it('refuses another project, and this one once switched off', async () => {
    const other = await sendPhoneCode(g, nextMobile(), { project: 'no-such-project' });
    expect([other.statusCode, other.json().error.code]).toEqual([403, 'auth/operation-not-allowed']);
    const mobileNum = nextMobile();
    const sent = await sendPhoneCode(g, mobileNum);
    await admin(g, 'phone-auth', 'off');
    try {
      expect(await status()).toEqual({ enabled: false, projectId: null });
      const confirm = await confirmPhoneCode(g, sent.json().sessionInfo, await lastCode(g, mobileNum));
      expect(confirm.json().error.code).toBe('auth/operation-not-allowed');
    } finally {
      await admin(g, 'phone-auth', 'on');
    }
    expect(await status()).toEqual({ enabled: true, projectId: PROJECT });
  });

  it('answers a body that is no object like an empty one', async () => {
    const response = await g.app.inject({
      method: 'POST',
      url: `/phone-auth/v1/signInWithPhoneNumber?project=${PROJECT}`,
      payload: '"text"',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.json().error.code).toBe('auth/missing-verification-id');
  });

  it('issues tokens that verify with the gateway verifier for this project only', async () => {
    const mobileNum = nextMobile();
    const idToken = await idTokenFor(g, mobileNum);
    const verifier = g.app.ctx.providers.phoneTokens;
    await expect(verifier.verify(idToken, { projectId: PROJECT, now: g.clock.now() })).resolves.toMatchObject({ phoneNumber: `+63${mobileNum}` });
    await expect(verifier.verify(idToken, { projectId: 'other-phone-auth', now: g.clock.now() })).rejects.toMatchObject({ reason: 'issuer' });
  });
});
