/**
 * A transfer of money behind the payment password, as the member's transfer to its upline and the
 * agent's credit to or collect from a downline both make it: an amount read exactly and the payment
 * password, a confirmation, one idempotency key per attempt (kept for the retry of an attempt whose
 * outcome is unknown, so confirming the same amount again cannot move money twice), then a result.
 * The rules are pure; the actions are built once per chart with the chart's own context and events
 * (`paymentTransferActions<Context, Event, Result>()`), so each chart keeps naming them in its setup.
 */
import { parseMinorUnits } from '../../rules/amount';
import { assign } from 'xstate';
import type { EventObject } from 'xstate';
import { doneOutput, errorCodeOf, errorOf } from './events';

export type PaymentTransferField = 'amount' | 'password';

/** What every such transfer sends: the amount as typed (trimmed), the payment password, the attempt's key. */
export interface PaymentTransferRequest {
  amount: string;
  password: string;
  idempotencyKey: string;
}

/**
 * A rejected submit as src/api hands it over: the code; for `request_param_err` the gateway's
 * short problem per field; for a wrong payment password the tries left before it locks.
 */
export interface PaymentTransferFailure {
  errorCode: string;
  fields?: Record<string, string>;
  attemptsLeft?: number;
}

/**
 * `required`, `format` (not a positive amount with at most two decimals), `insufficient` (more
 * than the source wallet holds), `wrong` (payment password), or `refused` with the gateway's text.
 */
export type PaymentTransferFieldErrorCode = 'required' | 'format' | 'insufficient' | 'wrong' | 'refused';

export interface PaymentTransferFieldError {
  code: PaymentTransferFieldErrorCode;
  text: string | null;
}

export type PaymentTransferFieldErrors = Partial<Record<PaymentTransferField, PaymentTransferFieldError>>;

/** The part of a transfer chart's context these rules and actions read and write. */
export interface PaymentTransferForm<TResult> {
  values: Record<PaymentTransferField, string>;
  fieldErrors: PaymentTransferFieldErrors;
  errorCode: string | null;
  /** after a wrong payment password: tries left before it locks */
  attemptsLeft: number | null;
  /**
   * The attempt being made: its key and the amount it was made for (never the password). Kept after
   * a failure whose outcome is unknown, so confirming the same amount again cannot send twice.
   */
  attempt: { key: string; amount: string } | null;
  result: TResult | null;
}

/** An empty form, before any attempt. */
export const EMPTY_TRANSFER_FORM = {
  values: { amount: '', password: '' },
  fieldErrors: {},
  errorCode: null,
  attemptsLeft: null,
  attempt: null,
} as const;

/** The errors a submit would show; empty when it may go on to the confirmation. */
export function validatePaymentTransfer(context: { values: Record<PaymentTransferField, string> }): PaymentTransferFieldErrors {
  const errors: PaymentTransferFieldErrors = {};
  const typed = context.values.amount.trim();
  const cents = parseMinorUnits(typed);
  if (typed === '') errors.amount = { code: 'required', text: null };
  else if (cents === null || cents <= 0) errors.amount = { code: 'format', text: null };
  // the payment password's format is the gateway's to judge (a wrong one counts as a wrong answer)
  if (context.values.password === '') errors.password = { code: 'required', text: null };
  return errors;
}

/** A kept attempt made for the amount typed now: confirming sends it again under the same key. */
export const sameTransferAttempt = (context: Pick<PaymentTransferForm<unknown>, 'attempt' | 'values'>): boolean =>
  context.attempt !== null && context.attempt.amount === context.values.amount.trim();

const FIELD_OF: Readonly<Record<string, PaymentTransferField>> = { amount: 'amount', password: 'password' };

