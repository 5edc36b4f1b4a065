/**
 * The signed-in account area through the real session and header charts: the balance (amount with
 * the currency symbol, hide as ***, refresh with the updating placeholder), the unread count, the
 * VIP badge and the avatar menu's items for a member, an agent and a trial account.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserShellEnvironment } from '../../../src/app/shell.edge';
import { balanceOf, banner, chooseAccountItem, click, headerFeatures, openAccountMenu, renderHeader, requestsTo, stubGateway } from './header.driver';

// The banner area (carousel, notices, news popup) has tests of its own; the header's tests leave it out.
vi.mock('../../../src/views/banners/banner-area', () => ({ BannerArea: () => null }));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem('hisLang', 'EN');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A gateway answer the test releases when it wants. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

// money first: deposit and withdrawal lead the menu
const MEMBER_ITEMS = ['Deposit', 'Withdrawal', 'Betting record', 'Account details', 'Change password', 'Member centre', 'Sign out'];

describe('balance', () => {
  it('shows the wallet sum with the currency symbol, hides it as *** and remembers that', async () => {
    await renderHeader({ member: {} });
    const balance = await screen.findByTestId('balance');
    await waitFor(() => expect(within(balance).getByTestId('balance-amount').textContent).toBe('P 1,234.50'));

    const hide = within(balance).getByRole('button', { name: 'Hide balance' });
    expect(hide.getAttribute('aria-pressed')).toBe('false');
    await click(hide);
    expect(within(balance).getByTestId('balance-amount').textContent).toBe('P ***');
    expect(hide.getAttribute('aria-pressed')).toBe('true');
    expect(localStorage.getItem('hideBalance')).toBe('true');
    cleanup();

    // the next visit starts hidden
    await renderHeader({ member: {} });
    await waitFor(() => expect(screen.getByTestId('balance-value').textContent).toBe('***'));
  });

  it("keeps the shape of each amount shown (its digits as zeros only) for the tab's next page, whose placeholder takes its width", async () => {
    await renderHeader({ member: {} });
    await waitFor(() => expect(screen.getByTestId('balance-amount').textContent).toBe('P 1,234.50'));
    expect(sessionStorage.getItem('balanceShape')).toBe('0,000.00');
    cleanup();

    const answer = deferred<ReturnType<typeof balanceOf>>();
    await renderHeader({ member: {}, routes: { 'GET /wps/v2/wallets/balance': () => answer.promise } });
    const placeholder = await screen.findByTestId('balance-updating');
    const shape = within(placeholder).getByTestId('balance-shape');
    // laid out for its width, hidden from sight (CSS) and from screen readers, which hear the words
    expect(shape.textContent).toBe('P 0,000.00');
    expect(shape.getAttribute('aria-hidden')).toBe('true');
    expect(within(placeholder).getByText('Updating…')).toBeTruthy();
    answer.resolve(balanceOf(12_345));
    await waitFor(() => expect(screen.getByTestId('balance-amount').textContent).toBe('P 12,345.00'));
    expect(sessionStorage.getItem('balanceShape')).toBe('00,000.00');
  });

  it('reloads on a click on the amount or the refresh icon, with the updating placeholder meanwhile', async () => {
    let answer = deferred<ReturnType<typeof balanceOf>>();
    const { gateway } = await renderHeader({ member: {}, refreshGap: 0, routes: { 'GET /wps/v2/wallets/balance': () => answer.promise } });
    const balance = await screen.findByTestId('balance');
    expect(within(balance).getByTestId('balance-updating').textContent).toBe('Updating…');
    answer.resolve(balanceOf(10));
    await waitFor(() => expect(screen.getByTestId('balance-value').textContent).toBe('10.00'));
    await waitFor(() => expect(screen.getByTestId('balance-amount').getAttribute('aria-disabled')).toBe('false'));

    answer = deferred();
    await click(screen.getByTestId('balance-amount'));
    expect(screen.getByTestId('balance-updating')).toBeTruthy();
    // clicks while updating start nothing more
    await click(screen.getByRole('button', { name: 'Refresh balance' }));
    answer.resolve(balanceOf(2500.75));
    await waitFor(() => expect(screen.getByTestId('balance-amount').textContent).toBe('P 2,500.75'));
    expect(requestsTo(gateway, '/wps/v2/wallets/balance')).toHaveLength(2);

    await waitFor(() => expect(screen.getByTestId('balance-refresh').getAttribute('aria-disabled')).toBe('false'));
    answer = deferred();
    await click(screen.getByRole('button', { name: 'Refresh balance' }));
    expect(screen.getByTestId('balance-updating')).toBeTruthy();
    answer.resolve(balanceOf(0));
    await waitFor(() => expect(screen.getByTestId('balance-value').textContent).toBe('0.00'));
    expect(requestsTo(gateway, '/wps/v2/wallets/balance')).toHaveLength(3);
    expect(requestsTo(gateway, '/wps/v2/wallets/balance')[0].headers.get('Authorization')).toBe('token-1');
  });

  it('ignores clicks within the refresh gap right after a load', async () => {
    const { gateway } = await renderHeader({ member: {} });
    await waitFor(() => expect(screen.getByTestId('balance-value').textContent).toBe('1,234.50'));
    expect(screen.getByTestId('balance-amount').getAttribute('aria-disabled')).toBe('true');
    await click(screen.getByTestId('balance-amount'));
    expect(screen.queryByTestId('balance-updating')).toBeNull();
    expect(requestsTo(gateway, '/wps/v2/wallets/balance')).toHaveLength(1);
  });

  it('offers a retry when the wallet does not answer', async () => {
    let fail = true;
    await renderHeader({ member: {}, routes: { 'GET /wps/v2/wallets/balance': () => (fail ? { status: 503 } : balanceOf(7)) } });
    await screen.findByText('Balance unavailable');
    fail = false;
    await click(screen.getByTestId('balance-retry'));
    await waitFor(() => expect(screen.getByTestId('balance-value').textContent).toBe('7.00'));
  });

  it('turns the wire sum (major units) into cents without float noise', async () => {
    stubGateway({ 'GET /wps/v2/wallets/balance': () => balanceOf(0.29) });
    await expect(browserShellEnvironment.loadBalance()).resolves.toEqual({ amountCents: 29, currencySymbol: 'P', playCredit: false });
  });

  it('shows a free-play account its play credit, named so in the currency symbol’s place: it is not money', async () => {
    const playCredit = () => ({ value: { currency: 'PHP', currencySymbol: 'P', sumBalance: 0, balance: [], playCredit: 1987.5 } });
    await renderHeader({ member: { account: 'trial_ab12cd34', type: 4 }, routes: { 'GET /wps/v2/wallets/balance': playCredit } });
    await waitFor(() => expect(screen.getByTestId('balance-value').textContent).toBe('1,987.50'));
    expect(screen.getByTestId('balance-amount').textContent).toBe('Play credit 1,987.50');
    expect(within(screen.getByTestId('balance')).queryByText('P')).toBeNull();
  });

  it('keeps the currency symbol for a member’s money', async () => {
    await renderHeader({ member: {} });
    await waitFor(() => expect(screen.getByTestId('balance-amount').textContent).toBe('P 1,234.50'));
    expect(screen.queryByTestId('balance-play-credit')).toBeNull();
  });
});

describe('messages and VIP', () => {
  it('shows the unread count on the message link; without the count call the link has no number', async () => {
    await renderHeader({ member: {} });
    const link = await screen.findByTestId('messages-link');
    await waitFor(() => expect(within(link).getByTestId('unread-count').textContent).toBe('3'));
    expect(link.getAttribute('aria-label')).toBe('Messages, 3 unread');
    cleanup();

    const { gateway } = await renderHeader({ member: {}, routes: { 'GET /wps/relay/CSP_unreadCount': () => ({ status: 404 }) } });
    await waitFor(() => expect(requestsTo(gateway, '/wps/relay/CSP_unreadCount')).toHaveLength(1));
    const bare = await screen.findByTestId('messages-link');
    expect(within(bare).queryByTestId('unread-count')).toBeNull();
    expect(bare.getAttribute('aria-label')).toBe('Messages');
  });

  it('reloads the count when the page is shown again', async () => {
    let count = 1;
    const { clock } = await renderHeader({ member: {}, routes: { 'GET /wps/relay/CSP_unreadCount': () => ({ value: { count } }) } });
    await waitFor(() => expect(screen.getByTestId('unread-count').textContent).toBe('1'));
    count = 4;
    clock.setVisible(true);
    await waitFor(() => expect(screen.getByTestId('unread-count').textContent).toBe('4'));
  });

  it('sends the message link to the member centre inbox through the real-account guard', async () => {
    const { calls } = await renderHeader({ member: {} });
    await click(await screen.findByTestId('messages-link'));
    expect(calls.proceedToIntent).toHaveBeenCalledWith('messages');
  });

  it('shows the VIP badge with the rank level, a link to the VIP page, only when the VIP feature is on', async () => {
    await renderHeader({ member: { clubLabel: { labelName: 'Gold', rankLevel: 3 } } });
    expect((await screen.findByTestId('vip-badge')).textContent).toBe('VIP 3');
    expect(within(banner()).getByRole('link', { name: 'VIP 3' }).getAttribute('href')).toBe('/vip');
    cleanup();
    await renderHeader({ member: { clubLabel: { labelName: 'Gold', rankLevel: 3 } }, status: { features: { ...headerFeatures, VIP3: false } } });
    await screen.findByTestId('balance');
    expect(screen.queryByTestId('vip-badge')).toBeNull();
  });
});

describe('deposit button', () => {
  it('opens the member centre’s deposit page for a member and an agent, through the real-account guard', async () => {
    for (const type of [0, 1]) {
      const { calls } = await renderHeader({ member: { type } });
      await click(await within(banner()).findByRole('button', { name: 'Deposit' }));
      expect(calls.proceedToIntent).toHaveBeenCalledWith('deposit');
      cleanup();
    }
  });

  it('is not there for a free-play account, nor without the member centre', async () => {
    await renderHeader({ member: { account: 'trial_ab12cd34', type: 4 } });
    await screen.findByTestId('balance');
    expect(within(banner()).queryByRole('button', { name: 'Deposit' })).toBeNull();
    cleanup();
    await renderHeader({ member: { type: 0 }, status: { features: { ...headerFeatures, MEMBERCENTER3: false } } });
    await screen.findByTestId('balance');
    expect(within(banner()).queryByRole('button', { name: 'Deposit' })).toBeNull();
  });
});

describe('avatar menu', () => {
  it('gives a member the member-centre items without the agent centre; deposit goes by intent', async () => {
    const { calls } = await renderHeader({ member: { type: 0 } });
    expect(await openAccountMenu()).toEqual(MEMBER_ITEMS);
    await chooseAccountItem('Deposit');
    expect(calls.proceedToIntent).toHaveBeenCalledWith('deposit');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(within(screen.getByTestId('account-menu')).getByRole('button', { name: 'Account menu' }));
  });

  it('adds the agent centre for an agent', async () => {
    const { calls } = await renderHeader({ member: { type: 1 } });
    expect(await openAccountMenu()).toEqual([...MEMBER_ITEMS.slice(0, -1), 'Agent centre', 'Sign out']);
    await chooseAccountItem('Agent centre');
    expect(calls.proceedToIntent).toHaveBeenCalledWith('agentCenter');
  });

  it('shows only the account items when the merchant has neither centre', async () => {
    await renderHeader({ member: { type: 1 }, status: { features: { ...headerFeatures, MEMBERCENTER3: false, AGENTCENTER3: false } } });
    expect(await openAccountMenu()).toEqual(['Change password', 'Sign out']);
  });

  it('answers a trial account’s real-account items with the warning, change password included', async () => {
    const { calls } = await renderHeader({ member: { account: 'trial_ab12cd34', type: 4 } });
    expect(await openAccountMenu()).toEqual(MEMBER_ITEMS);
    await chooseAccountItem('Withdrawal');
    const warning = await screen.findByTestId('real-account-warning');
    expect(warning.textContent).toContain('Please register an account first.');
    await click(within(warning).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('real-account-warning')).toBeNull());

    await openAccountMenu();
    await chooseAccountItem('Change password');
    expect(await screen.findByTestId('real-account-warning')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Change password' })).toBeNull();
    expect(calls.proceedToIntent).not.toHaveBeenCalled();
  });

  it('opens change password and the sign-out confirmation for a member; works by keyboard', async () => {
    const { session } = await renderHeader({ member: {} });
    await openAccountMenu();
    await chooseAccountItem('Change password');
    expect(await screen.findByRole('dialog', { name: 'Change password' })).toBeTruthy();
    await click(within(screen.getByRole('dialog', { name: 'Change password' })).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(session.getSnapshot().matches({ signedIn: 'member' })).toBe(true));
    // the dialog has played its closing transition and gone (handing the focus back) before the next key
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change password' })).toBeNull());

    const button = within(screen.getByTestId('account-menu')).getByRole('button', { name: 'Account menu' });
    button.focus();
    await act(async () => {
      fireEvent.keyDown(button, { key: 'ArrowDown' });
    });
    const menu = screen.getByRole('menu');
    expect(document.activeElement).toBe(menu);
    // ArrowUp from the first item wraps to the last: Sign out
    await act(async () => {
      fireEvent.keyDown(menu, { key: 'ArrowUp' });
    });
    expect(menu.getAttribute('aria-activedescendant')).toBe(screen.getByRole('menuitem', { name: 'Sign out' }).id);
    await act(async () => {
      fireEvent.keyDown(menu, { key: 'Enter' });
    });
    expect(await screen.findByRole('dialog', { name: 'Confirmation' })).toBeTruthy();
    expect(within(banner()).getByTestId('account-name').textContent).toBe('demo_player');
  });
});
