/**
 * The security centre through the gateway: profile fields (nickname, real name set once, birthday
 * 21 or older), the payment password (set, change, reset by SMS code; 5 wrong answers lock it for
 * 15 minutes, also when 20 arrive at once), bank cards (payee name, limit, duplicates, masking,
 * deleting only one's own), the masked phone and e-mail address, and binding or changing them by
 * codes read from the SMS and mail outboxes (the bound one proven first, wrong codes counted, a code
 * fitting only its purpose and contact, a number of another member refused without telling the
 * sender, one change for 10 parallel submissions of a right code).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { executeAdminCommand, parseAdminArgs, UsageError } from '../../server/admin/admin.commands';
import type { PasswordHasher } from '../../server/auth/password-hasher';
import { usernameKey } from '../../server/identity/identifier-key';
import { verifyPaymentPassword } from '../../server/security-center/payment-password.service';
import { readMailOutbox } from '../../server/mail/mail-provider';
import { readOutbox } from '../../server/verification/sms-provider';
import { lowCostHasher } from './support/low-cost-hasher';
import { startTestGateway } from './support/test-gateway';
import type { TestGateway } from './support/test-gateway';

const MINUTE = 60_000;
const PIN = '246810';
const NEW_PIN = '135792';
const WRONG_PIN = '975310';

/** The tests' hasher with a count of checks: a locked password must cost none. */
const hasher: PasswordHasher & { checks: number } = {
  checks: 0,
  hash: (password) => lowCostHasher.hash(password),
  verify(hash, password) {
    hasher.checks += 1;
    return lowCostHasher.verify(hash, password);
  },
};

let gw: TestGateway;
let merchantId: number;
/** every log line of the file's gateway, at trace level: none may carry a PIN or an account number */
const logLines: string[] = [];

beforeAll(async () => {
  gw = await startTestGateway({ providers: { hasher }, logger: { level: 'trace', stream: { write: (line: string) => void logLines.push(line) } } });
  merchantId = (await gw.database.db.query<{ id: number }>(`SELECT id FROM merchants WHERE code = 'demo'`)).rows[0].id;
});
afterAll(() => gw?.close());

interface Member {
  id: number;
  token: string;
  username: string;
}

let created = 0;

/** A player with a session, and what the test asks for already bound. */
async function newMember(options: { realName?: string; mobile?: string; email?: string; pin?: string } = {}): Promise<Member> {
  const username = `sec_member_${++created}`;
  const profile = { ...(options.realName ? { payeeName: options.realName } : {}), ...(options.email ? { email: options.email } : {}) };
  const inserted = await gw.database.db.query<{ id: number }>(
    `INSERT INTO members (merchant_id, username, username_key, password_hash, type, language, password_changed_at, created_at,
       profile, country_dialing_code, mobile_num, payment_password_hash)
     VALUES ($1, $2, $3, $4, 0, 'EN', $5, $5, $6, $7, $8, $9) RETURNING id`,
    [
      merchantId,
      username,
      usernameKey(username),
      await hasher.hash('Login-pass-1'),
      gw.clock.now(),
      JSON.stringify(profile),
      options.mobile ? '63' : null,
      options.mobile ?? null,
      options.pin ? await hasher.hash(options.pin) : null,
    ],
  );
  const login = (await gw.login(username, 'Login-pass-1')).json();
  expect(login.success, JSON.stringify(login)).toBe(true);
  return { id: inserted.rows[0].id, token: login.value.token, username };
}

/** every code the file read from an outbox: none may reach a log */
const codesRead: string[] = [];

const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, member: Member, body?: unknown, remoteAddress?: string) =>
  gw.app.inject({
    method,
    url,
    headers: { authorization: member.token },
    ...(body === undefined ? {} : { payload: body as object }),
    ...(remoteAddress ? { remoteAddress } : {}),
  });

const sealed = (method: 'PUT' | 'POST', url: string, member: Member, body: unknown) => gw.sealed(method, url, body, { token: member.token });

const securityConfig = async (member: Member) => (await call('GET', '/wps/member/securityConfig', member)).json().value;

const fieldError = (field: string, message: string | RegExp) => ({
  success: false,
  errorCode: 'request_param_err',
  value: { fields: { [field]: message } },
});

const changePin = (member: Member, oldPassword: string, newPassword = NEW_PIN) =>
  sealed('POST', '/wps/member/paymentPassword', member, { oldPassword, newPassword, confirmNewPassword: newPassword });

const check = (member: Member, password: string) =>
  verifyPaymentPassword({ db: gw.database.db, hasher }, { merchantId, memberId: member.id, password, now: gw.clock.now() });

