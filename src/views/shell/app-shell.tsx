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
}

export function AppShell({ header, children, dialogs }: AppShellProps) {
  const { t } = useLingui();
  // the route's layout: the areas it leaves out are hidden (layouts.css), the header of 'bare' is not rendered
  const layout = useShellLayout();
  return (
    <div className="shell" data-layout={layout}>
      {layout === 'bare' ? null : header}
      <section className="shell__banner" aria-label={t`Promotions`} data-area="banner">
        <BannerArea />
      </section>
      <nav className="shell__side" aria-labelledby="side-menu-title" data-area="side-menu">
        <h2 id="side-menu-title" className="visually-hidden">
          <Trans>Games menu</Trans>
        </h2>
      </nav>
      <main className="shell__main" id="main">
        {children}
      </main>
      {/* the footer's chunk also brings the right bar (SPEC §2 "Footer and side bars") */}
      <SiteFooter />
      {dialogs}
    </div>
  );
}
