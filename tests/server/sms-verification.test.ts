/**
 * SMS codes on the real gateway and database: what a number receives, the resend wait and send
 * limits (per number, per IP), answers that do not tell whether a number has an account, and the
 * code's life: single use, 5 minutes, locked by 5 wrong codes, decided one request at a time.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkCode, MAX_SENDS_PER_IP_PER_HOUR } from '../../server/verification/sms-code.service';
import type { SmsPurpose } from '../../server/verification/sms-code.service';
import { readOutbox } from '../../server/verification/sms-provider';
import { solveHumanCheck } from './support/human-check-solver';
import { startTestGateway } from './support/test-gateway';
import type { TestGateway } from './support/test-gateway';
import { usernameKey } from '../../server/identity/identifier-key';

let g: TestGateway;
let merchantId: number;
const DIAL = '63';
let nextNumber = 9170000000;
/** a number no test has used yet, so tests stay independent on one database */
const freshMobile = () => String((nextNumber += 1));

beforeAll(async () => {
  g = await startTestGateway();
  merchantId = (await g.app.ctx.db.query<{ id: number }>(`SELECT id FROM merchants WHERE code = 'demo'`)).rows[0].id;
});
afterAll(() => g.close());
beforeEach(() => g.clock.advance(2 * 3_600_000)); // every test starts outside earlier tests' windows

// every send spends a passed human check (HUMANCHECK3 is on in the demo merchant)
async function sendRegister(mobileNo: string, options: { ip?: string; dial?: string; humanCheckToken?: string } = {}) {
  const humanCheckToken = options.humanCheckToken ?? (await solveHumanCheck(g, 'sms'));
  return g.app.inject({
    method: 'POST',
    url: '/wps/verification/sms/register',
    remoteAddress: options.ip ?? '198.51.100.7',
    payload: { countryDialingCode: options.dial ?? DIAL, mobileNo, humanCheckToken },
  });
}

async function sendNoLogin(mobileNum: string) {
  const humanCheckToken = await solveHumanCheck(g, 'sms');
  return g.app.inject({
    method: 'POST',
    url: '/wps/verification/sms/noLogin',
    remoteAddress: '198.51.100.8',
    payload: { countryDialingCode: `+${DIAL}`, mobileNum, humanCheckToken },
  });
}

async function lastCode(mobile: string): Promise<string | null> {
  const [message] = await readOutbox(g.app.ctx.db, `${DIAL}${mobile}`, 1);
  return message?.body.match(/\b(\d{6})\b/)?.[1] ?? null;
}

const check = (mobile: string, code: string, purpose: SmsPurpose = 'register') =>
  checkCode(g.app.ctx, { merchantId, purpose, phone: `${DIAL}${mobile}`, code, now: g.clock.now() });

async function setModule(modId: string, enabled: boolean) {
  await g.app.ctx.db.query('UPDATE modules SET enabled = $1 WHERE mod_id = $2', [enabled, modId]);
  g.app.ctx.merchants.invalidate();
}

async function addMemberWithMobile(mobile: string) {
  await g.app.ctx.db.query(
    `INSERT INTO members (merchant_id, username, username_key, password_hash, type, password_changed_at, created_at, country_dialing_code, mobile_num)
     VALUES ($1, $2, $2, 'x', 0, now(), now(), $3, $4)`,
    [merchantId, usernameKey(`m${mobile}`), DIAL, mobile],
  );
}

