/**
 * The member's record calls (wire/records.schemas.ts) in the paged-list chart's shapes: a page of
 * rows with the total and the list's summary (the record's totals), a bet's detail for the
 * page-data chart, and the CSV exports as files. Whole days of the chart's range are the browser's
 * local days: from the first millisecond of `from` to the last of `to`. Each rejects with
 * `{ errorCode, value }`.
 */
import type { PageDataRequest, PageDataResult } from '../../machines/page-data';
import type { DateRange, ListRow, PagedListExportRequest, PagedListPage, PagedListRequest } from '../../machines/paged-list';
import type { BetDetailValue, BetHistoryValue, ProfitValue, TransactionValue } from '../../wire/records.schemas';
import { callApi, withPlainFailure } from './client';
import { fetchFile } from './file-download';
import type { DownloadedFile } from './file-download';

export type { DownloadedFile };

/** `YYYY-MM-DD` at local midnight, in epoch ms. */
function localDayStart(date: string, plusDays = 0): number {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(year, month - 1, day + plusDays).getTime();
}

export function rangeQuery(range: DateRange): { startTime: number; endTime: number } {
  return { startTime: localDayStart(range.from), endTime: localDayStart(range.to, 1) - 1 };
}

/** Today's date in the browser's zone, as the chart counts days. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const pageOf = (request: PagedListRequest) => ({ ...rangeQuery(request.range), page: request.pageNo, size: request.pageSize });
/** The wire's rows are plain JSON already: a row the chart keeps as it came. */
const rowsOf = (list: readonly object[]) => list as unknown as ListRow[];

/** Filter `product`: a tab of the betting record (none: every product). */
export function loadBetRecords(request: PagedListRequest): Promise<PagedListPage> {
  return withPlainFailure(async () => {
    const value = await callApi<BetHistoryValue>('/wps/report/accountGameBetHistory', {
      token: true,
      query: { product: request.filters.product || 'ALL', ...pageOf(request) },
    });
    return { rows: rowsOf(value.list), total: value.total, summary: { ...value.footer[0] } };
  });
}

/** Filter `type`: one type of the account record (none: every type). */
export function loadTransactionRecords(request: PagedListRequest): Promise<PagedListPage> {
  return withPlainFailure(async () => {
    const value = await callApi<TransactionValue>('/wps/relay/ODSFE2_MemTransDet', {
      token: true,
      query: { codeTypes: request.filters.type || undefined, ...pageOf(request) },
    });
    return { rows: rowsOf(value.list), total: value.total, summary: { ...value.footer[0] } };
  });
}

/** Filter `product`; the summary holds the range's totals and the lifetime sums (`lifetime`). */
export function loadProfitRecords(request: PagedListRequest): Promise<PagedListPage> {
  return withPlainFailure(async () => {
    const value = await callApi<ProfitValue>('/wps/relay/ODSFE2_MemPNL', {
      token: true,
      query: {
        product: request.filters.product || 'ALL',
        // where the member's days begin, so the day rows are the days the range picker shows
        utcOffsetMinutes: -new Date(localDayStart(request.range.to)).getTimezoneOffset(),
        ...pageOf(request),
      },
    });
    return { rows: rowsOf(value.list), total: value.total, summary: { ...value.footer[0], lifetime: { ...value.lifetime } } };
  });
}

/** Params `orderNo`. */
export function loadBetDetail(request: PageDataRequest): Promise<PageDataResult> {
  return withPlainFailure(async () => {
    const value = await callApi<BetDetailValue>('/wps/report/accountGameBetDetail', { token: true, query: { orderNo: request.params.orderNo } });
    return { data: value, count: 1 };
  });
}

export function exportBetRecords(request: PagedListExportRequest): Promise<DownloadedFile> {
  return fetchFile(
    '/wps/report/export/accountGameBetHistory',
    { product: request.filters.product || 'ALL', ...rangeQuery(request.range) },
    'betting-record.csv',
  );
}

export function exportTransactionRecords(request: PagedListExportRequest): Promise<DownloadedFile> {
  return fetchFile(
    '/wps/report/export/transaction',
    { codeTypes: request.filters.type || undefined, ...rangeQuery(request.range) },
    'account-record.csv',
  );
}
