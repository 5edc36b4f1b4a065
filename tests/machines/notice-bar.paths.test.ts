/**
 * Notice bar chart: graph paths over loading (some notices, none, failure and retry), the marquee
 * pausing under the pointer and the dialog opened at each notice and stepped through; behaviour with
 * a resolving loader.
 */
import { describe, it } from 'vitest';
import { createActor, createMachine, fromPromise, waitFor } from 'xstate';
import type { AnyActorRef } from 'xstate';
import { languagePickerMachine } from '../../machines/language-picker';
import type { LanguageRequest } from '../../machines/language-picker';
import { noticeBarMachine, selectNoticeBarView } from '../../machines/notice-bar';
import type { Notice, NoticeBarSnapshot, NoticesRequest } from '../../machines/notice-bar';
import { pending, runPathSuite } from './support/path-suite';
import { expect } from './support/fast-expect';

const asSnapshot = (s: unknown) => s as NoticeBarSnapshot;
const notices: Notice[] = [
  { id: 'n1', title: 'Deposit bonus', content: '<p>One</p>' },
  { id: 'n2', title: 'Maintenance', content: '<p>Two</p>' },
  { id: 'n3', title: 'New games', content: '<p>Three</p>' },
];

runPathSuite({
  machine: noticeBarMachine.provide({ actors: { loadNotices: pending<Notice[], NoticesRequest>() } }),
  input: { language: 'MS' },
  events: {
    'language.changed': [{ code: 'MS' }, { code: 'EN' }],
    'xstate.done.actor.loadNotices': [{ output: notices }, { output: [] }],
    'xstate.error.actor.loadNotices': [{ error: { errorCode: 'network.error' } }],
    'notice.open': [{ index: 0 }, { index: 2 }, { index: 3 }, { index: -1 }],
  },
  assertStep: (raw, event) => {
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
    // a switch to another language reads the notices again in it, from any state
    if (event.type === 'language.changed') {
      const { code } = event as { type: string; code: string };
      expect(s.context.language).toBe(code);
      if (code === 'EN') expect(view).toMatchObject({ status: 'loading', notices: [], dialogOpen: false });
    }
  },
});

describe('notice bar behaviour', () => {
  function start(load: () => Promise<Notice[]>) {
    const actor = createActor(noticeBarMachine.provide({ actors: { loadNotices: fromPromise<Notice[], NoticesRequest>(load) } }), {
      input: { language: 'MS' },
    });
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

describe('notice bar following the language picker', () => {
  const titles: Record<string, string> = { MS: 'Bonus deposit', EN: 'Deposit bonus', CN: '存款奖金' };

  /** The picker and the bar as the page runs them: children of one root, each by its systemId. */
  function page(loadFor: (language: string) => Promise<Notice[]>) {
    const asked: string[] = [];
    const picker = languagePickerMachine.provide({
      actors: {
        loadCatalog: fromPromise<void, LanguageRequest>(async () => {}),
        updateServerLanguage: fromPromise<void, LanguageRequest>(async () => {}),
      },
      actions: { storeLanguage: () => {} },
    });
    const bar = noticeBarMachine.provide({
      actors: {
        loadNotices: fromPromise<Notice[], NoticesRequest>(({ input }) => {
          asked.push(input.language);
          return loadFor(input.language);
        }),
      },
    });
    const root = createActor(
      createMachine({
        invoke: [
          { src: picker, systemId: 'languagePicker', input: { offered: ['MS', 'EN', 'CN'], defaultCode: 'MS' } },
          { src: bar, systemId: 'noticeBar', input: { language: 'MS' } },
        ],
      }),
    ).start();
    const pickerRef = root.system.get('languagePicker') as AnyActorRef;
    const barRef = root.system.get('noticeBar') as AnyActorRef;
    const shown = () => selectNoticeBarView(barRef.getSnapshot() as NoticeBarSnapshot).notices.map((notice) => notice.title);
    const choose = async (code: string) => {
      pickerRef.send({ type: 'language.choose', code });
      await waitFor(barRef, (s) => (s as NoticeBarSnapshot).context.language === code && (s as NoticeBarSnapshot).matches('showing'));
    };
    return { asked, shown, choose, barRef };
  }
  const noticeIn = async (language: string) => [{ id: `n-${language}`, title: titles[language], content: '<p></p>' }];

  it('reads the notices again in each language switched to: MS, EN, CN and back to MS', async () => {
    const { asked, shown, choose, barRef } = page(noticeIn);
    await waitFor(barRef, (s) => (s as NoticeBarSnapshot).matches('showing'));
    expect(shown()).toEqual(['Bonus deposit']);
    await choose('EN');
    expect(shown()).toEqual(['Deposit bonus']);
    await choose('CN');
    expect(shown()).toEqual(['存款奖金']);
    await choose('MS');
    expect(shown()).toEqual(['Bonus deposit']);
    expect(asked).toEqual(['MS', 'EN', 'CN', 'MS']);
  });

  it('drops a load of the language left: a slow English answer never shows on the Chinese page', async () => {
    let releaseEnglish: () => void = () => {};
    const { shown, choose, barRef } = page((language) =>
      language === 'EN'
        ? new Promise((resolve) => (releaseEnglish = () => resolve([{ id: 'n-EN', title: titles.EN, content: '' }])))
        : noticeIn(language),
    );
    await waitFor(barRef, (s) => (s as NoticeBarSnapshot).matches('showing'));
    const english = choose('EN');
    await waitFor(barRef, (s) => (s as NoticeBarSnapshot).context.language === 'EN');
    await choose('CN');
    releaseEnglish();
    await Promise.race([english, new Promise((resolve) => setTimeout(resolve, 0))]);
    expect(shown()).toEqual(['存款奖金']);
  });
});
