/** App shell and session dialogs through the real root, session and change-password charts. */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor as waitForActor } from 'xstate';
import { selectSessionRef } from '../../../machines/system-status';
import { member, renderShell, startRoot, systemStatus } from '../support/drivers';
import { chooseAccountItem, openAccountMenu } from '../shell/header.driver';
import type { Fakes } from '../support/drivers';

// the banner area has its own tests (tests/views/banners); here its gateway reads would only add noise
vi.mock('../../../src/views/banners/banner-area', () => ({ BannerArea: () => null }));
// so are the bottom navigation and the footer with the right bar (tests/views/nav, tests/views/footer)
vi.mock('../../../src/views/shell/nav/bottom-nav', () => ({ BottomNav: () => null }));
vi.mock('../../../src/views/shell/footer/site-footer', () => ({ SiteFooter: () => <footer className="shell__footer" /> }));

// the header's language picker starts in the stored language: these tests read English labels
beforeEach(() => {
  sessionStorage.clear();
  localStorage.setItem('hisLang', 'EN');
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

async function shellFor(overrides: Partial<Fakes>, path = '/') {
  const setup = startRoot(overrides);
  await waitForActor(setup.rootActor, (s) => s.matches('app'));
  const session = selectSessionRef(setup.rootActor.getSnapshot())!;
  renderShell(setup.edge, path);
  return { ...setup, session };
}

const banner = () => screen.getByRole('banner');

async function click(element: HTMLElement) {
  await act(async () => {
    fireEvent.click(element);
  });
}

describe('app shell', () => {
  it('has the named areas and offers guests log in, sign up and free play', async () => {
    await shellFor({});
    expect(await within(banner()).findByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(within(banner()).getByRole('button', { name: 'Sign up' })).toBeTruthy();
    expect(within(banner()).getByRole('button', { name: 'Free play' })).toBeTruthy();
    expect(screen.getByRole('main').textContent).toBe('page');
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    // the side menu has a column only when it has something to show: none here, so no empty one
    expect(screen.queryByRole('navigation', { name: 'Games menu' })).toBeNull();
    expect(screen.queryByTestId('account-name')).toBeNull();
  });

  it('hides sign up without DIRECTREG3 and free play without FREEPLAY3', async () => {
    await shellFor({ loadSystemStatus: async () => systemStatus({ features: { DIRECTREG3: false, FREEPLAY3: false } }) });
    await within(banner()).findByRole('button', { name: 'Log in' });
    expect(within(banner()).queryByRole('button', { name: 'Sign up' })).toBeNull();
    expect(within(banner()).queryByRole('button', { name: 'Free play' })).toBeNull();
  });

  it('opens the login dialog from the header and asks the edge for free play', async () => {
    const { session, edge } = await shellFor({});
    await click(await within(banner()).findByRole('button', { name: 'Log in' }));
    // the first dialog loads the dialog charts, then the login dialog's own chunk
    await waitForActor(session, (s) => s.matches({ guest: 'loggingIn' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeTruthy();
    await click(within(banner()).getByRole('button', { name: 'Free play' }));
    expect(edge.startFreePlay).toHaveBeenCalledTimes(1);
  });

  it('shows the account name, deposit, change password and sign out to a signed-in member', async () => {
    const { calls } = await shellFor({ storedToken: 'token-1', loadMemberInfo: async () => member({ account: 'demo_player' }) });
    expect((await screen.findByTestId('account-name')).textContent).toBe('demo_player');
    expect(within(banner()).queryByRole('button', { name: 'Log in' })).toBeNull();
    await openAccountMenu();
    await chooseAccountItem('Deposit');
    expect(calls.proceedToIntent).toHaveBeenCalledWith('deposit');
    expect(screen.queryByTestId('real-account-warning')).toBeNull();
  });
});

describe('session dialogs', () => {
  it('gives a trial account the real-account warning on Deposit, offering Sign up, closed by Cancel', async () => {
    const { calls } = await shellFor({
      storedToken: 'trial-token',
      loadMemberInfo: async () => member({ account: 'trial_ab12cd34', type: 4 }),
    });
    expect((await screen.findByTestId('account-name')).textContent).toMatch(/trial/);
    await openAccountMenu();
    await chooseAccountItem('Deposit');
    const warning = await screen.findByTestId('real-account-warning');
    expect(warning.getAttribute('role')).toBe('dialog');
    expect(warning.querySelector('p')?.textContent).toBe('Please register an account first.');
    expect(
      within(warning)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Cancel', 'Sign up']);
    expect(calls.proceedToIntent).not.toHaveBeenCalled();
    await click(within(warning).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('real-account-warning')).toBeNull());
    // still the trial account: nothing was signed out
    expect(screen.getByTestId('account-name').textContent).toMatch(/trial/);
    expect(calls.logout).not.toHaveBeenCalled();
  });

  it("takes a trial account from the warning's Sign up to the registration dialog, its trial session ended", async () => {
    const { calls } = await shellFor({
      storedToken: 'trial-token',
      loadMemberInfo: async () => member({ account: 'trial_ab12cd34', type: 4 }),
    });
    await screen.findByTestId('account-name');
    await openAccountMenu();
    await chooseAccountItem('Deposit');
    const warning = await screen.findByTestId('real-account-warning');
    await click(within(warning).getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByTestId('registration-dialog')).toBeTruthy();
    expect(screen.queryByTestId('real-account-warning')).toBeNull();
    expect(screen.queryByTestId('account-name')).toBeNull();
    expect(calls.logout).toHaveBeenCalledTimes(1);
    expect(calls.clearSession).toHaveBeenCalledTimes(1);
    expect(calls.proceedToIntent).not.toHaveBeenCalled();
  });

  it('offers only Close in the warning where visitors cannot register themselves', async () => {
    await shellFor({
      storedToken: 'trial-token',
      loadMemberInfo: async () => member({ account: 'trial_ab12cd34', type: 4 }),
      loadSystemStatus: async () => systemStatus({ features: { FREEPLAY3: true, DIRECTREG3: false } }),
    });
    await screen.findByTestId('account-name');
    await openAccountMenu();
    await chooseAccountItem('Deposit');
    const warning = await screen.findByTestId('real-account-warning');
    expect(
      within(warning)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Close']);
    await click(within(warning).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('real-account-warning')).toBeNull());
  });

  it('signs out only after confirmation, then returns to a guest at /', async () => {
    const { calls, session } = await shellFor({ storedToken: 'token-1' });
    await screen.findByTestId('account-name');
    await openAccountMenu();
    await chooseAccountItem('Sign out');
    let dialog = await screen.findByRole('dialog', { name: 'Confirmation' });
    expect(dialog.textContent).toContain('Are you sure you want to sign out?');

    await click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.logout).not.toHaveBeenCalled();

    await openAccountMenu();
    await chooseAccountItem('Sign out');
    dialog = await screen.findByRole('dialog', { name: 'Confirmation' });
    await click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitForActor(session, (s) => s.matches('guest'));
    expect(calls.logout).toHaveBeenCalledTimes(1);
    expect(calls.clearSession).toHaveBeenCalled();
    expect(calls.navigate).toHaveBeenCalledWith('/');
    expect(await within(banner()).findByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(screen.queryByTestId('account-name')).toBeNull();
  });

  it('forces a password change without a close button, with the expiry message', async () => {
    await shellFor({ storedToken: 'token-1', loadMemberInfo: async () => member({ mustChangePassword: true }) });
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    expect(dialog.getAttribute('data-testid')).toBe('change-password-forced');
    // the header offers a plain Sign out beside the account name (the browser test of an SMS login reads it)
    expect(within(banner()).getByRole('button', { name: 'Sign out' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    expect(within(dialog).getByTestId('change-password-expired').textContent).toContain('expired');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Change password' })).toBeTruthy();
  });

  it('validates the change-password form and closes the optional variant', { timeout: 20_000 }, async () => {
    const { session } = await shellFor({ storedToken: 'token-1' });
    await screen.findByTestId('account-name');
    await openAccountMenu();
    await chooseAccountItem('Change password');
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    fireEvent.change(within(dialog).getByLabelText('Current password'), { target: { value: 'Player2026!' } });
    fireEvent.change(within(dialog).getByLabelText('New password'), { target: { value: 'short' } });
    fireEvent.change(within(dialog).getByLabelText('Confirm new password'), { target: { value: 'other' } });
    await click(within(dialog).getByRole('button', { name: 'Save password' }));
    expect(within(dialog).getByText('Use 8 to 128 characters with at least one letter and one digit.')).toBeTruthy();
    expect(within(dialog).getByText('Incorrect confirmation input')).toBeTruthy();
    await click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitForActor(session, (s) => s.matches({ signedIn: 'member' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
