/**
 * The member's record pages at the edge (betting record, account record, profit and loss): each a
 * paged-list chart (machines/paged-list) provided with its gateway call and, for the two records
 * that export, the CSV download saved by the browser; a bet's detail on the page-data chart.
 * The member centre's edge exposes this one under `pages.records` (member-centre.edge.ts).
 */
import { fromPromise } from 'xstate';
import { pageDataMachine } from '../../machines/page-data';
import type { PageDataRequest, PageDataResult } from '../../machines/page-data';
import { createPagedList } from '../../machines/paged-list';
import type { PagedListExportRequest, PagedListPage, PagedListRequest } from '../../machines/paged-list';
import {
  exportBetRecords,
  exportTransactionRecords,
  loadBetDetail,
  loadBetRecords,
  loadProfitRecords,
  loadTransactionRecords,
  merchantToday,
} from '../api/records.api';
import type { BetRecordsPage, DownloadedFile, ProfitRecordsPage, TransactionRecordsPage } from '../api/records.api';
import { useMemberCentrePageEdge } from './member-centre.edge';

export interface RecordsEnvironment {
  loadBetRecords(request: PagedListRequest): Promise<BetRecordsPage>;
  loadTransactionRecords(request: PagedListRequest): Promise<TransactionRecordsPage>;
  loadProfitRecords(request: PagedListRequest): Promise<ProfitRecordsPage>;
  loadBetDetail(request: PageDataRequest): Promise<PageDataResult>;
  exportBetRecords(request: PagedListExportRequest): Promise<DownloadedFile>;
  exportTransactionRecords(request: PagedListExportRequest): Promise<DownloadedFile>;
  /** hands a downloaded file to the browser's downloads */
  saveFile(file: DownloadedFile): void;
  /** today's merchant day (`YYYY-MM-DD`): the browser's clock in the merchant's time zone (minutes east of UTC) */
  today(utcOffsetMinutes: number): string;
}

/** An export's longest range in days, both ends included: 12 months (the gateway takes 366 days). */
const EXPORT_DAYS = 366;

type Exporter = (request: PagedListExportRequest) => Promise<DownloadedFile>;

export function createRecordsEdge(env: RecordsEnvironment) {
  const list = <Row, Summary>(loadPage: (request: PagedListRequest) => Promise<PagedListPage<Row, Summary>>, exportFile?: Exporter) =>
    createPagedList<Row, Summary>({
      loadPage,
      ...(exportFile ? { exportRows: async (request: PagedListExportRequest) => env.saveFile(await exportFile(request)) } : {}),
    });
  return {
    env,
    today: (utcOffsetMinutes: number) => env.today(utcOffsetMinutes),
    /** the lists' input: today and the merchant's time zone, and for the records that export, 12 months a file */
    exportingListInput: (today: string, utcOffsetMinutes: number) => ({ today, utcOffsetMinutes, maxExportDays: EXPORT_DAYS }),
    bets: list(env.loadBetRecords, env.exportBetRecords),
    transactions: list(env.loadTransactionRecords, env.exportTransactionRecords),
    // the profit and loss page offers no export
    profit: list(env.loadProfitRecords),
    betDetail: pageDataMachine.provide({
      actors: { loadPage: fromPromise<PageDataResult, PageDataRequest>(({ input }) => env.loadBetDetail(input)) },
    }),
  };
}

export type RecordsEdge = ReturnType<typeof createRecordsEdge>;

/** Saves through a link with `download`: the file goes to the browser's downloads, the page stays. */
function saveInBrowser(file: DownloadedFile): void {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // some browsers read the address after click() returns: let go of it once the download surely began
  setTimeout(() => URL.revokeObjectURL(url), 40_000);
}

export const browserRecordsEdge: RecordsEdge = createRecordsEdge({
  loadBetRecords,
  loadTransactionRecords,
  loadProfitRecords,
  loadBetDetail,
  exportBetRecords,
  exportTransactionRecords,
  saveFile: saveInBrowser,
  today: (utcOffsetMinutes) => merchantToday(utcOffsetMinutes),
});

/** The page's edge: a test's, through the member centre's edge, else the browser's. */
export function useRecordsEdge(): RecordsEdge {
  return useMemberCentrePageEdge('records', browserRecordsEdge);
}