describe('sending a registration code', () => {
  it('answers expiredMinutes and resendAvailableAt, and the outbox holds a 6-digit code the database does not', async () => {
    const mobile = freshMobile();
    const response = await sendRegister(mobile);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.value.expiredMinutes).toBe(5);
    expect(Date.parse(body.value.resendAvailableAt) - g.clock.now().getTime()).toBe(60_000);
    const code = await lastCode(mobile);
    expect(code).toMatch(/^\d{6}$/);
    const stored = await g.app.ctx.db.query<{ snapshot: unknown; code_hash: string }>('SELECT snapshot, code_hash FROM sms_codes WHERE phone = $1', [
      `${DIAL}${mobile}`,
    ]);
    expect(stored.rows[0].code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored.rows[0])).not.toContain(code);
  });

  it('refuses a number the merchant rule rejects, or none, naming the field', async () => {
    for (const [mobileNo, message] of [
      ['12345', 'invalid mobile number'],
      ['', 'required'],
      ['91712345678', 'invalid mobile number'],
    ]) {
      const response = await sendRegister(mobileNo);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, errorCode: 'request_param_err', value: { fields: { mobileNo: message } } });
    }
    const badDial = await sendRegister(freshMobile(), { dial: '63a' });
    expect(badDial.json().value.fields).toEqual({ countryDialingCode: 'invalid dialing code' });
  });

  it('answers an early resend with 429, resendAvailableAt and Retry-After, and sends nothing', async () => {
    const mobile = freshMobile();
    const first = (await sendRegister(mobile)).json();
    g.clock.advance(30_000);
    const early = await sendRegister(mobile);
    expect(early.statusCode).toBe(429);
    expect(early.json()).toMatchObject({
      success: false,
      errorCode: 'sms.resend.early',
      value: { resendAvailableAt: first.value.resendAvailableAt, retryAfterSeconds: 30 },
    });
    expect(early.headers['retry-after']).toBe('30');
    expect(await readOutbox(g.app.ctx.db, `${DIAL}${mobile}`)).toHaveLength(1);
    g.clock.advance(30_000);
    expect((await sendRegister(mobile)).statusCode).toBe(200);
    expect(await readOutbox(g.app.ctx.db, `${DIAL}${mobile}`)).toHaveLength(2);
  });

  it('sends at most 5 codes to a number in an hour', async () => {
    const mobile = freshMobile();
    for (let i = 0; i < 5; i += 1) {
      expect((await sendRegister(mobile)).statusCode).toBe(200);
      g.clock.advance(61_000);
    }
    const limited = await sendRegister(mobile);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errorCode).toBe('TOO_MANY_REQUESTS');
    g.clock.advance(3_600_000);
    expect((await sendRegister(mobile)).statusCode).toBe(200);
  });

  it(`sends at most ${MAX_SENDS_PER_IP_PER_HOUR} codes an hour from one IP address, whatever the numbers`, async () => {
    const ip = '203.0.113.99';
    for (let i = 0; i < MAX_SENDS_PER_IP_PER_HOUR; i += 1) expect((await sendRegister(freshMobile(), { ip })).statusCode).toBe(200);
    const limited = await sendRegister(freshMobile(), { ip });
    expect(limited.statusCode).toBe(429);
    expect((await sendRegister(freshMobile(), { ip: '203.0.113.100' })).statusCode).toBe(200);
  });

  it('answers a number that already has an account the same way, and texts it a notice instead of a code', async () => {
    const known = freshMobile();
    await addMemberWithMobile(known);
    const unknown = freshMobile();
    const [a, b] = [await sendRegister(known), await sendRegister(unknown)];
    expect(a.statusCode).toBe(b.statusCode);
    expect(a.json()).toEqual(b.json());
    const [notice] = await readOutbox(g.app.ctx.db, `${DIAL}${known}`);
    expect(notice.body).toContain('already has an account');
    expect(notice.body).not.toMatch(/\d{6}/);
  });
});

describe('the human check before a send', () => {
  it('refuses a send without a passed check, with a spent token, or with a token for registration', async () => {
    const mobile = freshMobile();
    const none = await sendRegister(mobile, { humanCheckToken: '' });
    expect(none.statusCode).toBe(403);
    expect(none.json()).toMatchObject({ success: false, errorCode: 'humancheck.required' });
    const token = await solveHumanCheck(g, 'sms');
    expect((await sendRegister(mobile, { humanCheckToken: token })).statusCode).toBe(200);
    g.clock.advance(61_000);
    expect((await sendRegister(mobile, { humanCheckToken: token })).json().errorCode).toBe('humancheck.required');
    const forRegistration = await solveHumanCheck(g, 'register');
    expect((await sendRegister(mobile, { humanCheckToken: forRegistration })).json().errorCode).toBe('humancheck.required');
    expect(await readOutbox(g.app.ctx.db, `${DIAL}${mobile}`)).toHaveLength(1);
  });

  it('sends without a check once the operator switches HUMANCHECK3 off', async () => {
    await setModule('HUMANCHECK3', false);
    try {
      expect((await sendRegister(freshMobile(), { humanCheckToken: '' })).statusCode).toBe(200);
    } finally {
      await setModule('HUMANCHECK3', true);
    }
  });
});

