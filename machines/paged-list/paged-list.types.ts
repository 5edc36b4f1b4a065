/**
 * A paged list of the member and agent centres (issue 12): account and betting records, messages,
 * downlines, salary records. Filters and a date range choose the rows, the gateway answers one page
 * at a time with the total, and the rows of the chosen filters and range can be exported (a CSV
 * file, written by the edge). The same chart serves every such page; only the filter names, the row
 * shape and the provided loader differ.
 */

/** A JSON value as the gateway sends it. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [name: string]: JsonValue };

/** One row of a list (a bet, a transaction, a message, a downline, a salary) as plain JSON. */
export type ListRow = { [name: string]: JsonValue };

/**
 * The list's filters by name, e.g. `{ type: 'deposit', username: 'ann' }`. A name is present only
 * with a value: a change to '' removes it, so "no filter" is the same list however it was reached.
 */
export type ListFilters = Record<string, string>;

/** Whole days as ISO dates (`YYYY-MM-DD`), both ends included. */
export interface DateRange {
  from: string;
  to: string;
}

/**
 * A range named by the days it covers up to today: `today`, `yesterday`, the last 7 or 30 days
 * (today included). A range no preset names is `custom`.
 */
export type DatePreset = 'today' | 'yesterday' | 'last7' | 'last30';

/**
 * Why a chosen range is refused before any request: a day that is not a calendar date
 * (`range_invalid`), `from` after `to` (`range_order`), more days than the list allows
 * (`range_too_long`).
 */
export type RangeErrorCode = 'range_invalid' | 'range_order' | 'range_too_long';

export interface PagedListInput {
  /** today's date (`YYYY-MM-DD`) by the edge's clock: the range is today until the page picks another */
  today: string;
  /** the range to open with (e.g. from the address); default today to today */
  range?: DateRange;
  /**
   * the merchant's time zone, minutes east of UTC, whose days `today` and the range name (the
   * gateway counts days from the merchant's midnight); default UTC+8
   */
  utcOffsetMinutes?: number;
  /** the filters to open with; default none */
  filters?: ListFilters;
  /** rows per page (the gateway's `size`); default 10, at most 100 */
  pageSize?: number;
  /** the longest range in days, both ends included; default 90 */
  maxRangeDays?: number;
  /**
   * the longest range an export may cover (a record's 12 months as a file); default the list's.
   * A range longer than the list shows but within this is refused for the list and still exported.
   */
  maxExportDays?: number;
}

/** What the loader is asked for: one page of the rows of these filters and this range. */
export interface PagedListRequest {
  filters: ListFilters;
  range: DateRange;
  /** the merchant's time zone the range's days are (minutes east of UTC) */
  utcOffsetMinutes: number;
  /** 1-based */
  pageNo: number;
  pageSize: number;
}

/**
 * What the loader answers: the rows of the page asked for and how many rows all pages hold. The
 * chart keeps rows and summary as the JSON they came as (`ListRow`); a list made with
 * `createPagedList<Row, Summary>` gives its views the row and summary types its loader answers with.
 */
export interface PagedListPage<Row = ListRow, Summary = ListRow> {
  rows: Row[];
  total: number;
  /** what the list says of all its rows, beside the page (a record's totals); none when absent */
  summary?: Summary | null;
}

/** What the exporter is asked for: every row of these filters and this range (not only one page). */
export interface PagedListExportRequest {
  filters: ListFilters;
  range: DateRange;
  /** the merchant's time zone the range's days are (minutes east of UTC) */
  utcOffsetMinutes: number;
  /** rows the list counted for them, so the edge can refuse or split a very large export */
  total: number;
}

export interface PagedListContext {
  /** today's date by the edge's clock when the list opened: what the presets count from */
  today: string;
  filters: ListFilters;
  /** the range chosen; while it is refused, `errorCode` says why and no request is sent */
  range: DateRange;
  /** the merchant's time zone (minutes east of UTC) whose days `today` and the range are */
  utcOffsetMinutes: number;
  maxRangeDays: number;
  /** at least maxRangeDays */
  maxExportDays: number;
  /** 1-based; back to 1 whenever the filters or the range change */
  pageNo: number;
  pageSize: number;
  /** rows of every page of the current filters and range; 0 until their first answer */
  total: number;
  /** the rows of page `pageNo`, at most `pageSize` */
  rows: ListRow[];
  /** the last answer's summary of all rows of the filters and range; null until it came */
  summary: ListRow | null;
  /** why no rows are shown: a refused range (`range_*`) or the last failed load (`network.error`, ...) */
  errorCode: string | null;
  /** the last failed export; the rows stay as they are */
  exportErrorCode: string | null;
}

/** A page by number, or the one after or before the current page. */
export type PageTarget = number | 'next' | 'prev';

export type PagedListEvent =
  /** the names given are set (a value '' removes the name), the others kept; back to page 1 */
  | { type: 'filters.change'; filters: ListFilters }
  /** another range; a refused one keeps its error code in context and sends no request */
  | { type: 'range.change'; range: DateRange }
  /** the range a preset names, counted from `today`; refused like any range when too long */
  | { type: 'range.preset'; preset: DatePreset }
  | { type: 'page.go'; pageNo: PageTarget }
  | { type: 'list.retry' }
  /** load the current page again (the page was opened, or the member changed something elsewhere) */
  | { type: 'list.refresh' }
  | { type: 'list.export' };

export type PagedListStatus = 'idle' | 'invalidRange' | 'loading' | 'loaded' | 'empty' | 'failed';

export interface PagedListView<Row = ListRow, Summary = ListRow> {
  status: PagedListStatus;
  /** the page's rows while loaded, else none */
  rows: readonly Row[];
  filters: ListFilters;
  range: DateRange;
  /** the preset that names the range, or `custom` */
  preset: DatePreset | 'custom';
  maxRangeDays: number;
  maxExportDays: number;
  /** the range is longer than the list shows but may still be exported as a file */
  exportOnly: boolean;
  pageNo: number;
  /** at least 1 */
  pageCount: number;
  total: number;
  canPrev: boolean;
  canNext: boolean;
  canRefresh: boolean;
  canRetry: boolean;
  canExport: boolean;
  isEmpty: boolean;
  isLoading: boolean;
  /** a refused range or a failed load */
  errorCode: string | null;
  exporting: boolean;
  exportErrorCode: string | null;
  /** the summary of the rows shown (a record's totals) while loaded, else null */
  summary: Summary | null;
}
