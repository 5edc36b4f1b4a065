/**
 * Registration settings and the country list, as the registration form reads them before it is
 * drawn: every field of SPEC §3 has a rule, patterns compile, and the switches follow the modules.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway } from './support/test-gateway';
import type { TestGateway } from './support/test-gateway';

let g: TestGateway;
beforeAll(async () => {
  g = await startTestGateway();
});
afterAll(() => g.close());

const FIELDS = [
  'username',
  'password',
  'payeeName',
  'paymentPassword',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'email',
  'mobileNum',
  'affiliateCode',
  'captcha',
  'recommenderId',
];

async function settings() {
  const response = await g.get('/wps/system/setting/register');
  expect(response.statusCode).toBe(200);
  return response.json().value;
}

describe('GET /wps/system/setting/register', () => {
  it('gives a complete rule for every registration field, with patterns that compile', async () => {
    const value = await settings();
    for (const field of FIELDS) {
      const rule = value[field];
      expect(rule, field).toMatchObject({ enabled: expect.any(Boolean), required: expect.any(Boolean), patternId: expect.any(Number) });
      expect(rule.minLength, field).toBeLessThanOrEqual(rule.maxLength);
      expect(rule.patternId, field).toBeGreaterThanOrEqual(0);
      expect(rule.patternId, field).toBeLessThanOrEqual(19);
      expect(() => new RegExp(rule.acceptedPattern === '*' ? '.*' : rule.acceptedPattern), field).not.toThrow();
    }
  });

  it('derives the verification code rule from the mobile rule and the SMS switch', async () => {
    const value = await settings();
    expect(value.verificationCode).toEqual({
      enabled: true,
      required: true,
      acceptedPattern: '*',
      patternId: value.mobileNum.patternId,
      minLength: 0,
      maxLength: 255,
    });
    await g.app.ctx.db.query(`UPDATE modules SET enabled = false WHERE mod_id = 'REGMOBVERF3'`);
    g.app.ctx.merchants.invalidate();
    const off = await settings();
    expect(off.verificationCode).toMatchObject({ enabled: false, required: false });
    expect(off.switches.REGMOBVERF3).toBe(false);
    await g.app.ctx.db.query(`UPDATE modules SET enabled = true WHERE mod_id = 'REGMOBVERF3'`);
    g.app.ctx.merchants.invalidate();
  });

  it('carries the registration and login switches and the captcha flag', async () => {
    const value = await settings();
    expect(value.switches).toEqual({
      USERNAMEREG3: true,
      MOBILENUMREG3: true,
      MOBILENUMPASSREG3: true,
      REGMOBVERF3: true,
      DIRECTREG3: true,
      CHNGPASSVERIF3: false,
      MOBILEVERCODELOGIN3: false,
    });
    expect(value.showCaptcha).toBe(false);
  });

  it('matches the rules in the system status', async () => {
    const status = (await g.get('/wps/system/status')).json().value;
    const value = await settings();
    for (const field of FIELDS) expect(value[field]).toEqual(status.info.register[field]);
  });
});

describe('GET /wps/system/country', () => {
  it('lists countries with dialing codes, the merchant home country first, each code once', async () => {
    const response = await g.get('/wps/system/country');
    const countries: { countryCode: string; countryDialingCode: string; name: string }[] = response.json().value;
    expect(countries[0]).toEqual({ countryCode: 'PH', countryDialingCode: '63', name: 'Philippines' });
    expect(countries.length).toBeGreaterThan(50);
    for (const c of countries) {
      expect(c.countryCode).toMatch(/^[A-Z]{2}$/);
      expect(c.countryDialingCode).toMatch(/^\d{1,4}$/);
      expect(c.name.length).toBeGreaterThan(1);
    }
    expect(new Set(countries.map((c) => c.countryCode)).size).toBe(countries.length);
  });
});
