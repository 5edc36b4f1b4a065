/**
 * The withdraw form's rules, pure so they are tested without a chart: the checks (amounts exact, in
 * cents, never floating point), when a fee preview is worth asking for, what makes two submits the
 * same request, and a refusal mapped to field errors or the page's message.
 */
import { parseMinorUnits } from '../../rules/amount';
import type {
  WithdrawCard,
  WithdrawContext,
  WithdrawFailure,
  WithdrawFieldError,
  WithdrawFieldErrors,
  NothingToWithdraw,
  WithdrawPageData,
  WithdrawSetup,
} from './withdraw.types';

/** The payment password is a 6-digit PIN (wire/security-center.schemas.ts). */
const PAYMENT_PASSWORD = /^\d{6}$/;

const toCents = (major: number) => Math.round(major * 100);

const fieldError = (code: WithdrawFieldError['code'], value: number | null = null, text: string | null = null): WithdrawFieldError => ({
  code,
  text,
  value,
});

export function cardOf(context: Pick<WithdrawContext, 'page' | 'bankCardId'>): WithdrawCard | null {
  return context.page?.cards.find((card) => card.bankCardId === context.bankCardId) ?? null;
}

/** The first account the merchant pays out to now, so a member with one account has nothing to pick. */
export const firstActiveCard = (cards: readonly WithdrawCard[]): string | null => cards.find((card) => card.active)?.bankCardId ?? null;

/** What the security centre still has to give: a bound account and a payment password. */
export const setupOf = (page: Pick<WithdrawPageData, 'cards' | 'settings'>): WithdrawSetup => ({
  needsCard: page.cards.length === 0,
  needsPassword: !page.settings.hasPaymentPassword,
});

/**
 * Why no withdrawal can be made now, or null when one can: what may leave (the balance above the
 * turnover still owed) is below the merchant's minimum, zero included. `turnover` while some is still
 * to wager (wagering unlocks more), else `belowMinimum` (only more money would).
 */
export function nothingToWithdrawOf(page: Pick<WithdrawPageData, 'settings' | 'turnover'>): NothingToWithdraw | null {
  const { withdrawableBalance, remainingTurnover } = page.turnover;
  if (toCents(withdrawableBalance) >= toCents(page.settings.minWithdrawal)) return null;
  return {
    reason: toCents(remainingTurnover) > 0 ? 'turnover' : 'belowMinimum',
    withdrawable: withdrawableBalance,
    minimum: page.settings.minWithdrawal,
    remainingTurnover,
  };
}

/** The amount's error by the merchant's limits alone (what the fee preview needs), or null. */
function limitError(context: Pick<WithdrawContext, 'page'>, typed: string): WithdrawFieldError | null {
  const page = context.page;
  const text = typed.trim();
  const cents = parseMinorUnits(text);
  if (text === '') return fieldError('required');
  if (cents === null || cents <= 0) return fieldError('format');
  if (!page) return null;
  if (cents < toCents(page.settings.minWithdrawal)) return fieldError('min', page.settings.minWithdrawal);
  if (cents > toCents(page.settings.maxWithdrawal)) return fieldError('max', page.settings.maxWithdrawal);
  return null;
}

/** Whether the fee of this amount may be asked for: a plain amount within the merchant's limits. */
export const previewable = (context: Pick<WithdrawContext, 'page'>, typed: string): boolean => limitError(context, typed) === null;

/** The errors a submit of this context would show; empty when it may be sent. */
export function validateWithdraw(context: WithdrawContext): WithdrawFieldErrors {
  const errors: WithdrawFieldErrors = {};
  const page = context.page;
  if (!page) return errors;
  const card = cardOf(context);
  if (!card) errors.card = fieldError('required');
  else if (!card.active) errors.card = fieldError('inactive');
  const amount = limitError(context, context.values.amount);
  const cents = parseMinorUnits(context.values.amount) ?? 0;
  if (amount) errors.amount = amount;
  else if (cents > toCents(page.turnover.withdrawableBalance)) errors.amount = fieldError('withdrawable', page.turnover.withdrawableBalance);
  else if (cents > toCents(page.settings.remainingWithdrawAmount)) errors.amount = fieldError('dailyAmount', page.settings.remainingWithdrawAmount);
  const password = context.values.password;
  if (password === '') errors.password = fieldError('required');
  else if (!PAYMENT_PASSWORD.test(password)) errors.password = fieldError('format');
  return errors;
}

/**
 * What makes two submits the same request: the account and the amount in cents. The password is
 * not part of it: a retry with the password typed again is still the same money.
 */
export function requestFingerprint(context: Pick<WithdrawContext, 'bankCardId' | 'values'>): string {
  return JSON.stringify([context.bankCardId, parseMinorUnits(context.values.amount)]);
}

/** The kept attempt when this submit is the same request again. */
export const sameAttempt = (context: WithdrawContext): boolean => context.attempt !== null && context.attempt.request === requestFingerprint(context);

/**
 * Failures after which the gateway may have taken the withdrawal all the same (the answer was
 * lost, or the gateway broke mid-way): the attempt keeps its key, so sending again cannot pay twice.
 */
export const UNKNOWN_OUTCOME_CODES: readonly string[] = ['network.error', 'system.error'];

/** Failures that mean the security centre is needed first. */
export const SETUP_CODES: readonly string[] = ['not.exists.payment.password', 'withdraw.card.required'];

const numberIn = (value: unknown, key: string): number | null => {
  const found = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
  return typeof found === 'number' && Number.isFinite(found) ? found : null;
};

/** What a refused submit shows: under a field when it names one, else as the page's message. */
export interface WithdrawRefusal {
  fieldErrors: WithdrawFieldErrors;
  errorCode: string | null;
  errorValue: number | null;
}

export function refusalOf(failure: WithdrawFailure): WithdrawRefusal {
  const field = (errors: WithdrawFieldErrors): WithdrawRefusal => ({ fieldErrors: errors, errorCode: null, errorValue: null });
  switch (failure.errorCode) {
    case 'invalid.payment.pw':
      return field({ password: fieldError('wrong', numberIn(failure.value, 'attemptsLeft')) });
    case 'withdraw.daily.amount':
      return field({ amount: fieldError('dailyAmount', numberIn(failure.value, 'remaining')) });
    case 'withdraw.not.withdrawable':
      return field({ amount: fieldError('withdrawable', numberIn(failure.value, 'withdrawable')) });
    case 'withdraw.card.unknown':
      return field({ card: fieldError('refused') });
    case 'payment.password.locked':
      return { fieldErrors: {}, errorCode: failure.errorCode, errorValue: numberIn(failure.value, 'retryAfterSeconds') };
    case 'request_param_err': {
      const text = failure.fields?.amount;
      if (typeof text === 'string') return field({ amount: fieldError('refused', null, text.trim() === '' ? null : text) });
      return { fieldErrors: {}, errorCode: failure.errorCode, errorValue: null };
    }
    default:
      return { fieldErrors: {}, errorCode: failure.errorCode, errorValue: null };
  }
}

/** The setup a refusal reveals (the page was read before the member changed it elsewhere). */
export function setupAfter(setup: WithdrawSetup, errorCode: string): WithdrawSetup {
  if (errorCode === 'not.exists.payment.password') return { ...setup, needsPassword: true };
  if (errorCode === 'withdraw.card.required') return { ...setup, needsCard: true };
  return setup;
}