describe('profile', () => {
  it('changes the nickname, kept in its plain form, and refuses one out of its limits without changing anything', async () => {
    const member = await newMember();
    const set = await call('PUT', '/wps/member/info/nickname', member, { nickname: '  Ｌucky\u200B   Star_7 ' });
    expect(set.json()).toEqual({ success: true, value: { nickname: 'Lucky Star_7' } });
    for (const nickname of ['<b>x</b>', 'a', 'x'.repeat(21), 'emoji 🎰']) {
      const refused = await call('PUT', '/wps/member/info/nickname', member, { nickname });
      expect(refused.statusCode, nickname).toBe(400);
      expect(refused.json()).toMatchObject(fieldError('nickname', expect.any(String)));
    }
    expect((await securityConfig(member)).nickname).toBe('Lucky Star_7');
    expect((await gw.get('/wps/member/info', { token: member.token })).json().value.nickname).toBe('Lucky Star_7');
  });

  it('sets the real name once; a second set is refused and changes nothing', async () => {
    const member = await newMember();
    expect((await securityConfig(member)).payeeName).toBeNull();
    const bad = await call('PUT', '/wps/member/info/payeename', member, { payeeName: 'J0hn Smith' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject(fieldError('payeeName', expect.any(String)));
    expect((await securityConfig(member)).payeeName).toBeNull();

    const first = await call('PUT', '/wps/member/info/payeename', member, { payeeName: ' Juan  Dela Cruz ' });
    expect(first.json()).toEqual({ success: true, value: { payeeName: 'Juan Dela Cruz' } });
    const second = await call('PUT', '/wps/member/info/payeename', member, { payeeName: 'Pedro Penduko' });
    expect(second.json()).toMatchObject({ success: false, errorCode: 'payee.name.exists' });
    expect((await securityConfig(member)).payeeName).toBe('Juan Dela Cruz');
  });

  it('keeps a real name given at registration: setting one is refused', async () => {
    const member = await newMember({ realName: 'Maria Clara' });
    expect((await call('PUT', '/wps/member/info/payeename', member, { payeeName: 'Other Name' })).json().errorCode).toBe('payee.name.exists');
  });

  it('refuses a birthday under 21 (as of the gateway clock) and a date that does not exist; sets 21 or older once', async () => {
    // the clock reads 2026-03-02
    const member = await newMember();
    for (const [birthday, message] of [
      ['2005-03-03', 'birthday.under.21'],
      ['2030-01-01', 'birthday.under.21'],
      ['2001-02-29', 'a date as YYYY-MM-DD'],
      ['02/03/2001', 'a date as YYYY-MM-DD'],
      ['1899-12-31', 'a date as YYYY-MM-DD'],
    ]) {
      const refused = await call('POST', '/wps/member/info', member, { birthday });
      expect(refused.statusCode, birthday).toBe(400);
      expect(refused.json()).toMatchObject(fieldError('birthday', message));
    }
    expect((await securityConfig(member)).birthday).toBeNull();
    expect((await call('POST', '/wps/member/info', member, { birthday: '2005-03-02' })).json()).toEqual({
      success: true,
      value: { birthday: '2005-03-02' },
    });
    expect((await call('POST', '/wps/member/info', member, { birthday: '1990-01-01' })).json().errorCode).toBe('birthday.exists');
    expect((await securityConfig(member)).birthday).toBe('2005-03-02');
  });

  it('is closed to trial accounts and to guests', async () => {
    const trial = (await gw.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} })).json();
    expect(trial.success).toBe(true);
    const asTrial = await gw.get('/wps/member/securityConfig', { token: trial.value.token });
    expect(asTrial.statusCode).toBe(403);
    expect(asTrial.json().errorCode).toBe('in_need_true_account');
    expect((await gw.get('/wps/v2/member/bankCards')).statusCode).toBe(401);
  });
});

