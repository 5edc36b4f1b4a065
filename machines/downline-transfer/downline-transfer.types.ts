/**
 * Team management's transfers with one downline (research §4.5; wire/transfer.schemas.ts): the
 * agent's credit from its main wallet to the member's (`toDownline`) or back from the member's
 * (`fromDownline`, "collect"), an amount and the agent's payment password, a confirmation, then
 * who moved how much. The form is the shared one of a transfer behind the payment password
 * (machines/shared/payment-transfer.ts); these are the chart's shapes, src/api maps the wire.
 */
import type { PaymentTransferField, PaymentTransferFieldErrors, PaymentTransferForm, PaymentTransferRequest } from '../shared/payment-transfer';

export type DownlineTransferDirection = 'toDownline' | 'fromDownline';

export interface DownlineTransferInput {
  /** a member anywhere under the agent */
  downlineId: number;
  direction: DownlineTransferDirection;
}

export interface DownlineTransferRequest extends PaymentTransferRequest, DownlineTransferInput {}

export interface DownlineTransferResult {
  /** the agent's account */
  account: string;
  /** the downline's account */
  downline: string;
  /** major units */
  amount: number;
  /** the agent's main wallet after it, major units */
  mainBalance: number;
}

export interface DownlineTransferContext extends PaymentTransferForm<DownlineTransferResult>, DownlineTransferInput {}

export type DownlineTransferEvent =
  | { type: 'field.change'; field: PaymentTransferField; value: string }
  | { type: 'form.submit' }
  | { type: 'confirm.accept' }
  | { type: 'confirm.back' }
  /** another transfer after a result */
  | { type: 'transfer.new' };

export type DownlineTransferStatusView = 'form' | 'confirming' | 'submitting' | 'done';

export interface DownlineTransferView {
  status: DownlineTransferStatusView;
  direction: DownlineTransferDirection;
  values: Record<PaymentTransferField, string>;
  fieldErrors: PaymentTransferFieldErrors;
  errorCode: string | null;
  attemptsLeft: number | null;
  /** the amount as it will be sent, for the confirmation */
  confirmAmount: string;
  result: DownlineTransferResult | null;
  canSubmit: boolean;
  /** the last attempt's outcome is unknown: confirming the same amount again retries it safely */
  retriesAttempt: boolean;
}
