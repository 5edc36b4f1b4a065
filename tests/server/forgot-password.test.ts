/**
 * Forgot password on the real gateway: by e-mail (same answer for every request, a single-use link
 * valid 30 minutes, every session signed out) and by phone (SMS code, new password, logged in).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMailOutbox } from '../../server/mail/mail-provider';
import { readOutbox } from '../../server/verification/sms-provider';
import { solveHumanCheck } from './support/human-check-solver';
import { startTestGateway } from './support/test-gateway';
import type { TestGateway } from './support/test-gateway';
import { usernameKey } from '../../server/identity/identifier-key';

let g: TestGateway;
let merchantId: number;
const OLD = 'Old-pass-2026';

beforeAll(async () => {
  g = await startTestGateway({ config: { publicUrl: 'https://play.example.com' } });
  merchantId = (await g.app.ctx.db.query<{ id: number }>(`SELECT id FROM merchants WHERE code = 'demo'`)).rows[0].id;
});
afterAll(() => g.close());

async function addMember(username: string, extra: { email?: string; mobile?: string } = {}) {
  await g.app.ctx.db.query(
    `INSERT INTO members (merchant_id, username, username_key, password_hash, type, password_changed_at, created_at, profile, country_dialing_code, mobile_num)
     VALUES ($1, $2, $7, $3, 0, now(), now(), $4, $5, $6)`,
    [
      merchantId,
      username,
      await g.app.ctx.providers.hasher.hash(OLD),
      JSON.stringify(extra.email ? { email: extra.email } : {}),
      extra.mobile ? '63' : null,
      extra.mobile ?? null,
      usernameKey(username),
    ],
  );
}

async function setPhoneReset(enabled: boolean) {
  await g.app.ctx.db.query(`UPDATE modules SET enabled = $1 WHERE mod_id = 'CHNGPASSVERIF3'`, [enabled]);
  g.app.ctx.merchants.invalidate();
}

const askByEmail = (username: string, email: string) =>
  g.app.inject({
    method: 'POST',
    url: '/wps/member/password/email',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username, email }).toString(),
  });

const tokenOf = (body: string) => body.match(/#reset=([A-Za-z0-9_-]+)/)?.[1] ?? null;

describe('forgot password by e-mail', () => {
  it('answers every request the same, and mails a link only when username and address belong together', async () => {
    await addMember('mailer1', { email: 'Mailer1@Example.com' });
    const answers = await Promise.all([
      askByEmail('mailer1', 'mailer1@example.com'),
      askByEmail('mailer1', 'someone@example.com'),
      askByEmail('nobody99', 'mailer1@example.com'),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ success: true, value: null });
    }
    const mail = await readMailOutbox(g.app.ctx.db, 'mailer1@example.com');
    expect(mail).toHaveLength(1);
    expect(mail[0].body).toContain('https://play.example.com/forget#reset=');
    expect(await readMailOutbox(g.app.ctx.db, 'someone@example.com')).toEqual([]);
  });

  it('sets the new password once with the link, and signs every session out', async () => {
    await addMember('mailer2', { email: 'mailer2@example.com' });
    const session = (await g.login('mailer2', OLD)).json().value.token as string;
    await askByEmail('mailer2', 'mailer2@example.com');
    const token = tokenOf((await readMailOutbox(g.app.ctx.db, 'mailer2@example.com'))[0].body)!;
    const reset = await g.sealed('POST', '/wps/member/password/reset', { token, newPassword: 'New-pass-2026', confirmNewPassword: 'New-pass-2026' });
    expect(reset.json()).toEqual({ success: true, value: null });
    expect((await g.get('/wps/member/info', { token: session })).statusCode).toBe(401);
    expect((await g.login('mailer2', OLD)).json().success).toBe(false);
    expect((await g.login('mailer2', 'New-pass-2026')).json().success).toBe(true);
    const again = await g.sealed('POST', '/wps/member/password/reset', { token, newPassword: 'Other-pass-2026' });
    expect(again.json()).toMatchObject({ success: false, errorCode: 'password.reset.invalid' });
  });

  it('lets a link expire after 30 minutes', async () => {
    await addMember('mailer3', { email: 'mailer3@example.com' });
    await askByEmail('mailer3', 'mailer3@example.com');
    const token = tokenOf((await readMailOutbox(g.app.ctx.db, 'mailer3@example.com'))[0].body)!;
    g.clock.advance(30 * 60_000);
    const late = await g.sealed('POST', '/wps/member/password/reset', { token, newPassword: 'New-pass-2026' });
    expect(late.json().errorCode).toBe('password.reset.invalid');
  });

  it('refuses malformed input, a weak new password and a mismatched confirmation, naming the field', async () => {
    const bad = await askByEmail('mailer1', 'not-an-address');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().value.fields).toEqual({ email: 'email.format' });
    const weak = await g.sealed('POST', '/wps/member/password/reset', { token: 'x'.repeat(43), newPassword: 'short' });
    expect(weak.json().value.fields.newPassword).toBe('password.format');
    const mismatch = await g.sealed('POST', '/wps/member/password/reset', {
      token: 'x'.repeat(43),
      newPassword: 'New-pass-2026',
      confirmNewPassword: 'New-pass-2027',
    });
    expect(mismatch.json().value.fields.confirmNewPassword).toBe('inconsistent_twice');
  });

  it('is replaced by the phone path when CHNGPASSVERIF3 is on', async () => {
    await setPhoneReset(true);
    try {
      expect((await askByEmail('mailer1', 'mailer1@example.com')).json().errorCode).toBe('function.not.available');
    } finally {
      await setPhoneReset(false);
    }
  });
});

describe('forgot password by phone', () => {
  async function codeFor(mobileNum: string) {
    g.clock.advance(61_000);
    const humanCheckToken = await solveHumanCheck(g, 'sms');
    await g.app.inject({ method: 'POST', url: '/wps/verification/sms/noLogin', payload: { countryDialingCode: '63', mobileNum, humanCheckToken } });
    return (await readOutbox(g.app.ctx.db, `63${mobileNum}`, 1))[0]?.body.match(/\d{6}/)?.[0] ?? null;
  }
  const byPhone = (body: Record<string, string>) => g.sealed('POST', '/wps/member/password/verification', { countryDialingCode: '63', ...body });

  it('is not available while CHNGPASSVERIF3 is off', async () => {
    const response = await byPhone({ mobileNum: '9201234567', verificationCode: '123456', newPassword: 'New-pass-2026' });
    expect(response.statusCode).toBe(403);
  });

  it('sets the new password with the SMS code and logs the member in, ending older sessions', async () => {
    await setPhoneReset(true);
    try {
      await addMember('phoner1', { mobile: '9201234567' });
      const old = (await g.login('phoner1', OLD)).json().value.token as string;
      const code = (await codeFor('9201234567'))!;
      const reset = (await byPhone({ mobileNum: '9201234567', verificationCode: code, newPassword: 'New-pass-2026' })).json();
      expect(reset.success).toBe(true);
      expect((await g.get('/wps/member/info', { token: reset.value.token })).json().value.account).toBe('phoner1');
      expect((await g.get('/wps/member/info', { token: old })).statusCode).toBe(401);
      expect((await g.login('phoner1', 'New-pass-2026')).json().success).toBe(true);
      const reused = (await byPhone({ mobileNum: '9201234567', verificationCode: code, newPassword: 'Again-pass-2026' })).json();
      expect(reused).toMatchObject({ success: false, errorCode: 'sms.code.invalid' });
      const stranger = (await byPhone({ mobileNum: '9209999999', verificationCode: '123456', newPassword: 'Again-pass-2026' })).json();
      expect(stranger).toEqual(reused);
    } finally {
      await setPhoneReset(false);
    }
  });
});
