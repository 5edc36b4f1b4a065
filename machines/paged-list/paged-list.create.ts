/**
 * A paged list of one kind of row: the chart provided with its page loader (and exporter), and the
 * view selector for it, whose rows and summary have the types the loader answers with. The chart
 * keeps them as the JSON they came as, so a trace holds them; the one place they are read as `Row`
 * and `Summary` again is here, beside the loader that produced them, and never in a view.
 */
import { fromPromise } from 'xstate';
import { pagedListMachine } from './paged-list.machine';
import { selectPagedListView } from './paged-list.selectors';
import type { PagedListSnapshot } from './paged-list.selectors';
import type { PagedListExportRequest, PagedListPage, PagedListRequest, PagedListView } from './paged-list.types';

export interface PagedList<Row, Summary> {
  /** the chart, to run or to invoke */
  logic: typeof pagedListMachine;
  /** its view model, with the rows and the summary typed */
  selectView: (snapshot: PagedListSnapshot) => PagedListView<Row, Summary>;
}

export interface PagedListSources<Row, Summary> {
  loadPage: (request: PagedListRequest) => Promise<PagedListPage<Row, Summary>>;
  /** the file of every row of the filters and range; a list without one refuses an export (it offers none) */
  exportRows?: (request: PagedListExportRequest) => Promise<void>;
}

const noExport = () => Promise.reject({ errorCode: 'function.not.available', value: null });

export function createPagedList<Row, Summary = null>(sources: PagedListSources<Row, Summary>): PagedList<Row, Summary> {
  const logic = pagedListMachine.provide({
    actors: {
      // the rows and summary are the wire's JSON objects, kept by the chart as they came
      loadPage: fromPromise<PagedListPage, PagedListRequest>(({ input }) => sources.loadPage(input) as unknown as Promise<PagedListPage>),
      exportRows: fromPromise<void, PagedListExportRequest>(({ input }) => (sources.exportRows ?? noExport)(input)),
    },
  });
  return { logic, selectView: selectPagedListView as (snapshot: PagedListSnapshot) => PagedListView<Row, Summary> };
}
