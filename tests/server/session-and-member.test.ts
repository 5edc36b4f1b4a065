/**
 * Login, member info, logout, free play, must-change-password and change password on a real
 * database through the HTTP surface.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway } from './support/test-gateway';
import type { TestGateway } from './support/test-gateway';
import { usernameKey } from '../../server/identity/identifier-key';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway({
    // a token route outside the must-change allow list
    setup: (app) => app.get('/wps/test/token-only', { config: { auth: 'token' } }, async () => ({ success: true, value: 'reached' })),
  });
});
afterAll(() => gw?.close());

const DAY = 24 * 60 * 60_000;

async function createMember(username: string, password: string, type = 0, mustChange = false) {
  const hash = await gw.app.ctx.providers.hasher.hash(password);
  await gw.database.db.query(
    `INSERT INTO members (merchant_id, username, username_key, password_hash, type, language, must_change_password, password_changed_at, created_at)
     VALUES ((SELECT id FROM merchants WHERE code = 'demo'), $1, $6, $2, $3, 'MS', $4, $5, $5)`,
    [username, hash, type, mustChange, gw.clock.now(), usernameKey(username)],
  );
}

async function loginToken(username: string, password: string): Promise<string> {
  const response = await gw.login(username, password);
  const body = response.json();
  expect(body, JSON.stringify(body)).toMatchObject({ success: true });
  return body.value.token;
}

describe('login', () => {
  it('returns the session value for the demo player, first time only once', async () => {
    const first = (await gw.login('demo_player', 'Player2026!')).json();
    expect(first).toEqual({
      success: true,
      value: {
        token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        id: expect.any(Number),
        userName: 'demo_player',
        customerType: 0,
        firstTimeLogin: true,
        passwordExpired: false,
        mustChangePassword: false,
      },
    });
    const second = (await gw.login('DEMO_PLAYER', 'Player2026!')).json();
    expect(second.value).toMatchObject({ firstTimeLogin: false, userName: 'demo_player' });
    expect(second.value.token).not.toBe(first.value.token);
  });

  it('stores only the SHA-256 of the token', async () => {
    const token = await loginToken('demo_agent', 'Agent2026!');
    const rows = await gw.database.db.query<{ token_hash: string }>('SELECT token_hash FROM sessions');
    expect(rows.rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });

  it('answers a wrong password with login.failed and HTTP 200', async () => {
    const response = await gw.login('demo_agent', 'nope-nope-1');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: false,
      value: { captcha: false },
      errorCode: 'login.failed',
      message: 'Incorrect username or password',
    });
  });
});

describe('member info and tokens', () => {
  it('gives member info with the raw token, and tolerates a Bearer prefix', async () => {
    const token = await loginToken('demo_agent', 'Agent2026!');
    for (const authorization of [token, `Bearer ${token}`]) {
      const info = await gw.get('/wps/member/info', { headers: { authorization } });
      expect(info.statusCode).toBe(200);
      expect(info.json().value).toEqual({
        id: expect.any(Number),
        account: 'demo_agent',
        nickname: 'Demo Agent',
        type: 1,
        toUpline: '1',
        clubLabel: { labelName: expect.any(String), rankLevel: expect.any(Number) },
        memberLabel: [],
        currencySymbol: 'P',
        language: 'MS',
        firstTimeLogin: expect.any(Boolean),
        passwordExpired: false,
        mustChangePassword: false,
        mobile: null,
        email: null,
      });
    }
  });

  it('answers 401 login.not.session without, with an unknown, an expired or a revoked token', async () => {
    const expectDead = async (headers: Record<string, string>) => {
      const response = await gw.get('/wps/member/info', { headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false, errorCode: 'login.not.session' });
    };
    await expectDead({});
    await expectDead({ authorization: 'not-a-token' });

    const token = await loginToken('demo_player', 'Player2026!');
    const logout = await gw.app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: { authorization: token } });
    expect(logout.json()).toEqual({ success: true, value: null });
    await expectDead({ authorization: token });

    const idle = await loginToken('demo_player', 'Player2026!');
    gw.clock.advance(13 * 60 * 60_000);
    await expectDead({ authorization: idle });
  });

  it('keeps an active session alive past the idle limit', async () => {
    const token = await loginToken('demo_player', 'Player2026!');
    for (let i = 0; i < 3; i++) {
      gw.clock.advance(6 * 60 * 60_000);
      expect((await gw.get('/wps/member/info', { token })).statusCode).toBe(200);
    }
  });
});

describe('free play', () => {
  it('creates a trial member (type 4) with a session', async () => {
    const response = await gw.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      payload: { os: 'linux', platform: 'W' },
      headers: { encryption: 'ignored' },
    });
    const body = response.json();
    expect(body).toMatchObject({ success: true, value: { customerType: 4, mustChangePassword: false, firstTimeLogin: true } });
    expect(body.value.userName).toMatch(/^trial_[0-9a-f]{8}$/);
    const info = await gw.get('/wps/member/info', { token: body.value.token });
    expect(info.json().value).toMatchObject({ type: 4, account: body.value.userName });
    // a trial account cannot be logged into with a password
    expect((await gw.login(body.value.userName, 'anything1')).json().errorCode).toBe('login.failed');
  });

  it('is refused with 403 function.not.available when FREEPLAY3 is off', async () => {
    await gw.database.db.query(`UPDATE modules SET enabled = false WHERE mod_id = 'FREEPLAY3'`);
    gw.app.ctx.merchants.invalidate();
    const response = await gw.app.inject({ method: 'POST', url: '/wps/session/login/freeplay' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'function.not.available' });
    await gw.database.db.query(`UPDATE modules SET enabled = true WHERE mod_id = 'FREEPLAY3'`);
    gw.app.ctx.merchants.invalidate();
  });
});

describe('must change password', () => {
  it('forces a change after logging in with the merchant default password, and allows only three calls', async () => {
    await createMember('fresh_member', 'Welcome2026!');
    const login = (await gw.login('fresh_member', 'Welcome2026!')).json();
    expect(login.value).toMatchObject({ mustChangePassword: true, passwordExpired: false });
    const token = login.value.token;

    expect((await gw.get('/wps/member/info', { token })).json().value.mustChangePassword).toBe(true);
    expect((await gw.get('/wps/test/token-only', { token })).statusCode).toBe(403);
    expect((await gw.get('/wps/system/status', { token })).statusCode).toBe(200); // public routes ignore the token
    const wrongOld = await gw.sealed(
      'POST',
      '/wps/member/password',
      { oldPassword: 'bad-old-1', newPassword: 'Brand-new-1', confirmNewPassword: 'Brand-new-1' },
      { token },
    );
    expect(wrongOld.statusCode).toBe(200);
    expect(wrongOld.json()).toMatchObject({ success: false, errorCode: 'password.old.invalid' });

    const toDefault = await gw.sealed(
      'POST',
      '/wps/member/password',
      { oldPassword: 'Welcome2026!', newPassword: 'Welcome2026!', confirmNewPassword: 'Welcome2026!' },
      { token },
    );
    expect(toDefault.statusCode).toBe(400);
    expect(toDefault.json()).toMatchObject({ errorCode: 'request_param_err', value: { fields: { newPassword: 'password.same' } } });

    const changed = await gw.sealed(
      'POST',
      '/wps/member/password',
      { oldPassword: 'Welcome2026!', newPassword: 'Brand-new-1', confirmNewPassword: 'Brand-new-1' },
      { token },
    );
    expect(changed.json()).toEqual({ success: true, value: null });
    expect((await gw.get('/wps/member/info', { token })).json().value.mustChangePassword).toBe(false);
    expect((await gw.login('fresh_member', 'Brand-new-1')).json().value.mustChangePassword).toBe(false);
  });

  it('answers 403 password.change.required on other token routes', async () => {
    await createMember('flagged_member', 'Flagged-pass-1', 0, true);
    const token = (await gw.login('flagged_member', 'Flagged-pass-1')).json().value.token;
    const response = await gw.get('/wps/test/token-only', { token });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'password.change.required' });
    expect((await gw.get('/wps/member/info', { token })).statusCode).toBe(200);
    const other = await loginToken('demo_player', 'Player2026!');
    expect((await gw.get('/wps/test/token-only', { token: other })).json().value).toBe('reached');
    const logout = await gw.app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: { authorization: token } });
    expect(logout.statusCode).toBe(200);
  });

  it('marks an expired password and forces the change while PWDEXPFORCECHANGE3 is on', async () => {
    await createMember('old_password', 'Old-password-1');
    gw.clock.advance(91 * DAY);
    const forced = (await gw.login('old_password', 'Old-password-1')).json().value;
    expect(forced).toMatchObject({ passwordExpired: true, mustChangePassword: true });

    await gw.database.db.query(`UPDATE modules SET enabled = false WHERE mod_id = 'PWDEXPFORCECHANGE3'`);
    gw.app.ctx.merchants.invalidate();
    const optional = (await gw.login('old_password', 'Old-password-1')).json().value;
    expect(optional).toMatchObject({ passwordExpired: true, mustChangePassword: false });
    await gw.database.db.query(`UPDATE modules SET enabled = true WHERE mod_id = 'PWDEXPFORCECHANGE3'`);
    gw.app.ctx.merchants.invalidate();
  });
});

describe('change password', () => {
  it('validates the new password with field messages', async () => {
    await createMember('changer', 'Changer-pass-1');
    const token = await loginToken('changer', 'Changer-pass-1');
    const cases: [Record<string, string>, Record<string, string>][] = [
      [{ oldPassword: 'Changer-pass-1', newPassword: 'short1', confirmNewPassword: 'short1' }, { newPassword: 'password.format' }],
      [{ oldPassword: 'Changer-pass-1', newPassword: 'lettersonly', confirmNewPassword: 'lettersonly' }, { newPassword: 'password.format' }],
      [
        { oldPassword: 'Changer-pass-1', newPassword: 'Another-pass-1', confirmNewPassword: 'Another-pass-2' },
        { confirmNewPassword: 'inconsistent_twice' },
      ],
      [{ oldPassword: 'Changer-pass-1', newPassword: 'Welcome2026!', confirmNewPassword: 'Welcome2026!' }, { newPassword: 'password.default' }],
      [{ newPassword: 'Another-pass-1', confirmNewPassword: 'Another-pass-1' }, { oldPassword: 'required' }],
    ];
    for (const [body, fields] of cases) {
      const response = await gw.sealed('POST', '/wps/member/password', body, { token });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ errorCode: 'request_param_err', value: { fields } });
      const [field, message] = Object.entries(fields)[0];
      expect(response.json().message).toBe(`${field}: ${message}`);
    }
  });

  it("keeps the calling session and revokes the member's other sessions", async () => {
    await createMember('multi_device', 'Multi-device-1');
    const phone = await loginToken('multi_device', 'Multi-device-1');
    const laptop = await loginToken('multi_device', 'Multi-device-1');
    const changed = await gw.sealed(
      'POST',
      '/wps/member/password',
      { oldPassword: 'Multi-device-1', newPassword: 'Multi-device-2', confirmNewPassword: 'Multi-device-2' },
      { token: laptop },
    );
    expect(changed.json().success).toBe(true);
    expect((await gw.get('/wps/member/info', { token: laptop })).statusCode).toBe(200);
    expect((await gw.get('/wps/member/info', { token: phone })).statusCode).toBe(401);
    expect((await gw.login('multi_device', 'Multi-device-1')).json().errorCode).toBe('login.failed');
  });

  it('needs a token', async () => {
    const response = await gw.sealed('POST', '/wps/member/password', { oldPassword: 'a', newPassword: 'b', confirmNewPassword: 'b' });
    expect(response.statusCode).toBe(401);
  });
});
