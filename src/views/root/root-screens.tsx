/** Presentational full-page screens chosen by the system-status chart. */
import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import '../../styles/screens.css';

export function LoadingScreen() {
  return (
    <div className="screen" data-testid="loading-screen" aria-busy="true">
      <div className="spinner" role="status">
        <span className="visually-hidden">
          <Trans>Loading…</Trans>
        </span>
      </div>
    </div>
  );
}

export interface RegionBlockedScreenProps {
  ip: string;
  /** the customer-service button, or nothing when the merchant has no desk */
  customerService: ReactNode;
}

export function RegionBlockedScreen({ ip, customerService }: RegionBlockedScreenProps) {
  return (
    <main className="screen" data-testid="region-blocked-screen">
      <div className="screen__card">
        <h1>
          <Trans>Access restricted</Trans>
        </h1>
        <p>
          <Trans>Sorry, our service is not available in your region.</Trans>
        </p>
        <p className="screen__meta">
          <Trans>
            Your IP address: <strong data-testid="visitor-ip">{ip}</strong>
          </Trans>
        </p>
        {customerService ? <div className="screen__actions">{customerService}</div> : null}
      </div>
    </main>
  );
}

export interface UnreachableScreenProps {
  canRetry: boolean;
  onRetry: () => void;
}

export function UnreachableScreen({ canRetry, onRetry }: UnreachableScreenProps) {
  return (
    <main className="screen" data-testid="unreachable-screen">
      <div className="screen__card">
        <h1>
          <Trans>Cannot reach the site</Trans>
        </h1>
        <p>
          <Trans>We could not connect to the server. Check your connection; we will try again shortly.</Trans>
        </p>
        <div className="screen__actions">
          <button type="button" className="button" onClick={onRetry} disabled={!canRetry}>
            <Trans>Try again</Trans>
          </button>
        </div>
      </div>
    </main>
  );
}
