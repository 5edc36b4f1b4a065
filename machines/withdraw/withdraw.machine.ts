/**
 * Withdraw (id `withdraw`): the member centre's withdraw page.
 *
 * - `loading` reads the settings, the turnover and the bound accounts together (`loadPage`), then:
 *   `nothingToWithdraw` when what may leave is below the minimum or zero (the turnover still owed locks
 *   the balance, or the balance is short): the page says why and offers no form (research §3.5);
 *   `needsSetup` when the member has no bound account or no payment password (the page leads to the
 *   security centre); else the form (`ready`). `failed` offers a retry; `unavailable` is the
 *   merchant's switch.
 * - `ready` runs two regions. `form`: a submit that passes the checks takes a fresh attempt key from
 *   the edge (`keying`), or reuses the key when it sends again the request of an attempt whose
 *   outcome is unknown, then sends the sealed request. Every failure goes back to `editing` with what
 *   was typed. `fee`: each amount within the limits is priced after FEE_DEBOUNCE of quiet typing.
 * - `done` shows the request (pending review) and tells the edge the balance changed;
 *   `withdraw.new` reads the page again (today's limits moved).
 */
import { and, assign, setup, enqueueActions } from 'xstate';
import { tellBalanceChanged, doneOutput, errorCodeOf, errorOf, notProvidedActor } from '../shared';
import {
  cardOf,
  firstActiveCard,
  nothingToWithdrawOf,
  previewable,
  refusalOf,
  requestFingerprint,
  SETUP_CODES,
  sameAttempt,
  setupAfter,
  setupOf,
  UNKNOWN_OUTCOME_CODES,
  validateWithdraw,
} from './withdraw.rules';
import type {
  WithdrawalRecord,
  WithdrawCharges,
  WithdrawContext,
  WithdrawEvent,
  WithdrawFailure,
  WithdrawFieldErrors,
  WithdrawPageData,
  WithdrawRequest,
} from './withdraw.types';

/** The form as a fresh request starts it: the account chosen stays. */
const freshForm = {
  values: { amount: '', password: '' },
  fieldErrors: {},
  errorCode: null,
  errorValue: null,
  attempt: null,
  fee: null,
  feeErrorCode: null,
} as const;

function withdrawRequest({ context }: { context: WithdrawContext }): WithdrawRequest {
  // entered only with a valid form and an attempt (`keying`, or the same attempt again)
  return {
    amount: context.values.amount.trim(),
    bankCardId: context.bankCardId!,
    password: context.values.password,
    idempotencyKey: context.attempt!.key,
  };
}

const failureOf = (event: { type: string }): WithdrawFailure => {
  const error = errorOf(event);
  const extra = typeof error === 'object' && error !== null ? (error as { value?: unknown; fields?: unknown }) : {};
  return {
    errorCode: errorCodeOf(error, 'network.error'),
    value: extra.value ?? null,
    ...(extra.fields && typeof extra.fields === 'object' ? { fields: extra.fields as Record<string, string> } : {}),
  };
};

const withoutError = (errors: WithdrawFieldErrors, field: keyof WithdrawFieldErrors): WithdrawFieldErrors => {
  const rest = { ...errors };
  delete rest[field];
  return rest;
};