describe('payment password', () => {
  it('is set only when there is none, in the 6-digit format, not a run or a repeat', async () => {
    const member = await newMember();
    expect((await call('GET', '/wps/member/hasWithdrawalPassword', member)).json()).toEqual({ success: true, value: false });
    for (const [body, field, message] of [
      [{ newPassword: '12345', confirmNewPassword: '12345' }, 'newPassword', 'payment.password.format'],
      [{ newPassword: 'abcdef', confirmNewPassword: 'abcdef' }, 'newPassword', 'payment.password.format'],
      [{ newPassword: '123456', confirmNewPassword: '123456' }, 'newPassword', 'payment.password.weak'],
      [{ newPassword: '777777', confirmNewPassword: '777777' }, 'newPassword', 'payment.password.weak'],
      [{ newPassword: PIN, confirmNewPassword: NEW_PIN }, 'confirmNewPassword', 'inconsistent_twice'],
    ] as const) {
      const refused = await sealed('PUT', '/wps/member/paymentPassword', member, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json()).toMatchObject(fieldError(field, message));
    }
    expect((await call('GET', '/wps/member/hasWithdrawalPassword', member)).json().value).toBe(false);

    expect((await sealed('PUT', '/wps/member/paymentPassword', member, { newPassword: PIN, confirmNewPassword: PIN })).json()).toEqual({
      success: true,
      value: null,
    });
    expect((await call('GET', '/wps/member/hasWithdrawalPassword', member)).json().value).toBe(true);
    const again = await sealed('PUT', '/wps/member/paymentPassword', member, { newPassword: NEW_PIN, confirmNewPassword: NEW_PIN });
    expect(again.json()).toMatchObject({ success: false, errorCode: 'payment.password.exists' });
    expect(await check(member, PIN)).toEqual({ kind: 'ok' });
    // the login password is another secret: it is not the payment password
    expect(await check(member, 'Login-pass-1')).toEqual({ kind: 'wrong', attemptsLeft: 4 });
  });

  it('must be sent sealed', async () => {
    const member = await newMember();
    const plain = await call('PUT', '/wps/member/paymentPassword', member, { newPassword: PIN, confirmNewPassword: PIN });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().errorCode).toBe('payload.encryption.required');
  });

  it('changes after the current one is answered; a wrong answer says how many are left', async () => {
    const member = await newMember({ pin: PIN });
    expect((await changePin(member, WRONG_PIN)).json()).toEqual({
      success: false,
      errorCode: 'invalid.payment.pw',
      message: expect.any(String),
      value: { attemptsLeft: 4 },
    });
    expect((await changePin(member, PIN, PIN)).json()).toMatchObject(fieldError('newPassword', 'password.same'));
    expect((await changePin(member, PIN)).json()).toEqual({ success: true, value: null });
    expect(await check(member, PIN)).toEqual({ kind: 'wrong', attemptsLeft: 4 }); // the right answer before did not reset this one's count
    expect(await check(member, NEW_PIN)).toEqual({ kind: 'ok' });
    expect((await securityConfig(member)).paymentPassword).toEqual({ set: true, lockedUntil: null, attemptsLeft: 5 });
  });

  it('answers not.exists.payment.password when there is none', async () => {
    const member = await newMember();
    expect((await changePin(member, PIN)).json()).toMatchObject({ success: false, errorCode: 'not.exists.payment.password' });
    expect(await check(member, PIN)).toEqual({ kind: 'notSet' });
  });

  it('locks for 15 minutes after 5 wrong answers, checks nothing while locked, then opens again', async () => {
    const member = await newMember({ pin: PIN });
    for (const attemptsLeft of [4, 3, 2, 1]) expect(await check(member, WRONG_PIN)).toEqual({ kind: 'wrong', attemptsLeft });
    const lockedAt = gw.clock.now().getTime();
    const until = new Date(lockedAt + 15 * MINUTE).toISOString();
    expect(await check(member, WRONG_PIN)).toEqual({ kind: 'locked', until });

    const checks = hasher.checks;
    // the right password is refused too, and through the change call the refusal names the wait
    expect((await changePin(member, PIN)).json()).toEqual({
      success: false,
      errorCode: 'payment.password.locked',
      message: expect.any(String),
      value: { lockedUntil: until, retryAfterSeconds: 15 * 60 },
    });
    expect((await securityConfig(member)).paymentPassword).toEqual({ set: true, lockedUntil: until, attemptsLeft: 0 });
    gw.clock.advance(15 * MINUTE - 1000);
    expect(await check(member, PIN)).toEqual({ kind: 'locked', until });
    expect(hasher.checks).toBe(checks);

    gw.clock.advance(1000);
    expect((await securityConfig(member)).paymentPassword).toEqual({ set: true, lockedUntil: null, attemptsLeft: 5 });
    expect(await check(member, WRONG_PIN)).toEqual({ kind: 'wrong', attemptsLeft: 4 });
    expect(await check(member, PIN)).toEqual({ kind: 'ok' });
    // a right answer forgets the wrong ones
    expect(await check(member, WRONG_PIN)).toEqual({ kind: 'wrong', attemptsLeft: 4 });
  });

  it('counts 20 parallel wrong answers one after another: 5 checked, then locked', async () => {
    const member = await newMember({ pin: PIN });
    const checks = hasher.checks;
    const answers = await Promise.all(Array.from({ length: 20 }, () => changePin(member, WRONG_PIN)));
    const bodies = answers.map((answer) => answer.json());
    const wrong = bodies.filter((b) => b.errorCode === 'invalid.payment.pw').map((b) => b.value.attemptsLeft);
    expect(wrong.sort()).toEqual([1, 2, 3, 4]);
    expect(bodies.filter((b) => b.errorCode === 'payment.password.locked')).toHaveLength(16);
    expect(hasher.checks - checks).toBe(5);
    expect(await check(member, PIN)).toMatchObject({ kind: 'locked' });
  });

  describe('reset by a code sent to the bound phone', () => {
    const mobile = '9171230001';
    const sendCode = (member: Member, purpose: unknown = 4) => call('POST', '/wps/v2/verification/sms/send', member, { purpose });
    const lastCode = async () => /\b(\d{6})\b/.exec((await readOutbox(gw.database.db, `63${mobile}`))[0].body)![1];
    const reset = (member: Member, verificationCode: string, newPassword = NEW_PIN) =>
      sealed('POST', '/wps/member/paymentPassword/reset', member, { verificationCode, newPassword, confirmNewPassword: newPassword });

    it('sets a new password and ends a lock; a wrong code is refused and counted', async () => {
      const member = await newMember({ pin: PIN, mobile });
      for (let i = 0; i < 5; i++) await check(member, WRONG_PIN);
      expect(await check(member, PIN)).toMatchObject({ kind: 'locked' });

      expect((await sendCode(member, 3)).json()).toMatchObject(fieldError('purpose', expect.any(String)));
      const sent = (await sendCode(member, '4')).json();
      expect(sent).toMatchObject({ success: true, value: { expiredMinutes: 5 } });
      const outbox = await readOutbox(gw.database.db, `63${mobile}`);
      expect(outbox).toHaveLength(1);
      expect(outbox[0].purpose).toBe('changePaymentPassword');
      const code = await lastCode();
      const wrongCode = code === '000000' ? '000001' : '000000';
      expect((await reset(member, wrongCode)).json()).toMatchObject({ success: false, errorCode: 'sms.code.invalid', value: { triesLeft: 4 } });
      expect((await reset(member, code, '123456')).json()).toMatchObject(fieldError('newPassword', 'payment.password.weak'));
      expect(await check(member, PIN)).toMatchObject({ kind: 'locked' }); // nothing changed yet

      expect((await reset(member, code)).json()).toEqual({ success: true, value: null });
      expect(await check(member, NEW_PIN)).toEqual({ kind: 'ok' });
      expect(await check(member, PIN)).toEqual({ kind: 'wrong', attemptsLeft: 4 });
      // single use
      expect((await reset(member, code, '864209')).json()).toMatchObject({ success: false, errorCode: 'sms.code.used' });
      // an early second code is refused with the wait
      const early = await sendCode(member);
      expect(early.statusCode).toBe(429);
      expect(early.json().errorCode).toBe('sms.resend.early');
    });

    it('needs a bound phone and a password to reset', async () => {
      const noPhone = await newMember({ pin: PIN });
      expect((await sendCode(noPhone)).json()).toMatchObject({ success: false, errorCode: 'mobile.not.bound' });
      expect((await reset(noPhone, '123456')).json()).toMatchObject({ success: false, errorCode: 'mobile.not.bound' });
      const noPin = await newMember({ mobile: '9171230002' });
      expect((await sendCode(noPin)).json()).toMatchObject({ success: false, errorCode: 'not.exists.payment.password' });
      expect(await readOutbox(gw.database.db, '639171230002')).toHaveLength(0);
    });
  });
});

