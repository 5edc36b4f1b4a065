/**
 * Payment password chart: graph paths over a PIN not set, set, and locked (with and without a
 * bound phone), the set, change and reset forms (typed PINs that pass or fail the rules, the code),
 * their successes and refusals (a wrong answer with the answers left, the lock, a wrong code with
 * its tries left, field refusals, failures), the lock's end and the state read again after a
 * success, a phone bound meanwhile; behaviour with the real smsCountdown child; the PIN rules.
 */
import { describe, it } from 'vitest';
import { createActor, createMachine, fromPromise, waitFor } from 'xstate';
import type { EventObject } from 'xstate';
import { paymentPasswordMachine, pinWeak, selectPaymentPasswordView, validatePaymentPassword } from '../../machines/payment-password';
import type {
  ChangePaymentPasswordRequest,
  PaymentPasswordInput,
  PaymentPasswordSnapshot,
  PaymentPasswordState,
  ResetPaymentPasswordRequest,
  SetPaymentPasswordRequest,
} from '../../machines/payment-password';
import { smsCountdownMachine } from '../../machines/sms-countdown';
import type { SmsSendRequest, SmsSendResult } from '../../machines/sms-countdown';
import { pending, runPathSuite } from './support/path-suite';
import { expect } from './support/fast-expect';

const asSnapshot = (s: unknown) => s as PaymentPasswordSnapshot;

const open: PaymentPasswordState = { set: true, lockedUntil: null, retryAfterSeconds: 0, attemptsLeft: 5 };
const notSet: PaymentPasswordState = { ...open, set: false };
const locked: PaymentPasswordState = { set: true, lockedUntil: '2026-01-02T01:20:00.000Z', retryAfterSeconds: 900, attemptsLeft: 0 };

const errorOf = (event: EventObject) => (event as unknown as { error: { errorCode: string } }).error;
const SUBMIT_ERRORS = ['setPaymentPassword', 'changePaymentPassword', 'resetPaymentPassword'].map((id) => `xstate.error.actor.${id}`);

let previous: PaymentPasswordSnapshot | null = null;

