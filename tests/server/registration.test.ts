/**
 * Registration on the real gateway and database, as the SPA makes it: captcha, slider check, SMS
 * code, then the encrypted register call. Every step is enforced here; skipping one is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeAdminCommand, parseAdminArgs } from '../../server/admin/admin.commands';
import { readOutbox } from '../../server/verification/sms-provider';
import { solveHumanCheck } from './support/human-check-solver';
import { startTestGateway } from './support/test-gateway';
import type { TestGateway } from './support/test-gateway';

let g: TestGateway;
beforeAll(async () => {
  g = await startTestGateway();
});
afterAll(() => g.close());

let serial = 0;
const nextMobile = () => String(9180000000 + (serial += 1));
const nextName = () => `player${Date.now().toString(36).slice(-4)}${(serial += 1)}`;

/** Everything a registration needs before the register call: captcha, slider token, SMS code. */
async function prepare(mobileNum: string) {
  g.clock.advance(61_000); // past any resend wait of an earlier test
  const captcha = await g.captcha();
  const smsToken = await solveHumanCheck(g, 'sms');
  const sent = await g.app.inject({
    method: 'POST',
    url: '/wps/verification/sms/register',
    payload: { countryDialingCode: '63', mobileNo: mobileNum, humanCheckToken: smsToken },
  });
  expect(sent.json().success, JSON.stringify(sent.json())).toBe(true);
  const [message] = await readOutbox(g.app.ctx.db, `63${mobileNum}`, 1);
  return {
    cookie: captcha.cookie,
    captcha: captcha.answer,
    humanCheckToken: await solveHumanCheck(g, 'register'),
    verificationCode: message.body.match(/\d{6}/)![0],
  };
}

function registerBody(extra: Record<string, unknown>): Record<string, string | boolean> {
  return {
    password: 'Spin2026win',
    confirmPassword: 'Spin2026win',
    countryDialingCode: '63',
    login: true,
    registerMethod: 'WEB',
    ...extra,
  } as Record<string, string | boolean>;
}

async function register(path: '/wps/member/register' | '/wps/member/register/mobile', body: Record<string, unknown>, cookie: string) {
  return (await g.sealed('PUT', path, body, { cookie })).json();
}

async function registerUsername(overrides: Record<string, unknown> = {}) {
  const mobileNum = (overrides.mobileNum as string) ?? nextMobile();
  const prepared = await prepare(mobileNum);
  const { cookie, ...steps } = prepared;
  const body = registerBody({ username: nextName(), mobileNum, email: 'ann@example.com', ...steps, ...overrides });
  return { body, result: await register('/wps/member/register', body, cookie), prepared };
}

describe('registering by username', () => {
  it('creates the member and answers a session that member info recognises', async () => {
    const { body, result } = await registerUsername({ affiliateCode: '' });
    expect(result.success, JSON.stringify(result)).toBe(true);
    expect(result.value).toMatchObject({ userName: body.username, firstTimeLogin: true, mustChangePassword: false });
    const info = (await g.get('/wps/member/info', { token: result.value.token })).json();
    expect(info.value).toMatchObject({ account: body.username, type: 0 });
    const row = await g.app.ctx.db.query<{ profile: Record<string, string>; mobile_num: string; password_hash: string }>(
      'SELECT profile, mobile_num, password_hash FROM members WHERE id = $1',
      [result.value.customerId],
    );
    expect(row.rows[0]).toMatchObject({ profile: { email: 'ann@example.com' }, mobile_num: body.mobileNum });
    expect(row.rows[0].password_hash).toMatch(/^\$argon2id\$/);
  });

  it('signs the member up under the agent whose invitation code is on the link', async () => {
    expect((await g.get('/wps/agent/affiliate?code=demoagent&domain=localhost')).json()).toEqual({ success: true, value: true });
    const { result } = await registerUsername({ affiliateCode: 'DEMOAGENT' });
    const row = await g.app.ctx.db.query<{ agent: string }>(
      'SELECT a.username AS agent FROM members m JOIN members a ON a.id = m.upline_id WHERE m.id = $1',
      [result.value.customerId],
    );
    expect(row.rows[0].agent).toBe('demo_agent');
  });

  it('refuses an invitation code no agent has, and creates nothing', async () => {
    expect((await g.get('/wps/agent/affiliate?code=NOBODY1')).json()).toMatchObject({ success: false, errorCode: 'invitation_code_error' });
    const { body, result } = await registerUsername({ affiliateCode: 'NOBODY1' });
    expect(result).toMatchObject({ success: false, errorCode: 'invitation_code_error' });
    expect((await g.get(`/wps/check/username?username=${body.username}`)).json().success).toBe(true);
  });
});

