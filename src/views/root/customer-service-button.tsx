/** The customer-service button of the maintenance and region-blocked screens. */
import { Trans } from '@lingui/react/macro';

export interface CustomerServiceProps {
  hasCustomerService: boolean;
  onCustomerService: () => void;
}

export function CustomerServiceButton({ hasCustomerService, onCustomerService }: CustomerServiceProps) {
  if (!hasCustomerService) return null;
  return (
    <button type="button" className="button" onClick={onCustomerService} data-testid="customer-service-button">
      <Trans>Customer service</Trans>
    </button>
  );
}
