/**
 * Maintenance screen (status 1). Its own chunk: visitors of a running site never download it or
 * dayjs.
 */
import dayjs from 'dayjs';
import { Trans } from '@lingui/react/macro';
import '../../styles/screens.css';
import { CustomerServiceButton } from './customer-service-button';
import type { CustomerServiceProps } from './customer-service-button';

export interface MaintenanceScreenProps extends CustomerServiceProps {
  /** ISO end time, or null when the operator gave none */
  endTime: string | null;
  message: string | null;
}

export default function MaintenanceScreen({ endTime, message, ...service }: MaintenanceScreenProps) {
  const end = endTime && dayjs(endTime).isValid() ? dayjs(endTime).format('YYYY-MM-DD HH:mm') : null;
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
        <div className="screen__actions">
          <CustomerServiceButton {...service} />
        </div>
      </div>
    </main>
  );
}
