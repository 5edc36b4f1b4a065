/**
 * Deposit page of the member centre (SPEC §2 "Deposit"; wire/deposit.schemas.ts): the member picks a
 * channel and an amount and pays online (`PG`, the provider's hosted checkout page) or by a manual
 * bank transfer (`MT`, with the transfer's reference and a proof image), then follows that deposit
 * until it reaches a final status. These are the chart's shapes; src/api maps the wire onto them.
 */
import type { UploadFile } from '../image-upload';

/** `PG` online through a payment gateway, `MT` a manual bank transfer. */
export type DepositChannelType = 'PG' | 'MT';

export interface ReceivingAccount {
  bankName: string;
  accountName: string;
  accountNumber: string;
}

/** A channel as the form offers it; amounts in major units. */
export interface DepositChannelOption {
  bankCode: string;
  bankType: DepositChannelType;
  channelName: string;
  minAmount: number;
  maxAmount: number;
  /** the preset amount buttons, ascending */
  fixedAmounts: number[];
  /** MT only: the merchant's account the member pays into */
  receivingAccount: ReceivingAccount | null;
}

/** What `loadMethods` answers. */
export interface DepositMethods {
  /** false when the merchant takes no deposits now */
  allowDeposit: boolean;
  currency: string;
  currencySymbol: string;
  channels: DepositChannelOption[];
}

/** Where a deposit is; `awaitingPayment` and `awaitingReview` still move, the others are final. */
export type DepositStatus = 'awaitingPayment' | 'awaitingReview' | 'credited' | 'failed' | 'expired' | 'cancelled' | 'rejected';

export const WAITING_STATUSES: readonly DepositStatus[] = ['awaitingPayment', 'awaitingReview'];

/** One deposit as its member sees it. */
export interface DepositRecord {
  depositId: string;
  bankType: DepositChannelType;
  channelName: string;
  amount: number;
  status: DepositStatus;
  reference: string | null;
  /** epoch ms */
  requestTime: number;
  completedTime: number | null;
  /** PG awaiting payment: the checkout page to go back to */
  redirectUrl: string | null;
  /** MT awaiting review: the member may still cancel */
  cancellable: boolean;
}

/** The request of a PG deposit; the key is the attempt's (kept for a retry of the same attempt). */
export interface PaymentRequest {
  bankCode: string;
  amount: string;
  idempotencyKey: string;
}

export interface PaymentStarted {
  depositId: string;
  /** the provider's hosted checkout page */
  redirectUrl: string;
}

export interface TransferRequest {
  bankCode: string;
  amount: string;
  reference: string;
  proofImageId: string;
  idempotencyKey: string;
}

export interface TransferSubmitted {
  depositId: string;
}

/**
 * A rejected submit as src/api hands it over: the code, and for `request_param_err` the gateway's
 * short problem per field (its text names the limit, in the member's language).
 */
export interface DepositFailure {
  errorCode: string;
  fields?: Record<string, string>;
}

/** The form's typed fields; the proof is the image-upload child's. */
export type DepositField = 'amount' | 'reference';

/** A field that can show an error under it. */
export type DepositErrorField = DepositField | 'proof';

/**
 * Why a field is refused: `required`, `format` (not a positive amount with at most two decimals),
 * `min`/`max` (outside the channel's limits), `tooLong` (reference over 64 characters),
 * `uploading` (the proof is not uploaded yet), or `refused` with the gateway's own text.
 */
export type DepositFieldErrorCode = 'required' | 'format' | 'min' | 'max' | 'tooLong' | 'uploading' | 'refused';

export interface DepositFieldError {
  code: DepositFieldErrorCode;
  /** the gateway's text for `refused`, else null */
  text: string | null;
}

export type DepositFieldErrors = Partial<Record<DepositErrorField, DepositFieldError>>;

/** The proof field as the form needs it, read from the image-upload child's files. */
export interface ProofState {
  /** the uploaded image's id, null until one is uploaded */
  imageId: string | null;
  /** a picked file is being checked or uploaded */
  busy: boolean;
}

export interface DepositAttempt {
  key: string;
  /** the request's fingerprint (`requestFingerprint`) */
  request: string;
}

export interface DepositInput {
  /** the address's `depositId` (the provider sends the member back with it): show that deposit */
  depositId: string | null;
}

export interface DepositContext {
  methods: DepositMethods | null;
  /** the chosen channel */
  bankCode: string | null;
  values: Record<DepositField, string>;
  fieldErrors: DepositFieldErrors;
  /** the last refusal or failure of a load or submit */
  errorCode: string | null;
  /**
   * The attempt being made: its idempotency key and the request it was made for. Kept after a
   * failure whose outcome is unknown, so submitting the same request again cannot pay twice; another
   * request (a field, the channel or the proof changed) is another attempt with a new key.
   */
  attempt: DepositAttempt | null;
  proof: ProofState;
  /** the deposit shown (from the address, or just submitted) */
  depositId: string | null;
  deposit: DepositRecord | null;
  /** the last failed cancel; the deposit stays shown */
  cancelErrorCode: string | null;
}

export type DepositEvent =
  | { type: 'methods.retry' }
  | { type: 'channel.select'; bankCode: string }
  | { type: 'field.change'; field: DepositField; value: string }
  | { type: 'amount.preset'; amount: number }
  | { type: 'form.submit' }
  | { type: 'deposit.retry' }
  | { type: 'cancel.request' }
  | { type: 'cancel.confirm' }
  | { type: 'cancel.dismiss' }
  /** back to the form from a deposit's result */
  | { type: 'deposit.new' };

export type DepositStatusView = 'loading' | 'failed' | 'unavailable' | 'form' | 'redirecting' | 'result';

export interface DepositFormView {
  channels: readonly DepositChannelOption[];
  /** the chosen channel, null when none */
  channel: DepositChannelOption | null;
  values: Record<DepositField, string>;
  fieldErrors: DepositFieldErrors;
  submitting: boolean;
  canSubmit: boolean;
  /** the last attempt's outcome is unknown: submitting again retries it safely */
  retriesAttempt: boolean;
}

export interface DepositResultView {
  /** null until the first load answered */
  deposit: DepositRecord | null;
  /** the first load or a reload after a cancel */
  loading: boolean;
  /** still waiting for a final status: the page polls */
  watching: boolean;
  loadFailed: boolean;
  canCancel: boolean;
  confirmingCancel: boolean;
  cancelling: boolean;
  cancelErrorCode: string | null;
  /** the latest refresh failed (the last known deposit stays shown) */
  refreshFailed: boolean;
}

export interface DepositView {
  status: DepositStatusView;
  currencySymbol: string;
  form: DepositFormView;
  result: DepositResultView;
  /** the deposit the page shows, for the address; null on the form */
  shownDepositId: string | null;
  errorCode: string | null;
}

/** Files of the child that count for the proof (the chart reads only these fields). */
export type ProofFiles = readonly Pick<UploadFile, 'status' | 'serverId'>[];
