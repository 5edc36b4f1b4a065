/**
 * Forgot-password chart: graph paths from each way in (by e-mail, by phone, from an e-mailed link,
 * and a link when the merchant resets by phone) over valid and invalid fields, the code request,
 * accepted and refused calls, and asking for a new link; plus behaviour with resolving fakes and
 * inside the real session chart.
 */
import { describe, it } from 'vitest';
import { createActor, createMachine, fromPromise, waitFor } from 'xstate';
import type { EventObject } from 'xstate';
import {
  forgotPasswordMachine,
  selectForgotPasswordSmsCountdownRef,
  selectForgotPasswordView,
  validateEmailReset,
  validateNewPassword,
  validatePhoneReset,
  validatePhoneTarget,
} from '../../machines/forgot-password';
import type {
  EmailResetRequest,
  ForgotPasswordField,
  ForgotPasswordInput,
  ForgotPasswordSnapshot,
  LinkResetRequest,
  PhoneResetRequest,
  PhoneResetSession,
} from '../../machines/forgot-password';
import { selectForgotPasswordRef, selectSessionView, sessionMachine } from '../../machines/session';
import type { GuestDialogCharts, MemberInfo, StoredSession } from '../../machines/session';
import { smsCountdownMachine } from '../../machines/sms-countdown';
import type { SmsSendRequest, SmsSendResult } from '../../machines/sms-countdown';
import { pending, runPathSuite } from './support/path-suite';
import { loginMachine } from '../../machines/login';
import { registrationMachine } from '../../machines/registration';
import { expect } from './support/fast-expect';

const RESET_TOKEN = 'k3Xo0lq2X1VqYwz8dJmT5bC4Hh7nR9sQeUaF6gWpLyM';
const phoneSession: PhoneResetSession = { token: 't-phone', firstTimeLogin: false, mustChangePassword: false, customerType: 0 };
const asSnapshot = (snapshot: unknown) => snapshot as ForgotPasswordSnapshot;
const clean = (errors: object) => Object.keys(errors).length === 0;

const byEmail: ForgotPasswordInput = { features: { HUMANCHECK3: true }, byPhone: false, resetToken: null };
const byPhone: ForgotPasswordInput = { features: { HUMANCHECK3: true }, byPhone: true, resetToken: null };
const fromLink: ForgotPasswordInput = { features: {}, byPhone: false, resetToken: RESET_TOKEN };
const fromLinkByPhone: ForgotPasswordInput = { features: {}, byPhone: true, resetToken: RESET_TOKEN };

/** What the get-code button's countdown received during one path. */
let codeSends: EventObject[] = [];
const countdownStub = createMachine({
  id: 'smsCountdownStub',
  on: { 'sms.send': { actions: ({ event }) => void codeSends.push(event) } },
}) as unknown as typeof smsCountdownMachine;
let previous: ForgotPasswordSnapshot | null = null;

