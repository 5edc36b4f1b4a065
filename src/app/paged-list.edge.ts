/**
 * A paged list (machines/paged-list) provided with the call that loads one page, for the agent
 * centre's lists that offer no export: their chart's export is never asked for, and refuses if it were.
 */
import { fromPromise } from 'xstate';
import { pagedListMachine } from '../../machines/paged-list';
import type { PagedListExportRequest, PagedListPage, PagedListRequest } from '../../machines/paged-list';

const noExport = () => Promise.reject({ errorCode: 'function.not.available', value: null });

export function pagedListOf(load: (request: PagedListRequest) => Promise<PagedListPage>) {
  return pagedListMachine.provide({
    actors: {
      loadPage: fromPromise<PagedListPage, PagedListRequest>(({ input }) => load(input)),
      exportRows: fromPromise<void, PagedListExportRequest>(noExport),
    },
  });
}
