/** What the notice bar asks of the world, and the chart provided with it. */
import { fromPromise } from 'xstate';
import { noticeBarMachine } from './notice-bar.machine';
import type { Notice, NoticesRequest } from './notice-bar.types';

export interface NoticeBarCalls {
  /** the notices in a language code */
  loadNotices(language: string): Promise<Notice[]>;
}

export function provideNoticeBar(calls: NoticeBarCalls): typeof noticeBarMachine {
  return noticeBarMachine.provide({
    actors: { loadNotices: fromPromise<Notice[], NoticesRequest>(({ input }) => calls.loadNotices(input.language)) },
  });
}
