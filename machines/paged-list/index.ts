/** The paged-list flow: the only module other code imports. */
export { pagedListMachine } from './paged-list.machine';
export { mergeFilters, sameFilters } from './paged-list.filters';
export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, pageCountOf, resolvePage } from './paged-list.paging';
export {
  addDays,
  DATE_PRESETS,
  DEFAULT_MAX_RANGE_DAYS,
  dayNumber,
  daysInRange,
  exportOnly,
  lastDays,
  presetOf,
  presetRange,
  rangeErrorOf,
  sameRange,
} from './paged-list.range';
export { createPagedList } from './paged-list.create';
export type { PagedList, PagedListSources } from './paged-list.create';
export { exportingListInput, RECORD_EXPORT_DAYS } from './paged-list.record-export';
export { selectPagedListView } from './paged-list.selectors';
export type { PagedListSnapshot } from './paged-list.selectors';
export type * from './paged-list.types';
