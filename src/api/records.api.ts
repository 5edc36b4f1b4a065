/**
 * The member's record calls (wire/records.schemas.ts) in the paged-list chart's shapes: a page of
 * rows with the total and the list's summary (the record's totals), a bet's detail for the
 * page-data chart, and the CSV exports as files. Whole days of the chart's range are the merchant's
 * days (its time zone, as the gateway settles them), not the browser's: from the first millisecond
 * of `from` to the last of `to`. Each rejects with `{ errorCode, value }`.
 */
import type { PageDataRequest, PageDataResult } from '../../machines/page-data';
import type { DateRange, PagedListExportRequest, PagedListPage, PagedListRequest } from '../../machines/paged-list';
import type { BetDetailValue, BetHistoryValue, LifetimeSummary, ProfitValue, TransactionValue } from '../../wire/records.schemas';

/** The betting record's page: its bets, the period's totals. */
export type BetRecordsPage = PagedListPage<BetHistoryValue['list'][number], BetHistoryValue['footer'][number]>;
/** The account record's page: its entries, the period's totals. */
export type TransactionRecordsPage = PagedListPage<TransactionValue['list'][number], TransactionValue['footer'][number]>;
/** The profit and loss per day of the period, with the period's totals and the lifetime sums. */
export type ProfitSummary = ProfitValue['footer'][number] & { lifetime: LifetimeSummary };
export type ProfitRecordsPage = PagedListPage<ProfitValue['list'][number], ProfitSummary>;
import { merchantDate, merchantDayStart } from '../../rules/merchant-day';
import { callApi, withPlainFailure } from './client';
import { fetchFile } from './file-download';
import type { DownloadedFile } from './file-download';

export type { DownloadedFile };

/** The range's merchant days as the first and last millisecond they cover. */
export function rangeQuery(range: DateRange, utcOffsetMinutes: number): { startTime: number; endTime: number } {
  return { startTime: merchantDayStart(range.from, utcOffsetMinutes), endTime: merchantDayStart(range.to, utcOffsetMinutes, 1) - 1 };
}

/** Today's merchant day (`YYYY-MM-DD`), as the chart counts days. */
export function merchantToday(utcOffsetMinutes: number, now = Date.now()): string {
  return merchantDate(now, utcOffsetMinutes);
}

const pageOf = (request: PagedListRequest) => ({
  ...rangeQuery(request.range, request.utcOffsetMinutes),
  page: request.pageNo,
  size: request.pageSize,
});

/** Filter `product`: a tab of the betting record (none: every product). */
export function loadBetRecords(request: PagedListRequest): Promise<BetRecordsPage> {
  return withPlainFailure(async () => {
    const value = await callApi<BetHistoryValue>('/wps/report/accountGameBetHistory', {
      token: true,
      query: { product: request.filters.product || 'ALL', ...pageOf(request) },
    });
    return { rows: [...value.list], total: value.total, summary: { ...value.footer[0] } };
  });
}

/** Filter `type`: one type of the account record (none: every type). */
export function loadTransactionRecords(request: PagedListRequest): Promise<TransactionRecordsPage> {
  return withPlainFailure(async () => {
    const value = await callApi<TransactionValue>('/wps/relay/ODSFE2_MemTransDet', {
      token: true,
      query: { codeTypes: request.filters.type || undefined, ...pageOf(request) },
    });
    return { rows: [...value.list], total: value.total, summary: { ...value.footer[0] } };
  });
}

/** Filter `product`; the summary holds the range's totals and the lifetime sums (`lifetime`). */
export function loadProfitRecords(request: PagedListRequest): Promise<ProfitRecordsPage> {
  return withPlainFailure(async () => {
    const value = await callApi<ProfitValue>('/wps/relay/ODSFE2_MemPNL', {
      token: true,
      query: {
        product: request.filters.product || 'ALL',
        // where the merchant's days begin, so the day rows are the days the range picker shows
        utcOffsetMinutes: request.utcOffsetMinutes,
        ...pageOf(request),
      },
    });
    return { rows: [...value.list], total: value.total, summary: { ...value.footer[0], lifetime: { ...value.lifetime } } };
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
    { product: request.filters.product || 'ALL', ...rangeQuery(request.range, request.utcOffsetMinutes) },
    'betting-record.csv',
  );
}

export function exportTransactionRecords(request: PagedListExportRequest): Promise<DownloadedFile> {
  return fetchFile(
    '/wps/report/export/transaction',
    { codeTypes: request.filters.type || undefined, ...rangeQuery(request.range, request.utcOffsetMinutes) },
    'account-record.csv',
  );
}
