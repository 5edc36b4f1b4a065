/**
 * The registration record (SPEC §7: registerUrl, affiliateCode, referralCode, domain,
 * registerMethod) on the gateway's own SMS path: stored on the member with how the number was
 * proven; malformed values are refused with the field named, and nothing is created.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../server/verification/sms-provider';
import { solveHumanCheck } from './support/human-check-solver';
import { admin } from './support/phone-auth-steps';
import { startTestGateway } from './support/test-gateway';
import type { TestGateway } from './support/test-gateway';

let g: TestGateway;
beforeAll(async () => {
  g = await startTestGateway();
});
afterAll(() => g.close());

let serial = 0;
const nextMobile = () => String(9190000000 + (serial += 1));
const nextName = () => `record${(serial += 1)}x`;

/** A username registration with the gateway's SMS code, the record fields as given. */
async function register(record: Record<string, unknown>, options: { smsCode?: boolean } = {}) {
  const mobileNum = nextMobile();
  g.clock.advance(61_000);
  let verificationCode = '';
  if (options.smsCode !== false) {
    const sent = await g.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { countryDialingCode: '63', mobileNo: mobileNum, humanCheckToken: await solveHumanCheck(g, 'sms') },
    });
    expect(sent.json().success, sent.body).toBe(true);
    verificationCode = (await readOutbox(g.app.ctx.db, `63${mobileNum}`, 1))[0].body.match(/\d{6}/)![0];
  }
  const captcha = await g.captcha();
  const username = nextName();
  const body = {
    username,
    mobileNum,
    password: 'Spin2026win',
    confirmPassword: 'Spin2026win',
    countryDialingCode: '63',
    verificationCode,
    captcha: captcha.answer,
    humanCheckToken: await solveHumanCheck(g, 'register'),
    login: true,
    ...record,
  };
  const response = await g.sealed('PUT', '/wps/member/register', body, { cookie: captcha.cookie });
  return { response, username };
}

async function recordOf(username: string) {
  const row = await g.app.ctx.db.query(
    `SELECT register_url, register_affiliate_code, referral_code, register_domain, register_method, register_verification, register_ip
     FROM members WHERE username = $1`,
    [username],
  );
  return row.rows[0];
}

describe('the registration record', () => {
  it('keeps where and how the member signed up, with the typed invitation code and the SMS proof', async () => {
    const { response, username } = await register({
      registerUrl: 'https://play.example.com/register?referralCode=SUMMER_24',
      domain: 'Play.Example.com',
      referralCode: ' SUMMER_24 ',
      registerMethod: 'WEB',
      affiliateCode: 'demoagent',
    });
    expect(response.json().success, response.body).toBe(true);
    expect(await recordOf(username)).toEqual({
      register_url: 'https://play.example.com/register?referralCode=SUMMER_24',
      register_affiliate_code: 'demoagent',
      referral_code: 'SUMMER_24',
      register_domain: 'play.example.com',
      register_method: 'WEB',
      register_verification: 'sms',
      register_ip: '127.0.0.1',
    });
  });

  it('stores absent values as absent, WEB by default, and no proof when the merchant asks for none', async () => {
    await admin(g, 'module', 'REGMOBVERF3', 'off');
    g.clock.advance(6_000); // past the merchant cache
    try {
      const { response, username } = await register({ referralCode: '', registerUrl: null }, { smsCode: false });
      expect(response.json().success, response.body).toBe(true);
      expect(await recordOf(username)).toMatchObject({
        register_url: null,
        register_affiliate_code: null,
        referral_code: null,
        register_domain: null,
        register_method: 'WEB',
        register_verification: 'none',
      });
    } finally {
      await admin(g, 'module', 'REGMOBVERF3', 'on');
      g.clock.advance(6_000);
    }
  });

  it.each([
    ['registerUrl', 'javascript:alert(1)'],
    ['registerUrl', 'ftp://example.com/register'],
    ['registerUrl', 'https://user:secret@example.com/register'],
    ['registerUrl', `https://example.com/${'a'.repeat(2050)}`],
    ['domain', 'exa mple.com'],
    ['domain', '-bad-.example.com'],
    ['domain', `${'a'.repeat(64)}.com`],
    ['referralCode', 'has space'],
    ['referralCode', '<script>'],
    ['referralCode', 'R'.repeat(65)],
    ['registerMethod', 'web'],
    ['registerMethod', 'A_VERY_LONG_METHOD_NAME'],
    ['affiliateCode', 'A'.repeat(65)],
  ])('refuses %s %j, naming the field, and creates nothing', async (field, value) => {
    const { response, username } = await register({ [field]: value }, { smsCode: false });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'request_param_err' });
    expect(Object.keys(response.json().value.fields)).toEqual([field]);
    expect(await recordOf(username)).toBeUndefined();
  });

  it('accepts an IP address or a bracketed IPv6 address as the domain', async () => {
    for (const domain of ['127.0.0.1', '[::1]']) {
      const { response, username } = await register({ domain, registerUrl: `http://${domain}:3000/register` });
      expect(response.json().success, response.body).toBe(true);
      expect((await recordOf(username)).register_domain).toBe(domain);
    }
  });
});
