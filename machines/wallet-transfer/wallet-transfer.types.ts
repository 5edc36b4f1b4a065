/**
 * The member centre's "my wallet" page (research §3.3 transferFund; wire/transfer.schemas.ts): the
 * member's wallets, a transfer between the main wallet and one vendor wallet either way, and
 * "recall all". These are the chart's shapes; src/api maps the wire onto them.
 */

/** `main`, or `vendor:<vassalage>` */
export type WalletId = string;

export const MAIN_WALLET: WalletId = 'main';

export interface WalletEntry {
  id: WalletId;
  /** the vendor's name; null for the main wallet (the view names it) */
  name: string | null;
  /** major units, at most two decimals */
  balance: number;
  /** a game of this vendor is open on the wallet: no transfer in or out until it is closed */
  locked: boolean;
}

/** What `loadWallets` answers, and what every transfer answers with. */
export interface WalletList {
  currencySymbol: string;
  /** major units */
  sumBalance: number;
  /** the main wallet first */
  wallets: WalletEntry[];
}

/** `in`: main -> the vendor wallet; `out`: the vendor wallet -> main. */
export type TransferDirection = 'in' | 'out';

export interface TransferRequest {
  from: WalletId;
  to: WalletId;
  /** as typed, trimmed */
  amount: string;
  idempotencyKey: string;
}

export interface RecallRequest {
  idempotencyKey: string;
}

export interface RecallResult {
  /** major units, in all */
  returned: number;
  /** wallets left out because a game of theirs is open */
  skipped: WalletId[];
  wallets: WalletList;
}

/**
 * A rejected call as src/api hands it over: the code; for `request_param_err` the gateway's short
 * problem per field; for `wallet.locked` the wallet.
 */
export interface TransferFailure {
  errorCode: string;
  fields?: Record<string, string>;
  wallet?: WalletId;
}

/** `amount`, or `vendor`: the game wallet of the pair (shown on whichever side it is). */
export type TransferField = 'amount' | 'vendor';

/**
 * `required`, `format` (not a positive amount with at most two decimals), `insufficient` (more than
 * the source wallet holds), `locked` (a game of the wallet is open), or `refused` with the
 * gateway's own text.
 */
export type TransferFieldErrorCode = 'required' | 'format' | 'insufficient' | 'locked' | 'refused';

export interface TransferFieldError {
  code: TransferFieldErrorCode;
  text: string | null;
}

export type TransferFieldErrors = Partial<Record<TransferField, TransferFieldError>>;

export interface TransferAttempt {
  key: string;
  /** `requestFingerprint` of the request the key was made for */
  request: string;
}

/** What the page says after a success, until the next change. */
export type TransferNotice =
  | { kind: 'transferred'; from: WalletId; to: WalletId; amount: string }
  | { kind: 'recalled'; returned: number; skipped: WalletId[] };

export interface WalletTransferContext {
  list: WalletList | null;
  direction: TransferDirection;
  /** the game wallet of the pair; null until one is offered or picked */
  vendor: WalletId | null;
  amount: string;
  fieldErrors: TransferFieldErrors;
  errorCode: string | null;
  /** kept after a failure whose outcome is unknown, so sending the same request again cannot move twice */
  attempt: TransferAttempt | null;
  notice: TransferNotice | null;
}

export type WalletTransferEvent =
  | { type: 'wallets.retry' }
  | { type: 'wallets.refresh' }
  /** a wallet picked on one side; the other side follows (one side is always the main wallet) */
  | { type: 'wallet.pick'; side: 'from' | 'to'; wallet: WalletId }
  | { type: 'direction.swap' }
  | { type: 'amount.change'; value: string }
  /** the source wallet's whole balance */
  | { type: 'amount.all' }
  | { type: 'form.submit' }
  | { type: 'recall.request' }
  | { type: 'recall.confirm' }
  | { type: 'recall.dismiss' };

export type WalletTransferStatusView = 'loading' | 'failed' | 'ready';

export interface WalletTransferView {
  status: WalletTransferStatusView;
  currencySymbol: string;
  sumBalance: number;
  wallets: readonly WalletEntry[];
  from: WalletEntry | null;
  to: WalletEntry | null;
  amount: string;
  fieldErrors: TransferFieldErrors;
  errorCode: string | null;
  notice: TransferNotice | null;
  /** a transfer, a recall or a refresh is under way */
  busy: boolean;
  submitting: boolean;
  recalling: boolean;
  refreshing: boolean;
  canSubmit: boolean;
  canRecall: boolean;
  confirmingRecall: boolean;
  /** the last attempt's outcome is unknown: submitting the same again retries it safely */
  retriesAttempt: boolean;
}
