/**
 * Withdraw page of the member centre (research §3.5; wire/withdraw.schemas.ts): the member picks one
 * of the accounts bound in the security centre, types an amount and the payment password, and sees
 * the fee before sending. These are the chart's own shapes, in major units; src/api maps the wire
 * onto them.
 */

/** The merchant's rules and what is left of today's limits. */
export interface WithdrawSettings {
  minWithdrawal: number;
  maxWithdrawal: number;
  maxTransactionTimes: number;
  remainingTransactionTimes: number;
  remainingWithdrawAmount: number;
  feeFixed: number;
  /** percent of the amount, e.g. 1.5 */
  feePercent: number;
  /** minutes to confirm a payment before it counts as received */
  confirmMinutes: number;
  hasPaymentPassword: boolean;
}

/** What was wagered of one game type since the first deposit. */
export interface TurnoverDetail {
  gameType: string;
  actualTurnover: number;
}

/**
 * The turnover requirement: `A` nothing owed, `I` some still to wager (the withdrawable part may
 * leave), `N` still to wager and nothing may leave.
 */
export interface TurnoverInfo {
  status: 'A' | 'I' | 'N';
  details: TurnoverDetail[];
  totalRequiredTurnover: number;
  totalActualTurnover: number;
  remainingTurnover: number;
  mainBalance: number;
  withdrawableBalance: number;
  lockedBalance: number;
}

/**
 * Why nothing can be withdrawn now (the page shows this instead of the form): `turnover` while the
 * requirement still locks the balance, `belowMinimum` when what may leave is simply less than the
 * merchant's minimum. The amounts, in major units, are what the page names.
 */
export interface NothingToWithdraw {
  reason: 'turnover' | 'belowMinimum';
  withdrawable: number;
  minimum: number;
  remainingTurnover: number;
}

/** A bound account as the form offers it; the number is masked by the gateway. */
export interface WithdrawCard {
  bankCardId: string;
  bankName: string;
  cardNumber: string;
  cardHolder: string;
  /** false while the merchant has the bank switched off */
  active: boolean;
}

/** What `loadPage` answers: the three reads the page starts with, taken together. */
export interface WithdrawPageData {
  currencySymbol: string;
  settings: WithdrawSettings;
  turnover: TurnoverInfo;
  cards: WithdrawCard[];
}

/** Where a withdrawal is (the server's `withdrawalLifecycle` chart). */
export type WithdrawalStatus = 'pendingReview' | 'approved' | 'awaitingConfirmation' | 'disputed' | 'completed' | 'rejected' | 'refunded';

/** One withdrawal as its member sees it. */
export interface WithdrawalRecord {
  withdrawalId: string;
  amount: number;
  charge: number;
  /** what the member is paid */
  payout: number;
  status: WithdrawalStatus;
  bankName: string;
  cardNumber: string;
  /** epoch ms */
  requestTime: number;
  completedTime: number | null;
  /** paid and unanswered: when it counts as received (epoch ms) */
  confirmBy: number | null;
  receivedAmount: number | null;
}

/** The fee preview for an amount. */
export interface WithdrawCharges {
  charge: number;
  /** what reaches the member's account */
  receivable: number;
}

/** The request sent (sealed); the key is the attempt's, kept for a retry of the same request. */
export interface WithdrawRequest {
  amount: string;
  bankCardId: string;
  password: string;
  idempotencyKey: string;
}

/**
 * A refused submit as src/api hands it over: the code, the envelope's `value` (tries left, today's
 * remaining amount, the withdrawable amount, the lock's wait) and, for `request_param_err`, the
 * gateway's short problem per field.
 */
export interface WithdrawFailure {
  errorCode: string;
  value?: unknown;
  fields?: Record<string, string>;
}

export type WithdrawField = 'amount' | 'password';

/** A field that can show an error: the two typed ones and the account choice. */
export type WithdrawErrorField = WithdrawField | 'card';

/**
 * Why a field is refused: `required`, `format` (amount: not positive with at most two decimals;
 * password: not 6 digits), `min`/`max` (outside the merchant's limits), `withdrawable` (more than
 * may leave now, `value` the withdrawable amount), `dailyAmount` (more than is left today, `value`
 * the rest), `wrong` (the payment password, `value` the tries left or null), `inactive` (the bank is
 * switched off), or `refused` with the gateway's own text.
 */
export type WithdrawFieldErrorCode = 'required' | 'format' | 'min' | 'max' | 'withdrawable' | 'dailyAmount' | 'wrong' | 'inactive' | 'refused';

export interface WithdrawFieldError {
  code: WithdrawFieldErrorCode;
  /** the gateway's text for `refused`, else null */
  text: string | null;
  /** the amount or count the message names, else null */
  value: number | null;
}

export type WithdrawFieldErrors = Partial<Record<WithdrawErrorField, WithdrawFieldError>>;

/** What the member still has to do in the security centre before a withdrawal. */
export interface WithdrawSetup {
  needsCard: boolean;
  needsPassword: boolean;
}

export interface WithdrawAttempt {
  key: string;
  /** the request's fingerprint (`requestFingerprint`) */
  request: string;
}

/** The fee shown, for the amount it was asked for. */
export interface WithdrawFee extends WithdrawCharges {
  amount: string;
}

export interface WithdrawContext {
  page: WithdrawPageData | null;
  bankCardId: string | null;
  values: Record<WithdrawField, string>;
  fieldErrors: WithdrawFieldErrors;
  /** the last failure of a load or a submit that names no field */
  errorCode: string | null;
  /** a number that failure carries (the lock's wait in seconds), else null */
  errorValue: number | null;
  /**
   * The attempt being made: its idempotency key and the request it was made for. Kept only after a
   * failure whose outcome is unknown, so sending the same request again cannot withdraw twice.
   */
  attempt: WithdrawAttempt | null;
  fee: WithdrawFee | null;
  feeErrorCode: string | null;
  /** the withdrawal just requested */
  withdrawal: WithdrawalRecord | null;
  setup: WithdrawSetup;
}

export type WithdrawEvent =
  | { type: 'page.retry' }
  | { type: 'card.select'; bankCardId: string }
  | { type: 'field.change'; field: WithdrawField; value: string }
  | { type: 'form.submit' }
  /** back to a fresh form (limits read again) after a request */
  | { type: 'withdraw.new' };

export type WithdrawStatusView = 'loading' | 'failed' | 'unavailable' | 'needsSetup' | 'nothingToWithdraw' | 'form' | 'done';

export interface WithdrawFormView {
  cards: readonly WithdrawCard[];
  bankCardId: string | null;
  values: Record<WithdrawField, string>;
  fieldErrors: WithdrawFieldErrors;
  submitting: boolean;
  canSubmit: boolean;
  /** the last attempt's outcome is unknown: submitting again retries it safely */
  retriesAttempt: boolean;
  /** the fee of the typed amount, once known */
  fee: WithdrawFee | null;
  feeLoading: boolean;
  feeErrorCode: string | null;
}

export interface WithdrawView {
  status: WithdrawStatusView;
  currencySymbol: string;
  settings: WithdrawSettings | null;
  turnover: TurnoverInfo | null;
  /** set exactly when the status is `nothingToWithdraw` */
  nothingToWithdraw: NothingToWithdraw | null;
  setup: WithdrawSetup;
  form: WithdrawFormView;
  withdrawal: WithdrawalRecord | null;
  errorCode: string | null;
  errorValue: number | null;
}
