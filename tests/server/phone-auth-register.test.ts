/**
 * Registration on the phone-provider path, on the real gateway and database: send -> confirm ->
 * register with the provider's ID token and no SMS code of the gateway's own; the registration
 * record stored with the link codes; and every token the gateway must refuse (forged, expired,
 * another number, reused, another merchant's project, a path that is off), including ten parallel
 * registrations with one token.
 */
import { generateKeyPairSync, sign } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, idTokenFor, nextMobile, PROJECT, registerWithToken } from './support/phone-auth-steps';
import { startTestGateway } from './support/test-gateway';
import type { TestGateway } from './support/test-gateway';

let g: TestGateway;
beforeAll(async () => {
  g = await startTestGateway();
});
afterAll(() => g.close());

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const decode = (text: string) => JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));

async function memberCount(mobileNum: string): Promise<number> {
  const found = await g.app.ctx.db.query('SELECT 1 FROM members WHERE mobile_num = $1', [mobileNum]);
  return found.rows.length;
}

describe('with the path off', () => {
  it('refuses a register call that carries a token, and creates nothing', async () => {
    const mobileNum = nextMobile();
    const result = (await registerWithToken(g, mobileNum, 'a.b.c')).json();
    expect(result).toMatchObject({ success: false, errorCode: 'phoneauth.disabled' });
    expect(await memberCount(mobileNum)).toBe(0);
  });
});

