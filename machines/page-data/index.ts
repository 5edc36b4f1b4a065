/** The page-data flow: the only module other code imports. */
export { pageDataMachine, sameParams } from './page-data.machine';
export { pageDataMachineFor, providePageData } from './page-data.calls';
export type { PageDataCalls, PageDataSource } from './page-data.calls';
export { selectPageDataView } from './page-data.selectors';
export type { PageDataSnapshot } from './page-data.selectors';
export type * from './page-data.types';
