/**
 * The add form's rules, as the gateway applies them (wire/security-center.schemas.ts,
 * server/security-center/bank-cards.service.ts), pure so they are tested without a chart: a bank
 * the merchant offers, a number of digits (spaces and dashes between groups dropped) as long as
 * that bank's numbers, and a holder named as a person is. The holder must also be the real name:
 * the gateway compares the two and says so under the field.
 */
import { personNameError, plainText } from '../profile-field';
import type {
  AddBankCardRequest,
  Bank,
  BankCardField,
  BankCardFieldError,
  BankCardFieldErrors,
  BankCardsContext,
  BankCardsFailure,
} from './bank-cards.types';

/** The number as the gateway reads it: plain digits, group separators gone. */
export const typedCardNumber = (value: string): string => value.normalize('NFKC').replace(/[\s-]/gu, '');

export function bankOf(context: Pick<BankCardsContext, 'banks' | 'values'>): Bank | null {
  return context.banks?.find((bank) => bank.bankCode === context.values.bankCode) ?? null;
}

const error = (code: BankCardFieldError['code'], text: string | null = null): BankCardFieldError => ({ code, text });

export function validateBankCard(context: Pick<BankCardsContext, 'banks' | 'values'>): BankCardFieldErrors {
  const errors: BankCardFieldErrors = {};
  const bank = bankOf(context);
  if (!bank) errors.bankCode = error('required');
  const number = typedCardNumber(context.values.cardNumber);
  if (number === '') errors.cardNumber = error('required');
  else if (!/^\d+$/.test(number)) errors.cardNumber = error('format');
  else if (bank && (number.length < bank.minLength || number.length > bank.maxLength)) errors.cardNumber = error('length');
  const holder = personNameError(context.values.cardHolder);
  if (holder) errors.cardHolder = error(holder.code === 'required' ? 'required' : 'format');
  return errors;
}

export function addRequest(context: Pick<BankCardsContext, 'values'>): AddBankCardRequest {
  const { values } = context;
  return { bankCode: values.bankCode, cardNumber: typedCardNumber(values.cardNumber), cardHolder: plainText(values.cardHolder) };
}

const FIELDS: readonly BankCardField[] = ['bankCode', 'cardNumber', 'cardHolder'];

/** A refusal shown under a field, or null when it belongs above the form. */
export function refusedFields(failure: BankCardsFailure): BankCardFieldErrors | null {
  if (failure.errorCode === 'bankcard.exists') return { cardNumber: error('exists') };
  if (failure.errorCode !== 'request_param_err' || !failure.fields) return null;
  const errors: BankCardFieldErrors = {};
  for (const field of FIELDS) {
    const text = failure.fields[field];
    if (text === undefined) continue;
    errors[field] = text === 'bankcard.holder.mismatch' ? error('mismatch') : error('refused', text.trim() === '' ? null : text);
  }
  return Object.keys(errors).length > 0 ? errors : null;
}
