/** The notice bar flow: the only module other code imports. */
export { noticeBarMachine } from './notice-bar.machine';
export { selectNoticeBarView } from './notice-bar.selectors';
export type { NoticeBarSnapshot } from './notice-bar.selectors';
export type * from './notice-bar.types';
export { provideNoticeBar } from './notice-bar.calls';
export type { NoticeBarCalls } from './notice-bar.calls';
