/**
 * Unread-messages chart: graph paths over the first load, its failure and reloads; behaviour: a
 * reload or a failed load keeps the last count on screen.
 */
import { describe, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { selectUnreadMessagesView, unreadMessagesMachine } from '../../machines/unread-messages';
import type { UnreadMessagesSnapshot } from '../../machines/unread-messages';
import { pending, runPathSuite } from './support/path-suite';
import { expect } from './support/fast-expect';

runPathSuite({
  machine: unreadMessagesMachine.provide({ actors: { loadUnreadCount: pending<number, void>() } }),
  events: {
    'xstate.done.actor.loadUnreadCount': [{ output: 3 }, { output: 0 }],
    'xstate.error.actor.loadUnreadCount': [{ error: { errorCode: 'http.404' } }],
  },
  assertStep: (raw) => {
    const s = raw as unknown as UnreadMessagesSnapshot;
    const view = selectUnreadMessagesView(s);
    expect(view.count).toBe(s.context.count);
    expect(view.hasUnread).toBe((s.context.count ?? 0) > 0);
    // a refresh is possible only when nothing is loading
    expect(s.can({ type: 'messages.refresh' })).toBe(!s.hasTag('busy'));
  },
});

describe('unread messages behaviour', () => {
  function start(results: (() => Promise<number>)[]) {
    let calls = 0;
    const actor = createActor(
      unreadMessagesMachine.provide({ actors: { loadUnreadCount: fromPromise(() => results[Math.min(calls++, results.length - 1)]()) } }),
    ).start();
    return { actor, calls: () => calls, view: () => selectUnreadMessagesView(actor.getSnapshot()) };
  }
  const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => !s.hasTag('busy'));

  it('loads the count and reloads it on request', async () => {
    const { actor, calls, view } = start([async () => 2, async () => 5]);
    expect(view()).toEqual({ count: null, hasUnread: false });
    await settled(actor);
    expect(view()).toEqual({ count: 2, hasUnread: true });
    actor.send({ type: 'messages.refresh' });
    // the old count stays while the new one loads
    expect(view().count).toBe(2);
    await settled(actor);
    expect(view()).toEqual({ count: 5, hasUnread: true });
    expect(calls()).toBe(2);
  });

  it('keeps the last count when a reload fails, and shows none when the first load fails', async () => {
    const later = start([async () => 4, () => Promise.reject({ errorCode: 'network.error' })]);
    await settled(later.actor);
    later.actor.send({ type: 'messages.refresh' });
    await settled(later.actor);
    expect(later.view().count).toBe(4);
    expect(later.actor.getSnapshot().context.errorCode).toBe('network.error');

    const first = start([() => Promise.reject({ errorCode: 'http.404' })]);
    await settled(first.actor);
    expect(first.view()).toEqual({ count: null, hasUnread: false });
  });

  it('never shows a negative or fractional count', async () => {
    const { actor, view } = start([async () => -3, async () => 2.7]);
    await settled(actor);
    expect(view()).toEqual({ count: 0, hasUnread: false });
    actor.send({ type: 'messages.refresh' });
    await settled(actor);
    expect(view().count).toBe(2);
  });
});
