/**
 * The form's rules, pure so they are tested without a chart: the amount read exactly, a refusal
 * mapped to field errors, and which failures leave an attempt's outcome unknown.
 */
import type { TransferUplineContext, UplineFieldErrors, UplineTransferFailure } from './transfer-upline.types';

const AMOUNT_FORMAT = /^\d{1,12}(\.\d{1,2})?$/;

/** The typed amount in cents, or null when it is not a plain amount with at most two decimals. */
export function uplineCents(typed: string): number | null {
  const text = typed.trim();
  if (!AMOUNT_FORMAT.test(text)) return null;
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** The errors a submit would show; empty when it may go on to the confirmation. */
export function validateUplineTransfer(context: Pick<TransferUplineContext, 'values'>): UplineFieldErrors {
  const errors: UplineFieldErrors = {};
  const typed = context.values.amount.trim();
  const cents = uplineCents(typed);
  if (typed === '') errors.amount = { code: 'required', text: null };
  else if (cents === null || cents <= 0) errors.amount = { code: 'format', text: null };
  // the payment password's format is the gateway's to judge (a wrong one counts as a wrong answer)
  if (context.values.password === '') errors.password = { code: 'required', text: null };
  return errors;
}

export const sameUplineAttempt = (context: Pick<TransferUplineContext, 'attempt' | 'values'>): boolean =>
  context.attempt !== null && context.attempt.amount === context.values.amount.trim();

const FIELD_OF: Readonly<Record<string, 'amount' | 'password'>> = { amount: 'amount', password: 'password' };

/** A refusal that belongs under a field. */
export function refusedUplineFields(failure: UplineTransferFailure): UplineFieldErrors {
  if (failure.errorCode === 'wallet.insufficient') return { amount: { code: 'insufficient', text: null } };
  if (failure.errorCode === 'invalid.payment.pw') return { password: { code: 'wrong', text: null } };
  const errors: UplineFieldErrors = {};
  if (failure.errorCode !== 'request_param_err' || !failure.fields) return errors;
  for (const [name, text] of Object.entries(failure.fields)) {
    const field = FIELD_OF[name];
    if (field) errors[field] = { code: 'refused', text: typeof text === 'string' && text.trim() !== '' ? text : null };
  }
  return errors;
}

/** Failures after which the transfer may have been made all the same: the attempt keeps its key. */
export const UPLINE_UNKNOWN_OUTCOME_CODES: readonly string[] = ['network.error', 'system.error'];
