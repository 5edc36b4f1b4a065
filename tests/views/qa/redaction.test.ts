/**
 * Redaction rules of recorded traces: which values are secret, what they become, and that the
 * masks leave every chart decision (validation, "filled", "confirmation equals new password") as
 * it was with the real values.
 */
import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { validatePasswordChange } from '../../../machines/change-password';
import { validateLogin } from '../../../machines/login';
import { createRedactor, IMAGE_PLACEHOLDER, maskSecret, TOKEN_PLACEHOLDER } from '../../../src/qa/redaction';

describe('maskSecret', () => {
  it('keeps length and character classes', () => {
    expect(maskSecret('Player2026!')).toBe('Aaaaaa0000#');
    expect(maskSecret('')).toBe('');
    expect(maskSecret('ab CD 12')).toBe('aa AA 00');
    expect(maskSecret('pässwört9')).toBe('aaaaaaaa0');
    expect(maskSecret('密码abc1')).toBe('aaaaa0');
    // an astral character keeps its UTF-16 length
    expect(maskSecret('x😀').length).toBe('x😀'.length);
  });
});

describe('redactor', () => {
  it('names a chart handed to the root to run by its id, and keeps the rest of the event', () => {
    const redact = createRedactor();
    const tapCounter = setup({}).createMachine({ id: 'tapCounter' });
    expect(redact.event({ type: 'child.start', id: 'tapCounter.r1', logic: tapCounter, input: { from: 2 }, systemId: 'taps' } as never)).toEqual({
      type: 'child.start',
      id: 'tapCounter.r1',
      logic: { chart: 'tapCounter' },
      input: { from: 2 },
      systemId: 'taps',
    });
  });

  it('masks typed secrets in form events by the field they name', () => {
    const redact = createRedactor();
    expect(redact.event({ type: 'field.change', field: 'password', value: 'Hunter22' } as never)).toEqual({
      type: 'field.change',
      field: 'password',
      value: 'Aaaaaa00',
    });
    expect(redact.event({ type: 'field.change', field: 'captcha', value: 'k7Wq' } as never)).toMatchObject({ value: 'a0Aa' });
    expect(redact.event({ type: 'field.change', field: 'smsCode', value: '123456' } as never)).toMatchObject({ value: '000000' });
    expect(redact.event({ type: 'field.change', field: 'confirmNewPassword', value: 'x1' } as never)).toMatchObject({ value: 'a0' });
    // not secret: the username stays readable for QA
    expect(redact.event({ type: 'field.change', field: 'username', value: 'demo_player' } as never)).toMatchObject({
      value: 'demo_player',
    });
  });

  it('masks secrets by key anywhere in outputs and inputs, and replaces tokens and captcha images', () => {
    const redact = createRedactor();
    const done = redact.event({
      type: 'xstate.done.actor.readRememberedLogin',
      output: { username: 'demo_player', password: 'Player2026!', remember: true },
    } as never);
    expect(done).toEqual({
      type: 'xstate.done.actor.readRememberedLogin',
      output: { username: 'demo_player', password: 'Aaaaaa0000#', remember: true },
    });
    expect(redact.event({ type: 'xstate.done.actor.login', output: { token: 'abc', firstTimeLogin: false } } as never)).toEqual({
      type: 'xstate.done.actor.login',
      output: { token: TOKEN_PLACEHOLDER, firstTimeLogin: false },
    });
    expect(redact.event({ type: 'xstate.done.actor.fetchCaptcha', output: 'iVBORw0KGgo' } as never)).toEqual({
      type: 'xstate.done.actor.fetchCaptcha',
      output: IMAGE_PLACEHOLDER,
    });
    expect(redact.value({ request: { accessToken: 'x', Authorization: 'y', captchaImage: 'z', otp: '1234' } })).toEqual({
      request: { accessToken: TOKEN_PLACEHOLDER, Authorization: TOKEN_PLACEHOLDER, captchaImage: IMAGE_PLACEHOLDER, otp: '0000' },
    });
  });

  it('replaces slider pictures (the background shows where the gap is) but keeps the challenge id and sizes', () => {
    const redact = createRedactor();
    const challenge = { challengeId: 'c-1', background: 'iVBORw0KGgoAAAA', piece: 'iVBORw0KGgoBBBB', width: 300, height: 150, pieceWidth: 44 };
    expect(redact.event({ type: 'xstate.done.actor.fetchChallenge', output: challenge } as never)).toEqual({
      type: 'xstate.done.actor.fetchChallenge',
      output: { ...challenge, background: IMAGE_PLACEHOLDER, piece: IMAGE_PLACEHOLDER },
    });
  });

  it("keeps of a child's snapshot in an event what a chart can read, not its machine", () => {
    const redact = createRedactor();
    const snapshot = {
      status: 'active',
      value: 'linkAccepted',
      context: { code: 'DEMOAGENT', errorCode: null },
      machine: { config: { states: {} } },
      children: {},
    };
    expect(redact.event({ type: 'xstate.snapshot.affiliateCheck', snapshot } as never)).toEqual({
      type: 'xstate.snapshot.affiliateCheck',
      snapshot: { status: 'active', value: 'linkAccepted', context: { code: 'DEMOAGENT', errorCode: null } },
    });
  });

  it('keeps emptiness, null and non-string values, so "has a token" and status codes decide the same', () => {
    const redact = createRedactor();
    expect(redact.value({ token: null })).toEqual({ token: null });
    expect(redact.value({ token: '' })).toEqual({ token: '' });
    expect(redact.value({ password: '' })).toEqual({ password: '' });
    expect(redact.value({ code: 1, errorCode: 'login.failed', captchaRequired: true })).toEqual({
      code: 1,
      errorCode: 'login.failed',
      captchaRequired: true,
    });
  });

  it('gives equal secrets equal masks and different secrets different masks', () => {
    const redact = createRedactor();
    const a = redact.mask('Player2026!');
    const b = redact.mask('Player2027!');
    expect(a).toBe('Aaaaaa0000#');
    expect(b).not.toBe(a);
    expect(b).toMatch(/^[A-Z][a-z]{5}[0-9]{4}#$/);
    expect(redact.mask('Player2026!')).toBe(a);
  });

  it('turns non-JSON values into data: errors, actor references, cycles, functions', () => {
    const redact = createRedactor();
    const cyclic: Record<string, unknown> = { name: 'x' };
    cyclic.self = cyclic;
    expect(redact.value({ error: new Error('boom'), ref: { sessionId: 'x:3', send: () => {} }, fn: () => 1, cyclic })).toEqual({
      error: { name: 'Error', message: 'boom' },
      ref: { actorRef: 'x:3' },
      cyclic: { name: 'x', self: '[unserialisable]' },
    });
  });

  it('leaves every validation decision unchanged', () => {
    const samples = ['', ' ', '   ', 'short1', 'Player2026!', 'Player2027!', 'abcdefgh', '12345678', 'pässwört9', ' Spaced 1 ', '密码密码密码12'];
    for (const oldPassword of samples) {
      for (const newPassword of samples) {
        for (const confirmNewPassword of [newPassword, 'Player2027!', '']) {
          const redact = createRedactor();
          const masked = {
            oldPassword: redact.mask(oldPassword),
            newPassword: redact.mask(newPassword),
            confirmNewPassword: redact.mask(confirmNewPassword),
          };
          const original = { oldPassword, newPassword, confirmNewPassword };
          expect(validatePasswordChange(masked), JSON.stringify(original)).toEqual(validatePasswordChange(original));
        }
      }
      const redact = createRedactor();
      const login = { username: 'demo_player', password: oldPassword, captcha: oldPassword };
      const maskedLogin = { ...login, password: redact.mask(oldPassword), captcha: redact.mask(oldPassword) };
      expect(validateLogin(maskedLogin, true)).toEqual(validateLogin(login, true));
    }
  });
});
