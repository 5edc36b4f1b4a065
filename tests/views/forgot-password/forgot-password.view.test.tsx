/**
 * The forgot-password dialog driven by a real forgot-password chart inside a real session chart,
 * with fake gateway calls: by e-mail, by phone (CHNGPASSVERIF3) and the e-mailed link's step.
 */
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor as waitForActor } from 'xstate';
import { forgotPasswordMachine } from '../../../machines/forgot-password';
import type { EmailResetRequest, LinkResetRequest, PhoneResetRequest, PhoneResetSession } from '../../../machines/forgot-password';
import { smsCountdownMachine } from '../../../machines/sms-countdown';
import type { SmsSendRequest, SmsSendResult } from '../../../machines/sms-countdown';
import ForgotPasswordView from '../../../src/views/forgot-password/forgot-password.view';
import { createFakes, dialogChartsLoader, renderI18n } from '../support/drivers';

afterEach(cleanup);

const RESET_TOKEN = 'k3Xo0lq2X1VqYwz8dJmT5bC4Hh7nR9sQeUaF6gWpLyM';
const phoneSession: PhoneResetSession = { token: 'token-phone', firstTimeLogin: false, mustChangePassword: false, customerType: 0 };

interface ResetFakes {
  requestResetEmail?: (request: EmailResetRequest) => Promise<void>;
  resetWithLink?: (request: LinkResetRequest) => Promise<void>;
  resetByPhone?: (request: PhoneResetRequest) => Promise<PhoneResetSession>;
}

async function openForgot(options: { features?: Record<string, boolean>; resetToken?: string; fakes?: ResetFakes } = {}) {
  const setup = createFakes();
  const fakes = options.fakes ?? {};
  const calls = {
    requestResetEmail: vi.fn<(request: EmailResetRequest) => void>(),
    resetWithLink: vi.fn<(request: LinkResetRequest) => void>(),
    resetByPhone: vi.fn<(request: PhoneResetRequest) => void>(),
    sendSmsCode: vi.fn<(request: SmsSendRequest) => void>(),
  };
  const forgotPassword = forgotPasswordMachine.provide({
    actors: {
      requestResetEmail: fromPromise<void, EmailResetRequest>(async ({ input }) => {
        calls.requestResetEmail(input);
        return fakes.requestResetEmail?.(input);
      }),
      resetWithLink: fromPromise<void, LinkResetRequest>(async ({ input }) => {
        calls.resetWithLink(input);
        return fakes.resetWithLink?.(input);
      }),
      resetByPhone: fromPromise<PhoneResetSession, PhoneResetRequest>(async ({ input }) => {
        calls.resetByPhone(input);
        return (fakes.resetByPhone ?? (async () => phoneSession))(input);
      }),
      smsCountdown: smsCountdownMachine.provide({
        actors: {
          sendSmsCode: fromPromise<SmsSendResult, SmsSendRequest>(async ({ input }) => {
            calls.sendSmsCode(input);
            return { expiredMinutes: 5 };
          }),
        },
      }),
    },
  });
  const session = createActor(setup.session.provide({ actors: { loadDialogCharts: dialogChartsLoader({ login: setup.login, forgotPassword }) } }), {
    input: { features: options.features ?? {} },
  }).start();
  await waitForActor(session, (s) => s.matches('guest'));
  session.send({ type: 'forgot.open', resetToken: options.resetToken ?? null });
  renderI18n(<ForgotPasswordView session={session} />);
  await screen.findByRole('dialog');
  return { ...setup, calls: { ...setup.calls, ...calls }, session };
}

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function click(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

describe('forgot password by e-mail', () => {
  it('asks for username and e-mail address, checking both formats', async () => {
    const { calls } = await openForgot();
    expect(screen.getByRole('dialog', { name: 'Forgot password' }).getAttribute('aria-modal')).toBe('true');
    await click('Send link');
    expect(screen.getByText('Please enter your username.')).toBeTruthy();
    expect(screen.getByText('Please enter your e-mail address.')).toBeTruthy();
    fill('Username', 'ann 1');
    fill('E-mail address', 'ann.example.com');
    await click('Send link');
    expect(screen.getByText('A username has only letters, digits and _.')).toBeTruthy();
    expect(screen.getByText('Please enter a valid e-mail address.')).toBeTruthy();
    expect(screen.getByLabelText('E-mail address').getAttribute('aria-invalid')).toBe('true');
    expect(calls.requestResetEmail).not.toHaveBeenCalled();
  });

  it('sends the request trimmed, says to check the e-mail whatever the answer, then returns to the login dialog', async () => {
    const { calls, session } = await openForgot();
    fill('Username', ' ann_1 ');
    fill('E-mail address', ' ann@example.com ');
    await click('Send link');
    const dialog = await screen.findByRole('dialog', { name: 'Check your e-mail' });
    expect(dialog.textContent).toContain('valid for 30 minutes');
    expect(calls.requestResetEmail).toHaveBeenCalledWith({ username: 'ann_1', email: 'ann@example.com' });
    await click('Back to log in');
    expect(session.getSnapshot().matches({ guest: 'loggingIn' })).toBe(true);
  });

  it('shows a network failure on the form', async () => {
    await openForgot({ fakes: { requestResetEmail: async () => Promise.reject({ errorCode: 'network.error' }) } });
    fill('Username', 'ann_1');
    fill('E-mail address', 'ann@example.com');
    await click('Send link');
    expect((await screen.findByRole('alert')).textContent).toBe('Network error. Check your connection and try again.');
    expect(screen.getByRole('dialog', { name: 'Forgot password' })).toBeTruthy();
  });

  it('closes with Escape (forgot.close)', async () => {
    const { session } = await openForgot();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(session.getSnapshot().matches({ guest: 'idle' })).toBe(true));
  });
});

