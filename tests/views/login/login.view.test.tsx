/** Login dialog driven by a real login chart (inside a real session chart) with fake gateway calls. */
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, waitFor as waitForActor } from 'xstate';
import LoginView from '../../../src/views/login/login.view';
import { createFakes, loginFailure, member, renderI18n, success } from '../support/drivers';
import type { Fakes } from '../support/drivers';

afterEach(cleanup);

async function openLogin(overrides: Partial<Fakes> = {}, features: Record<string, boolean> = { FREEPLAY3: true }) {
  const setup = createFakes(overrides);
  const session = createActor(setup.session, { input: { features } }).start();
  await waitForActor(session, (s) => s.matches('guest'));
  session.send({ type: 'login.open' });
  const view = renderI18n(<LoginView session={session} />);
  await screen.findByLabelText('Username');
  return { ...setup, session, view };
}

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
  });
}

describe('login dialog', () => {
  it('is a labelled modal dialog with username, password, remember me and free play, but no captcha', async () => {
    await openLogin();
    const dialog = screen.getByRole('dialog', { name: 'Log in' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.getByLabelText('Remember me')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Free play' })).toBeTruthy();
    expect(screen.queryByLabelText('Captcha')).toBeNull();
    expect(screen.queryByRole('img', { name: 'Captcha' })).toBeNull();
  });

  it('hides free play when the merchant switched it off', async () => {
    await openLogin({}, { FREEPLAY3: false });
    expect(screen.queryByRole('button', { name: 'Free play' })).toBeNull();
  });

  it('shows field errors under the labels and sends nothing while fields are empty', async () => {
    const { calls } = await openLogin();
    await submit();
    expect(screen.getByText('Please enter your username.')).toBeTruthy();
    expect(screen.getByText('Please enter your password.')).toBeTruthy();
    expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).toBe('true');
    expect(calls.submitLogin).not.toHaveBeenCalled();

    fill('Username', 'demo_player');
    expect(screen.queryByText('Please enter your username.')).toBeNull();
  });

  it('shows the failure message and still no captcha when the gateway does not ask for one', async () => {
    const { calls } = await openLogin({ submitLogin: async () => Promise.reject(loginFailure('login.failed', false)) });
    fill('Username', ' demo_player ');
    fill('Password', 'wrong-1');
    await submit();
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Incorrect username or password.');
    expect(calls.submitLogin).toHaveBeenCalledWith({ username: 'demo_player', password: 'wrong-1', captcha: null });
    expect(screen.queryByLabelText('Captcha')).toBeNull();
  });

  it('shows the captcha field and image only after a failure whose response carries the captcha flag', async () => {
    const { calls } = await openLogin({ submitLogin: async () => Promise.reject(loginFailure('login.failed', true)) });
    fill('Username', 'demo_player');
    fill('Password', 'wrong-3');
    await submit();
    const image = await screen.findByRole('img', { name: 'Captcha' });
    expect(image.getAttribute('src')).toMatch(/^data:image\/png;base64,iVBOR/);
    expect(screen.getByLabelText('Captcha')).toBeTruthy();

    // a captcha is now required before the next attempt is sent
    await submit();
    expect(screen.getByText('Please enter the captcha.')).toBeTruthy();
    expect(calls.submitLogin).toHaveBeenCalledTimes(1);

    fill('Captcha', 'AB12');
    await submit();
    await waitFor(() => expect(calls.submitLogin).toHaveBeenCalledTimes(2));
    expect(calls.submitLogin.mock.calls[1][0]).toEqual({ username: 'demo_player', password: 'wrong-3', captcha: 'AB12' });
  });

  it('refreshes the captcha when its image is clicked', async () => {
    let images = 0;
    await openLogin({
      submitLogin: async () => Promise.reject(loginFailure('captcha.invalid', true)),
      fetchCaptcha: async () => {
        images += 1;
        return `iVBOR${images}`;
      },
    });
    fill('Username', 'demo_player');
    fill('Password', 'secret-1');
    await submit();
    const image = await screen.findByRole('img', { name: 'Captcha' });
    expect(screen.getByText('The captcha is wrong or has expired. Enter the new one.')).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('button', { name: 'New image' }) as HTMLButtonElement).disabled).toBe(false));
    await act(async () => {
      fireEvent.click(image);
    });
    await waitFor(() => expect(screen.getByRole('img', { name: 'Captcha' }).getAttribute('src')).toContain('iVBOR2'));
  });

  it('maps network, rate-limit and payload failures to messages', async () => {
    for (const [code, text] of [
      ['network.error', 'Network error. Check your connection and try again.'],
      ['TOO_MANY_REQUESTS', 'Too many attempts. Please wait a moment and try again.'],
      ['payload.crypto.unavailable', 'A secure (HTTPS) connection is required to send this form.'],
      ['payload.stale', 'The request could not be secured. Please try again.'],
      ['something.unknown', 'System error. Please try again later.'],
    ] as const) {
      await openLogin({ submitLogin: async () => Promise.reject(loginFailure(code)) });
      fill('Username', 'demo_player');
      fill('Password', 'secret-1');
      await submit();
      expect((await screen.findByRole('alert')).textContent).toBe(text);
      cleanup();
    }
  });

  it('disables the form while the login is in flight, then leaves the dialog on success', async () => {
    let release: (value: typeof success) => void = () => {};
    const { session, calls } = await openLogin({
      submitLogin: () => new Promise((resolve) => (release = resolve)),
      loadMemberInfo: async () => member(),
    });
    fill('Username', 'demo_player');
    fill('Password', 'Player2026!');
    await submit();
    expect((screen.getByRole('button', { name: 'Log in' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => release(success));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitForActor(session, (s) => s.matches({ signedIn: 'member' }));
    expect(calls.storeToken).toHaveBeenCalledWith('token-1');
    expect(calls.navigate).toHaveBeenCalledWith('/');
  });

  it('closes with Escape or the close button (login.close)', async () => {
    const { session } = await openLogin();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(session.getSnapshot().matches({ guest: 'idle' })).toBe(true);
  });
});
