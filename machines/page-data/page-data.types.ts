/**
 * Data of a content page (help, promotions, a promotion, VIP ranks, notices, app download): the
 * page asks for it with parameters (the page's language, the promotion code, who is signed in),
 * and shows a skeleton while it loads, the content, an empty state, or a failure with a retry.
 */

/** What identifies a page's data, e.g. `{ language: 'EN', code: 'welcome-bonus' }`. */
export type PageParams = Record<string, string>;

/** What the page's loader is asked for. */
export interface PageDataRequest {
  params: PageParams;
}

/** What a loader answers: the data (plain JSON from the gateway) and how many items it holds. */
export interface PageDataResult {
  data: unknown;
  /** 0 shows the empty state */
  count: number;
}

export interface PageDataContext {
  /** the parameters of the data shown or being loaded; null before the page asked */
  params: PageParams | null;
  data: unknown;
  count: number;
  /** the last failed load (`network.error`, `system.error`, ...) */
  errorCode: string | null;
}

export type PageDataEvent =
  /** the page (again) asks for the data of `params`; the same parameters as now change nothing */
  { type: 'page.load'; params: PageParams } | { type: 'page.retry' };

export type PageDataStatus = 'idle' | 'loading' | 'loaded' | 'empty' | 'failed';

export interface PageDataView {
  status: PageDataStatus;
  /** the loaded data while `loaded`, else null */
  data: unknown;
  errorCode: string | null;
  canRetry: boolean;
}