runPathSuite({
  machine: forgotPasswordMachine.provide({
    actors: {
      requestResetEmail: pending<void, EmailResetRequest>(),
      resetWithLink: pending<void, LinkResetRequest>(),
      resetByPhone: pending<PhoneResetSession, PhoneResetRequest>(),
      smsCountdown: countdownStub,
    },
  }),
  inputs: [byEmail, byPhone, fromLink, fromLinkByPhone],
  events: {
    'field.change': [
      { field: 'username', value: ' ann_1 ' },
      { field: 'username', value: 'ann 1' },
      { field: 'email', value: 'ann@example.com' },
      { field: 'email', value: 'ann.example.com' },
      { field: 'mobileNum', value: ' 9171234567 ' },
      { field: 'mobileNum', value: '917-ABC' },
      { field: 'countryDialingCode', value: '+63' },
      { field: 'verificationCode', value: '123456' },
      { field: 'newPassword', value: 'Newpass2026' },
      { field: 'newPassword', value: 'short' },
      { field: 'confirmNewPassword', value: 'Newpass2026' },
    ],
    'xstate.error.actor.requestResetEmail': [{ error: { errorCode: 'network.error' } }],
    'xstate.done.actor.resetByPhone': [{ output: phoneSession }],
    'xstate.error.actor.resetByPhone': [{ error: { errorCode: 'sms.code.invalid' } }],
    'xstate.error.actor.resetWithLink': [{ error: { errorCode: 'password.reset.invalid' } }, { error: { errorCode: 'network.error' } }],
  },
  // Graph identity keeps what guards read: each field of the open step as missing, wrong or fine
  // (so partly filled forms are told apart), and whether a link is held. Exact values and messages
  // are display data.
  serialize: (raw) => {
    const s = asSnapshot(raw);
    const { values, resetToken } = s.context;
    const checks = s.matches('byEmail')
      ? validateEmailReset(values)
      : s.matches('byPhone')
        ? validatePhoneReset(values)
        : validateNewPassword(values);
    return JSON.stringify({ value: s.value, status: s.status, checks, link: resetToken !== null });
  },
  assertStep: (raw, event) => {
    const s = asSnapshot(raw);
    if (event.type === 'xstate.init') {
      codeSends = [];
      previous = null;
    }
    const view = selectForgotPasswordView(s);
    const editing = ['byEmail', 'byPhone', 'resetLink'].some((step) => s.matches({ [step]: 'editing' } as never));
    expect(view.busy).toBe(s.hasTag('busy'));
    expect(view.canSubmit).toBe(editing);
    expect(view.canRequestCode).toBe(s.matches({ byPhone: 'editing' }));
    expect(view.canConfirm).toBe(s.matches({ byEmail: 'sent' }) || s.matches({ resetLink: 'changed' }));
    expect(view.canRenewLink).toBe(s.matches({ resetLink: 'linkInvalid' }));
    expect(selectForgotPasswordSmsCountdownRef(s) !== undefined).toBe(s.matches('byPhone'));
    const expectedStep = s.matches('byPhone')
      ? 'phone'
      : s.matches({ byEmail: 'sent' })
        ? 'emailSent'
        : s.matches('byEmail')
          ? 'email'
          : s.matches({ resetLink: 'changed' })
            ? 'passwordChanged'
            : s.matches({ resetLink: 'linkInvalid' })
              ? 'linkInvalid'
              : 'newPassword';
    if (s.status === 'active') expect(view.step).toBe(expectedStep);
    // the link's token is held only on its step, and never shown
    if (s.context.resetToken !== null) expect(s.matches({ resetLink: 'editing' }) || s.matches({ resetLink: 'submitting' })).toBe(true);
    expect(JSON.stringify(view)).not.toContain(RESET_TOKEN);
    if (s.matches({ resetLink: 'linkInvalid' })) expect(view.values).toMatchObject({ newPassword: '', confirmNewPassword: '' });
    // a phone reset ends with its session; every other ending with none (the visitor logs in again)
    if (s.status === 'done') {
      expect(s.output).toEqual(event.type === 'xstate.done.actor.resetByPhone' ? { session: phoneSession } : { session: null });
    }
    if (event.type === 'code.request' && previous) {
      if (clean(validatePhoneTarget(previous.context.values))) {
        expect(codeSends.at(-1)).toEqual({
          type: 'sms.send',
          mobileNum: previous.context.values.mobileNum.trim(),
          countryDialingCode: previous.context.values.countryDialingCode.trim().replace(/^\+/, ''),
          humanCheckRequired: previous.context.humanCheckRequired,
        });
      } else {
        expect(codeSends).toEqual([]);
        expect(view.fieldErrors.mobileNum ?? view.fieldErrors.countryDialingCode).toBeDefined();
      }
      codeSends = [];
    }
    previous = s;
  },
});

interface Fakes {
  requestResetEmail?: (request: EmailResetRequest) => Promise<void>;
  resetWithLink?: (request: LinkResetRequest) => Promise<void>;
  resetByPhone?: (request: PhoneResetRequest) => Promise<PhoneResetSession>;
}

