/**
 * `/forget` at the edge: the e-mailed link's token is taken from the fragment and the fragment is
 * cleared from the address before the root starts; the router chart, started at `/forget` with the
 * token, asks for the forgot-password dialog, which the session opens on its new-password step;
 * the session view shows the dialog (a lazy chunk).
 */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { selectForgotPasswordView } from '../../../machines/forgot-password';
import { selectForgotPasswordRef } from '../../../machines/session';
import { ROOT_SYSTEM_ID, selectSessionRef } from '../../../machines/system-status';
import { resetTokenOf } from '../../../machines/router';
import { takeResetToken } from '../../../src/app/reset-link';
import { SessionDialogs } from '../../../src/views/session/session.view';
import { createFakes, renderI18n } from '../support/drivers';

afterEach(cleanup);

const TOKEN = 'k3Xo0lq2X1VqYwz8dJmT5bC4Hh7nR9sQeUaF6gWpLyM';

function address(hash: string) {
  const history = { state: { idx: 3, key: 'k' }, replaceState: vi.fn<(state: unknown, unused: string, url: string) => void>() };
  return { location: { pathname: '/forget', search: '?lang=EN', hash }, history };
}

describe('reset link token at the edge', () => {
  it('takes the token out of the fragment and replaces the address without it', () => {
    const { location, history } = address(`#reset=${TOKEN}`);
    expect(takeResetToken(location, history)).toBe(TOKEN);
    expect(history.replaceState).toHaveBeenCalledWith({ idx: 3, key: 'k' }, '', '/forget?lang=EN');
    expect(history.replaceState.mock.calls[0].join(' ')).not.toContain(TOKEN);
  });

  it('leaves an address without a reset fragment alone', () => {
    const { location, history } = address('#agent');
    expect(takeResetToken(location, history)).toBeNull();
    expect(history.replaceState).not.toHaveBeenCalled();
  });

  it('clears an empty reset fragment too, with no token', () => {
    const { location, history } = address('#reset=');
    expect(takeResetToken(location, history)).toBeNull();
    expect(history.replaceState).toHaveBeenCalledTimes(1);
    expect(resetTokenOf(`#reset=${'x'.repeat(300)}`)).toBeNull();
  });

  it('really clears the browser address', () => {
    window.history.replaceState(null, '', `/forget#reset=${TOKEN}`);
    expect(takeResetToken()).toBe(TOKEN);
    expect(window.location.href).not.toContain(TOKEN);
    expect(window.location.pathname).toBe('/forget');
  });
});

/** The root as the site starts it at `/forget`, the link's token (if any) already out of the address. */
function startAtForget(root: ReturnType<typeof createFakes>['root'], resetToken: string | null = null) {
  const address = { pathname: '/forget', search: '', hash: '', state: null, key: 'start' };
  return createActor(root, { systemId: ROOT_SYSTEM_ID, input: { address, resetToken } }).start();
}

describe('forgot dialog from /forget', () => {
  it('opens the dialog on the new-password step once the session is a guest', async () => {
    const root = startAtForget(createFakes().root, TOKEN);
    await waitFor(root, (s) => Boolean(selectSessionRef(s)));
    const session = selectSessionRef(root.getSnapshot())!;
    await waitFor(session, (s) => s.matches({ guest: 'recovering' }));
    const flow = selectForgotPasswordRef(session.getSnapshot())!;
    expect(selectForgotPasswordView(flow.getSnapshot()).step).toBe('newPassword');
    expect(flow.getSnapshot().context.resetToken).toBe(TOKEN);

    renderI18n(<SessionDialogs session={session} />);
    expect(await screen.findByRole('dialog', { name: 'Choose a new password' })).toBeTruthy();
  });

  it('opens the plain dialog for /forget without a link, and drops it for a signed-in visitor', async () => {
    const guest = startAtForget(createFakes().root);
    await waitFor(guest, (s) => Boolean(selectSessionRef(s)));
    const session = selectSessionRef(guest.getSnapshot())!;
    await waitFor(session, (s) => s.matches({ guest: 'recovering' }));
    expect(selectForgotPasswordView(selectForgotPasswordRef(session.getSnapshot())!.getSnapshot()).step).toBe('email');

    const member = startAtForget(createFakes({ storedToken: 'token-1' }).root, TOKEN);
    await waitFor(member, (s) => Boolean(selectSessionRef(s)));
    const signedIn = selectSessionRef(member.getSnapshot())!;
    await waitFor(signedIn, (s) => s.matches('signedIn'));
    expect(signedIn.getSnapshot().matches({ signedIn: 'member' })).toBe(true);
  });
});
