/**
 * The member centre's "transfer to upline" page (research §3.6; wire/transfer.schemas.ts): an
 * amount from the main wallet and the payment password, a confirmation, then the result the
 * platform words as `transfer_upline_msg` (who sent how much to which upline). These are the
 * chart's shapes; src/api maps the wire onto them. The form is the shared one of a transfer behind
 * the payment password (machines/shared/payment-transfer.ts).
 */
import type {
  PaymentTransferFailure,
  PaymentTransferField,
  PaymentTransferFieldError,
  PaymentTransferFieldErrorCode,
  PaymentTransferFieldErrors,
  PaymentTransferForm,
  PaymentTransferRequest,
} from '../shared/payment-transfer';

export type UplineField = PaymentTransferField;

export type UplineTransferRequest = PaymentTransferRequest;

export interface UplineTransferResult {
  /** the member's account */
  account: string;
  /** the upline agent's account */
  upline: string;
  /** major units */
  amount: number;
  /** the main wallet after it, major units */
  mainBalance: number;
}

export type UplineTransferFailure = PaymentTransferFailure;
export type UplineFieldErrorCode = PaymentTransferFieldErrorCode;
export type UplineFieldError = PaymentTransferFieldError;
export type UplineFieldErrors = PaymentTransferFieldErrors;

export type TransferUplineContext = PaymentTransferForm<UplineTransferResult>;

export type TransferUplineEvent =
  | { type: 'field.change'; field: UplineField; value: string }
  | { type: 'form.submit' }
  | { type: 'confirm.accept' }
  | { type: 'confirm.back' }
  /** another transfer after a result */
  | { type: 'transfer.new' };

export type TransferUplineStatusView = 'form' | 'confirming' | 'submitting' | 'done';

export interface TransferUplineView {
  status: TransferUplineStatusView;
  values: Record<UplineField, string>;
  fieldErrors: UplineFieldErrors;
  errorCode: string | null;
  attemptsLeft: number | null;
  /** the amount as it will be sent, for the confirmation */
  confirmAmount: string;
  result: UplineTransferResult | null;
  canSubmit: boolean;
  /** the last attempt's outcome is unknown: confirming the same amount again retries it safely */
  retriesAttempt: boolean;
}
