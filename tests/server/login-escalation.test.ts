/**
 * Login escalation through the gateway: 3 failures → captcha, 10 within 15 minutes → lock of 15
 * minutes doubling to 60, identical answers for unknown / wrong / locked, and 50 parallel wrong
 * passwords getting exactly 3 password checks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countingHasher } from './support/counting-hasher';
import { startTestGateway } from './support/test-gateway';
import type { TestGateway } from './support/test-gateway';
import { usernameKey } from '../../server/identity/identifier-key';

let gw: TestGateway;
const hasher = countingHasher();
const MINUTE = 60_000;

beforeAll(async () => {
  gw = await startTestGateway({ providers: { hasher } });
});
afterAll(() => gw?.close());

async function createMember(username: string, password: string) {
  await gw.database.db.query(
    `INSERT INTO members (merchant_id, username, username_key, password_hash, type, language, password_changed_at, created_at)
     VALUES ((SELECT id FROM merchants WHERE code = 'demo'), $1, $4, $2, 0, 'MS', $3, $3)`,
    [username, await hasher.hash(password), gw.clock.now(), usernameKey(username)],
  );
}

/** One failed attempt, with a fresh captcha once one is required. */
async function fail(username: string, withCaptcha: boolean) {
  const captcha = withCaptcha ? await gw.captcha() : null;
  const response = await gw.login(username, 'wrong-password-1', captcha ? { captcha: captcha.answer, cookie: captcha.cookie } : {});
  return response.json();
}

async function loginWithCaptcha(username: string, password: string) {
  const captcha = await gw.captcha();
  return (await gw.login(username, password, { captcha: captcha.answer, cookie: captcha.cookie })).json();
}

/** Fails until locked (counting from the current state) and returns the number of counted failures. */
async function failUntilLocked(username: string, start: number): Promise<void> {
  for (let i = start; i < 10; i++) {
    const body = await fail(username, i >= 3);
    expect(body, `failure ${i + 1}`).toMatchObject({ errorCode: 'login.failed', value: { captcha: i + 1 >= 3 } });
  }
}

const lockState = async (username: string) =>
  (
    await gw.database.db.query<{ snapshot: { value: string; context: { lockedUntil: string | null; lockCount: number } } }>(
      'SELECT snapshot FROM login_escalation WHERE subject = $1',
      [usernameKey(username)],
    )
  ).rows[0]?.snapshot;

describe('escalation numbers', () => {
  it('requires a captcha after 3 failures; a missing captcha is not counted', async () => {
    await createMember('esc_captcha', 'Right-pass-1');
    for (let i = 1; i <= 3; i++) expect((await fail('esc_captcha', false)).value.captcha).toBe(i >= 3);
    for (let i = 0; i < 5; i++) {
      const before = hasher.checks;
      const body = (await gw.login('esc_captcha', 'Right-pass-1')).json();
      expect(body).toEqual({ success: false, value: { captcha: true }, errorCode: 'captcha.invalid', message: expect.any(String) });
      expect(hasher.checks).toBe(before); // never reaches the password check
    }
    expect((await lockState('esc_captcha'))?.value).toBe('captchaRequired');
    expect(await loginWithCaptcha('esc_captcha', 'Right-pass-1')).toMatchObject({ success: true });
    // a success resets: no captcha for the next failures
    expect((await fail('esc_captcha', false)).value.captcha).toBe(false);
  });

  it('locks for 15 minutes after 10 failures within 15 minutes, then keeps the captcha requirement', async () => {
    await createMember('esc_lock', 'Right-pass-1');
    await failUntilLocked('esc_lock', 0);
    const locked = await lockState('esc_lock');
    expect(locked).toMatchObject({ value: 'locked', context: { lockCount: 1 } });
    expect(Date.parse(locked!.context.lockedUntil!) - gw.clock.now().getTime()).toBe(15 * MINUTE);

    // the right password (with a right captcha) is refused while locked
    expect(await loginWithCaptcha('esc_lock', 'Right-pass-1')).toMatchObject({ errorCode: 'login.failed', value: { captcha: true } });
    gw.clock.advance(15 * MINUTE);
    expect((await gw.login('esc_lock', 'Right-pass-1')).json().errorCode).toBe('captcha.invalid');
    expect(await loginWithCaptcha('esc_lock', 'Right-pass-1')).toMatchObject({ success: true });
  });

  it('doubles the lock per lock up to 60 minutes', async () => {
    await createMember('esc_double', 'Right-pass-1');
    const expected = [15, 30, 60, 60];
    await failUntilLocked('esc_double', 0);
    for (const [index, minutes] of expected.entries()) {
      const state = await lockState('esc_double');
      expect(state?.value).toBe('locked');
      expect(Date.parse(state!.context.lockedUntil!) - gw.clock.now().getTime(), `lock ${index + 1}`).toBe(minutes * MINUTE);
      gw.clock.advance(minutes * MINUTE - 1000);
      expect((await loginWithCaptcha('esc_double', 'Right-pass-1')).errorCode).toBe('login.failed'); // still locked
      gw.clock.advance(1000);
      if (index < expected.length - 1) {
        // expired lock: captcha still required, and 10 more failures lock again
        for (let i = 0; i < 10; i++) expect((await fail('esc_double', true)).errorCode).toBe('login.failed');
      }
    }
    expect(await loginWithCaptcha('esc_double', 'Right-pass-1')).toMatchObject({ success: true });
    expect((await lockState('esc_double'))?.context.lockCount).toBe(0);
  });

  it('does not lock when the 10 failures spread over more than 15 minutes', async () => {
    await createMember('esc_window', 'Right-pass-1');
    for (let i = 0; i < 9; i++) await fail('esc_window', i >= 3);
    gw.clock.advance(16 * MINUTE);
    expect((await fail('esc_window', true)).errorCode).toBe('login.failed');
    expect((await lockState('esc_window'))?.value).toBe('captchaRequired');
  });
});

