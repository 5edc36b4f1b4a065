/** View model of a paged list: the rows, the pager, the filters and range, the export. */
import type { SnapshotFrom } from 'xstate';
import { pageCountOf } from './paged-list.paging';
import { exportOnly, presetOf } from './paged-list.range';
import type { pagedListMachine } from './paged-list.machine';
import type { ListRow, PagedListStatus, PagedListView } from './paged-list.types';

export type PagedListSnapshot = SnapshotFrom<typeof pagedListMachine>;

const NO_ROWS: readonly ListRow[] = [];

function statusOf(snapshot: PagedListSnapshot): PagedListStatus {
  if (snapshot.matches({ list: { loaded: 'hasRows' } })) return 'loaded';
  if (snapshot.matches({ list: { loaded: 'empty' } })) return 'empty';
  if (snapshot.matches({ list: 'loading' })) return 'loading';
  if (snapshot.matches({ list: 'failed' })) return 'failed';
  if (snapshot.matches({ list: 'invalidRange' })) return 'invalidRange';
  return 'idle';
}

export function selectPagedListView(snapshot: PagedListSnapshot): PagedListView {
  const status = statusOf(snapshot);
  const { context } = snapshot;
  return {
    status,
    // the context's array itself, so an unchanged page compares equal between snapshots
    rows: status === 'loaded' ? context.rows : NO_ROWS,
    filters: context.filters,
    range: context.range,
    preset: presetOf(context.range, context.today),
    maxRangeDays: context.maxRangeDays,
    maxExportDays: context.maxExportDays,
    exportOnly: status === 'invalidRange' && exportOnly(context),
    pageNo: context.pageNo,
    pageCount: pageCountOf(context.total, context.pageSize),
    total: context.total,
    canPrev: snapshot.can({ type: 'page.go', pageNo: 'prev' }),
    canNext: snapshot.can({ type: 'page.go', pageNo: 'next' }),
    canRefresh: snapshot.can({ type: 'list.refresh' }),
    canRetry: snapshot.can({ type: 'list.retry' }),
    canExport: snapshot.can({ type: 'list.export' }),
    isEmpty: status === 'empty',
    isLoading: status === 'loading',
    errorCode: status === 'failed' || status === 'invalidRange' ? context.errorCode : null,
    exporting: snapshot.matches({ export: 'exporting' }),
    exportErrorCode: context.exportErrorCode,
    summary: status === 'loaded' || status === 'empty' ? context.summary : null,
  };
}
