/**
 * Notice bar chart: graph paths over loading (some notices, none, failure and retry), the marquee
 * pausing under the pointer and the dialog opened at each notice and stepped through; behaviour with
 * a resolving loader.
 */
import { describe, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { noticeBarMachine, selectNoticeBarView } from '../../machines/notice-bar';
import type { Notice, NoticeBarSnapshot } from '../../machines/notice-bar';
import { pending, runPathSuite } from './support/path-suite';
import { expect } from './support/fast-expect';

const asSnapshot = (s: unknown) => s as NoticeBarSnapshot;
const notices: Notice[] = [
  { id: 'n1', title: 'Deposit bonus', content: '<p>One</p>' },
  { id: 'n2', title: 'Maintenance', content: '<p>Two</p>' },
  { id: 'n3', title: 'New games', content: '<p>Three</p>' },
];

runPathSuite({
  machine: noticeBarMachine.provide({ actors: { loadNotices: pending<Notice[], void>() } }),
  events: {
    'xstate.done.actor.loadNotices': [{ output: notices }, { output: [] }],
    'xstate.error.actor.loadNotices': [{ error: { errorCode: 'network.error' } }],
    'notice.open': [{ index: 0 }, { index: 2 }, { index: 3 }, { index: -1 }],
  },
  assertStep: (raw) => {
    const s = asSnapshot(raw);
    const view = selectNoticeBarView(s);
    expect(view.canRetry).toBe(view.status === 'failed');
    expect(view.errorCode !== null).toBe(view.status === 'failed');
    if (view.status === 'ready') expect(view.notices.length).toBeGreaterThan(0);
    if (view.dialogOpen) {
      expect(view.openNotice).toBe(notices[view.openIndex!]);
      expect(view.canShowNext).toBe(view.openIndex! < notices.length - 1);
      expect(view.canShowPrevious).toBe(view.openIndex! > 0);
    } else {
      expect(view).toMatchObject({ openNotice: null, openIndex: null, canShowNext: false, canShowPrevious: false });
    }
    if (view.status !== 'ready') expect(view.scrolling).toBe(false);
  },
});

describe('notice bar behaviour', () => {
  function start(load: () => Promise<Notice[]>) {
    const actor = createActor(noticeBarMachine.provide({ actors: { loadNotices: fromPromise<Notice[], void>(load) } }));
    actor.start();
    return actor;
  }

  it('opens the dialog at the clicked notice and steps through the others, scroll paused by hover', async () => {
    const actor = start(async () => notices);
    await waitFor(actor, (s) => s.matches('showing'));
    expect(selectNoticeBarView(actor.getSnapshot()).scrolling).toBe(true);
    actor.send({ type: 'bar.pointerEnter' });
    actor.send({ type: 'notice.open', index: 1 });
    expect(selectNoticeBarView(actor.getSnapshot())).toMatchObject({ scrolling: false, dialogOpen: true, openNotice: notices[1] });
    actor.send({ type: 'notice.next' });
    actor.send({ type: 'notice.next' });
    expect(selectNoticeBarView(actor.getSnapshot())).toMatchObject({ openNotice: notices[2], canShowNext: false, canShowPrevious: true });
    actor.send({ type: 'notice.close' });
    actor.send({ type: 'bar.pointerLeave' });
    expect(selectNoticeBarView(actor.getSnapshot())).toMatchObject({ dialogOpen: false, scrolling: true });
  });

  it('keeps the failure code and loads again on retry', async () => {
    let calls = 0;
    const actor = start(async () => {
      calls += 1;
      if (calls === 1) throw { errorCode: 'network.error' };
      return [];
    });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(selectNoticeBarView(actor.getSnapshot())).toMatchObject({ status: 'failed', errorCode: 'network.error', canRetry: true });
    actor.send({ type: 'notices.retry' });
    await waitFor(actor, (s) => s.matches('empty'));
    expect(selectNoticeBarView(actor.getSnapshot())).toMatchObject({ status: 'empty', errorCode: null, canRetry: false });
  });
});
