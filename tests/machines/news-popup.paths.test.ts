/**
 * News popup chart: graph paths over a sign-in (already shown for the token or not), the load (some
 * notices, none, failure), expanding and collapsing items, closing and signing out; behaviour: once
 * per sign-in, remembered when shown, closed by a sign-out.
 */
import { describe, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { newsPopupMachine, selectNewsPopupView } from '../../machines/news-popup';
import type { NewsPopupSnapshot, PopupNotice } from '../../machines/news-popup';
import { pending, runPathSuite } from './support/path-suite';
import { expect } from './support/fast-expect';

const notices: PopupNotice[] = [
  { id: '1', title: 'Welcome', content: '<p>Claim your bonus</p>' },
  { id: '2', title: 'Security reminder', content: '<p>Never share your SMS code</p>' },
];

runPathSuite({
  machine: newsPopupMachine.provide({
    actors: { loadPopupNotices: pending<PopupNotice[], void>() },
    actions: { markShown: () => {} },
  }),
  events: {
    'session.signedIn': [{ alreadyShown: false }, { alreadyShown: true }],
    'xstate.done.actor.loadPopupNotices': [{ output: notices }, { output: [] }],
    'xstate.error.actor.loadPopupNotices': [{ error: { errorCode: 'network.error' } }],
    'item.toggle': [{ index: 0 }, { index: 1 }, { index: 2 }, { index: -1 }],
  },
  assertStep: (raw) => {
    const s = raw as unknown as NewsPopupSnapshot;
    const view = selectNewsPopupView(s);
    expect(view.open).toBe(s.matches('showing'));
    if (view.open) {
      expect(view.notices.length).toBeGreaterThan(0);
      if (view.expandedIndex !== null) expect(view.notices[view.expandedIndex]).toBeDefined();
    } else {
      expect(view.expandedIndex).toBeNull();
    }
    if (s.matches('idle')) expect(s.context.notices).toEqual([]);
  },
});

describe('news popup behaviour', () => {
  function start(load: () => Promise<PopupNotice[]>) {
    const markShown = vi.fn();
    const actor = createActor(
      newsPopupMachine.provide({ actors: { loadPopupNotices: fromPromise<PopupNotice[], void>(load) }, actions: { markShown } }),
    ).start();
    return { actor, markShown };
  }

  it('shows the notices after a sign-in with the first expanded, remembers it, and toggles items', async () => {
    const { actor, markShown } = start(async () => notices);
    actor.send({ type: 'session.signedIn', alreadyShown: false });
    await waitFor(actor, (s) => s.matches('showing'));
    expect(markShown).toHaveBeenCalledTimes(1);
    expect(selectNewsPopupView(actor.getSnapshot())).toMatchObject({ open: true, notices, expandedIndex: 0 });
    actor.send({ type: 'item.toggle', index: 1 });
    expect(selectNewsPopupView(actor.getSnapshot()).expandedIndex).toBe(1);
    actor.send({ type: 'item.toggle', index: 1 });
    expect(selectNewsPopupView(actor.getSnapshot()).expandedIndex).toBeNull();
    actor.send({ type: 'popup.close' });
    expect(selectNewsPopupView(actor.getSnapshot()).open).toBe(false);
    // a second sign-in signal without a sign-out between changes nothing
    actor.send({ type: 'session.signedIn', alreadyShown: false });
    expect(actor.getSnapshot().matches('dismissed')).toBe(true);
  });

  it('does not load when the popup was already shown for the token', () => {
    const load = vi.fn(async () => notices);
    const { actor } = start(load);
    actor.send({ type: 'session.signedIn', alreadyShown: true });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(load).not.toHaveBeenCalled();
  });

  it('shows nothing without notices or after a failed load, and greets the next sign-in again', async () => {
    let answer: () => Promise<PopupNotice[]> = async () => [];
    const { actor, markShown } = start(() => answer());
    actor.send({ type: 'session.signedIn', alreadyShown: false });
    await waitFor(actor, (s) => s.matches('dismissed'));
    answer = async () => Promise.reject({ errorCode: 'system.error' });
    actor.send({ type: 'session.signedOut' });
    actor.send({ type: 'session.signedIn', alreadyShown: false });
    await waitFor(actor, (s) => s.matches('dismissed'));
    expect(actor.getSnapshot().context.errorCode).toBe('system.error');
    expect(markShown).not.toHaveBeenCalled();
    answer = async () => notices;
    actor.send({ type: 'session.signedOut' });
    actor.send({ type: 'session.signedIn', alreadyShown: false });
    await waitFor(actor, (s) => s.matches('showing'));
    expect(markShown).toHaveBeenCalledTimes(1);
  });

  it('closes when the member signs out while it is shown', async () => {
    const { actor } = start(async () => notices);
    actor.send({ type: 'session.signedIn', alreadyShown: false });
    await waitFor(actor, (s) => s.matches('showing'));
    actor.send({ type: 'session.signedOut' });
    expect(selectNewsPopupView(actor.getSnapshot())).toEqual({ open: false, notices: [], expandedIndex: null });
  });
});
