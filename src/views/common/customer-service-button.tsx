/** A customer-service button: busy while the chat's popup is being prepared. */
import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';

export interface CustomerServiceButtonProps {
  busy: boolean;
  disabled: boolean;
  onClick: () => void;
  className?: string;
  /** the label; "Customer service" by default */
  children?: ReactNode;
}

export function CustomerServiceButton({ busy, disabled, onClick, className = 'button', children }: CustomerServiceButtonProps) {
  return (
    <button type="button" className={className} onClick={onClick} disabled={disabled} aria-busy={busy} data-testid="customer-service-button">
      {children ?? <Trans>Customer service</Trans>}
    </button>
  );
}
