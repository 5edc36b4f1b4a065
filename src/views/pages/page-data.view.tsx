/**
 * Container of a content page's data: one `pageData` actor per page, provided with the page's
 * source. It hands the page's parameters to the chart (the chart ignores parameters it already
 * has) and shows the skeleton, the empty state, the failure with a retry, or the loaded content.
 */
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { shallowEqual, useSelector } from '../../lib/use-selector';
import { selectPageDataView } from '../../../machines/page-data';
import type { PageParams } from '../../../machines/page-data';
import { pageDataMachineFor } from '../../app/pages.edge';
import type { PageSource } from '../../app/pages.edge';
import { PageFailed, PageSkeleton } from './common/page-states';
import { useChartActor } from '../../app/chart-actor';

export interface PageDataProps<T> {
  source: PageSource<T>;
  /** what to load; null: not known yet (the skeleton shows and nothing loads) */
  params: PageParams | null;
  /** shown when the data holds nothing */
  empty: ReactNode;
  render: (data: T) => ReactNode;
  skeletonLines?: number;
}

export function PageData<T>({ source, params, empty, render, skeletonLines }: PageDataProps<T>) {
  const actor = useChartActor(pageDataMachineFor(source));
  const view = useSelector(actor, selectPageDataView, shallowEqual);
  // a new object with the same parameters on every render is the same ask
  const asked = params === null ? null : JSON.stringify(params);

  useEffect(() => {
    if (asked !== null) actor.send({ type: 'page.load', params: JSON.parse(asked) as PageParams });
  }, [actor, asked]);

  switch (view.status) {
    case 'loaded':
      return <>{render(view.data as T)}</>;
    case 'empty':
      return <>{empty}</>;
    case 'failed':
      return <PageFailed errorCode={view.errorCode} onRetry={() => actor.send({ type: 'page.retry' })} />;
    default:
      return <PageSkeleton lines={skeletonLines} />;
  }
}