function provided(fakes: Fakes = {}) {
  const calls = { email: [] as EmailResetRequest[], link: [] as LinkResetRequest[], phone: [] as PhoneResetRequest[], codes: [] as SmsSendRequest[] };
  const machine = forgotPasswordMachine.provide({
    actors: {
      requestResetEmail: fromPromise<void, EmailResetRequest>(async ({ input }) => {
        calls.email.push(input);
        return fakes.requestResetEmail?.(input);
      }),
      resetWithLink: fromPromise<void, LinkResetRequest>(async ({ input }) => {
        calls.link.push(input);
        return fakes.resetWithLink?.(input);
      }),
      resetByPhone: fromPromise<PhoneResetSession, PhoneResetRequest>(async ({ input }) => {
        calls.phone.push(input);
        return (fakes.resetByPhone ?? (async () => phoneSession))(input);
      }),
      smsCountdown: smsCountdownMachine.provide({
        actors: {
          sendSmsCode: fromPromise<SmsSendResult, SmsSendRequest>(async ({ input }) => {
            calls.codes.push(input);
            return { expiredMinutes: 5 };
          }),
        },
      }),
    },
  });
  return { machine, calls };
}

function start(input: ForgotPasswordInput, fakes: Fakes = {}) {
  const { machine, calls } = provided(fakes);
  const actor = createActor(machine, { input }).start();
  const fill = (values: Record<string, string>) => {
    for (const [field, value] of Object.entries(values)) actor.send({ type: 'field.change', field: field as never, value });
  };
  return { actor, calls, fill, view: () => selectForgotPasswordView(actor.getSnapshot()) };
}

const settled = (s: ForgotPasswordSnapshot) => !s.hasTag('busy');

describe('forgot password by e-mail', () => {
  it('checks username and address formats, sends them trimmed, then says to check the e-mail', async () => {
    const { actor, calls, fill, view } = start(byEmail);
    expect(view().step).toBe('email');
    actor.send({ type: 'form.submit' });
    expect(view().fieldErrors).toEqual({ username: 'required', email: 'required' });
    fill({ username: 'ann-1', email: 'ann@example' });
    actor.send({ type: 'form.submit' });
    expect(view().fieldErrors).toEqual({ username: 'format', email: 'format' });
    expect(calls.email).toEqual([]);

    fill({ username: ' ann_1 ', email: ' Ann@Example.com ' });
    actor.send({ type: 'form.submit' });
    expect(view().busy).toBe(true);
    await waitFor(actor, (s) => s.matches({ byEmail: 'sent' }));
    expect(calls.email).toEqual([{ username: 'ann_1', email: 'Ann@Example.com' }]);
    expect(view()).toMatchObject({ step: 'emailSent', canConfirm: true, canSubmit: false });

    actor.send({ type: 'result.confirm' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ session: null });
  });

  it('shows a failed request and lets the visitor try again', async () => {
    let attempts = 0;
    const { actor, fill, view } = start(byEmail, {
      requestResetEmail: async () => {
        if (attempts++ === 0) throw { errorCode: 'network.error' };
      },
    });
    fill({ username: 'ann_1', email: 'ann@example.com' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => settled(s) && s.matches({ byEmail: 'editing' }));
    expect(view().errorCode).toBe('network.error');
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches({ byEmail: 'sent' }));
    expect(view().errorCode).toBeNull();
  });
});

