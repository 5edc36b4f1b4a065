/** Presentational full-page screens chosen by the system-status chart. */
import { Trans } from '@lingui/react/macro';
import '../../styles/screens.css';
import { CustomerServiceButton } from './customer-service-button';
import type { CustomerServiceProps } from './customer-service-button';

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

export interface RegionBlockedScreenProps extends CustomerServiceProps {
  ip: string;
}

export function RegionBlockedScreen({ ip, ...service }: RegionBlockedScreenProps) {
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
        <div className="screen__actions">
          <CustomerServiceButton {...service} />
        </div>
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
