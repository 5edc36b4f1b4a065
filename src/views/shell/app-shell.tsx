/** Presentational shell: the named areas header, banner, main, side menu and footer. */
import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { BannerArea } from '../banners/banner-area';
import '../../styles/shell.css';
import { SiteFooter } from './footer/site-footer';
import { useShellLayout } from './layouts';

export interface AppShellProps {
  header: ReactNode;
  children: ReactNode;
  dialogs?: ReactNode;
  /**
   * The games menu beside the page on wide screens; without one (nothing to show yet) there is no
   * side column at all and the page takes the whole width, rather than beside an empty column.
   */
  sideMenu?: ReactNode;
}

export function AppShell({ header, children, dialogs, sideMenu }: AppShellProps) {
  const { t } = useLingui();
  // the route's layout: the areas it leaves out are hidden (layouts.css), the header of 'bare' is not rendered
  const layout = useShellLayout();
  return (
    <div className="shell" data-layout={layout} data-side-menu={sideMenu ? '' : undefined}>
      {layout === 'bare' ? null : header}
      <section className="shell__banner" aria-label={t`Promotions`} data-area="banner">
        <BannerArea />
      </section>
      {sideMenu ? (
        <nav className="shell__side" aria-labelledby="side-menu-title" data-area="side-menu">
          <h2 id="side-menu-title" className="visually-hidden">
            <Trans>Games menu</Trans>
          </h2>
          {sideMenu}
        </nav>
      ) : null}
      <main className="shell__main" id="main">
        {children}
      </main>
      {/* the footer's chunk also brings the right bar (SPEC §2 "Footer and side bars") */}
      <SiteFooter />
      {dialogs}
    </div>
  );
}