describe('sending a code without login', () => {
  it('is not available while SMS login and reset by phone are both off', async () => {
    const response = await sendNoLogin(freshMobile());
    expect(response.statusCode).toBe(403);
    expect(response.json().errorCode).toBe('function.not.available');
  });

  it('texts only numbers with an account, and answers strangers identically', async () => {
    await setModule('MOBILEVERCODELOGIN3', true);
    try {
      const known = freshMobile();
      await addMemberWithMobile(known);
      const stranger = freshMobile();
      const [a, b] = [await sendNoLogin(known), await sendNoLogin(stranger)];
      expect(a.json()).toEqual(b.json());
      expect(a.json().value.expiredMinutes).toBe(5);
      expect(await lastCode(known)).toMatch(/^\d{6}$/);
      expect(await readOutbox(g.app.ctx.db, `${DIAL}${stranger}`)).toEqual([]);
    } finally {
      await setModule('MOBILEVERCODELOGIN3', false);
    }
  });
});

describe('checking a code', () => {
  it('accepts the right code once; a second use is refused', async () => {
    const mobile = freshMobile();
    await sendRegister(mobile);
    const code = (await lastCode(mobile))!;
    expect(await check(mobile, code)).toEqual({ kind: 'ok' });
    expect(await check(mobile, code)).toEqual({ kind: 'used' });
  });

  it('counts wrong codes; five lock the code and the right one is refused after', async () => {
    const mobile = freshMobile();
    await sendRegister(mobile);
    const code = (await lastCode(mobile))!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let left = 4; left >= 1; left -= 1) expect(await check(mobile, wrong)).toEqual({ kind: 'wrong', triesLeft: left });
    expect(await check(mobile, wrong)).toEqual({ kind: 'locked' });
    expect(await check(mobile, code)).toEqual({ kind: 'locked' });
    // a new code after the resend wait starts afresh
    g.clock.advance(60_000);
    await sendRegister(mobile);
    expect(await check(mobile, (await lastCode(mobile))!)).toEqual({ kind: 'ok' });
  });

  it('refuses a code after 5 minutes, an old code after a resend, and a code for another purpose', async () => {
    const mobile = freshMobile();
    await sendRegister(mobile);
    const first = (await lastCode(mobile))!;
    g.clock.advance(5 * 60_000);
    expect(await check(mobile, first)).toEqual({ kind: 'expired' });
    await sendRegister(mobile);
    const second = (await lastCode(mobile))!;
    if (second !== first) expect((await check(mobile, first)).kind).toBe('wrong');
    expect(await check(mobile, second, 'noLogin')).toEqual({ kind: 'missing' });
    expect(await check(mobile, second)).toEqual({ kind: 'ok' });
  });

  it('lets exactly one of 20 parallel submissions of the right code through', async () => {
    const mobile = freshMobile();
    await sendRegister(mobile);
    const code = (await lastCode(mobile))!;
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => check(mobile, code)));
    expect(outcomes.filter((o) => o.kind === 'ok')).toHaveLength(1);
    expect(outcomes.filter((o) => o.kind === 'used')).toHaveLength(19);
  });
});

describe('the development outbox endpoint', () => {
  it('shows a number its messages outside production', async () => {
    const mobile = freshMobile();
    await sendRegister(mobile);
    const response = await g.app.inject({ method: 'GET', url: `/dev/sms/outbox?phone=${DIAL}${mobile}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().messages[0].body).toContain((await lastCode(mobile))!);
  });

  it('does not exist in production', async () => {
    const production = await startTestGateway({ config: { nodeEnv: 'production' } });
    try {
      const response = await production.app.inject({ method: 'GET', url: '/dev/sms/outbox?phone=639170000001' });
      expect(response.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});

describe('the database seam', () => {
  it('counts rows the way PostgreSQL does on both engines: returned for SELECT, changed for UPDATE', async () => {
    const db = g.app.ctx.db;
    const selected = await db.query('SELECT mod_id FROM modules WHERE merchant_id = $1', [merchantId]);
    expect(selected.rowCount).toBe(selected.rows.length);
    expect(selected.rowCount).toBeGreaterThan(0);
    const none = await db.query(`SELECT 1 FROM modules WHERE mod_id = 'NO-SUCH-MODULE'`);
    expect(none.rowCount).toBe(0);
    const updated = await db.query('UPDATE modules SET position = position WHERE merchant_id = $1', [merchantId]);
    expect(updated.rowCount).toBe(selected.rowCount);
    expect(updated.rows).toEqual([]);
  });
});
