/** View model of a customer-service button. */
import type { SnapshotFrom } from 'xstate';
import type { customerServiceMachine } from './customer-service.machine';
import type { CustomerServiceView } from './customer-service.types';

export type CustomerServiceSnapshot = SnapshotFrom<typeof customerServiceMachine>;

export function selectCustomerServiceView(snapshot: CustomerServiceSnapshot): CustomerServiceView {
  return {
    canOpen: snapshot.can({ type: 'service.open', origin: 'page', rankLevel: null }),
    busy: snapshot.hasTag('busy'),
    errorCode: snapshot.context.errorCode,
  };
}