export const withdrawMachine = setup({
  types: {
    context: {} as WithdrawContext,
    events: {} as WithdrawEvent,
  },
  actors: {
    loadPage: notProvidedActor<WithdrawPageData>('loadPage'),
    loadCharges: notProvidedActor<WithdrawCharges, { amount: string }>('loadCharges'),
    /** a fresh idempotency key (16 to 64 of [A-Za-z0-9_-]): randomness is the edge's */
    createAttemptKey: notProvidedActor<string>('createAttemptKey'),
    submitWithdraw: notProvidedActor<WithdrawalRecord, WithdrawRequest>('submitWithdraw'),
  },
  actions: {
    /** the header's balance reloads (the amount left the wallet for the hold) */
    announceBalanceChange: enqueueActions(tellBalanceChanged),
    assignPage: assign(({ context, event }) => {
      const page = doneOutput<WithdrawPageData>(event);
      const kept = page.cards.some((card) => card.bankCardId === context.bankCardId && card.active);
      return { page, setup: setupOf(page), bankCardId: kept ? context.bankCardId : firstActiveCard(page.cards), errorCode: null, errorValue: null };
    }),
    assignError: assign(({ event }) => ({ errorCode: errorCodeOf(errorOf(event), 'network.error'), errorValue: null })),
    selectCard: assign(({ context, event }) =>
      event.type === 'card.select' ? { bankCardId: event.bankCardId, fieldErrors: withoutError(context.fieldErrors, 'card'), errorCode: null } : {},
    ),
    assignField: assign(({ context, event }) =>
      event.type === 'field.change'
        ? { values: { ...context.values, [event.field]: event.value }, fieldErrors: withoutError(context.fieldErrors, event.field) }
        : {},
    ),
    showErrors: assign(({ context }) => ({ fieldErrors: validateWithdraw(context), errorCode: null, errorValue: null })),
    clearErrors: assign({ fieldErrors: {}, errorCode: null, errorValue: null }),
    assignAttempt: assign(({ context, event }) => ({ attempt: { key: doneOutput<string>(event), request: requestFingerprint(context) } })),
    assignSubmitFailure: assign(({ context, event }) => {
      const failure = failureOf(event);
      return {
        ...refusalOf(failure),
        // only an attempt the gateway may have taken keeps its key for the retry
        attempt: UNKNOWN_OUTCOME_CODES.includes(failure.errorCode) ? context.attempt : null,
      };
    }),
    assignSetupFailure: assign(({ context, event }) => ({ setup: setupAfter(context.setup, failureOf(event).errorCode), attempt: null })),
    assignWithdrawal: assign(({ event }) => ({ withdrawal: doneOutput<WithdrawalRecord>(event), attempt: null })),
    clearFee: assign({ fee: null, feeErrorCode: null }),
    assignFee: assign(({ context, event }) => ({
      fee: { amount: context.values.amount, ...doneOutput<WithdrawCharges>(event) },
      feeErrorCode: null,
    })),
    assignFeeError: assign(({ event }) => ({ feeErrorCode: errorCodeOf(errorOf(event), 'network.error') })),
    startNew: assign({ ...freshForm, withdrawal: null }),
  },
  guards: {
    closed: ({ event }) => errorCodeOf(errorOf(event)) === 'withdraw.unavailable',
    nothingToWithdraw: ({ event }) => nothingToWithdrawOf(doneOutput<WithdrawPageData>(event)) !== null,
    needsSetup: ({ event }) => {
      const setup = setupOf(doneOutput<WithdrawPageData>(event));
      return setup.needsCard || setup.needsPassword;
    },
    otherCard: ({ context, event }) =>
      event.type === 'card.select' &&
      event.bankCardId !== context.bankCardId &&
      cardOf({ page: context.page, bankCardId: event.bankCardId }) !== null,
    formValid: ({ context }) => Object.keys(validateWithdraw(context)).length === 0,
    sameAttempt: ({ context }) => sameAttempt(context),
    retryAttempt: and(['formValid', 'sameAttempt']),
    setupMissing: ({ event }) => SETUP_CODES.includes(failureOf(event).errorCode),
    /** an amount typed that the fee can be asked for (the guard sees the event's value, not yet assigned) */
    pricesAmount: ({ context, event }) => event.type === 'field.change' && event.field === 'amount' && previewable(context, event.value),
    changesAmount: ({ event }) => event.type === 'field.change' && event.field === 'amount',
  },
  delays: {
    /** quiet typing before the fee is asked for (research §3.5: 500 ms) */
    FEE_DEBOUNCE: 500,
  },
}).createMachine({
  id: 'withdraw',
  context: {
    page: null,
    bankCardId: null,
    ...freshForm,
    withdrawal: null,
    setup: { needsCard: false, needsPassword: false },
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        onDone: [
          // no amount the gateway would take: the setup would not help yet
          { guard: 'nothingToWithdraw', target: 'nothingToWithdraw', actions: 'assignPage' },
          { guard: 'needsSetup', target: 'needsSetup', actions: 'assignPage' },
          { target: 'ready', actions: 'assignPage' },
        ],
        onError: [
          { guard: 'closed', target: 'unavailable', actions: 'assignError' },
          { target: 'failed', actions: 'assignError' },
        ],
      },
    },
    failed: {
      tags: ['error'],
      description: 'The page could not be read: it says so and offers a retry.',
      on: { 'page.retry': { target: 'loading' } },
    },
    unavailable: {
      description: 'The merchant takes no withdrawals now.',
    },
    needsSetup: {
      description: 'No bound account or no payment password: the page explains and leads to the security centre.',
    },
    nothingToWithdraw: {
      description: 'What may leave is below the minimum or zero: the page says why (the turnover still to wager, or the minimum) and offers no form.',
    },
    ready: {
      type: 'parallel',
      states: {
        form: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'card.select': { guard: 'otherCard', actions: 'selectCard' },
                'field.change': { actions: 'assignField' },
                'form.submit': [
                  { guard: 'retryAttempt', target: 'submitting', actions: 'clearErrors' },
                  { guard: 'formValid', target: 'keying', actions: 'clearErrors' },
                  { actions: 'showErrors' },
                ],
              },
            },
            keying: {
              tags: ['busy'],
              description: 'A new attempt takes its idempotency key from the edge.',
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
                id: 'submitWithdraw',
                src: 'submitWithdraw',
                input: withdrawRequest,
                onDone: { target: '#withdraw.done', actions: ['assignWithdrawal', 'announceBalanceChange'] },
                onError: [
                  { guard: 'setupMissing', target: '#withdraw.needsSetup', actions: 'assignSetupFailure' },
                  { target: 'editing', actions: 'assignSubmitFailure' },
                ],
              },
            },
          },
        },
        fee: {
          description: 'The fee preview of the typed amount, asked for once typing pauses.',
          initial: 'idle',
          on: {
            // a change restarts the wait: only the amount typing paused on is priced
            'field.change': [
              { guard: 'pricesAmount', target: '.waiting', actions: 'clearFee' },
              { guard: 'changesAmount', target: '.idle', actions: 'clearFee' },
            ],
          },
          states: {
            idle: { description: 'No amount within the limits: no fee shown.' },
            waiting: { after: { FEE_DEBOUNCE: { target: 'fetching' } } },
            fetching: {
              invoke: {
                id: 'loadCharges',
                src: 'loadCharges',
                input: ({ context }) => ({ amount: context.values.amount.trim() }),
                onDone: { target: 'shown', actions: 'assignFee' },
                onError: { target: 'failed', actions: 'assignFeeError' },
              },
            },
            shown: {},
            failed: { description: 'The fee could not be read; the form still submits (the gateway prices it).' },
          },
        },
      },
    },
    done: {
      description: 'The request is made and waits for review; the amount is held.',
      on: { 'withdraw.new': { target: 'loading', actions: 'startNew' } },
    },
  },
});