describe('forgot password by phone', () => {
  const filled = {
    mobileNum: ' 9171234567 ',
    countryDialingCode: '+63',
    verificationCode: ' 123456 ',
    newPassword: 'Newpass2026',
    confirmNewPassword: 'Newpass2026',
  };

  it('checks the number before the countdown sends a code, with the slider switch', async () => {
    const { actor, calls, fill, view } = start({ ...byPhone, features: {} });
    expect(view()).toMatchObject({ step: 'phone', canRequestCode: true });
    actor.send({ type: 'code.request' });
    expect(view().fieldErrors).toEqual({ mobileNum: 'required', countryDialingCode: 'required' });
    fill({ mobileNum: '917-ABC', countryDialingCode: '63' });
    actor.send({ type: 'code.request' });
    expect(view().fieldErrors).toEqual({ mobileNum: 'format' });
    fill({ mobileNum: ' 9171234567 ' });
    actor.send({ type: 'code.request' });
    const countdown = selectForgotPasswordSmsCountdownRef(actor.getSnapshot())!;
    await waitFor(countdown, (s) => s.matches('counting'));
    expect(calls.codes).toEqual([{ purpose: 'noLogin', mobileNum: '9171234567', countryDialingCode: '63', humanCheckToken: null }]);
  });

  it('runs the slider check before a code when HUMANCHECK3 is on', () => {
    const { actor, calls, fill } = start(byPhone);
    fill({ mobileNum: '9171234567', countryDialingCode: '63' });
    actor.send({ type: 'code.request' });
    expect(selectForgotPasswordSmsCountdownRef(actor.getSnapshot())!.getSnapshot().matches('checkingHuman')).toBe(true);
    expect(calls.codes).toEqual([]);
  });

  it('requires the code and a confirmed new password in password format, then outputs the session', async () => {
    const { actor, calls, fill, view } = start(byPhone);
    actor.send({ type: 'form.submit' });
    expect(view().fieldErrors).toEqual({
      mobileNum: 'required',
      countryDialingCode: 'required',
      verificationCode: 'required',
      newPassword: 'required',
      confirmNewPassword: 'required',
    });
    fill({ ...filled, newPassword: 'lettersonly', confirmNewPassword: 'other' });
    actor.send({ type: 'form.submit' });
    expect(view().fieldErrors).toEqual({ newPassword: 'password.format', confirmNewPassword: 'inconsistent_twice' });
    fill(filled);
    actor.send({ type: 'form.submit' });
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(calls.phone).toEqual([
      {
        mobileNum: '9171234567',
        countryDialingCode: '63',
        verificationCode: '123456',
        newPassword: 'Newpass2026',
        confirmNewPassword: 'Newpass2026',
      },
    ]);
    expect(done.output).toEqual({ session: phoneSession });
  });

  it('shows a refused code and stays on the form', async () => {
    const { actor, fill, view } = start(byPhone, { resetByPhone: async () => Promise.reject({ errorCode: 'sms.code.invalid' }) });
    fill(filled);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => settled(s) && s.matches({ byPhone: 'editing' }));
    expect(view()).toMatchObject({ step: 'phone', errorCode: 'sms.code.invalid' });
  });
});