/** A refusal that belongs under a field. */
export function refusedTransferFields(failure: PaymentTransferFailure): PaymentTransferFieldErrors {
  if (failure.errorCode === 'wallet.insufficient') return { amount: { code: 'insufficient', text: null } };
  if (failure.errorCode === 'invalid.payment.pw') return { password: { code: 'wrong', text: null } };
  const errors: PaymentTransferFieldErrors = {};
  if (failure.errorCode !== 'request_param_err' || !failure.fields) return errors;
  for (const [name, text] of Object.entries(failure.fields)) {
    const field = FIELD_OF[name];
    if (field) errors[field] = { code: 'refused', text: typeof text === 'string' && text.trim() !== '' ? text : null };
  }
  return errors;
}

/** Failures after which the transfer may have been made all the same: the attempt keeps its key. */
export const UNKNOWN_OUTCOME_CODES: readonly string[] = ['network.error', 'system.error'];

function failureOf(event: EventObject): PaymentTransferFailure {
  const error = errorOf(event);
  const extra = typeof error === 'object' && error !== null ? (error as { fields?: unknown; attemptsLeft?: unknown }) : {};
  return {
    errorCode: errorCodeOf(error, 'network.error'),
    ...(extra.fields && typeof extra.fields === 'object' ? { fields: extra.fields as Record<string, string> } : {}),
    ...(typeof extra.attemptsLeft === 'number' ? { attemptsLeft: extra.attemptsLeft } : {}),
  };
}

/** What is sent: entered with a checked form and an attempt. */
export const paymentTransferRequest = (context: PaymentTransferForm<unknown>): PaymentTransferRequest => ({
  amount: context.values.amount.trim(),
  password: context.values.password,
  idempotencyKey: context.attempt!.key,
});

/** The actions and guards of a transfer chart, typed with the chart's context and events. */
export function paymentTransferActions<TContext extends PaymentTransferForm<TResult>, TEvent extends EventObject, TResult>() {
  const update = (assigner: (args: { context: TContext; event: TEvent }) => Partial<PaymentTransferForm<TResult>>) =>
    assign<TContext, TEvent, undefined, TEvent, never>((args) => assigner(args) as Partial<TContext>);
  return {
    actions: {
      assignField: update(({ context, event }) => {
        if (event.type !== 'field.change') return {};
        const { field, value } = event as unknown as { field: PaymentTransferField; value: string };
        const fieldErrors = { ...context.fieldErrors };
        delete fieldErrors[field];
        return { values: { ...context.values, [field]: value }, fieldErrors };
      }),
      showErrors: update(({ context }) => ({ fieldErrors: validatePaymentTransfer(context), errorCode: null })),
      clearErrors: update(() => ({ fieldErrors: {}, errorCode: null })),
      assignError: update(({ event }) => ({ errorCode: errorCodeOf(errorOf(event), 'network.error') })),
      assignAttempt: update(({ context, event }) => ({ attempt: { key: doneOutput<string>(event), amount: context.values.amount.trim() } })),
      assignResult: update(({ event }) => ({ ...EMPTY_TRANSFER_FORM, result: doneOutput<TResult>(event) })),
      assignSubmitFailure: update(({ context, event }) => {
        const failure = failureOf(event);
        const fieldErrors = refusedTransferFields(failure);
        const wrongPassword = failure.errorCode === 'invalid.payment.pw';
        return {
          fieldErrors,
          errorCode: Object.keys(fieldErrors).length > 0 ? null : failure.errorCode,
          attemptsLeft: wrongPassword ? (failure.attemptsLeft ?? null) : null,
          values: wrongPassword ? { ...context.values, password: '' } : context.values,
          // only an attempt the gateway may have taken keeps its key for the retry
          attempt: UNKNOWN_OUTCOME_CODES.includes(failure.errorCode) ? context.attempt : null,
        };
      }),
      startNew: update(() => ({ ...EMPTY_TRANSFER_FORM, result: null })),
    },
    guards: {
      formValid: ({ context }: { context: TContext }) => Object.keys(validatePaymentTransfer(context)).length === 0,
      sameAttempt: ({ context }: { context: TContext }) => sameTransferAttempt(context),
    },
  };
}