describe('each rule is enforced, naming the field', () => {
  it.each([
    ['username', { username: '1player' }, 'reg_pattern_1'],
    ['username', { username: 'abc' }, 'reg_pattern_1'],
    ['username', { username: '' }, 'required'],
    ['password', { password: 'lettersonly', confirmPassword: 'lettersonly' }, 'reg_pattern_5'],
    ['confirmPassword', { confirmPassword: 'Spin2026wim' }, 'inconsistent_twice'],
    ['mobileNum', { mobileNum: '' }, 'required'],
    ['mobileNum', { mobileNum: '8171234567' }, 'reg_pattern_6'],
    ['email', { email: 'not-an-address' }, 'reg_pattern_3'],
    ['whatsapp', { whatsapp: 'call me' }, 'reg_pattern_6'],
    ['payeeName', { payeeName: 'R2D2' }, 'reg_pattern_8'],
    ['verificationCode', { verificationCode: '' }, 'required'],
    ['captcha', { captcha: '' }, 'required'],
  ])('%s: %j -> %s', async (field, override, message) => {
    const body = registerBody({ username: nextName(), mobileNum: nextMobile(), captcha: 'ABCD', verificationCode: '123456', ...override });
    const response = await g.sealed('PUT', '/wps/member/register', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'request_param_err' });
    expect(response.json().value.fields[field]).toBe(message);
  });
});

describe('skipping a step is refused', () => {
  it('refuses a plaintext body', async () => {
    const response = await g.app.inject({ method: 'PUT', url: '/wps/member/register', payload: registerBody({ username: nextName() }) });
    expect(response.json().errorCode).toBe('payload.encryption.required');
  });

  it('refuses a wrong captcha', async () => {
    const { result } = await registerUsername({ captcha: 'ZZZZ' });
    expect(result).toMatchObject({ success: false, errorCode: 'captcha.invalid' });
  });

  it('refuses a missing or already spent slider token', async () => {
    const first = await registerUsername({ humanCheckToken: '' });
    expect(first.result).toMatchObject({ success: false, errorCode: 'humancheck.required' });
    const ok = await registerUsername();
    expect(ok.result.success).toBe(true);
    const again = await registerUsername({ humanCheckToken: ok.prepared.humanCheckToken });
    expect(again.result.errorCode).toBe('humancheck.required');
  });

  it('refuses a wrong SMS code, counting it, and keeps the right code usable', async () => {
    const mobileNum = nextMobile();
    const prepared = await prepare(mobileNum);
    const wrong = prepared.verificationCode === '000000' ? '111111' : '000000';
    const body = registerBody({
      username: nextName(),
      mobileNum,
      captcha: prepared.captcha,
      humanCheckToken: prepared.humanCheckToken,
      verificationCode: wrong,
    });
    const refused = await register('/wps/member/register', body, prepared.cookie);
    expect(refused).toMatchObject({ success: false, errorCode: 'sms.code.invalid', value: { triesLeft: 4 } });
    // the captcha and slider token were spent by the refused attempt: fresh ones, same SMS code
    const captcha = await g.captcha();
    const retry = {
      ...body,
      captcha: captcha.answer,
      humanCheckToken: await solveHumanCheck(g, 'register'),
      verificationCode: prepared.verificationCode,
    };
    expect((await register('/wps/member/register', retry, captcha.cookie)).success).toBe(true);
  });

  it('refuses a code sent to another number', async () => {
    const prepared = await prepare(nextMobile());
    const body = registerBody({
      username: nextName(),
      mobileNum: nextMobile(),
      captcha: prepared.captcha,
      humanCheckToken: prepared.humanCheckToken,
      verificationCode: prepared.verificationCode,
    });
    expect((await register('/wps/member/register', body, prepared.cookie)).errorCode).toBe('sms.code.missing');
  });
});