describe('forgot password by phone', () => {
  const byPhone = { features: { CHNGPASSVERIF3: true } };

  async function fillPhone(confirm = 'Newpass2026') {
    fill('Country code', '63');
    fill('Mobile number', '9171234567');
    fill('SMS code', '123456');
    fill('New password', 'Newpass2026');
    fill('Confirm new password', confirm);
  }

  it('asks for the number, the SMS code and a confirmed new password; checks the number before a code', async () => {
    const { calls } = await openForgot(byPhone);
    expect(screen.getByRole('dialog', { name: 'Forgot password' })).toBeTruthy();
    expect(screen.queryByLabelText('E-mail address')).toBeNull();
    await click('Get code');
    expect(screen.getByText('Please enter your mobile number.')).toBeTruthy();
    expect(calls.sendSmsCode).not.toHaveBeenCalled();
    fill('Country code', '63');
    fill('Mobile number', '9171234567');
    await click('Get code');
    await screen.findByRole('button', { name: '300 s' });
    expect(calls.sendSmsCode).toHaveBeenCalledWith({ purpose: 'noLogin', mobileNum: '9171234567', countryDialingCode: '63', humanCheckToken: null });
  });

  it('refuses a weak or unconfirmed password before sending', async () => {
    const { calls } = await openForgot(byPhone);
    await fillPhone('Newpass2025');
    fill('New password', 'lettersonly');
    await click('Set new password');
    expect(screen.getByText('Use 8 to 128 characters with at least one letter and one digit.')).toBeTruthy();
    expect(screen.getByText('Incorrect confirmation input')).toBeTruthy();
    expect(calls.resetByPhone).not.toHaveBeenCalled();
  });

  it('sets the new password and ends signed in', async () => {
    const { calls, session } = await openForgot(byPhone);
    await fillPhone();
    await click('Set new password');
    await waitForActor(session, (s) => s.matches('signedIn'));
    expect(calls.resetByPhone).toHaveBeenCalledWith({
      mobileNum: '9171234567',
      countryDialingCode: '63',
      verificationCode: '123456',
      newPassword: 'Newpass2026',
      confirmNewPassword: 'Newpass2026',
    });
    expect(calls.storeToken).toHaveBeenCalledWith('token-phone');
    expect(calls.navigate).toHaveBeenCalledWith('/');
  });

  it('says when the code is not valid for the number', async () => {
    await openForgot({ ...byPhone, fakes: { resetByPhone: async () => Promise.reject({ errorCode: 'sms.code.invalid' }) } });
    await fillPhone();
    await click('Set new password');
    expect((await screen.findByRole('alert')).textContent).toBe('The code is not valid for this number. Please ask for a new one.');
  });
});

describe('reset link step', () => {
  it('opens on "choose a new password", sends the token, then says to log in and opens the login dialog', async () => {
    const { calls, session } = await openForgot({ resetToken: RESET_TOKEN });
    expect(screen.getByRole('dialog', { name: 'Choose a new password' })).toBeTruthy();
    expect(screen.queryByLabelText('Username')).toBeNull();
    fill('New password', 'Newpass2026');
    fill('Confirm new password', 'Newpass2026');
    await click('Set new password');
    const changed = await screen.findByRole('dialog', { name: 'Password changed' });
    expect(changed.textContent).toContain('Please log in with the new password.');
    expect(calls.resetWithLink).toHaveBeenCalledWith({ token: RESET_TOKEN, newPassword: 'Newpass2026', confirmNewPassword: 'Newpass2026' });
    expect(document.body.textContent).not.toContain(RESET_TOKEN);
    await click('Log in');
    expect(session.getSnapshot().matches({ guest: 'loggingIn' })).toBe(true);
  });

  it('shows an invalid or used link with a way to ask for a new one', async () => {
    await openForgot({ resetToken: RESET_TOKEN, fakes: { resetWithLink: async () => Promise.reject({ errorCode: 'password.reset.invalid' }) } });
    fill('New password', 'Newpass2026');
    fill('Confirm new password', 'Newpass2026');
    await click('Set new password');
    expect((await screen.findByRole('alert')).textContent).toBe('This link is not valid any more: it has expired or was already used.');
    await click('Ask for a new link');
    expect(screen.getByRole('dialog', { name: 'Forgot password' })).toBeTruthy();
    expect(screen.getByLabelText('E-mail address')).toBeTruthy();
  });
});
