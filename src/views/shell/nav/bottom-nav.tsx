/**
 * The header's bottom navigation (SPEC §2). Only this small part is in the home page's first
 * JavaScript: the bar itself (links, vendor dropdowns, their chart and the catalogue call) is a
 * lazy chunk. Until it arrives an empty bar of the same height stands in, so nothing below moves.
 */
import { lazyComponent } from '../../common/lazy-component';
import { HeaderChunkError } from '../header/header-chunk-error';
import '../../../styles/nav.css';

const BottomNavView = lazyComponent('bottomNav', () => import('./bottom-nav.view'), {
  firstScreen: true,
  pending: <div className="bottom-nav bottom-nav--pending" aria-hidden="true" />,
  renderError: (retry) => (
    <div className="bottom-nav bottom-nav--pending">
      <HeaderChunkError onRetry={retry} />
    </div>
  ),
});

export function BottomNav() {
  return <BottomNavView />;
}