runPathSuite({
  machine: paymentPasswordMachine.provide({
    actors: {
      setPaymentPassword: pending<void, SetPaymentPasswordRequest>(),
      changePaymentPassword: pending<void, ChangePaymentPasswordRequest>(),
      resetPaymentPassword: pending<void, ResetPaymentPasswordRequest>(),
      loadPasswordState: pending<PaymentPasswordState, void>(),
      // the "get code" button is a stand-in: its own chart has its own paths
      smsCountdown: createMachine({ id: 'smsCountdownStub' }) as unknown as typeof smsCountdownMachine,
    },
  }),
  inputs: [
    { status: notSet, mobileBound: true },
    { status: open, mobileBound: true },
    { status: locked, mobileBound: true },
  ] satisfies PaymentPasswordInput[],
  events: {
    'field.change': [
      { field: 'oldPassword', value: '135790' },
      { field: 'newPassword', value: '482915' },
      { field: 'confirmNewPassword', value: '482915' },
      { field: 'verificationCode', value: '654321' },
    ],
    'xstate.done.actor.setPaymentPassword': [{ output: undefined }],
    'xstate.error.actor.setPaymentPassword': [
      { error: { errorCode: 'payment.password.exists' } },
      { error: { errorCode: 'request_param_err', fields: { newPassword: 'payment.password.weak' } } },
    ],
    'xstate.done.actor.changePaymentPassword': [{ output: undefined }],
    'xstate.error.actor.changePaymentPassword': [
      { error: { errorCode: 'invalid.payment.pw', attemptsLeft: 2 } },
      { error: { errorCode: 'payment.password.locked', lockedUntil: '2026-01-02T01:20:00.000Z', retryAfterSeconds: 900 } },
      { error: { errorCode: 'network.error' } },
    ],
    'xstate.done.actor.resetPaymentPassword': [{ output: undefined }],
    'xstate.error.actor.resetPaymentPassword': [
      { error: { errorCode: 'sms.code.invalid', triesLeft: 3 } },
      { error: { errorCode: 'network.error' } },
    ],
    'xstate.done.actor.loadPasswordState': [{ output: open }],
    'xstate.error.actor.loadPasswordState': [{ error: { errorCode: 'network.error' } }],
  },
  // Graph identity keeps what guards read: the password's state, the form open and which of its
  // checks still fail (typed values that change no check are one state), whether errors show.
  serialize: (raw) => {
    const s = asSnapshot(raw);
    const c = s.context;
    return JSON.stringify({
      value: s.value,
      status: c.status,
      mobileBound: c.mobileBound,
      mode: c.mode,
      failing: Object.keys(validatePaymentPassword(c)),
      shown: Object.keys(c.fieldErrors).length > 0,
      code: c.errorCode,
      tries: c.codeTriesLeft,
      notice: c.notice,
    });
  },
  assertStep: (raw, event: EventObject) => {
    const s = asSnapshot(raw);
    if (event.type === 'xstate.init') previous = null;
    const view = selectPaymentPasswordView(s);
    const c = s.context;
    const inForm = s.matches('setting') || s.matches('changing') || s.matches('resetting');
    expect(view.busy).toBe(
      s.matches({ setting: 'submitting' }) ||
        s.matches({ changing: 'submitting' }) ||
        s.matches({ resetting: 'submitting' }) ||
        s.matches('refreshing'),
    );
    expect(view.locked).toBe(s.matches('locked'));
    // the wrong answers left are counted only once one was given, never for a PIN just set or locked
    expect(view.wrongPinsLeft).toBe(c.status.set && !view.locked && c.status.attemptsLeft < 5 ? c.status.attemptsLeft : null);
    expect(view.mode !== null).toBe(inForm);
    expect(view.canSubmit).toBe(s.matches({ setting: 'editing' }) || s.matches({ changing: 'editing' }) || s.matches({ resetting: 'editing' }));
    // a PIN is set first, changed or reset only once set; no change while locked; a reset needs the phone
    expect(view.canSet).toBe(s.matches('idle') && !c.status.set);
    expect(view.canChange).toBe(s.matches('idle') && c.status.set);
    expect(view.canForget).toBe((s.matches('idle') || s.matches('locked')) && c.status.set && c.mobileBound);
    // a submit sends only what passes the rules
    if (view.busy && inForm) expect(validatePaymentPassword(c)).toEqual({});
    // the reset form runs the "get code" button, and only it
    expect(s.children.smsCountdown !== undefined).toBe(s.matches('resetting'));
    if (SUBMIT_ERRORS.includes(event.type)) {
      const error = errorOf(event);
      if (error.errorCode === 'payment.password.locked') {
        expect(s.matches('locked')).toBe(true);
        expect(c.status).toMatchObject({ lockedUntil: '2026-01-02T01:20:00.000Z', retryAfterSeconds: 900, attemptsLeft: 0 });
      } else {
        // what was typed stays
        expect(c.values).toEqual(previous!.context.values);
      }
      if (error.errorCode === 'invalid.payment.pw') {
        expect(view.fieldErrors.oldPassword).toEqual({ code: 'wrong', text: null });
        expect(view.status.attemptsLeft).toBe(2);
      }
      if (error.errorCode === 'sms.code.invalid')
        expect(view).toMatchObject({ codeTriesLeft: 3, fieldErrors: { verificationCode: { code: 'wrong' } } });
      if (error.errorCode === 'request_param_err') expect(view.fieldErrors.newPassword).toEqual({ code: 'weak', text: null });
      if (error.errorCode === 'network.error' || error.errorCode === 'payment.password.exists') expect(view.errorCode).toBe(error.errorCode);
    }
    // a success is said, and the state is read again
    if (event.type.startsWith('xstate.done.actor.') && event.type !== 'xstate.done.actor.loadPasswordState') {
      expect(s.matches('refreshing')).toBe(true);
      expect(view.notice).not.toBeNull();
    }
    expect(JSON.parse(JSON.stringify(c))).toEqual(c);
    previous = s;
  },
});

