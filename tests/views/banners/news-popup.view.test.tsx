/**
 * The news popup through the real `newsPopup` chart, watching the real session chart: after a
 * sign-in with after-login notices it lists them as expandable items (the first expanded, HTML
 * sanitised); it shows once per sign-in (a reload with the same token does not show it again, a
 * new sign-in does); guests and sign-ins without such notices see nothing.
 */
import { act, cleanup, fireEvent, screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor as waitForActor } from 'xstate';
import { selectLoginRef } from '../../../machines/session';
import { NewsPopupView } from '../../../src/views/banners/news-popup.view';
import { announcements, notice, fakeEnvironment, renderBanners } from './banners.driver';

afterEach(cleanup);

async function click(element: HTMLElement) {
  await act(async () => {
    fireEvent.click(element);
  });
}

const popup = [
  notice(1, { title: 'Welcome to Demo Gaming', content: '<p>Claim your <strong>bonus</strong></p><script>window.pwned = 1</script>' }),
  notice(2, { title: 'Account security reminder', content: '<p>Never share your SMS code</p>' }),
];

describe('news popup', () => {
  it('lists the after-login notices once the member is signed in, first expanded, others on demand', async () => {
    const fake = fakeEnvironment({ answers: [announcements({ popup })] });
    fake.setToken('token-1');
    await renderBanners(<NewsPopupView />, fake, { storedToken: 'token-1' });
    const dialog = await screen.findByRole('dialog', { name: 'News' });
    const [first, second] = Array.from(dialog.querySelectorAll<HTMLButtonElement>('button[aria-expanded]'));
    expect(first.textContent).toBe('Welcome to Demo Gaming');
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(second.getAttribute('aria-expanded')).toBe('false');
    expect(within(dialog).getByText('bonus').tagName).toBe('STRONG');
    expect(dialog.querySelector('script')).toBeNull();
    expect(within(dialog).queryByText('Never share your SMS code')).toBeNull();

    await click(second);
    expect(second.getAttribute('aria-expanded')).toBe('true');
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(within(dialog).getByText('Never share your SMS code')).toBeTruthy();
    expect(fake.env.markPopupShown).toHaveBeenCalledTimes(1);
    // the announcements are read afresh for the sign-in
    expect(fake.env.loadAnnouncements).toHaveBeenCalledWith('EN', true);
  });

  it('shows once per sign-in: not again after a reload with the same token, again after a new sign-in', async () => {
    const fake = fakeEnvironment({ answers: [announcements({ popup })] });
    fake.setToken('token-1');
    const first = await renderBanners(<NewsPopupView />, fake, { storedToken: 'token-1' });
    const dialog = await screen.findByRole('dialog', { name: 'News' });
    await click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
    first.unmount();

    // the page reloads: the same token restores the session, the popup stays closed
    const reload = await renderBanners(<NewsPopupView />, fake, { storedToken: 'token-1' });
    await waitForActor(reload.session(), (s) => s.matches('signedIn'));
    await act(async () => {});
    expect(screen.queryByRole('dialog')).toBeNull();

    // signing out and in again brings a new token: the popup shows again
    await act(async () => {
      reload.session().send({ type: 'session.signOut' });
      reload.session().send({ type: 'signOut.confirm' });
    });
    await waitForActor(reload.session(), (s) => s.matches('guest'));
    fake.setToken('token-2');
    await act(async () => {
      reload.session().send({ type: 'login.open' });
    });
    const login = selectLoginRef(reload.session().getSnapshot())!;
    await waitForActor(login, (s) => s.can({ type: 'form.submit' }));
    await act(async () => {
      login.send({ type: 'field.change', field: 'username', value: 'demo_player' });
      login.send({ type: 'field.change', field: 'password', value: 'Player2026!' });
      login.send({ type: 'form.submit' });
    });
    expect(await screen.findByRole('dialog', { name: 'News' })).toBeTruthy();
    expect(fake.env.markPopupShown).toHaveBeenCalledTimes(2);
  });

  it('shows nothing to a guest, or after a sign-in without after-login notices', async () => {
    const guestFake = fakeEnvironment({ answers: [announcements({ popup })] });
    const guest = await renderBanners(<NewsPopupView />, guestFake);
    await waitForActor(guest.session(), (s) => s.matches('guest'));
    await act(async () => {});
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(guestFake.env.loadAnnouncements).not.toHaveBeenCalled();
    guest.unmount();

    const fake = fakeEnvironment({ answers: [announcements({ popup: [] })] });
    fake.setToken('token-1');
    const member = await renderBanners(<NewsPopupView />, fake, { storedToken: 'token-1' });
    await waitForActor(member.session(), (s) => s.matches('signedIn'));
    await act(async () => {});
    expect(fake.env.loadAnnouncements).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fake.env.markPopupShown).not.toHaveBeenCalled();
  });
});
