/** The downline-transfer flow: the only module other code imports. */
export { downlineTransferMachine } from './downline-transfer.machine';
export { provideDownlineTransfer } from './downline-transfer.calls';
export type { DownlineTransferCalls } from './downline-transfer.calls';
export { selectDownlineTransferView } from './downline-transfer.selectors';
export type { DownlineTransferSnapshot } from './downline-transfer.selectors';
export type * from './downline-transfer.types';
export { sameTransferAttempt, validatePaymentTransfer } from '../shared/payment-transfer';
export type { PaymentTransferField, PaymentTransferFieldError } from '../shared/payment-transfer';
