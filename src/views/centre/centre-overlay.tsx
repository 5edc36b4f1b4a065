/**
 * The member or agent centre (presentational): a closable modal with the centre's menu in SPEC
 * order and the open page beside it (above it on a phone, where the modal fills the screen). Each
 * menu entry is a link to the page's address, so the browser's back and a new tab work as for any
 * page. The menu shows once loaded; until then the modal says it is loading, and a menu that could
 * not be loaded says so with a retry. A page that exists comes as `body`; the others say honestly
 * that they are coming.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CentreAddress } from '../../../machines/router';
import { Modal } from '../common/modal';
import { centrePageName, centreTitles } from './centre.messages';
import './centre.css';

export interface CentreMenuItem {
  page: CentreAddress['page'];
  /** the red count badge, null for none */
  badge: number | null;
}

export interface CentreOverlayProps {
  address: CentreAddress;
  /** the menu: the pages this account is offered, in menu order */
  items: readonly CentreMenuItem[];
  /** `loading` and `failed` show no menu */
  menuState: 'loading' | 'ready' | 'failed';
  /** the address of a page of this centre, over the route that is showing */
  hrefOf: (page: CentreAddress['page']) => string;
  onClose: () => void;
  /** a failed menu's retry */
  onRetry?: () => void;
  /** the open page's content; none for a page that is not built yet */
  body?: ReactNode;
}

function MenuBadge({ count }: { count: number }) {
  return (
    <>
      <span className="centre__badge" aria-hidden="true">
        {count > 99 ? '99+' : count}
      </span>
      <span className="visually-hidden">
        <Trans>{count} new</Trans>
      </span>
    </>
  );
}

export function CentreOverlay({ address, items, menuState, hrefOf, onClose, onRetry, body }: CentreOverlayProps) {
  const { i18n } = useLingui();
  const centreTitle = i18n._(centreTitles[address.centre]);
  return (
    <Modal title={centreTitle} closable wide onClose={onClose} testId="centre">
      <div className="centre">
        <nav className="centre__menu" aria-label={centreTitle} aria-busy={menuState === 'loading'}>
          {menuState === 'loading' ? (
            <p className="centre__menu-state" role="status">
              <Trans>Loading…</Trans>
            </p>
          ) : null}
          {menuState === 'failed' ? (
            <div className="centre__menu-state" role="alert">
              <p>
                <Trans>The menu could not be loaded.</Trans>
              </p>
              <button type="button" className="button" onClick={onRetry}>
                <Trans>Try again</Trans>
              </button>
            </div>
          ) : null}
          {menuState === 'ready' ? (
            <ul>
              {items.map(({ page, badge }) => (
                <li key={page}>
                  <Link to={hrefOf(page)} replace aria-current={page === address.page ? 'page' : undefined} data-testid={`centre-menu-${page}`}>
                    {i18n._(centrePageName(address.centre, page))}
                    {badge !== null ? <MenuBadge count={badge} /> : null}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </nav>
        {menuState === 'ready' ? (
          <section className="centre__page" aria-labelledby="centre-page-title" data-testid={`centre-page-${address.page}`}>
            <h3 id="centre-page-title">{i18n._(centrePageName(address.centre, address.page))}</h3>
            {body ?? (
              <p className="centre__coming">
                <Trans>This page is coming soon.</Trans>
              </p>
            )}
          </section>
        ) : null}
      </div>
    </Modal>
  );
}
