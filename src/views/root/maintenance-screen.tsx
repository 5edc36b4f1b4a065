/**
 * Maintenance screen (status 1). Its own chunk: visitors of a running site never download it. The
 * announced end is written in the merchant's time zone, in the page's language.
 */
import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import '../../styles/screens.css';
import { useDateFormat } from '../common/date-format.view';

export interface MaintenanceScreenProps {
  /** ISO end time, or null when the operator gave none */
  endTime: string | null;
  message: string | null;
  /** the customer-service button, or nothing when the merchant has no desk */
  customerService: ReactNode;
}

export default function MaintenanceScreen({ endTime, message, customerService }: MaintenanceScreenProps) {
  const dates = useDateFormat();
  const endMs = endTime ? Date.parse(endTime) : Number.NaN;
  const end = Number.isNaN(endMs) ? null : dates.dateTime(endMs);
  return (
    <main className="screen" data-testid="maintenance-screen">
      <div className="screen__card">
        <h1>
          <Trans>Under maintenance</Trans>
        </h1>
        <p>
          <Trans>The site is being upgraded to serve you better. Please come back later.</Trans>
        </p>
        {message ? <p data-testid="maintenance-message">{message}</p> : null}
        {end ? (
          <p className="screen__meta" data-testid="maintenance-end">
            <Trans>Expected to end at {end}</Trans>
          </p>
        ) : null}
        {customerService ? <div className="screen__actions">{customerService}</div> : null}
      </div>
    </main>
  );
}
