/**
 * Customer-service containers, reading the page's one `customerService` actor (SPEC §2, §4, §8):
 * a button, busy while the popup is being prepared, and the failure as a warning dialog with one
 * confirm button. The error view is mounted once, at the root, so a failed launch from any button
 * (header or page) shows there.
 */
import type { ReactNode } from 'react';
import { shallowEqual, useSelector } from '../../lib/use-selector';
import { useLingui } from '@lingui/react';
import { selectCustomerServiceView } from '../../../machines/customer-service';
import type { ServiceOrigin } from '../../../machines/customer-service';
import { useAppEdge } from '../../app/app-context';
import { CustomerServiceButton } from './customer-service-button';
import { customerServiceMessage } from './customer-service.messages';
import type { WarningDialogProps } from '../verification/warning-dialog';
import { lazyComponent } from './lazy-component';

// shown only when the chat link could not be opened: its chunk comes then, not with the first script
const WarningDialog = lazyComponent<WarningDialogProps>('customerServiceWarning', () =>
  import('../verification/warning-dialog').then((module) => ({ default: module.WarningDialog })),
);

export interface CustomerServiceButtonViewProps {
  /** `header` opens the short popup (440x500), `page` the tall one (440x750) */
  origin: ServiceOrigin;
  className?: string;
  children?: ReactNode;
}

export function CustomerServiceButtonView({ origin, className, children }: CustomerServiceButtonViewProps) {
  const { customerService, openCustomerService } = useAppEdge();
  const view = useSelector(customerService, selectCustomerServiceView, shallowEqual);
  return (
    <CustomerServiceButton busy={view.busy} disabled={!view.canOpen} onClick={() => openCustomerService(origin)} className={className}>
      {children}
    </CustomerServiceButton>
  );
}

export function CustomerServiceErrorView() {
  const { i18n } = useLingui();
  const { customerService } = useAppEdge();
  const view = useSelector(customerService, selectCustomerServiceView, shallowEqual);
  if (!view.errorCode) return null;
  return (
    <WarningDialog onConfirm={() => customerService.send({ type: 'service.dismiss' })} testId="customer-service-error">
      {i18n._(customerServiceMessage(view.errorCode))}
    </WarningDialog>
  );
}