describe('with the path on', () => {
  beforeAll(async () => {
    expect((await admin(g, 'phone-auth', 'on', '--project', PROJECT)).code).toBe(0);
  });

  it('registers with the token instead of an SMS code, and stores the registration record', async () => {
    const mobileNum = nextMobile();
    const idToken = await idTokenFor(g, mobileNum);
    const response = await registerWithToken(g, mobileNum, idToken);
    const result = response.json();
    expect(result.success, JSON.stringify(result)).toBe(true);
    expect(result.value.userName).toBe(mobileNum);
    const info = (await g.get('/wps/member/info', { token: result.value.token })).json();
    expect(info.value.account).toBe(mobileNum);

    const row = await g.app.ctx.db.query(
      `SELECT m.register_url, m.register_affiliate_code, m.referral_code, m.register_domain, m.register_method, m.register_verification,
         m.created_at, m.country_dialing_code, a.username AS upline
       FROM members m LEFT JOIN members a ON a.id = m.upline_id WHERE m.id = $1`,
      [result.value.customerId],
    );
    expect(row.rows[0]).toMatchObject({
      register_url: 'http://localhost:3000/register?r=DEMOAGENT&referralCode=FRIEND-1',
      register_affiliate_code: 'DEMOAGENT',
      referral_code: 'FRIEND-1',
      register_domain: 'localhost',
      register_method: 'WEB',
      register_verification: 'phoneProvider',
      country_dialing_code: '63',
      upline: 'demo_agent',
    });
    expect(new Date(row.rows[0].created_at as string).toISOString()).toBe(g.clock.now().toISOString());
    const use = await g.app.ctx.db.query('SELECT member_id FROM phone_auth_token_uses WHERE member_id = $1', [result.value.customerId]);
    expect(use.rows).toHaveLength(1);
  });

  it('still takes the gateway SMS code path when no token is sent: the code is then required', async () => {
    const response = await registerWithToken(g, nextMobile(), null);
    expect(response.statusCode).toBe(400);
    expect(response.json().value.fields.verificationCode).toBe('required');
  });

  it('refuses a reused token, and creates no second account', async () => {
    const mobileNum = nextMobile();
    const idToken = await idTokenFor(g, mobileNum);
    expect((await registerWithToken(g, mobileNum, idToken)).json().success).toBe(true);
    const again = (await registerWithToken(g, mobileNum, idToken)).json();
    expect(again).toMatchObject({ success: false, errorCode: 'phoneauth.token.used' });
    expect(await memberCount(mobileNum)).toBe(1);
  });

  it('lets exactly one of ten parallel registrations with one token through', async () => {
    const mobileNum = nextMobile();
    const idToken = await idTokenFor(g, mobileNum);
    const results = (await Promise.all(Array.from({ length: 10 }, () => registerWithToken(g, mobileNum, idToken)))).map((r) => r.json());
    expect(results.filter((r) => r.success)).toHaveLength(1);
    expect(new Set(results.filter((r) => !r.success).map((r) => r.errorCode))).toEqual(new Set(['phoneauth.token.used']));
    expect(await memberCount(mobileNum)).toBe(1);
  });

  it('refuses a token for another number', async () => {
    const idToken = await idTokenFor(g, nextMobile());
    const mobileNum = nextMobile();
    expect((await registerWithToken(g, mobileNum, idToken)).json()).toMatchObject({ success: false, errorCode: 'phoneauth.token.phone' });
    // the same national number with another dialing code is another number
    const own = nextMobile();
    const ownToken = await idTokenFor(g, own);
    expect((await registerWithToken(g, own, ownToken, { countryDialingCode: '60' })).json().errorCode).toBe('phoneauth.token.phone');
    expect(await memberCount(own)).toBe(0);
  });

  it('refuses an expired token, and keeps a refused registration from spending it', async () => {
    const mobileNum = nextMobile();
    const idToken = await idTokenFor(g, mobileNum);
    // a registration refused for another reason leaves the token usable
    const taken = (await registerWithToken(g, mobileNum, idToken, { captcha: 'ZZZZ' })).json();
    expect(taken.errorCode).toBe('captcha.invalid');
    g.clock.advance(301_000);
    expect((await registerWithToken(g, mobileNum, idToken)).json()).toMatchObject({ success: false, errorCode: 'phoneauth.token.expired' });
    expect(await memberCount(mobileNum)).toBe(0);
  });

  it('refuses forged tokens: another key, a changed claim, no signature, an HMAC', async () => {
    const mobileNum = nextMobile();
    const idToken = await idTokenFor(g, mobileNum);
    const [header, payload, signature] = idToken.split('.');
    const claims = decode(payload);

    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const signedBy = (h: unknown, c: unknown) => {
      const input = `${part(h)}.${part(c)}`;
      return `${input}.${sign('sha256', Buffer.from(input), { key: privateKey, dsaEncoding: 'ieee-p1363' }).toString('base64url')}`;
    };
    const forgeries = {
      'another key under the provider key id': signedBy(decode(header), claims),
      'a changed phone number, original signature': `${header}.${part({ ...claims, phone_number: `+63${nextMobile()}` })}.${signature}`,
      'a longer lifetime, original signature': `${header}.${part({ ...claims, exp: claims.exp + 86_400 })}.${signature}`,
      'alg none': `${part({ alg: 'none', typ: 'JWT' })}.${payload}.`,
      'alg HS256': `${part({ ...decode(header), alg: 'HS256' })}.${payload}.${signature}`,
      'not a JWT': 'not-a-token',
    };
    for (const [label, forged] of Object.entries(forgeries)) {
      const result = (await registerWithToken(g, mobileNum, forged)).json();
      expect(result.errorCode, label).toBe('phoneauth.token.invalid');
    }
    expect(await memberCount(mobileNum)).toBe(0);
    // the genuine token is still good
    expect((await registerWithToken(g, mobileNum, idToken)).json().success).toBe(true);
  });

  it("refuses a token another merchant's project issued (another audience)", async () => {
    await g.app.ctx.db.query(`INSERT INTO merchants (code, name, settings) SELECT 'other', 'Other', settings FROM merchants WHERE code = 'demo'`);
    const otherAdmin = await admin(g, 'phone-auth', 'on', '--project', 'other-phone-auth', '--merchant', 'other');
    expect(otherAdmin.code, otherAdmin.stderr).toBe(0);
    // a project belongs to one merchant
    expect((await admin(g, 'phone-auth', 'on', '--project', PROJECT, '--merchant', 'other')).stderr).toMatch(/belongs to another merchant/);

    const mobileNum = nextMobile();
    const otherToken = await idTokenFor(g, mobileNum, 'other-phone-auth');
    expect(decode(otherToken.split('.')[1]).aud).toBe('other-phone-auth');
    expect((await registerWithToken(g, mobileNum, otherToken)).json()).toMatchObject({ success: false, errorCode: 'phoneauth.token.invalid' });
    expect(await memberCount(mobileNum)).toBe(0);
  });

  it('checks the channel and the token on the wire', async () => {
    const mobileNum = nextMobile();
    const idToken = await idTokenFor(g, mobileNum);
    const noChannel = await registerWithToken(g, mobileNum, idToken, { firebaseChannel: undefined });
    expect(noChannel.statusCode).toBe(400);
    expect(noChannel.json().value.fields.firebaseChannel).toBe('required');
    const email = await registerWithToken(g, mobileNum, idToken, { firebaseChannel: 'email' });
    expect(email.json().value.fields.firebaseChannel).toBeDefined();
    const huge = await registerWithToken(g, mobileNum, 'x'.repeat(5000));
    expect(huge.json().value.fields.firebaseIdToken).toMatch(/4096/);
  });

  it('registers by username with a token when REGMOBVERF3 asks for the number to be proven', async () => {
    const mobileNum = nextMobile();
    const idToken = await idTokenFor(g, mobileNum);
    const username = `phone${mobileNum.slice(-6)}`;
    const captcha = await g.captcha();
    const { solveHumanCheck } = await import('./support/human-check-solver');
    const response = await g.sealed(
      'PUT',
      '/wps/member/register',
      {
        username,
        mobileNum,
        password: 'Spin2026win',
        confirmPassword: 'Spin2026win',
        countryDialingCode: '63',
        captcha: captcha.answer,
        humanCheckToken: await solveHumanCheck(g, 'register'),
        firebaseChannel: 'sms',
        firebaseIdToken: idToken,
        registerMethod: 'WEB',
      },
      { cookie: captcha.cookie },
    );
    expect(response.json().success, response.body).toBe(true);
    const row = await g.app.ctx.db.query<{ register_verification: string; register_url: string | null }>(
      'SELECT register_verification, register_url FROM members WHERE username = $1',
      [username],
    );
    expect(row.rows[0]).toEqual({ register_verification: 'phoneProvider', register_url: null });
  });
});