describe('other spellings of a username', () => {
  // each of these names the account probe_ix, so each must count against it and none may pass its lock
  const SPELLINGS = ['probe_İX', 'PROBE_iX', 'probe_ıx', 'ｐｒｏｂｅ＿ｉｘ', 'pro\u200Bbe_ix', 'probe_i\u0307x'];

  it('count against the one account: 3 failures in any spellings bring the captcha for all of them', async () => {
    await createMember('probe_ix', 'Right-pass-1');
    const checksBefore = hasher.checks;
    for (const spelling of SPELLINGS) await fail(spelling, false);
    // 3 password checks in all, not 3 per spelling
    expect(hasher.checks - checksBefore).toBe(3);
    expect((await lockState('probe_ix'))?.value).toBe('captchaRequired');
    const rightPassword = (await gw.login('probe_İX', 'Right-pass-1')).json();
    expect(rightPassword).toMatchObject({ success: false, errorCode: 'captcha.invalid' });
  });

  it('do not enter a locked account, even with the right password and a right captcha', async () => {
    await createMember('probe_lid', 'Right-pass-1');
    await failUntilLocked('probe_lid', 0);
    for (const spelling of ['probe_lİd', 'PROBE_LID', 'probe_lıd', 'probe_l\u00ADid', 'ｐｒｏｂｅ_ｌｉｄ']) {
      expect(await loginWithCaptcha(spelling, 'Right-pass-1'), spelling).toMatchObject({ success: false, errorCode: 'login.failed' });
    }
    expect((await lockState('probe_lid'))?.value).toBe('locked');
  });

  it('sign in to the same account once it is clear', async () => {
    await createMember('probe_ok', 'Right-pass-1');
    const signedIn = (await gw.login('PROBE_ＯＫ', 'Right-pass-1')).json();
    expect(signedIn).toMatchObject({ success: true, value: { userName: 'probe_ok' } });
  });
});

describe('identical answers', () => {
  it('answers unknown user and wrong password identically, with one password check each', async () => {
    await createMember('same_answer', 'Right-pass-1');
    const before = hasher.checks;
    const unknown = await gw.login('nobody_here_1', 'Right-pass-1');
    const wrong = await gw.login('same_answer', 'wrong-pass-1');
    expect(hasher.checks - before).toBe(2);
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.json()).toEqual(wrong.json());
    expect(unknown.json()).toEqual({
      success: false,
      value: { captcha: false },
      errorCode: 'login.failed',
      message: 'Incorrect username or password',
    });
  });

  // The time each kind takes is the bench's (scripts/bench/login-timing.ts); what makes it alike is
  // held here: each kind pays for exactly one password check.
  it('answers unknown, wrong and locked (even with the right password) identically, each after one password check', async () => {
    await createMember('locked_real', 'Right-pass-1');
    await createMember('captcha_real', 'Right-pass-1');
    await failUntilLocked('locked_real', 0);
    await failUntilLocked('locked_ghost', 0);
    for (let i = 0; i < 3; i++) await fail('captcha_real', false);
    for (let i = 0; i < 3; i++) await fail('ghost_captcha', false);

    const bodies = new Set<string>();
    const statuses = new Set<number>();
    const attempt = async (kind: string, username: string, password: string) => {
      const captcha = await gw.captcha();
      const before = hasher.checks;
      const response = await gw.login(username, password, { captcha: captcha.answer, cookie: captcha.cookie });
      expect(hasher.checks - before, kind).toBe(1);
      bodies.add(response.body);
      statuses.add(response.statusCode);
    };
    for (let round = 0; round < 5; round++) {
      await attempt('unknown', 'ghost_captcha', 'Right-pass-1');
      await attempt('wrong', 'captcha_real', 'wrong-pass-1');
      await attempt('locked', 'locked_real', 'Right-pass-1');
      await attempt('locked', 'locked_ghost', 'Right-pass-1');
    }
    expect([...statuses]).toEqual([200]);
    expect([...bodies].map((b) => JSON.parse(b))).toEqual([
      { success: false, value: { captcha: true }, errorCode: 'login.failed', message: 'Incorrect username or password' },
    ]);
  });
});

describe('parallel attempts', () => {
  it('gives 50 parallel wrong passwords for one account exactly 3 password checks', async () => {
    await createMember('parallel_target', 'Right-pass-1');
    const before = hasher.checks;
    const responses = await Promise.all(Array.from({ length: 50 }, () => gw.login('parallel_target', 'wrong-pass-1')));
    expect(hasher.checks - before).toBe(3);
    const codes = responses.map((r) => r.json().errorCode);
    expect(codes.filter((c) => c === 'login.failed')).toHaveLength(3);
    expect(codes.filter((c) => c === 'captcha.invalid')).toHaveLength(47);
    expect(await lockState('parallel_target')).toMatchObject({ value: 'captchaRequired' });
  });
});
