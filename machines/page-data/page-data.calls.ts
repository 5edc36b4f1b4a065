/** What the page-data chart asks of the world: one page's data, by its parameters. */
import { fromPromise } from 'xstate';
import { pageDataMachine } from './page-data.machine';
import type { PageDataRequest, PageDataResult, PageParams } from './page-data.types';

export interface PageDataCalls {
  loadPage(request: PageDataRequest): Promise<PageDataResult>;
}

export function providePageData(calls: PageDataCalls): typeof pageDataMachine {
  return pageDataMachine.provide({
    actors: { loadPage: fromPromise<PageDataResult, PageDataRequest>(({ input }) => calls.loadPage(input)) },
  });
}

/** A content page's loader: its data, and how many items it holds, for the page's parameters. */
export type PageDataSource = (params: PageParams) => Promise<PageDataResult>;

const provided = new WeakMap<PageDataSource, typeof pageDataMachine>();

/** The chart loading from `source`; one per source, so a page's chart never changes. */
export function pageDataMachineFor(source: PageDataSource): typeof pageDataMachine {
  let machine = provided.get(source);
  if (!machine) {
    machine = providePageData({ loadPage: ({ params }) => source(params) });
    provided.set(source, machine);
  }
  return machine;
}
