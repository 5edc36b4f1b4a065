/**
 * SMS login on the real gateway: a code sent to a member's number logs in once; a wrong, reused or
 * stranger's code answers the same `login.failed` as a wrong password.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../server/verification/sms-provider';
import { solveHumanCheck } from './support/human-check-solver';
import { startTestGateway } from './support/test-gateway';
import type { TestGateway } from './support/test-gateway';

let g: TestGateway;
const MEMBER_MOBILE = '9191234567';
const STRANGER_MOBILE = '9199999999';

beforeAll(async () => {
  g = await startTestGateway();
  const merchantId = (await g.app.ctx.db.query<{ id: number }>(`SELECT id FROM merchants WHERE code = 'demo'`)).rows[0].id;
  await g.app.ctx.db.query(
    `INSERT INTO members (merchant_id, username, username_key, password_hash, type, password_changed_at, created_at, country_dialing_code, mobile_num)
     VALUES ($1, 'sms_member', 'sms_member', 'x', 0, now(), now(), '63', $2)`,
    [merchantId, MEMBER_MOBILE],
  );
});
afterAll(() => g.close());

async function setSmsLogin(enabled: boolean) {
  await g.app.ctx.db.query(`UPDATE modules SET enabled = $1 WHERE mod_id = 'MOBILEVERCODELOGIN3'`, [enabled]);
  g.app.ctx.merchants.invalidate();
}

async function sendCode(mobileNum: string, countryDialingCode = '+63') {
  g.clock.advance(61_000);
  const humanCheckToken = await solveHumanCheck(g, 'sms');
  const sent = await g.app.inject({
    method: 'POST',
    url: '/wps/verification/sms/noLogin',
    payload: { countryDialingCode, mobileNum, humanCheckToken },
  });
  expect(sent.json().success).toBe(true);
  const [message] = await readOutbox(g.app.ctx.db, `63${mobileNum}`, 1);
  return message?.body.match(/\d{6}/)?.[0] ?? null;
}

const smsLogin = async (mobileNum: string, code: string, countryDialingCode = '63') =>
  (await g.sealed('POST', '/wps/session/login', { username: mobileNum, password: code, type: 'sms', countryDialingCode })).json();

describe('SMS login', () => {
  it('is not available while MOBILEVERCODELOGIN3 is off', async () => {
    const response = await g.sealed('POST', '/wps/session/login', { username: MEMBER_MOBILE, password: '123456', type: 'sms' });
    expect(response.statusCode).toBe(403);
    expect(response.json().errorCode).toBe('function.not.available');
  });

  it('logs a member in once with the code sent to their number', async () => {
    await setSmsLogin(true);
    const code = (await sendCode(MEMBER_MOBILE))!;
    const first = await smsLogin(MEMBER_MOBILE, code);
    expect(first.success).toBe(true);
    expect(first.value).toMatchObject({ userName: 'sms_member', mustChangePassword: false });
    const info = (await g.get('/wps/member/info', { token: first.value.token })).json();
    expect(info.value.account).toBe('sms_member');
    expect(await smsLogin(MEMBER_MOBILE, code)).toMatchObject({ success: false, errorCode: 'login.failed' });
  });

  it('takes the number under any spelling of its dialing code: the code goes to the one number, and logs its account in', async () => {
    await setSmsLogin(true);
    for (const [sentWith, loggedInWith] of [
      ['0063', '+63'],
      ['063', '0063'],
    ]) {
      // the code is texted to the number the account holds, whichever way its dialing code was typed
      const code = await sendCode(MEMBER_MOBILE, sentWith);
      expect(code, sentWith).not.toBeNull();
      const login = await smsLogin(MEMBER_MOBILE, code!, loggedInWith);
      expect(login, `${sentWith} then ${loggedInWith}`).toMatchObject({ success: true, value: { userName: 'sms_member' } });
    }
  });

  it('never forces a password change on an SMS login, even past the password age (SPEC §4)', async () => {
    await setSmsLogin(true);
    await g.app.ctx.db.query(`UPDATE members SET password_changed_at = now() - interval '400 days' WHERE username = 'sms_member'`);
    const code = (await sendCode(MEMBER_MOBILE))!;
    const login = await smsLogin(MEMBER_MOBILE, code);
    expect(login.value).toMatchObject({ userName: 'sms_member', mustChangePassword: false });
    const balance = await g.get('/wps/v2/wallets/balance', { token: login.value.token });
    expect(balance.json()).toMatchObject({ success: true });
  });

  it('answers a wrong code and a stranger the same way as a wrong password', async () => {
    await setSmsLogin(true);
    const code = (await sendCode(MEMBER_MOBILE))!;
    const wrong = await smsLogin(MEMBER_MOBILE, code === '000000' ? '111111' : '000000');
    expect(await sendCode(STRANGER_MOBILE)).toBeNull(); // nothing was texted to a number without an account
    const stranger = await smsLogin(STRANGER_MOBILE, '123456');
    const badPassword = (await g.login('sms_member', 'Wrong-pass-1')).json();
    expect(wrong).toEqual(stranger);
    expect(wrong.errorCode).toBe(badPassword.errorCode);
    expect(wrong.message).toBe(badPassword.message);
  });
});