describe('payment password rules', () => {
  const check = (mode: 'set' | 'change' | 'reset', values: Partial<Record<string, string>>) =>
    validatePaymentPassword({ mode, values: { oldPassword: '', newPassword: '', confirmNewPassword: '', verificationCode: '', ...values } });

  it('refuses runs and repeats', () => {
    expect(['123456', '654321', '111111', '012345', '987654'].every(pinWeak)).toBe(true);
    expect(['482915', '112233', '135790'].some(pinWeak)).toBe(false);
  });

  it('asks for 6 digits, confirmed, and a change that differs from the current PIN', () => {
    expect(check('set', {})).toEqual({ newPassword: { code: 'required', text: null }, confirmNewPassword: { code: 'required', text: null } });
    expect(check('set', { newPassword: '48291', confirmNewPassword: '48291' }).newPassword?.code).toBe('format');
    expect(check('set', { newPassword: '111111', confirmNewPassword: '111111' }).newPassword?.code).toBe('weak');
    expect(check('set', { newPassword: '482915', confirmNewPassword: '482916' })).toEqual({ confirmNewPassword: { code: 'mismatch', text: null } });
    // full-width digits are digits
    expect(check('set', { newPassword: '４８２９１５', confirmNewPassword: '482915' })).toEqual({});
    expect(check('change', { newPassword: '482915', confirmNewPassword: '482915' })).toEqual({ oldPassword: { code: 'required', text: null } });
    expect(check('change', { oldPassword: '482915', newPassword: '482915', confirmNewPassword: '482915' }).newPassword?.code).toBe('same');
    expect(check('reset', { verificationCode: '12', newPassword: '482915', confirmNewPassword: '482915' })).toEqual({
      verificationCode: { code: 'format', text: null },
    });
  });
});

describe('payment password behaviour', () => {
  it('resets a forgotten PIN by a code texted to the bound phone, then reads the state again', async () => {
    const sends: SmsSendRequest[] = [];
    const resets: ResetPaymentPasswordRequest[] = [];
    const actor = createActor(
      paymentPasswordMachine.provide({
        actors: {
          resetPaymentPassword: fromPromise<void, ResetPaymentPasswordRequest>(async ({ input }) => void resets.push(input)),
          loadPasswordState: fromPromise(async () => open),
          smsCountdown: smsCountdownMachine.provide({
            actors: {
              sendSmsCode: fromPromise<SmsSendResult, SmsSendRequest>(async ({ input }) => {
                sends.push(input);
                return { expiredMinutes: 5 };
              }),
            },
          }),
        },
      }),
      { input: { status: locked, mobileBound: true } },
    ).start();
    expect(actor.getSnapshot().matches('locked')).toBe(true);
    actor.send({ type: 'password.change' });
    expect(actor.getSnapshot().matches('locked')).toBe(true);
    actor.send({ type: 'password.forgot' });
    actor.send({ type: 'code.request' });
    await waitFor(actor.getSnapshot().children.smsCountdown!, (s) => s.matches('counting'));
    expect(sends).toEqual([{ purpose: 'changePaymentPassword', mobileNum: '', countryDialingCode: '', humanCheckToken: null }]);
    actor.send({ type: 'field.change', field: 'verificationCode', value: ' 654321 ' });
    actor.send({ type: 'field.change', field: 'newPassword', value: '482915' });
    actor.send({ type: 'field.change', field: 'confirmNewPassword', value: '482915' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(resets).toEqual([{ verificationCode: '654321', newPassword: '482915', confirmNewPassword: '482915' }]);
    expect(selectPaymentPasswordView(actor.getSnapshot())).toMatchObject({ notice: 'reset', locked: false, canChange: true, status: open });
  });

  it('offers a reset by code once the security centre binds a phone, also when told while a form is open', () => {
    const actor = createActor(paymentPasswordMachine, { input: { status: open, mobileBound: false } }).start();
    expect(selectPaymentPasswordView(actor.getSnapshot())).toMatchObject({ canForget: false, mobileBound: false });
    actor.send({ type: 'password.change' });
    actor.send({ type: 'mobile.bound' });
    actor.send({ type: 'form.cancel' });
    expect(selectPaymentPasswordView(actor.getSnapshot())).toMatchObject({ canForget: true, mobileBound: true });
  });

  it('reads the state again when the lock ends', async () => {
    const actor = createActor(
      paymentPasswordMachine.provide({ actors: { loadPasswordState: fromPromise(async () => open) }, delays: { LOCK_WAIT: 5 } }),
      { input: { status: locked, mobileBound: false } },
    ).start();
    expect(selectPaymentPasswordView(actor.getSnapshot())).toMatchObject({ locked: true, canForget: false, canChange: false });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(selectPaymentPasswordView(actor.getSnapshot())).toMatchObject({ locked: false, canChange: true, notice: null });
  });
});