describe('reset link step', () => {
  it('opens on "choose a new password", sends the token with it, then says to log in', async () => {
    const { actor, calls, fill, view } = start(fromLink);
    expect(view().step).toBe('newPassword');
    fill({ newPassword: 'Newpass2026', confirmNewPassword: 'Newpass2025' });
    actor.send({ type: 'form.submit' });
    expect(view().fieldErrors).toEqual({ confirmNewPassword: 'inconsistent_twice' });
    fill({ confirmNewPassword: 'Newpass2026' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches({ resetLink: 'changed' }));
    expect(calls.link).toEqual([{ token: RESET_TOKEN, newPassword: 'Newpass2026', confirmNewPassword: 'Newpass2026' }]);
    expect(view()).toMatchObject({ step: 'passwordChanged', canConfirm: true });
    expect(actor.getSnapshot().context.resetToken).toBeNull();
    actor.send({ type: 'result.confirm' });
    expect(actor.getSnapshot().output).toEqual({ session: null });
  });

  it("shows an invalid or used link with a way to ask again by the merchant's way", async () => {
    for (const [input, step] of [
      [fromLink, 'email'],
      [fromLinkByPhone, 'phone'],
    ] as const) {
      const { actor, fill, view } = start(input, { resetWithLink: async () => Promise.reject({ errorCode: 'password.reset.invalid' }) });
      fill({ newPassword: 'Newpass2026', confirmNewPassword: 'Newpass2026' });
      actor.send({ type: 'form.submit' });
      await waitFor(actor, (s) => s.matches({ resetLink: 'linkInvalid' }));
      expect(view()).toMatchObject({ step: 'linkInvalid', errorCode: 'password.reset.invalid', canRenewLink: true });
      expect(actor.getSnapshot().context.resetToken).toBeNull();
      actor.send({ type: 'link.renew' });
      expect(view()).toMatchObject({ step, errorCode: null });
    }
  });

  it('keeps the step open after a network failure, so the same link can be tried again', async () => {
    const { actor, fill, view } = start(fromLink, { resetWithLink: async () => Promise.reject({ errorCode: 'network.error' }) });
    fill({ newPassword: 'Newpass2026', confirmNewPassword: 'Newpass2026' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => settled(s) && s.matches({ resetLink: 'editing' }));
    expect(view()).toMatchObject({ step: 'newPassword', errorCode: 'network.error' });
    expect(actor.getSnapshot().context.resetToken).toBe(RESET_TOKEN);
  });
});

describe('forgot password inside the session', () => {
  function startSession(features: Record<string, boolean>, fakes: Fakes = {}) {
    const stored: string[] = [];
    const session = sessionMachine.provide({
      actors: {
        readStoredSession: fromPromise<StoredSession, void>(async () => ({ token: null })),
        loadMemberInfo: fromPromise<MemberInfo, void>(async () => ({
          id: 7,
          account: 'ann_1',
          nickname: null,
          type: 0,
          firstTimeLogin: false,
          passwordExpired: false,
          mustChangePassword: false,
        })),
        // the login dialog the e-mail path returns to (its own tests drive it); registration unused here
        loadDialogCharts: fromPromise<GuestDialogCharts, void>(async () => ({
          forgotPassword: provided(fakes).machine,
          login: loginMachine,
          registration: registrationMachine,
        })),
      },
      actions: {
        storeToken: (_, params) => void stored.push(params.token),
        storeMember: () => {},
        navigate: () => {},
        clearSession: () => {},
        runFirstLoginAction: () => {},
        proceedToIntent: () => {},
      },
    });
    const actor = createActor(session, { input: { features } }).start();
    return { actor, stored };
  }

  it('opens on the new-password step with the token of the link, then returns to the login dialog', async () => {
    const { actor } = startSession({});
    await waitFor(actor, (s) => s.matches('guest'));
    actor.send({ type: 'forgot.open', resetToken: RESET_TOKEN });
    await waitFor(actor, (s) => s.matches({ guest: 'recovering' }));
    expect(selectSessionView(actor.getSnapshot()).showForgotPassword).toBe(true);
    const flow = selectForgotPasswordRef(actor.getSnapshot())!;
    expect(selectForgotPasswordView(flow.getSnapshot()).step).toBe('newPassword');
    flow.send({ type: 'field.change', field: 'newPassword', value: 'Newpass2026' });
    flow.send({ type: 'field.change', field: 'confirmNewPassword', value: 'Newpass2026' });
    flow.send({ type: 'form.submit' });
    await waitFor(flow, (s) => s.matches({ resetLink: 'changed' }));
    flow.send({ type: 'result.confirm' });
    expect(selectSessionView(actor.getSnapshot())).toMatchObject({ showForgotPassword: false, showLogin: true });
  });

  it('opens by phone with CHNGPASSVERIF3 and ends signed in', async () => {
    const { actor, stored } = startSession({ CHNGPASSVERIF3: true });
    await waitFor(actor, (s) => s.matches('guest'));
    actor.send({ type: 'forgot.open' });
    await waitFor(actor, (s) => s.matches({ guest: 'recovering' }));
    const flow = selectForgotPasswordRef(actor.getSnapshot())!;
    expect(selectForgotPasswordView(flow.getSnapshot()).step).toBe('phone');
    for (const [field, value] of Object.entries({
      mobileNum: '9171234567',
      countryDialingCode: '63',
      verificationCode: '123456',
      newPassword: 'Newpass2026',
      confirmNewPassword: 'Newpass2026',
    })) {
      flow.send({ type: 'field.change', field: field as ForgotPasswordField, value });
    }
    flow.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(stored).toEqual(['t-phone']);
  });
});
