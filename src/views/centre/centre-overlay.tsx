/**
 * The member or agent centre (presentational): a closable modal with the centre's menu in SPEC
 * order and the open page beside it (above it on a phone, where the modal fills the screen). Each
 * menu entry is a link to the page's address, so the browser's back and a new tab work as for any
 * page.
 */
import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CentreAddress } from '../../app/centre-pages';
import { Modal } from '../common/modal';
import { centreTitles, pageNames } from './centre.messages';
import './centre.css';

export interface CentreOverlayProps {
  address: CentreAddress;
  /** the centre's pages, in menu order */
  pages: readonly CentreAddress['page'][];
  /** the address of a page of this centre, over the route that is showing */
  hrefOf: (page: CentreAddress['page']) => string;
  onClose: () => void;
}

export function CentreOverlay({ address, pages, hrefOf, onClose }: CentreOverlayProps) {
  const { i18n } = useLingui();
  const centreTitle = i18n._(centreTitles[address.centre]);
  return (
    <Modal title={centreTitle} closable wide onClose={onClose} testId="centre">
      <div className="centre">
        <nav className="centre__menu" aria-label={centreTitle}>
          <ul>
            {pages.map((page) => (
              <li key={page}>
                <Link to={hrefOf(page)} replace aria-current={page === address.page ? 'page' : undefined} data-testid={`centre-menu-${page}`}>
                  {i18n._(pageNames[page])}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section className="centre__page" aria-labelledby="centre-page-title" data-testid={`centre-page-${address.page}`}>
          <h3 id="centre-page-title">{i18n._(pageNames[address.page])}</h3>
          <p className="centre__coming">
            <Trans>This page is coming soon.</Trans>
          </p>
        </section>
      </div>
    </Modal>
  );
}