describe('one account per username and per number', () => {
  it('answers username.taken without burning the SMS code', async () => {
    const first = await registerUsername();
    const mobileNum = nextMobile();
    const prepared = await prepare(mobileNum);
    const { cookie, ...steps } = prepared;
    const taken = await register('/wps/member/register', registerBody({ username: first.body.username, mobileNum, ...steps }), cookie);
    expect(taken).toMatchObject({ success: false, errorCode: 'username.taken' });
    const captcha = await g.captcha();
    const retry = registerBody({
      username: nextName(),
      mobileNum,
      ...steps,
      captcha: captcha.answer,
      humanCheckToken: await solveHumanCheck(g, 'register'),
    });
    expect((await register('/wps/member/register', retry, captcha.cookie)).success).toBe(true);
  });

  it('takes another spelling of a registered name as that name: capitals, full-width letters, invisible characters', async () => {
    const first = await registerUsername();
    const name = String(first.body.username);
    const fullWidth = [...name.toUpperCase()].map((c) => String.fromCodePoint(c.codePointAt(0)! + 0xfee0)).join('');
    for (const spelling of [name.toUpperCase(), fullWidth]) {
      const mobileNum = nextMobile();
      const { cookie, ...steps } = await prepare(mobileNum);
      const taken = await register('/wps/member/register', registerBody({ username: spelling, mobileNum, ...steps }), cookie);
      expect(taken, spelling).toMatchObject({ success: false, errorCode: 'username.taken' });
      expect((await g.get(`/wps/check/username?username=${encodeURIComponent(spelling)}`)).json()).toMatchObject({ errorCode: 'username.taken' });
    }
    const mobileNum = nextMobile();
    const { cookie, ...steps } = await prepare(mobileNum);
    const hidden = await register(
      '/wps/member/register',
      registerBody({ username: `${name.slice(0, 3)}\u200B${name.slice(3)}`, mobileNum, ...steps }),
      cookie,
    );
    expect(hidden).toMatchObject({
      success: false,
      errorCode: 'request_param_err',
      value: { fields: { username: expect.stringMatching(/^reg_pattern_/) } },
    });
  });

  it('takes another spelling of a registered number’s dialing code as that number: 063, 0063 and +63 open no second account', async () => {
    const first = await registerUsername();
    expect(first.result.success, JSON.stringify(first.result)).toBe(true);
    const mobileNum = String(first.body.mobileNum);
    for (const countryDialingCode of ['063', '0063', '+63']) {
      g.clock.advance(61_000);
      const sent = await g.app.inject({
        method: 'POST',
        url: '/wps/verification/sms/register',
        payload: { countryDialingCode, mobileNo: mobileNum, humanCheckToken: await solveHumanCheck(g, 'sms') },
        // an address of its own: the file's other registrations count against the per-IP send limit
        remoteAddress: '10.30.0.1',
      });
      expect(sent.json().success, countryDialingCode).toBe(true);
      // the number's holder hears it has an account; no code goes out under another spelling of it
      const [told] = await readOutbox(g.app.ctx.db, `63${mobileNum}`, 1);
      expect(told.body, countryDialingCode).toContain('already has an account');
      const typedKey = `${countryDialingCode.replace('+', '')}${mobileNum}`;
      const code = (await readOutbox(g.app.ctx.db, typedKey, 1))[0]?.body.match(/\b\d{6}\b/)?.[0] ?? '000000';
      const captcha = await g.captcha();
      const body = registerBody({
        username: nextName(),
        countryDialingCode,
        mobileNum,
        verificationCode: code,
        captcha: captcha.answer,
        humanCheckToken: await solveHumanCheck(g, 'register'),
      });
      expect((await register('/wps/member/register', body, captcha.cookie)).success, countryDialingCode).toBe(false);
    }
    const holders = await g.app.ctx.db.query('SELECT country_dialing_code, mobile_num FROM members WHERE mobile_num LIKE $1', [`%${mobileNum}`]);
    expect(holders.rows).toEqual([{ country_dialing_code: '63', mobile_num: mobileNum }]);
  });

  it('lets exactly one of two simultaneous registrations of one username through', async () => {
    const username = nextName();
    const mobiles = [nextMobile(), nextMobile()];
    const prepared = [await prepare(mobiles[0]), await prepare(mobiles[1])];
    const bodies = prepared.map(({ cookie: _cookie, ...steps }, i) => registerBody({ username, mobileNum: mobiles[i], ...steps }));
    const results = await Promise.all(bodies.map((body, i) => register('/wps/member/register', body, prepared[i].cookie)));
    expect(results.filter((r) => r.success)).toHaveLength(1);
    expect(results.find((r) => !r.success)).toMatchObject({ errorCode: 'username.taken' });
  });

  it('lets exactly one of two simultaneous registrations of one mobile number through', async () => {
    const mobileNum = nextMobile();
    const prepared = await prepare(mobileNum);
    const second = { captcha: await g.captcha(), humanCheckToken: await solveHumanCheck(g, 'register') };
    const { cookie, ...steps } = prepared;
    const results = await Promise.all([
      register('/wps/member/register', registerBody({ username: nextName(), mobileNum, ...steps }), cookie),
      register(
        '/wps/member/register',
        registerBody({ username: nextName(), mobileNum, ...steps, captcha: second.captcha.answer, humanCheckToken: second.humanCheckToken }),
        second.captcha.cookie,
      ),
    ]);
    expect(results.filter((r) => r.success)).toHaveLength(1);
    expect(['mobile.taken', 'sms.code.used']).toContain(results.find((r) => !r.success).errorCode);
  });
});

