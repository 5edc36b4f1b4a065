/** Any route the table does not know. */
import { Link } from 'react-router-dom';
import { Trans } from '@lingui/react/macro';
import '../../styles/pages.css';

export default function NotFoundPage() {
  return (
    <section aria-labelledby="not-found-title" data-testid="not-found-page">
      <h1 id="not-found-title">
        <Trans>Page not found</Trans>
      </h1>
      <p>
        <Link to="/" className="back-link">
          <Trans>Back to home</Trans>
        </Link>
      </p>
    </section>
  );
}
