/** View model of the notice bar and its dialog. */
import type { SnapshotFrom } from 'xstate';
import type { noticeBarMachine } from './notice-bar.machine';
import type { NoticeBarStatus, NoticeBarView } from './notice-bar.types';

export type NoticeBarSnapshot = SnapshotFrom<typeof noticeBarMachine>;

function statusOf(snapshot: NoticeBarSnapshot): NoticeBarStatus {
  if (snapshot.matches('showing')) return 'ready';
  if (snapshot.matches('empty')) return 'empty';
  if (snapshot.matches('failed')) return 'failed';
  return 'loading';
}

export function selectNoticeBarView(snapshot: NoticeBarSnapshot): NoticeBarView {
  const { notices, openIndex, errorCode } = snapshot.context;
  const dialogOpen = snapshot.matches({ showing: { dialog: 'open' } });
  return {
    status: statusOf(snapshot),
    notices,
    scrolling: snapshot.matches({ showing: { marquee: 'scrolling' } }),
    dialogOpen,
    openIndex: dialogOpen ? openIndex : null,
    openNotice: dialogOpen ? (notices[openIndex] ?? null) : null,
    canShowNext: snapshot.can({ type: 'notice.next' }),
    canShowPrevious: snapshot.can({ type: 'notice.prev' }),
    canRetry: snapshot.can({ type: 'notices.retry' }),
    errorCode,
  };
}
