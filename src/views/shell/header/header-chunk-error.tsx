/** A header chunk (top bar, account area) did not load: a small retry in its place; the rest of the header stays usable. */
import { Trans } from '@lingui/react/macro';

export function HeaderChunkError({ onRetry }: { onRetry: () => void }) {
  return (
    <button type="button" className="button button--secondary header__chunk-retry" onClick={onRetry} data-testid="header-chunk-retry">
      <Trans>Reload</Trans>
    </button>
  );
}
