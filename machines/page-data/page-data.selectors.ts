/** View model of a content page's data. */
import type { SnapshotFrom } from 'xstate';
import type { pageDataMachine } from './page-data.machine';
import type { PageDataStatus, PageDataView } from './page-data.types';

export type PageDataSnapshot = SnapshotFrom<typeof pageDataMachine>;

function statusOf(snapshot: PageDataSnapshot): PageDataStatus {
  if (snapshot.matches('loading')) return 'loading';
  if (snapshot.matches('loaded')) return 'loaded';
  if (snapshot.matches('empty')) return 'empty';
  if (snapshot.matches('failed')) return 'failed';
  return 'idle';
}

export function selectPageDataView(snapshot: PageDataSnapshot): PageDataView {
  const status = statusOf(snapshot);
  return {
    status,
    data: status === 'loaded' ? snapshot.context.data : null,
    errorCode: status === 'failed' ? snapshot.context.errorCode : null,
    canRetry: snapshot.can({ type: 'page.retry' }),
  };
}
