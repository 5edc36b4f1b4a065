/** The member's record pages at the edge: bets, transactions (both exporting a file) and profit as paged lists, and a bet's detail. */
import { providePageData } from '../../machines/page-data';
import type { PageDataRequest, PageDataResult } from '../../machines/page-data';
import { createPagedList, exportingListInput } from '../../machines/paged-list';
import type { PagedListExportRequest, PagedListRequest } from '../../machines/paged-list';
import * as api from '../api/records.api';
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

export function createRecordsEdge(env: RecordsEnvironment) {
  const savedBy = (exportFile: RecordsEnvironment['exportBetRecords']) => async (request: PagedListExportRequest) =>
    env.saveFile(await exportFile(request));
  return {
    env,
    today: (utcOffsetMinutes: number) => env.today(utcOffsetMinutes),
    exportingListInput,
    bets: createPagedList({ loadPage: env.loadBetRecords, exportRows: savedBy(env.exportBetRecords) }),
    transactions: createPagedList({ loadPage: env.loadTransactionRecords, exportRows: savedBy(env.exportTransactionRecords) }),
    profit: createPagedList({ loadPage: env.loadProfitRecords }), // the profit and loss page offers no export
    betDetail: providePageData({ loadPage: (request) => env.loadBetDetail(request) }),
  };
}

export type RecordsEdge = ReturnType<typeof createRecordsEdge>;

/** Saves through a link with `download`: the file goes to the browser's downloads, the page stays. */
function saveInBrowser({ blob, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName, rel: 'noopener' });
  document.body.append(link);
  link.click();
  link.remove();
  // some browsers read the address after click() returns: let go of it once the download surely began
  setTimeout(() => URL.revokeObjectURL(url), 40_000);
}

export const browserRecordsEdge: RecordsEdge = createRecordsEdge({ ...api, saveFile: saveInBrowser, today: api.merchantToday });
export const useRecordsEdge = (): RecordsEdge => useMemberCentrePageEdge('records', browserRecordsEdge);
