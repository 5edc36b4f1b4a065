/**
 * Transfer to upline (id `transferUpline`): the member centre's transferUpline page.
 *
 * - `editing` the amount and the payment password; a submit that passes the checks asks for a
 *   confirmation (`confirming`) naming the amount, and `confirm.back` returns to the form as typed.
 * - A confirmed transfer takes a fresh attempt key (`keying`), or reuses the key when it confirms
 *   again the amount of an attempt whose outcome is unknown, then sends (`submitting`).
 * - `done` shows who sent how much to which upline and tells the edge the balance changed;
 *   `transfer.new` starts an empty form. Every failure goes back to `editing`: a wrong payment
 *   password empties its field and says how many tries are left.
 */
import { assign, setup } from 'xstate';
import { doneOutput, errorCodeOf, errorOf, notProvidedAction, notProvidedActor } from '../shared';
import { refusedUplineFields, sameUplineAttempt, UPLINE_UNKNOWN_OUTCOME_CODES, validateUplineTransfer } from './transfer-upline.rules';
import type {
  TransferUplineContext,
  TransferUplineEvent,
  UplineTransferFailure,
  UplineTransferRequest,
  UplineTransferResult,
} from './transfer-upline.types';

const emptyForm = {
  values: { amount: '', password: '' },
  fieldErrors: {},
  errorCode: null,
  attemptsLeft: null,
  attempt: null,
} as const;

const failureOf = (event: { type: string }): UplineTransferFailure => {
  const error = errorOf(event);
  const extra = typeof error === 'object' && error !== null ? (error as { fields?: unknown; attemptsLeft?: unknown }) : {};
  return {
    errorCode: errorCodeOf(error, 'network.error'),
    ...(extra.fields && typeof extra.fields === 'object' ? { fields: extra.fields as Record<string, string> } : {}),
    ...(typeof extra.attemptsLeft === 'number' ? { attemptsLeft: extra.attemptsLeft } : {}),
  };
};

/** entered with a checked form and an attempt */
const transferInput = ({ context }: { context: TransferUplineContext }): UplineTransferRequest => ({
  amount: context.values.amount.trim(),
  password: context.values.password,
  idempotencyKey: context.attempt!.key,
});

export const transferUplineMachine = setup({
  types: {
    context: {} as TransferUplineContext,
    events: {} as TransferUplineEvent,
  },
  actors: {
    /** a fresh idempotency key (16 to 64 of [A-Za-z0-9_-]): randomness is the edge's */
    createAttemptKey: notProvidedActor<string>('createAttemptKey'),
    submitTransfer: notProvidedActor<UplineTransferResult, UplineTransferRequest>('submitTransfer'),
  },
  actions: {
    /** the header's balance reloads */
    announceBalanceChange: notProvidedAction('announceBalanceChange'),
    assignField: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {};
      const fieldErrors = { ...context.fieldErrors };
      delete fieldErrors[event.field];
      return { values: { ...context.values, [event.field]: event.value }, fieldErrors };
    }),
    showErrors: assign(({ context }) => ({ fieldErrors: validateUplineTransfer(context), errorCode: null })),
    clearErrors: assign({ fieldErrors: {}, errorCode: null }),
    assignError: assign(({ event }) => ({ errorCode: errorCodeOf(errorOf(event), 'network.error') })),
    assignAttempt: assign(({ context, event }) => ({ attempt: { key: doneOutput<string>(event), amount: context.values.amount.trim() } })),
    assignResult: assign(({ event }) => ({ ...emptyForm, result: doneOutput<UplineTransferResult>(event) })),
    assignSubmitFailure: assign(({ context, event }) => {
      const failure = failureOf(event);
      const fieldErrors = refusedUplineFields(failure);
      const wrongPassword = failure.errorCode === 'invalid.payment.pw';
      return {
        fieldErrors,
        errorCode: Object.keys(fieldErrors).length > 0 ? null : failure.errorCode,
        attemptsLeft: wrongPassword ? (failure.attemptsLeft ?? null) : null,
        values: wrongPassword ? { ...context.values, password: '' } : context.values,
        // only an attempt the gateway may have taken keeps its key for the retry
        attempt: UPLINE_UNKNOWN_OUTCOME_CODES.includes(failure.errorCode) ? context.attempt : null,
      };
    }),
    startNew: assign({ ...emptyForm, result: null }),
  },
  guards: {
    formValid: ({ context }) => Object.keys(validateUplineTransfer(context)).length === 0,
    sameAttempt: ({ context }) => sameUplineAttempt(context),
  },
}).createMachine({
  id: 'transferUpline',
  context: { ...emptyForm, result: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': { actions: 'assignField' },
        'form.submit': [{ guard: 'formValid', target: 'confirming', actions: 'clearErrors' }, { actions: 'showErrors' }],
      },
    },
    confirming: {
      description: 'The member confirms the amount before anything is sent.',
      on: {
        'confirm.accept': [{ guard: 'sameAttempt', target: 'submitting' }, { target: 'keying' }],
        'confirm.back': { target: 'editing' },
      },
    },
    keying: {
      tags: ['busy'],
      description: 'A new transfer takes its idempotency key from the edge.',
      invoke: {
        id: 'createAttemptKey',
        src: 'createAttemptKey',
        onDone: { target: 'submitting', actions: 'assignAttempt' },
        onError: { target: 'editing', actions: 'assignError' },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'submitTransfer',
        src: 'submitTransfer',
        input: transferInput,
        onDone: { target: 'done', actions: ['assignResult', 'announceBalanceChange'] },
        onError: { target: 'editing', actions: 'assignSubmitFailure' },
      },
    },
    done: {
      description: 'The transfer went through: the page says who sent how much to which upline.',
      on: { 'transfer.new': { target: 'editing', actions: 'startNew' } },
    },
  },
});
