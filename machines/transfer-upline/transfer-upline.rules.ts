/**
 * The form's rules under this flow's names: the shared rules of a transfer behind the payment
 * password (machines/shared/payment-transfer.ts), which the agent's downline transfer uses too.
 */
export {
  refusedTransferFields as refusedUplineFields,
  sameTransferAttempt as sameUplineAttempt,
  UNKNOWN_OUTCOME_CODES as UPLINE_UNKNOWN_OUTCOME_CODES,
  validatePaymentTransfer as validateUplineTransfer,
} from '../shared/payment-transfer';
