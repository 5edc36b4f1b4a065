/**
 * The notice bar (SPEC §2): a scrolling list of notice titles; hovering pauses the scroll; a click
 * opens the notice dialog at that notice, which steps to the previous and next notices.
 */

/** A player notice of the announcements call (CONTRACT §4.14 `player[]`). */
export interface Notice {
  id: string;
  title: string;
  /** server HTML; the view sanitises it with DOMPurify before rendering */
  content: string;
}

export interface NoticeBarInput {
  /** the language code the notices are read in (`MS`, `EN`, `CN`) */
  language: string;
}

/** What the loader is asked for: the notices in one language. */
export interface NoticesRequest {
  language: string;
}

export interface NoticeBarContext {
  /** the language the notices shown (or loading) are in */
  language: string;
  notices: Notice[];
  /** the notice the dialog shows; meaningful while the dialog is open */
  openIndex: number;
  errorCode: string | null;
}

export type NoticeBarEvent =
  | { type: 'notices.retry' }
  | { type: 'bar.pointerEnter' }
  | { type: 'bar.pointerLeave' }
  /** a click on the title at `index` */
  | { type: 'notice.open'; index: number }
  | { type: 'notice.next' }
  | { type: 'notice.prev' }
  | { type: 'notice.close' }
  /** the site switched language (sent by the language picker's chart): the notices are read again in it */
  | { type: 'language.changed'; code: string };

export type NoticeBarStatus = 'loading' | 'empty' | 'failed' | 'ready';

export interface NoticeBarView {
  status: NoticeBarStatus;
  /** the notices in order (the context's array, stable between snapshots) */
  notices: readonly Notice[];
  /** the titles move; false while the pointer is over the bar */
  scrolling: boolean;
  dialogOpen: boolean;
  openIndex: number | null;
  openNotice: Notice | null;
  canShowNext: boolean;
  canShowPrevious: boolean;
  canRetry: boolean;
  errorCode: string | null;
}
