/**
 * Social login through the session's dialogs: the login dialog's buttons (only for providers the
 * merchant offers), the wait for the provider's window with cancel and reopen, the failure as a
 * warning with one confirm button that returns to the dialog, a success that closes every dialog;
 * and the registration popup's buttons, which take their start from the session's dialogs.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor as waitForActor } from 'xstate';
import type { AnyEventObject, EventObject } from 'xstate';
import type { LoginSuccess } from '../../../machines/login';
import type { SocialLoginChart, SocialLoginLoad } from '../../../machines/session';
import { socialLoginMachine } from '../../../machines/social-login';
import type { ProviderWindowInput, SocialProof } from '../../../machines/social-login';
import { SocialLoginButtons } from '../../../src/views/registration/registration-extras';
import { SessionDialogs } from '../../../src/views/session/session.view';
import { SocialLoginStartProvider } from '../../../src/views/social-login/social-login-start';
import type { SocialProviderName } from '../../../src/views/social-login/social-login-start';
import { createFakes, member, renderI18n, success } from '../support/drivers';

afterEach(cleanup);

interface ProviderWindowFake {
  opened: ProviderWindowInput[];
  closed: number;
  /** what the open window reports next */
  report: (event: AnyEventObject) => void;
}

async function openLogin(features: Record<string, boolean>, redeem: (proof: SocialProof) => Promise<LoginSuccess> = async () => success) {
  const windows: ProviderWindowFake = { opened: [], closed: 0, report: () => {} };
  const proofs: SocialProof[] = [];
  const socialLogin = socialLoginMachine.provide({
    actors: {
      providerWindow: fromCallback<EventObject, ProviderWindowInput>(({ input, sendBack }) => {
        windows.opened.push(input);
        windows.report = sendBack;
        return () => void windows.closed++;
      }),
      redeemProof: fromPromise<LoginSuccess, SocialProof>(async ({ input }) => {
        proofs.push(input);
        return redeem(input);
      }),
    },
  });
  const setup = createFakes({ loadMemberInfo: async () => member({ account: 'go_ann' }) });
  const loadSocialLogin = fromPromise<SocialLoginChart | null, SocialLoginLoad>(async ({ input }) =>
    input.providers.length > 0 ? socialLogin : null,
  );
  const session = createActor(setup.session.provide({ actors: { loadSocialLogin } }), { input: { features } }).start();
  await waitForActor(session, (s) => s.matches('guest'));
  session.send({ type: 'login.open' });
  renderI18n(<SessionDialogs session={session} />);
  await screen.findByRole('dialog', { name: 'Log in' });
  return { session, windows, proofs, calls: setup.calls };
}

async function click(element: HTMLElement) {
  await act(async () => {
    fireEvent.click(element);
  });
}

const buttonsGroup = () => screen.getByRole('group', { name: 'Or log in with' });

describe('social login from the login dialog', () => {
  it('offers a button per provider the merchant switched on, and none when none is', async () => {
    await openLogin({ GOOGLELOGIN3: true, TELEGRAMLOGIN3: true, FACEBOOKLOGIN3: false });
    const names = within(buttonsGroup())
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(names).toEqual(['Google', 'Telegram']);
    cleanup();
    await openLogin({});
    expect(screen.queryByRole('group', { name: 'Or log in with' })).toBeNull();
  });

  it("opens the provider's window inside the click and waits for it, with cancel back to the login dialog", async () => {
    const { windows, session } = await openLogin({ GOOGLELOGIN3: true });
    fireEvent.click(within(buttonsGroup()).getByRole('button', { name: 'Google' }));
    // synchronously, before React or any promise ran: the browser would block a later window
    expect(windows.opened).toEqual([{ provider: 'google', telegramLogin: null }]);
    const dialog = await screen.findByRole('dialog', { name: 'Log in with Google' });
    expect(within(dialog).getByRole('status').textContent).toMatch(/^Waiting for Google…/);
    expect(screen.queryByRole('dialog', { name: 'Log in' })).toBeNull();

    await click(within(dialog).getByRole('button', { name: 'Open the window again' }));
    expect(windows).toMatchObject({ opened: [{ provider: 'google' }, { provider: 'google' }], closed: 1 });

    await click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(windows.closed).toBe(2);
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeTruthy();
    expect(session.getSnapshot().matches({ guest: 'loggingIn' })).toBe(true);
  });

  it('shows a window closed by the visitor as a failed login, and OK returns to the login dialog', async () => {
    const { windows, proofs } = await openLogin({ TELEGRAMLOGIN3: true });
    await click(within(buttonsGroup()).getByRole('button', { name: 'Telegram' }));
    await act(async () => windows.report({ type: 'provider.closed' }));
    const warning = await screen.findByTestId('social-login-failed');
    expect(within(warning).getByRole('alert').textContent).toBe('The login window was closed before the login finished. Login failed.');
    expect(
      within(warning)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['OK']);
    await click(within(warning).getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeTruthy();
    expect(proofs).toEqual([]);
  });

  it('names a blocked window and a refused proof', async () => {
    const { windows } = await openLogin({ GOOGLELOGIN3: true }, async () => Promise.reject({ errorCode: 'social.login.failed' }));
    await click(within(buttonsGroup()).getByRole('button', { name: 'Google' }));
    await act(async () => windows.report({ type: 'provider.blocked' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The browser blocked the login window. Allow pop-ups for this site and try again.');
    await click(screen.getByRole('button', { name: 'OK' }));

    await click(within(await screen.findByRole('group', { name: 'Or log in with' })).getByRole('button', { name: 'Google' }));
    await act(async () => windows.report({ type: 'provider.signedIn', proofToken: 'ticket-1' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The login could not be completed. Please try again.');
  });

  it('signs in with the proof: the token is stored, every dialog closes and the member loads', async () => {
    const { windows, proofs, calls, session } = await openLogin({ GOOGLELOGIN3: true });
    await click(within(buttonsGroup()).getByRole('button', { name: 'Google' }));
    await act(async () => windows.report({ type: 'provider.signedIn', proofToken: 'ticket-1' }));
    await waitForActor(session, (s) => s.matches('signedIn'));
    expect(proofs).toEqual([{ provider: 'google', proofToken: 'ticket-1' }]);
    expect(calls.storeToken).toHaveBeenCalledWith(success.token);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(session.getSnapshot().context.member?.account).toBe('go_ann');
  });
});

describe('registration popup buttons', () => {
  it("start the login through the session's dialogs, and stay off outside them", async () => {
    const started: SocialProviderName[] = [];
    renderI18n(
      <SocialLoginStartProvider onStart={(provider) => started.push(provider)} ready>
        <SocialLoginButtons providers={['facebook', 'telegram']} />
      </SocialLoginStartProvider>,
    );
    const group = screen.getByRole('group', { name: 'Sign up with' });
    fireEvent.click(within(group).getByRole('button', { name: 'Telegram' }));
    expect(started).toEqual(['telegram']);
    cleanup();

    // while the social login loads, the buttons wait
    renderI18n(
      <SocialLoginStartProvider onStart={(provider) => started.push(provider)} ready={false}>
        <SocialLoginButtons providers={['google']} />
      </SocialLoginStartProvider>,
    );
    expect((screen.getByRole('button', { name: 'Google' }) as HTMLButtonElement).disabled).toBe(true);
    cleanup();

    renderI18n(<SocialLoginButtons providers={['google']} />);
    expect((screen.getByRole('button', { name: 'Google' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