describe('names a person could take for another', () => {
  const admin = (...argv: string[]) =>
    executeAdminCommand(g.app.ctx.db, parseAdminArgs(argv), { hasher: g.app.ctx.providers.hasher, now: g.clock.now, via: 'cli' });
  const registerAs = async (username: string) => {
    const mobileNum = nextMobile();
    const { cookie, ...steps } = await prepare(mobileNum);
    return register('/wps/member/register', registerBody({ username, mobileNum, ...steps }), cookie);
  };
  const refusedName = { success: false, errorCode: 'request_param_err', value: { fields: { username: expect.stringMatching(/^reg_pattern_/) } } };

  it('refuses a name mixing scripts whatever pattern the operator allows, and a look-alike of a taken name by its skeleton', async () => {
    const rule = (await g.get('/wps/system/status')).json().value.info.register.username;
    expect((await admin('rule', 'username', 'pattern=*')).code).toBe(0);
    // past the merchant cache, and the hour of this address's earlier texted codes: each name here is a registration of its own
    g.clock.advance(3_600_000);
    try {
      const n = (serial += 1);
      expect(await registerAs(`probeplayer${n}`)).toMatchObject({ success: true });
      // a Cyrillic а among Latin letters
      expect(await registerAs(`probepl\u0430yer${n}`)).toEqual(expect.objectContaining(refusedName));
      expect(await registerAs(`\u0440robeplayer${n}x`)).toEqual(expect.objectContaining(refusedName));

      // one script each, so the script rule lets them through: their skeleton is the taken name's
      expect(await registerAs(`seaside${n}`)).toMatchObject({ success: true });
      const cyrillicTwin = `\u0455\u0435\u0430\u0455\u0456\u0501\u0435${n}`;
      expect(await registerAs(cyrillicTwin)).toMatchObject({ success: false, errorCode: 'username.taken' });
      expect((await g.get(`/wps/check/username?username=${encodeURIComponent(cyrillicTwin)}`)).json()).toMatchObject({ errorCode: 'username.taken' });
      // within one script: `rn` is read as `m`
      expect(await registerAs(`mobile${n}`)).toMatchObject({ success: true });
      expect(await registerAs(`rnobile${n}`)).toMatchObject({ success: false, errorCode: 'username.taken' });
      // the operator's own command is held to the same uniqueness
      expect(await admin('member', 'create', `rnobile${n}`, 'Spin2026win')).toMatchObject({
        code: 1,
        stderr: expect.stringContaining('username already taken'),
      });
      // a name of one script only is a name like any other
      expect(await registerAs(`\u0438\u0433\u0440\u043e\u043a${n}`)).toMatchObject({ success: true });
    } finally {
      await admin('rule', 'username', `pattern=${rule.acceptedPattern}`);
      g.clock.advance(3_600_000);
    }
  });
});

describe('registering by mobile number', () => {
  it('uses the number as the username, and the member can log in with it', async () => {
    const mobileNum = nextMobile();
    const { cookie, ...steps } = await prepare(mobileNum);
    const result = await register('/wps/member/register/mobile', registerBody({ mobileNum, ...steps }), cookie);
    expect(result.success, JSON.stringify(result)).toBe(true);
    expect(result.value.userName).toBe(mobileNum);
    const login = (await g.login(mobileNum, 'Spin2026win')).json();
    expect(login.success).toBe(true);
  });

  it('answers the username check for a taken and a free name', async () => {
    expect((await g.get('/wps/check/username?username=DEMO_PLAYER')).json()).toMatchObject({ success: false, errorCode: 'username.taken' });
    expect((await g.get(`/wps/check/username?username=${nextName()}`)).json()).toEqual({ success: true, value: true });
  });
});

describe('a closed site', () => {
  it('opens no account and texts no code under maintenance or to a blocked region', async () => {
    await g.app.ctx.db.query('UPDATE maintenance SET enabled = true WHERE id = 1');
    g.clock.advance(6_000); // past the operator-state cache
    try {
      const register = await g.sealed('PUT', '/wps/member/register', registerBody({ username: nextName() }));
      expect(register.statusCode).toBe(503);
      expect(register.json().errorCode).toBe('system.maintenance');
      const sms = await g.app.inject({
        method: 'POST',
        url: '/wps/verification/sms/register',
        payload: { countryDialingCode: '63', mobileNo: nextMobile() },
      });
      expect(sms.json().errorCode).toBe('system.maintenance');
    } finally {
      await g.app.ctx.db.query('UPDATE maintenance SET enabled = false WHERE id = 1');
      g.clock.advance(6_000);
    }
    await g.app.ctx.db.query(`INSERT INTO region_rules (kind, value) VALUES ('cidr', '203.0.113.0/24')`);
    g.clock.advance(6_000);
    try {
      const blocked = await g.app.inject({
        method: 'POST',
        url: '/wps/verification/sms/register',
        remoteAddress: '203.0.113.5',
        payload: { countryDialingCode: '63', mobileNo: nextMobile() },
      });
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json().errorCode).toBe('region.blocked');
    } finally {
      await g.app.ctx.db.query('DELETE FROM region_rules');
      g.clock.advance(6_000);
    }
  });
});
