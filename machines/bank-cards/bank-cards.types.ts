/**
 * The member's bank accounts and e-wallets in the security centre (research §3.2, §3.5;
 * wire/security-center.schemas.ts): the list with masked numbers and the limit, an add form (bank
 * picker, number, holder, which must be the member's real name) and a delete behind a confirmation.
 * These are the chart's shapes; src/api maps the wire onto them.
 */
import type { FormContext } from '../shared';

/** `BC` a bank account or card, `EW` an e-wallet. */
export type CardType = 'BC' | 'EW';

/** A bank the merchant pays out to, with the length of its account numbers. */
export interface Bank {
  bankCode: string;
  bankName: string;
  cardType: CardType;
  minLength: number;
  maxLength: number;
}

/** A bound account; the number masked by the gateway. */
export interface BankCard {
  bankCardId: number;
  bankCode: string;
  bankName: string;
  cardNumber: string;
  cardHolder: string;
  cardType: CardType;
  /** false while the merchant has the bank switched off */
  withdrawActive: boolean;
  /** ISO instant */
  createdAt: string;
}

export interface BankCardList {
  bankCards: BankCard[];
  maxCardCount: number;
  remainingCardCount: number;
}

export interface BankCardsInput {
  /** the member's real name, null until set: accounts must be in this name */
  payeeName: string | null;
}

export type BankCardField = 'bankCode' | 'cardNumber' | 'cardHolder';

/**
 * Why a field is refused: `required`, `length` (not the bank's number of digits), `format`
 * (not digits; a holder's name with other characters), `mismatch` (the holder is not the real
 * name), `exists` (the account is bound already), or `refused` with the gateway's own text.
 */
export type BankCardErrorCode = 'required' | 'length' | 'format' | 'mismatch' | 'exists' | 'refused';

export interface BankCardFieldError {
  code: BankCardErrorCode;
  /** the gateway's text for `refused`, else null */
  text: string | null;
}

export type BankCardFieldErrors = Partial<Record<BankCardField, BankCardFieldError>>;

export interface AddBankCardRequest {
  bankCode: string;
  cardNumber: string;
  cardHolder: string;
}

/** A refused call as src/api hands it over; `request_param_err` names the fields. */
export interface BankCardsFailure {
  errorCode: string;
  fields?: Record<string, string>;
  maxCardCount?: number;
}

export interface BankCardsContext extends FormContext<BankCardField, BankCardFieldError> {
  list: BankCardList | null;
  /** loaded when the add form first opens */
  banks: Bank[] | null;
  payeeName: string | null;
  /** the account a delete is asked or under way for */
  deletingId: number | null;
  /** what just succeeded, for the page to say so */
  notice: 'added' | 'deleted' | null;
}

export type BankCardsEvent =
  | { type: 'cards.retry' }
  | { type: 'card.add' }
  | { type: 'field.change'; field: BankCardField; value: string }
  | { type: 'form.submit' }
  | { type: 'form.cancel' }
  | { type: 'card.delete'; bankCardId: number }
  | { type: 'delete.confirm' }
  | { type: 'delete.dismiss' }
  /** the real name was just set in the profile: new accounts are in this name */
  | { type: 'realName.set'; payeeName: string };

export interface BankCardsView {
  status: 'loading' | 'failed' | 'ready';
  cards: readonly BankCard[];
  maxCardCount: number;
  remainingCardCount: number;
  payeeName: string | null;
  adding: boolean;
  loadingBanks: boolean;
  banks: readonly Bank[];
  /** the picked bank, null when none */
  bank: Bank | null;
  values: Record<BankCardField, string>;
  fieldErrors: BankCardFieldErrors;
  errorCode: string | null;
  submitting: boolean;
  canAdd: boolean;
  canSubmit: boolean;
  /** the account a delete is asked for (confirming) or under way for */
  deletingId: number | null;
  confirmingDelete: boolean;
  deleting: boolean;
  notice: 'added' | 'deleted' | null;
}
