/**
 * Container of the news popup: one `newsPopup` actor for the page's life, provided by the edge.
 * The chart follows the session itself (its `followSession` child): a session that becomes signed
 * in opens the popup once per session token; a sign-out closes it.
 */
import { shallowEqual, useSelector } from '../../lib/use-selector';
import { selectNewsPopupView } from '../../../machines/news-popup';
import { useBannersEdge } from '../../app/banners.edge';
import { useChartActor } from '../../app/chart-actor';
import { lazyComponent } from '../common/lazy-component';

// opened only once signed in: its chunk (and the HTML sanitiser it renders with) is not part of home's start
const NewsPopupDialog = lazyComponent('newsPopupDialog', () => import('./news-popup-dialog'), { pending: null });

export function NewsPopupView() {
  const edge = useBannersEdge();
  const popup = useChartActor(edge.newsPopup);
  const view = useSelector(popup, selectNewsPopupView, shallowEqual);

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
