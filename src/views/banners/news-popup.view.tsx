/**
 * Container of the news popup: one `newsPopup` actor for the page's life, provided by the edge.
 * The session chart is only observed (`connectNewsPopup`): a session that becomes signed in
 * opens the popup once per session token; a sign-out closes it.
 */
import { useEffect } from 'react';
import { shallowEqual, useSelector } from '../../app/use-selector';
import { selectNewsPopupView } from '../../../machines/news-popup';
import { selectSessionRef } from '../../../machines/system-status';
import { useAppEdge } from '../../app/app-context';
import { connectNewsPopup, useBannersEdge } from '../../app/banners.edge';
import { useChartActor } from '../../app/chart-actor';
import { lazyComponent } from '../common/lazy-component';

// opened only once signed in: its chunk (and the HTML sanitiser it renders with) is not part of home's start
const NewsPopupDialog = lazyComponent('newsPopupDialog', () => import('./news-popup-dialog'), { pending: null });

export function NewsPopupView() {
  const edge = useBannersEdge();
  const { rootActor } = useAppEdge();
  const session = useSelector(rootActor, selectSessionRef);
  const popup = useChartActor(edge.newsPopup);
  const view = useSelector(popup, selectNewsPopupView, shallowEqual);

  useEffect(() => (session ? connectNewsPopup(edge.env, popup, session) : undefined), [edge, popup, session]);

  if (!view.open) return null;
  return (
    <NewsPopupDialog
      notices={view.notices}
      expandedIndex={view.expandedIndex}
      onToggle={(index) => popup.send({ type: 'item.toggle', index })}
      onClose={() => popup.send({ type: 'popup.close' })}
    />
  );
}
