/** What a lazily loaded page shows while it loads and when its chunk failed or timed out. */
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { chunkErrorMessage } from './chunk-loader.messages';

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
  /** `chunk.timeout` or `chunk.failed` */
  errorCode: string | null;
  onRetry: () => void;
}

export function ChunkError({ errorCode, onRetry }: ChunkErrorProps) {
  const { i18n } = useLingui();
  return (
    <div className="panel-state" role="alert" data-testid="chunk-error">
      <p>{i18n._(chunkErrorMessage(errorCode))}</p>
      <button type="button" className="button" onClick={onRetry}>
        <Trans>Try again</Trans>
      </button>
    </div>
  );
}
