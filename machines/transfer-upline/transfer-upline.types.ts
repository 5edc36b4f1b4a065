/**
 * The member centre's "transfer to upline" page (research §3.6; wire/transfer.schemas.ts): an
 * amount from the main wallet and the payment password, a confirmation, then the result the
 * platform words as `transfer_upline_msg` (who sent how much to which upline). These are the
 * chart's shapes; src/api maps the wire onto them.
 */

export type UplineField = 'amount' | 'password';

export interface UplineTransferRequest {
  /** as typed, trimmed */
  amount: string;
  password: string;
  idempotencyKey: string;
}

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

/**
 * A rejected submit as src/api hands it over: the code; for `request_param_err` the gateway's
 * short problem per field; for a wrong payment password the tries left before it locks.
 */
export interface UplineTransferFailure {
  errorCode: string;
  fields?: Record<string, string>;
  attemptsLeft?: number;
}

/**
 * `required`, `format` (not a positive amount with at most two decimals), `insufficient` (more
 * than the main wallet holds), `wrong` (payment password), or `refused` with the gateway's text.
 */
export type UplineFieldErrorCode = 'required' | 'format' | 'insufficient' | 'wrong' | 'refused';

export interface UplineFieldError {
  code: UplineFieldErrorCode;
  text: string | null;
}

export type UplineFieldErrors = Partial<Record<UplineField, UplineFieldError>>;

export interface TransferUplineContext {
  values: Record<UplineField, string>;
  fieldErrors: UplineFieldErrors;
  errorCode: string | null;
  /** after a wrong payment password: tries left before it locks */
  attemptsLeft: number | null;
  /**
   * The attempt being made: its key and the amount it was made for (never the password). Kept after
   * a failure whose outcome is unknown, so confirming the same amount again cannot send twice.
   */
  attempt: { key: string; amount: string } | null;
  result: UplineTransferResult | null;
}

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