describe('bank cards and e-wallets', () => {
  const card = (bankCode: string, cardNumber: string, cardHolder = 'Juan Dela Cruz') => ({ bankCode, cardNumber, cardHolder });
  const addCard = (member: Member, body: unknown) => sealed('POST', '/wps/v2/member/bankCards', member, body);
  const cards = async (member: Member) => (await call('GET', '/wps/v2/member/bankCards', member)).json().value;
  const admin = (...argv: string[]) =>
    executeAdminCommand(gw.database.db, parseAdminArgs(argv), { hasher, now: gw.clock.now, via: 'cli' }).then((result) => {
      gw.app.ctx.merchants.invalidate();
      return result;
    });
  let serial = 1000;
  const nextAccount = () => `400012340000${++serial}`;

  it('lists the banks and e-wallets of the merchant', async () => {
    const member = await newMember();
    const banks = (await call('GET', '/wps/relay/MCSFE_getBanks', member)).json().value;
    expect(banks).toContainEqual({ bankCode: 'GCASH', bankName: 'GCash', cardType: 'EW', minLength: 11, maxLength: 11 });
    expect(banks).toContainEqual({ bankCode: 'MAYA', bankName: 'Maya', cardType: 'EW', minLength: 11, maxLength: 11 });
    expect(banks.filter((b: { cardType: string }) => b.cardType === 'BC').length).toBeGreaterThan(2);
  });

  it('needs the real name first, and an account in that name', async () => {
    const member = await newMember();
    expect((await addCard(member, card('BDO', nextAccount()))).json()).toMatchObject({ success: false, errorCode: 'payee.name.required' });
    await call('PUT', '/wps/member/info/payeename', member, { payeeName: 'Juan Dela Cruz' });
    const mismatch = await addCard(member, card('BDO', nextAccount(), 'Pedro Penduko'));
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject(fieldError('cardHolder', 'bankcard.holder.mismatch'));
    expect((await cards(member)).bankCards).toEqual([]);
    // case and spacing are not a different name; the card carries the name as set
    const added = await addCard(member, card('BDO', '4000 1234-5678 9012', 'juan  DELA cruz'));
    expect(added.json()).toEqual({
      success: true,
      value: {
        bankCardId: expect.any(Number),
        bankCode: 'BDO',
        bankName: 'BDO Unibank',
        cardNumber: '**** **** **** 9012',
        cardHolder: 'Juan Dela Cruz',
        cardType: 'BC',
        isWithdrawActive: 'Y',
        createdAt: gw.clock.now().toISOString(),
      },
    });
  });

  it('checks the number against the bank: digits, length, and an e-wallet mobile number', async () => {
    const member = await newMember({ realName: 'Juan Dela Cruz' });
    for (const [body, field] of [
      [card('BDO', '12345'), 'cardNumber'],
      [card('BDO', '1'.repeat(17)), 'cardNumber'],
      [card('BDO', '4000abcd12345678'), 'cardNumber'],
      [card('GCASH', '0917123456'), 'cardNumber'],
      [card('GCASH', '08171234567'), 'cardNumber'],
      [card('NOBANK', nextAccount()), 'bankCode'],
    ] as const) {
      const refused = await addCard(member, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json()).toMatchObject(fieldError(field, expect.any(String)));
    }
    expect((await cards(member)).bankCards).toEqual([]);
    const wallet = (await addCard(member, card('gcash', '09171234567'))).json();
    expect(wallet.value).toMatchObject({ bankCode: 'GCASH', cardType: 'EW', cardNumber: '*******4567' });
  });

  it('never answers a full number, and refuses an account bound already, by anyone', async () => {
    const member = await newMember({ realName: 'Juan Dela Cruz' });
    const other = await newMember({ realName: 'Juan Dela Cruz' });
    const number = nextAccount();
    expect((await addCard(member, card('BPI', number))).json().success).toBe(true);
    expect((await addCard(member, card('BPI', number))).json()).toMatchObject({ success: false, errorCode: 'bankcard.exists' });
    expect((await addCard(other, card('BPI', number))).json()).toMatchObject({ success: false, errorCode: 'bankcard.exists' });
    // the same number at another bank is another account
    expect((await addCard(member, card('MBTC', number))).json().success).toBe(true);
    const listed = await call('GET', '/wps/v2/member/bankCards', member);
    expect(listed.body).not.toContain(number);
    expect(listed.json().value.bankCards.map((c: { cardNumber: string }) => c.cardNumber)).toEqual([
      `**** **** **** ${number.slice(-4)}`,
      `**** **** **** ${number.slice(-4)}`,
    ]);
  });

  it('binds at most the merchant setting (default 5), also when adds arrive at once, and an operator can change it', async () => {
    const member = await newMember({ realName: 'Juan Dela Cruz' });
    for (let i = 0; i < 3; i++) expect((await addCard(member, card('LBP', nextAccount()))).json().success).toBe(true);
    const parallel = await Promise.all(Array.from({ length: 5 }, () => addCard(member, card('UBP', nextAccount()))));
    const bodies = parallel.map((answer) => answer.json());
    expect(bodies.filter((b) => b.success)).toHaveLength(2);
    expect(bodies.filter((b) => b.errorCode === 'bankcard.limit').map((b) => b.value)).toEqual([
      { maxCardCount: 5 },
      { maxCardCount: 5 },
      { maxCardCount: 5 },
    ]);
    expect(await cards(member)).toMatchObject({ maxCardCount: 5, remainingCardCount: 0 });
    expect((await securityConfig(member)).bankCards).toEqual({ count: 5, maxCardCount: 5 });

    for (const value of ['21', '-1', 'five', '2.5']) expect(() => parseAdminArgs(['setting', 'maxBankCards', value])).toThrow(UsageError);
    expect((await admin('setting', 'maxBankCards', '6')).code).toBe(0);
    try {
      expect((await addCard(member, card('SECB', nextAccount()))).json().success).toBe(true);
      expect((await addCard(member, card('SECB', nextAccount()))).json().errorCode).toBe('bankcard.limit');
    } finally {
      await admin('setting', 'maxBankCards', '5');
    }
    expect(await cards(member)).toMatchObject({ maxCardCount: 5, remainingCardCount: 0 });
  });

  it("deletes the member's own card only; another member's is answered as not found and stays", async () => {
    const owner = await newMember({ realName: 'Juan Dela Cruz' });
    const intruder = await newMember({ realName: 'Pedro Penduko' });
    const bound = (await addCard(owner, card('BDO', nextAccount()))).json().value;
    const id = bound.bankCardId;

    const refused = await call('DELETE', `/wps/v2/member/bankCards?bankCardId=${id}`, intruder);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().errorCode).toBe('bankcard.not.found');
    expect((await cards(owner)).bankCards).toEqual([bound]);

    expect((await call('DELETE', '/wps/v2/member/bankCards?bankCardId=abc', owner)).json()).toMatchObject(
      fieldError('bankCardId', expect.any(String)),
    );
    expect((await call('DELETE', `/wps/v2/member/bankCards?bankCardId=${id}`, owner)).json()).toEqual({ success: true, value: null });
    expect((await cards(owner)).bankCards).toEqual([]);
    expect((await call('DELETE', `/wps/v2/member/bankCards?bankCardId=${id}`, owner)).statusCode).toBe(404);
  });
});

