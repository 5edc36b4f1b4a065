/** What a lazily loaded page shows while it loads and when its chunk failed or timed out. */
import { Trans } from '@lingui/react/macro';

export function PagePending() {
  return (
    <div className="panel-state" aria-busy="true" data-testid="page-pending">
      <div className="spinner" role="status">
        <span className="visually-hidden">
          <Trans>Loading…</Trans>
        </span>
      </div>
    </div>
  );
}

export interface ChunkErrorProps {
  onRetry: () => void;
}

export function ChunkError({ onRetry }: ChunkErrorProps) {
  return (
    <div className="panel-state" role="alert" data-testid="chunk-error">
      <p>
        <Trans>This page is slow to open or failed to load.</Trans>
      </p>
      <button type="button" className="button" onClick={onRetry}>
        <Trans>Try again</Trans>
      </button>
    </div>
  );
}
