/**
 * Guest intents from outside the charts (`/login`, the header's free-play button), sent to the root
 * chart, which keeps them until the session is a guest ready for them.
 */
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { selectSessionRef } from '../../../machines/system-status';
import { requestFreePlay, requestLoginDialog } from '../../../src/app/edge';
import { createFakes, member, success, systemStatus } from '../support/drivers';
import type { Fakes } from '../support/drivers';

function start(overrides: Partial<Fakes> = {}) {
  const setup = createFakes(overrides);
  const root = createActor(setup.root).start();
  return { ...setup, root };
}

describe('edge intents', () => {
  it('opens the login dialog once the session has become a guest', async () => {
    const { root } = start();
    requestLoginDialog(root);
    await waitFor(root, (s) => Boolean(selectSessionRef(s)));
    const session = selectSessionRef(root.getSnapshot())!;
    await waitFor(session, (s) => s.matches({ guest: 'loggingIn' }));
  });

  it('keeps a login asked for before the status answered, and opens it once the session is a guest', async () => {
    let answer: () => void = () => {};
    const statusAnswered = new Promise<void>((resolve) => (answer = resolve));
    const { root } = start({
      loadSystemStatus: async () => {
        await statusAnswered;
        return systemStatus();
      },
    });
    requestLoginDialog(root);
    expect(root.getSnapshot().context.pendingIntent).toEqual({ type: 'login.open' });
    answer();
    await waitFor(root, (s) => Boolean(selectSessionRef(s)));
    await waitFor(selectSessionRef(root.getSnapshot())!, (s) => s.matches({ guest: 'loggingIn' }));
  });

  it('drops the login request for a signed-in visitor', async () => {
    const { root } = start({ storedToken: 'token-1' });
    requestLoginDialog(root);
    await waitFor(root, (s) => Boolean(selectSessionRef(s)));
    const session = selectSessionRef(root.getSnapshot())!;
    await waitFor(session, (s) => s.matches('signedIn'));
    expect(session.getSnapshot().matches({ signedIn: 'member' })).toBe(true);
    expect(session.getSnapshot().context.pendingIntent).toBeNull();
    session.send({ type: 'session.signOut' });
    session.send({ type: 'signOut.confirm' });
    await waitFor(session, (s) => s.matches({ guest: 'idle' }));
  });

  it('starts free play from the header: login opens and free play runs once the form is ready', async () => {
    let freePlays = 0;
    const { root, calls } = start({
      startFreePlay: async () => {
        freePlays += 1;
        return { ...success, customerType: 4 };
      },
      loadMemberInfo: async () => member({ account: 'trial_ab12cd34', type: 4 }),
    });
    await waitFor(root, (s) => Boolean(selectSessionRef(s)));
    const session = selectSessionRef(root.getSnapshot())!;
    await waitFor(session, (s) => s.matches('guest'));
    requestFreePlay(root);
    await waitFor(session, (s) => s.matches({ signedIn: 'trial' }));
    expect(freePlays).toBe(1);
    expect(calls.navigate).toHaveBeenCalledWith('/');
  });
});