describe('security overview', () => {
  it('shows the bound phone and e-mail address masked, here and in member info', async () => {
    const member = await newMember({ mobile: '9171234567', email: 'juan.cruz@example.com', realName: 'Juan Dela Cruz' });
    const answer = await call('GET', '/wps/member/securityConfig', member);
    expect(answer.json().value).toEqual({
      account: member.username,
      nickname: member.username,
      payeeName: 'Juan Dela Cruz',
      birthday: null,
      mobile: '+63 917***4567',
      email: 'j***@example.com',
      paymentPassword: { set: false, lockedUntil: null, attemptsLeft: 5 },
      bankCards: { count: 0, maxCardCount: 5 },
    });
    const info = await gw.get('/wps/member/info', { token: member.token });
    expect(info.json().value).toMatchObject({ mobile: '+63 917***4567', email: 'j***@example.com' });
    for (const body of [answer.body, info.body]) {
      expect(body).not.toContain('9171234567');
      expect(body).not.toContain('juan.cruz');
    }
    const bare = await newMember();
    expect(await securityConfig(bare)).toMatchObject({ mobile: null, email: null });
  });
});

describe('mobile number and e-mail address', () => {
  // every test sends its codes from an address of its own: the per-IP send limit is not what is tested here
  let ip = 0;
  let from = '';
  beforeEach(() => {
    from = `10.20.0.${++ip}`;
  });
  const codeIn = (body: string) => {
    const code = /\b(\d{6})\b/.exec(body)![1];
    codesRead.push(code);
    return code;
  };
  const textedCode = async (mobile: string) => codeIn((await readOutbox(gw.database.db, `63${mobile}`))[0].body);
  const mailedCode = async (address: string) => codeIn((await readMailOutbox(gw.database.db, address))[0].body);
  const other = (code: string) => (code === '000000' ? '000001' : '000000');
  const sendSms = (member: Member, body: object = {}) => call('POST', '/wps/v2/verification/sms/send', member, { purpose: 5, ...body }, from);
  const toNumber = (mobileNum: string) => ({ countryDialingCode: '63', mobileNum });
  const sendMail = (member: Member, body: object = {}) => call('POST', '/wps/v2/verification/mail/send', member, { purpose: 10, ...body }, from);
  const proveMobile = (member: Member, verificationCode: string) =>
    sealed('POST', '/wps/v2/verification/sms/verify-current', member, { purpose: 5, verificationCode });
  const proveEmail = (member: Member, verificationCode: string) =>
    sealed('POST', '/wps/v2/verification/mail/verify-current', member, { purpose: '10', verificationCode });
  const bindMobile = (member: Member, mobileNum: string, verificationCode: string) =>
    sealed('PUT', '/wps/member/info/mobile', member, { ...toNumber(mobileNum), verificationCode });
  const bindEmail = (member: Member, email: string, verificationCode: string) =>
    sealed('PUT', '/wps/member/info/email', member, { email, verificationCode });
  const sent = { success: true, value: { expiredMinutes: 5, resendAvailableAt: expect.any(String) } };
  const refused = (errorCode: string, value: unknown = null) => ({ success: false, errorCode, message: expect.any(String), value });
  const storedMobile = async (member: Member) =>
    (await gw.database.db.query<{ m: string | null }>('SELECT country_dialing_code || mobile_num AS m FROM members WHERE id = $1', [member.id]))
      .rows[0].m;

  it('binds a first number by the code texted to it, then changes it only after the bound number is proven', async () => {
    const member = await newMember();
    expect((await sendSms(member)).json()).toMatchObject(refused('mobile.not.bound'));
    expect((await sendSms(member, toNumber('12345'))).json()).toMatchObject(fieldError('mobileNum', 'invalid mobile number'));
    expect((await sendSms(member, { mobileNum: '9175550001' })).json()).toMatchObject(fieldError('countryDialingCode', 'required'));
    expect((await sendSms(member, toNumber('９１７５５５０００１'))).json()).toEqual(sent);
    const outbox = await readOutbox(gw.database.db, '639175550001');
    expect(outbox.map((m) => m.purpose)).toEqual(['updatePhone']);
    const first = await textedCode('9175550001');
    // sealed only
    const plain = await call('PUT', '/wps/member/info/mobile', member, { ...toNumber('9175550001'), verificationCode: first });
    expect(plain.json().errorCode).toBe('payload.encryption.required');
    expect((await bindMobile(member, '9175550001', first)).json()).toEqual({ success: true, value: { mobile: '+63 917***0001' } });
    expect((await securityConfig(member)).mobile).toBe('+63 917***0001');
    expect((await bindMobile(member, '9175550001', first)).json()).toMatchObject(fieldError('mobileNum', 'mobile.same'));

    // a change: the new number hears nothing until the bound one is proven
    expect((await sendSms(member, toNumber('9175550002'))).json()).toMatchObject(refused('mobile.current.unverified'));
    expect(await readOutbox(gw.database.db, '639175550002')).toEqual([]);
    expect((await bindMobile(member, '9175550002', '123456')).json()).toMatchObject(refused('mobile.current.unverified'));
    expect((await sendSms(member)).json()).toEqual(sent);
    const current = await readOutbox(gw.database.db, '639175550001');
    expect(current[0].purpose).toBe('updatePhoneCurrent');
    const currentCode = await textedCode('9175550001');
    expect((await proveMobile(member, other(currentCode))).json()).toEqual(refused('sms.code.invalid', { triesLeft: 4 }));
    expect((await proveMobile(member, currentCode)).json()).toEqual({ success: true, value: null });
    expect((await proveMobile(member, currentCode)).json()).toMatchObject(refused('sms.code.used'));
    expect((await sendSms(member, toNumber('9175550001'))).json()).toMatchObject(refused('mobile.same'));
    expect((await sendSms(member, toNumber('9175550002'))).json()).toEqual(sent);
    const second = await textedCode('9175550002');
    expect((await bindMobile(member, '9175550002', other(second))).json()).toEqual(refused('sms.code.invalid', { triesLeft: 4 }));
    expect((await bindMobile(member, '9175550002', second)).json()).toEqual({ success: true, value: { mobile: '+63 917***0002' } });
    expect((await securityConfig(member)).mobile).toBe('+63 917***0002');
    expect(await storedMobile(member)).toBe('639175550002');
    // the proof was spent by the change, and proved the old number only
    expect((await sendSms(member, toNumber('9175550003'))).json()).toMatchObject(refused('mobile.current.unverified'));
  });

  it('keeps a proof 10 minutes', async () => {
    const member = await newMember({ mobile: '9175550011' });
    await sendSms(member);
    expect((await proveMobile(member, await textedCode('9175550011'))).json().success).toBe(true);
    expect((await sendSms(member, toNumber('9175550012'))).json()).toEqual(sent);
    const code = await textedCode('9175550012');
    gw.clock.advance(10 * MINUTE);
    expect((await bindMobile(member, '9175550012', code)).json()).toMatchObject(refused('mobile.current.unverified'));
    expect(await storedMobile(member)).toBe('639175550011');
  });

  it('counts wrong codes: the fifth locks the code, and then even the right one is refused', async () => {
    const member = await newMember();
    await sendSms(member, toNumber('9175550021'));
    const code = await textedCode('9175550021');
    for (const triesLeft of [4, 3, 2, 1]) {
      expect((await bindMobile(member, '9175550021', other(code))).json()).toEqual(refused('sms.code.invalid', { triesLeft }));
    }
    expect((await bindMobile(member, '9175550021', other(code))).json()).toMatchObject(refused('sms.code.locked'));
    expect((await bindMobile(member, '9175550021', code)).json()).toMatchObject(refused('sms.code.locked'));
    expect((await securityConfig(member)).mobile).toBeNull();
    // an early new code is refused with the wait; after it, a new code binds
    expect((await sendSms(member, toNumber('9175550021'))).statusCode).toBe(429);
    gw.clock.advance(MINUTE);
    expect((await sendSms(member, toNumber('9175550021'))).json()).toEqual(sent);
    expect((await bindMobile(member, '9175550021', await textedCode('9175550021'))).json().success).toBe(true);
  });

  it('takes a code only for its purpose and its number or address', async () => {
    const member = await newMember({ mobile: '9175550031', email: 'owner.31@example.com', pin: PIN });
    // the payment password's code (purpose 4) to the bound phone does not prove it for a change
    expect((await call('POST', '/wps/v2/verification/sms/send', member, { purpose: 4 }, from)).json()).toEqual(sent);
    const resetCode = await textedCode('9175550031');
    expect((await proveMobile(member, resetCode)).json()).toMatchObject(refused('sms.code.missing'));
    // nor does the code that proved the bound phone bind it again, or another number
    await sendSms(member);
    const currentCode = await textedCode('9175550031');
    expect((await proveMobile(member, currentCode)).json().success).toBe(true);
    await sendSms(member, toNumber('9175550032'));
    const newCode = await textedCode('9175550032');
    expect((await bindMobile(member, '9175550033', newCode)).json()).toMatchObject(refused('sms.code.missing'));
    expect((await bindMobile(member, '9175550032', currentCode)).json()).toEqual(refused('sms.code.invalid', { triesLeft: 4 }));
    // a texted code is no e-mailed code, and an address's code binds that address only
    expect((await proveEmail(member, newCode)).json()).toMatchObject(refused('mail.code.missing'));
    await sendMail(member);
    expect((await proveEmail(member, await mailedCode('owner.31@example.com'))).json().success).toBe(true);
    await sendMail(member, { email: 'new.31@example.com' });
    const mailCode = await mailedCode('new.31@example.com');
    expect((await bindEmail(member, 'other.31@example.com', mailCode)).json()).toMatchObject(refused('mail.code.missing'));
    expect((await bindMobile(member, '9175550032', mailCode)).json()).toEqual(refused('sms.code.invalid', { triesLeft: 3 }));
    expect(await securityConfig(member)).toMatchObject({ mobile: '+63 917***0031', email: 'o***@example.com' });
  });

  it('refuses a number another member holds: its holder is told, the sender is not, and a right code meets a field error', async () => {
    await newMember({ mobile: '9175550041' });
    const member = await newMember();
    // the same answer as for a free number; the holder gets a notice and no code
    expect((await sendSms(member, toNumber('9175550041'))).json()).toEqual(sent);
    const [notice] = await readOutbox(gw.database.db, '639175550041');
    expect(notice.body).toMatch(/belongs to an account already/);
    expect(notice.body).not.toMatch(/\d{6}/);
    expect((await bindMobile(member, '9175550041', '123456')).json()).toEqual(refused('sms.code.invalid', { triesLeft: 4 }));
    // a number bound elsewhere between the code and the submit: the holder of the code learns it
    expect((await sendSms(member, toNumber('9175550042'))).json()).toEqual(sent);
    const code = await textedCode('9175550042');
    const taker = await newMember();
    await gw.database.db.query(`UPDATE members SET country_dialing_code = '63', mobile_num = '9175550042' WHERE id = $1`, [taker.id]);
    const taken = await bindMobile(member, '9175550042', code);
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject(fieldError('mobileNum', 'mobile.taken'));
    expect((await securityConfig(member)).mobile).toBeNull();
  });

  it('takes a number under another spelling of its dialing code as that number: another member’s is not bound, a free one is stored in its one form', async () => {
    await newMember({ mobile: '9175550081' });
    const member = await newMember();
    for (const countryDialingCode of ['063', '0063']) {
      gw.clock.advance(61_000);
      expect((await sendSms(member, { countryDialingCode, mobileNum: '9175550081' })).json()).toEqual(sent);
      // its holder hears it belongs to an account; no code goes out under the other spelling
      expect((await readOutbox(gw.database.db, '639175550081'))[0].body).toContain('belongs to an account already');
      const typed = (await readOutbox(gw.database.db, `${countryDialingCode}9175550081`))[0];
      const code = typed ? codeIn(typed.body) : '000000';
      const bound = await sealed('PUT', '/wps/member/info/mobile', member, { countryDialingCode, mobileNum: '9175550081', verificationCode: code });
      expect(bound.json().success, countryDialingCode).toBe(false);
    }
    expect((await securityConfig(member)).mobile).toBeNull();

    expect((await sendSms(member, { countryDialingCode: '0063', mobileNum: '9175550082' })).json()).toEqual(sent);
    const code = await textedCode('9175550082');
    const bound = await sealed('PUT', '/wps/member/info/mobile', member, {
      countryDialingCode: '+63',
      mobileNum: '9175550082',
      verificationCode: code,
    });
    expect(bound.json()).toEqual({ success: true, value: { mobile: '+63 917***0082' } });
    expect(await storedMobile(member)).toBe('639175550082');
  });

  it('binds an e-mail address by the code e-mailed to it, in the member’s language, and changes it after proving the bound one', async () => {
    const member = await newMember();
    expect((await sendMail(member)).json()).toMatchObject(refused('email.not.bound'));
    expect((await sendMail(member, { email: 'not-an-address' })).json()).toMatchObject(fieldError('email', 'email.format'));
    expect((await sendMail(member, { purpose: 5, email: 'ann.51@example.com' })).json()).toMatchObject(fieldError('purpose', expect.any(String)));
    expect((await sendMail(member, { email: ' Ann.51@Example.com ' })).json()).toEqual(sent);
    const [mail] = await readMailOutbox(gw.database.db, 'ann.51@example.com');
    expect(mail).toMatchObject({ to: 'Ann.51@Example.com', subject: 'Your verification code' });
    const first = await mailedCode('ann.51@example.com');
    // the domain's case is the same domain; the local part is bound as the code proved it
    expect((await bindEmail(member, 'Ann.51@example.COM', first)).json()).toEqual({ success: true, value: { email: 'A***@example.com' } });
    expect((await securityConfig(member)).email).toBe('A***@example.com');
    expect((await gw.get('/wps/member/info', { token: member.token })).json().value.email).toBe('A***@example.com');

    await gw.database.db.query(`UPDATE members SET language = 'MS' WHERE id = $1`, [member.id]);
    expect((await sendMail(member, { email: 'ben.51@example.com' })).json()).toMatchObject(refused('email.current.unverified'));
    expect((await sendMail(member, { email: 'Ann.51@EXAMPLE.com' })).json()).toMatchObject(refused('email.same'));
    expect((await sendMail(member)).json()).toEqual(sent);
    const [current] = await readMailOutbox(gw.database.db, 'ann.51@example.com');
    expect(current.subject).toBe('Kod pengesahan anda');
    const currentCode = await mailedCode('ann.51@example.com');
    expect((await proveEmail(member, other(currentCode))).json()).toEqual(refused('mail.code.invalid', { triesLeft: 4 }));
    expect((await proveEmail(member, currentCode)).json()).toEqual({ success: true, value: null });
    expect((await sendMail(member, { email: 'ben.51@example.com' })).json()).toEqual(sent);
    const code = await mailedCode('ben.51@example.com');
    expect((await bindEmail(member, 'ben.51@example.com', code)).json()).toEqual({ success: true, value: { email: 'b***@example.com' } });
    expect((await securityConfig(member)).email).toBe('b***@example.com');
    const stored = await gw.database.db.query<{ email: string }>(`SELECT profile->>'email' AS email FROM members WHERE id = $1`, [member.id]);
    expect(stored.rows[0].email).toBe('ben.51@example.com');
  });

  it('binds only the exact address a code was e-mailed to, and refuses addresses with hidden characters when the code is asked for', async () => {
    const member = await newMember();
    const noBinding = async () => expect((await securityConfig(member)).email).toBeNull();
    // a code proves the mailbox that received it: no folding of ß, ı or case turns it into another one
    const twins = [
      ['strasse.71@example.com', 'straße.71@example.com'],
      ['kim.72@example.com', 'kım.72@example.com'],
      ['KIM.73@example.com', 'kim.73@example.com'],
      ['ann.74@example.com', 'Ann.74@example.com'],
    ];
    for (const [sentTo, bound] of twins) {
      expect((await sendMail(member, { email: sentTo })).json()).toEqual(sent);
      const code = await mailedCode(sentTo);
      const answer = (await bindEmail(member, bound, code)).json();
      expect(answer, `${sentTo} -> ${bound}`).toMatchObject({ success: false, errorCode: expect.stringMatching(/^mail\.code\./) });
      await noBinding();
    }

    // invisible and bidi control characters are refused at the request, and at the bind
    const hidden = ['\u200B', '\u2060', '\u00AD', '\u200F', '\u202E', '\u2066', '\uFEFF'];
    for (const mark of hidden) {
      const address = `zed${mark}.75@example.com`;
      const label = `U+${mark.codePointAt(0)!.toString(16).toUpperCase()}`;
      expect((await sendMail(member, { email: address })).json(), label).toMatchObject(fieldError('email', 'email.invisible'));
      expect((await bindEmail(member, address, '123456')).json(), label).toMatchObject(fieldError('email', 'email.invisible'));
    }
    expect(await readMailOutbox(gw.database.db, 'zed.75@example.com')).toEqual([]);
    await noBinding();

    // the address it was sent to, with its domain in any case, is bound
    expect((await sendMail(member, { email: 'straße.76@Example.com' })).json()).toEqual(sent);
    const code = await mailedCode('straße.76@example.com');
    expect((await bindEmail(member, 'straße.76@example.com', code)).json()).toEqual({ success: true, value: { email: 's***@example.com' } });
    const stored = await gw.database.db.query<{ email: string }>(`SELECT profile->>'email' AS email FROM members WHERE id = $1`, [member.id]);
    expect(stored.rows[0].email).toBe('straße.76@example.com');
  });

  it('is refused without a session and to trial accounts', async () => {
    const trial = (await gw.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} })).json().value.token;
    const routes = [
      ['POST', '/wps/v2/verification/sms/send', { purpose: 5 }],
      ['POST', '/wps/v2/verification/mail/send', { purpose: 10 }],
    ] as const;
    for (const [method, url, payload] of routes) {
      expect((await gw.app.inject({ method, url, payload })).statusCode, url).toBe(401);
      expect((await gw.app.inject({ method, url, payload, headers: { authorization: trial } })).statusCode, url).toBe(403);
    }
    const sealedRoutes = [
      ['POST', '/wps/v2/verification/sms/verify-current', { purpose: 5, verificationCode: '123456' }],
      ['POST', '/wps/v2/verification/mail/verify-current', { purpose: 10, verificationCode: '123456' }],
      ['PUT', '/wps/member/info/mobile', { ...toNumber('9175550061'), verificationCode: '123456' }],
      ['PUT', '/wps/member/info/email', { email: 'x.61@example.com', verificationCode: '123456' }],
    ] as const;
    for (const [method, url, body] of sealedRoutes) {
      expect((await gw.sealed(method, url, body)).statusCode, url).toBe(401);
      expect((await gw.sealed(method, url, body, { token: trial })).statusCode, url).toBe(403);
    }
  });

  it('changes once for 10 parallel submissions of the same right code', async () => {
    const member = await newMember({ mobile: '9175550071' });
    await sendSms(member);
    expect((await proveMobile(member, await textedCode('9175550071'))).json().success).toBe(true);
    await sendSms(member, toNumber('9175550072'));
    const code = await textedCode('9175550072');
    const answers = (await Promise.all(Array.from({ length: 10 }, () => bindMobile(member, '9175550072', code)))).map((a) => a.json());
    expect(answers.filter((a) => a.success)).toEqual([{ success: true, value: { mobile: '+63 917***0072' } }]);
    expect(answers.filter((a) => !a.success)).toHaveLength(9);
    expect(await storedMobile(member)).toBe('639175550072');
    const spent = await gw.database.db.query<{ state: string }>(
      `SELECT snapshot->>'value' AS state FROM sms_codes WHERE purpose = 'updatePhone' AND phone = '639175550072'`,
    );
    expect(spent.rows).toEqual([{ state: 'verified' }]);
  });
});

describe('logs', () => {
  it('carry no payment password, SMS or e-mail code, bound number or address, or account number of any call above', () => {
    const logged = logLines.join('\n');
    expect(logLines.length).toBeGreaterThan(100);
    expect(codesRead.length).toBeGreaterThan(10);
    const contacts = ['9175550001', '639175550002', 'ann.51@example.com', 'Ann.51@Example.com', 'ben.51@example.com'];
    for (const secret of [
      PIN,
      NEW_PIN,
      WRONG_PIN,
      '09171234567',
      '4000123456789012',
      '9171234567',
      'juan.cruz@example.com',
      ...contacts,
      ...codesRead,
    ]) {
      // quoted: a secret is a JSON string value; digits inside a logged number are not one
      expect(logged).not.toContain(`"${secret}"`);
    }
    expect(logged).not.toMatch(/"400012340000\d+"/);
  });
});
