/** The page-data flow: the only module other code imports. */
export { pageDataMachine, sameParams } from './page-data.machine';
export { selectPageDataView } from './page-data.selectors';
export type { PageDataSnapshot } from './page-data.selectors';
export type * from './page-data.types';
