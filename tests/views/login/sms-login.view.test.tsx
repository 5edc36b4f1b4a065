/**
 * The login dialog's SMS tab (MOBILEVERCODELOGIN3) and its links, driven by a real login chart with
 * a real SMS countdown inside a real session chart; the gateway calls are fakes.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, fromPromise, waitFor as waitForActor } from 'xstate';
import type { LoginSuccess, SmsLoginRequest } from '../../../machines/login';
import { smsCountdownMachine } from '../../../machines/sms-countdown';
import type { SmsSendRequest, SmsSendResult } from '../../../machines/sms-countdown';
import LoginView from '../../../src/views/login/login.view';
import { createFakes, dialogChartsLoader, loginFailure, renderI18n, success } from '../support/drivers';

afterEach(cleanup);

interface SmsFakes {
  submitSmsLogin?: (request: SmsLoginRequest) => Promise<LoginSuccess>;
  sendSmsCode?: (request: SmsSendRequest) => Promise<SmsSendResult>;
}

const allOn = { FREEPLAY3: true, MOBILEVERCODELOGIN3: true, DIRECTREG3: true };

async function openLogin(features: Record<string, boolean> = allOn, fakes: SmsFakes = {}) {
  const setup = createFakes();
  const calls = {
    submitSmsLogin: vi.fn<(request: SmsLoginRequest) => void>(),
    sendSmsCode: vi.fn<(request: SmsSendRequest) => void>(),
    savedSms: vi.fn<(saved: unknown) => void>(),
  };
  const login = setup.login.provide({
    actors: {
      submitSmsLogin: fromPromise<LoginSuccess, SmsLoginRequest>(async ({ input }) => {
        calls.submitSmsLogin(input);
        return (fakes.submitSmsLogin ?? (async () => success))(input);
      }),
      smsCountdown: smsCountdownMachine.provide({
        actors: {
          sendSmsCode: fromPromise<SmsSendResult, SmsSendRequest>(async ({ input }) => {
            calls.sendSmsCode(input);
            return (fakes.sendSmsCode ?? (async () => ({ expiredMinutes: 5 })))(input);
          }),
        },
      }),
    },
    actions: { saveRememberedSmsLogin: (_, params) => calls.savedSms(params) },
  });
  // the registration and forgot-password dialogs have tests of their own: inert here
  const inert = createMachine({ id: 'inert' }) as never;
  const session = createActor(
    setup.session.provide({ actors: { loadDialogCharts: dialogChartsLoader({ login, registration: inert, forgotPassword: inert }) } }),
    {
      input: { features },
    },
  ).start();
  await waitForActor(session, (s) => s.matches('guest'));
  session.send({ type: 'login.open' });
  renderI18n(<LoginView session={session} />);
  await screen.findByLabelText('Username');
  return { ...setup, calls, session };
}

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function click(name: string, role: 'button' | 'tab' = 'button') {
  await act(async () => {
    fireEvent.click(screen.getByRole(role, { name }));
  });
}

async function smsTab(features = allOn, fakes: SmsFakes = {}) {
  const opened = await openLogin(features, fakes);
  await click('With SMS code', 'tab');
  await screen.findByLabelText('Mobile number');
  return opened;
}

describe('login dialog, SMS tab', () => {
  it('offers the two tabs only when SMS login is on', async () => {
    await openLogin({ FREEPLAY3: true });
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByRole('tab', { name: 'With SMS code' })).toBeNull();
    cleanup();

    await openLogin();
    const tabs = within(screen.getByRole('tablist', { name: 'How to log in' })).getAllByRole('tab');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('aria-selected')])).toEqual([
      ['With password', 'true'],
      ['With SMS code', 'false'],
    ]);
  });

  it('shows country code, mobile number and SMS code with a get-code button instead of the password fields', async () => {
    await smsTab();
    expect(screen.getByRole('tab', { name: 'With SMS code' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByLabelText('Country code')).toBeTruthy();
    expect(screen.getByLabelText('SMS code')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Get code' })).toBeTruthy();
    expect(screen.queryByLabelText('Username')).toBeNull();
    expect(screen.queryByLabelText('Password')).toBeNull();

    await click('With password', 'tab');
    expect(screen.getByLabelText('Username')).toBeTruthy();
  });

  it('checks the number before asking for a code, then counts down', async () => {
    const { calls } = await smsTab();
    await click('Get code');
    expect(screen.getByText('Please enter your mobile number.')).toBeTruthy();
    expect(screen.getByText('Please enter the country code.')).toBeTruthy();
    fill('Country code', '63');
    fill('Mobile number', '0917-12');
    await click('Get code');
    expect(screen.getByText('Please enter a valid mobile number (digits only).')).toBeTruthy();
    expect(calls.sendSmsCode).not.toHaveBeenCalled();

    fill('Mobile number', ' 9171234567 ');
    await click('Get code');
    await screen.findByRole('button', { name: '300 s' });
    expect(calls.sendSmsCode).toHaveBeenCalledWith({ purpose: 'noLogin', mobileNum: '9171234567', countryDialingCode: '63', humanCheckToken: null });
  });

  it('shows the send failure in a warning dialog', async () => {
    await smsTab(allOn, { sendSmsCode: async () => Promise.reject({ errorCode: 'TOO_MANY_REQUESTS' }) });
    fill('Country code', '63');
    fill('Mobile number', '9171234567');
    await click('Get code');
    expect((await screen.findByTestId('sms-error')).textContent).toContain('Too many codes were requested');
  });

  it('requires every field, then logs in with the number and code, remembering the number', async () => {
    const { calls, session } = await smsTab();
    await click('Log in');
    expect(screen.getByText('Please enter your mobile number.')).toBeTruthy();
    expect(screen.getByText('Please enter the SMS code.')).toBeTruthy();
    expect(screen.getByLabelText('SMS code').getAttribute('aria-invalid')).toBe('true');
    expect(calls.submitSmsLogin).not.toHaveBeenCalled();

    fill('Country code', '+63');
    fill('Mobile number', '9171234567');
    fill('SMS code', ' 123456 ');
    fireEvent.click(screen.getByLabelText('Remember me'));
    await click('Log in');
    await waitForActor(session, (s) => s.matches('signedIn'));
    expect(calls.submitSmsLogin).toHaveBeenCalledWith({ mobileNum: '9171234567', countryDialingCode: '63', verificationCode: '123456' });
    expect(calls.savedSms).toHaveBeenCalledWith({ mobileNum: '9171234567', countryDialingCode: '63' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says a refused code without telling whether the number has an account, and shows no captcha', async () => {
    await smsTab(allOn, { submitSmsLogin: async () => Promise.reject(loginFailure('login.failed', false)) });
    fill('Country code', '63');
    fill('Mobile number', '9171234567');
    fill('SMS code', '000000');
    await click('Log in');
    expect((await screen.findByRole('alert')).textContent).toBe('The mobile number or SMS code is incorrect, or the code has expired.');
    expect(screen.queryByLabelText('Captcha')).toBeNull();
    expect((screen.getByLabelText('SMS code') as HTMLInputElement).value).toBe('000000');
  });
});

describe('login dialog links', () => {
  it('opens forgot password from the dialog', async () => {
    const { session } = await openLogin();
    await click('Forgot password?');
    expect(session.getSnapshot().matches({ guest: 'recovering' })).toBe(true);
  });

  it('offers "register now" only when DIRECTREG3 is on', async () => {
    await openLogin({ FREEPLAY3: true, DIRECTREG3: false });
    expect(screen.queryByRole('button', { name: 'Register now' })).toBeNull();
    cleanup();

    const { session } = await openLogin();
    await click('Register now');
    expect(session.getSnapshot().matches({ guest: 'registering' })).toBe(true);
  });
});
