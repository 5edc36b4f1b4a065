/**
 * The balance of the signed-in account area (SPEC §2 "Logged-in area"): loaded on sign-in, reloaded
 * by a click on it or its refresh icon (an updating placeholder meanwhile, and at most once per
 * BALANCE_REFRESH_GAP), reloaded at once when the balance changed (after a game or a deposit), and
 * hideable as *** with the choice remembered.
 */

/** What `loadBalance` resolves: `value.sumBalance` in integer cents (the edge converts). */
export interface BalanceReading {
  amountCents: number;
  /** the member's currency symbol when the gateway sends one */
  currencySymbol?: string | null;
  /** the amount is a free-play account's play credit, which is not money */
  playCredit?: boolean;
}

export interface AccountBalanceInput {
  /** SPEC §2: default P */
  currencySymbol?: string | null;
  /** the remembered hide/show choice */
  hidden?: boolean;
  /** the shape of the amount last shown in this tab (amountShapeOf), for the first load's placeholder */
  amountShape?: string | null;
}

export interface AccountBalanceContext {
  amountCents: number | null;
  currencySymbol: string;
  hidden: boolean;
  /** the shape of the amount shown last in this tab before this chart (input): the first load's placeholder */
  amountShape: string | null;
  /** the amount shown is play credit (a free-play account), not money */
  playCredit: boolean;
  /** the last failed load; a failed refresh keeps the previous amount */
  errorCode: string | null;
  /** the balance changed while a refresh was in flight: load once more when it lands */
  refreshAgain: boolean;
}

export type AccountBalanceEvent =
  /** the amount or its refresh icon was clicked */
  | { type: 'balance.refresh' }
  /** the retry of a first load that failed */
  | { type: 'balance.retry' }
  /** the eye icon: show as *** or show the amount */
  | { type: 'balance.toggleHidden' }
  /** the edge: a game closed, a deposit or withdrawal went through */
  | { type: 'balance.changed' };

export type AccountBalanceStatus = 'loading' | 'failed' | 'ready';

export interface AccountBalanceView {
  status: AccountBalanceStatus;
  /** the updating placeholder is shown (first load or refresh) */
  updating: boolean;
  hidden: boolean;
  /** `1,234.50`, `***` while hidden, null while there is no amount yet */
  amountText: string | null;
  /**
   * What the updating placeholder is as wide as: the last amount's shape (`0,000.00`), `***` while
   * hidden, or null when no amount was shown in this tab yet (the slot's own width then)
   */
  placeholderText: string | null;
  currencySymbol: string;
  /** labelled "Play credit" in the currency symbol's place: a free-play account's credit is not money */
  playCredit: boolean;
  canRefresh: boolean;
  canRetry: boolean;
  errorCode: string | null;
}
