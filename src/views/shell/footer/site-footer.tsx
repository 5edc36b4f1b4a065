/**
 * The shell's footer area (SPEC §2 "Footer and side bars"). The footer landmark is in the first
 * JavaScript; what it holds (licences, links, badges, the logo carousel) is below the fold and
 * comes as a lazy chunk, with a box of about its size standing in until then.
 */
import { lazyComponent } from '../../common/lazy-component';
import '../../../styles/footer.css';

const SiteFooterView = lazyComponent('footer', () => import('./site-footer.view'), {
  firstScreen: true,
  pending: <div className="site-footer__pending" aria-hidden="true" />,
});

export function SiteFooter() {
  return (
    <footer className="shell__footer site-footer" data-testid="site-footer">
      <SiteFooterView />
    </footer>
  );
}
