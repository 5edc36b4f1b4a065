/**
 * Deposit (id `deposit`): the member centre's deposit page.
 *
 * - `loading` the merchant's channels, then the form (`ready`), the deposit the address names
 *   (`result`), or `unavailable` when the merchant takes no deposits now; `failed` offers a retry.
 * - `ready` runs the proof image field (the `imageUpload` child, followed through its snapshots) for
 *   its whole life, so a proof survives a refused submit. A submit that passes the checks takes a
 *   fresh attempt key from the edge (`keying`), or reuses the key when it sends again the request of
 *   an attempt whose outcome is unknown, then sends a PG payment or an MT transfer. Every failure
 *   goes back to `editing` with what was typed.
 * - A PG payment ends in `redirecting`: the edge sends the browser to the provider's checkout page.
 * - `result` loads one deposit and polls it every DEPOSIT_POLL while it waits for payment or review;
 *   a credited deposit tells the edge that the balance changed. A cancellable one may be cancelled
 *   after a confirmation. `deposit.new` goes back to the form.
 */
import { and, assign, setup, enqueueActions } from 'xstate';
import { imageUploadMachine } from '../image-upload';
import { tellBalanceChanged, tellRouterQuery, doneOutput, errorCodeOf, errorOf, notProvidedAction, notProvidedActor } from '../shared';
import {
  channelOf,
  isWaiting,
  presetText,
  proofOf,
  refusedFields,
  requestFingerprint,
  sameAttempt,
  UNKNOWN_OUTCOME_CODES,
  validateDeposit,
} from './deposit.rules';
import type {
  DepositContext,
  DepositEvent,
  DepositFailure,
  DepositFieldErrors,
  DepositInput,
  DepositMethods,
  DepositRecord,
  PaymentRequest,
  PaymentStarted,
  ProofFiles,
  TransferRequest,
  TransferSubmitted,
} from './deposit.types';

const NO_PROOF = { imageId: null, busy: false } as const;

/** The form as a fresh attempt starts it: the channel chosen stays. */
const freshForm = { values: { amount: '', reference: '' }, fieldErrors: {}, errorCode: null, attempt: null, proof: NO_PROOF } as const;

function paymentRequest({ context }: { context: DepositContext }): PaymentRequest {
  // entered only with a valid form and an attempt (`keying`, or the same attempt again)
  return { bankCode: context.bankCode!, amount: context.values.amount.trim(), idempotencyKey: context.attempt!.key };
}

function transferRequest({ context }: { context: DepositContext }): TransferRequest {
  return {
    ...paymentRequest({ context }),
    reference: context.values.reference.trim(),
    proofImageId: context.proof.imageId!,
  };
}

const shownDeposit = ({ context }: { context: DepositContext }) => ({ depositId: context.depositId! });

const failureOf = (event: { type: string }): DepositFailure => {
  const error = errorOf(event);
  const fields = typeof error === 'object' && error !== null ? (error as { fields?: unknown }).fields : undefined;
  return {
    errorCode: errorCodeOf(error, 'network.error'),
    ...(fields && typeof fields === 'object' ? { fields: fields as Record<string, string> } : {}),
  };
};

const filesOf = (event: { type: string }): ProofFiles =>
  (event as { snapshot?: { context?: { files?: ProofFiles } } }).snapshot?.context?.files ?? [];

const withoutError = (errors: DepositFieldErrors, field: keyof DepositFieldErrors): DepositFieldErrors => {
  const rest = { ...errors };
  delete rest[field];
  return rest;
};

export const depositMachine = setup({
  types: {
    context: {} as DepositContext,
    events: {} as DepositEvent,
    input: {} as DepositInput,
    children: {} as { imageUpload: 'imageUpload' },
  },
  actors: {
    loadMethods: notProvidedActor<DepositMethods>('loadMethods'),
    /** a fresh idempotency key (16 to 64 of [A-Za-z0-9_-]): randomness is the edge's */
    createAttemptKey: notProvidedActor<string>('createAttemptKey'),
    submitPayment: notProvidedActor<PaymentStarted, PaymentRequest>('submitPayment'),
    submitTransfer: notProvidedActor<TransferSubmitted, TransferRequest>('submitTransfer'),
    loadDeposit: notProvidedActor<DepositRecord, { depositId: string }>('loadDeposit'),
    cancelDeposit: notProvidedActor<void, { depositId: string }>('cancelDeposit'),
    /** the proof field; the edge provides it with its file reading and upload */
    imageUpload: imageUploadMachine,
  },
  actions: {
    /** the edge sends the browser to the provider's checkout page */
    openCheckout: notProvidedAction<{ url: string }>('openCheckout'),
    /** the header's balance reloads (the money is in the wallet) */
    announceBalanceChange: enqueueActions(tellBalanceChanged),
    /**
     * the address names the deposit whose result shows (a reload or a shared link opens it again),
     * or none on the form; the router replaces the entry, so back leaves the page as any centre page
     */
    showResultInAddress: enqueueActions(({ context, system, enqueue }) => tellRouterQuery({ system, enqueue }, 'depositId', context.depositId)),
    showFormInAddress: enqueueActions(({ system, enqueue }) => tellRouterQuery({ system, enqueue }, 'depositId', null)),
    assignMethods: assign(({ context, event }) => {
      const methods = doneOutput<DepositMethods>(event);
      const kept = methods.channels.some((channel) => channel.bankCode === context.bankCode);
      return { methods, bankCode: kept ? context.bankCode : (methods.channels[0]?.bankCode ?? null), errorCode: null };
    }),
    assignError: assign(({ event }) => ({ errorCode: errorCodeOf(errorOf(event), 'network.error') })),
    selectChannel: assign(({ event }) => (event.type === 'channel.select' ? { bankCode: event.bankCode, fieldErrors: {}, errorCode: null } : {})),
    assignField: assign(({ context, event }) =>
      event.type === 'field.change'
        ? { values: { ...context.values, [event.field]: event.value }, fieldErrors: withoutError(context.fieldErrors, event.field) }
        : {},
    ),
    assignPreset: assign(({ context, event }) =>
      event.type === 'amount.preset'
        ? { values: { ...context.values, amount: presetText(event.amount) }, fieldErrors: withoutError(context.fieldErrors, 'amount') }
        : {},
    ),
    followProof: assign(({ context, event }) => {
      const proof = proofOf(filesOf(event));
      // an uploaded proof answers the field's error
      return proof.imageId === null ? { proof } : { proof, fieldErrors: withoutError(context.fieldErrors, 'proof') };
    }),
    showErrors: assign(({ context }) => ({ fieldErrors: validateDeposit(context), errorCode: null })),
    clearErrors: assign({ fieldErrors: {}, errorCode: null }),
    assignAttempt: assign(({ context, event }) => ({ attempt: { key: doneOutput<string>(event), request: requestFingerprint(context) } })),
    assignSubmitFailure: assign(({ context, event }) => {
      const failure = failureOf(event);
      const fieldErrors = refusedFields(failure);
      const named = Object.keys(fieldErrors).length > 0;
      return {
        fieldErrors,
        errorCode: named ? null : failure.errorCode,
        // only an attempt the gateway may have taken keeps its key for the retry
        attempt: UNKNOWN_OUTCOME_CODES.includes(failure.errorCode) ? context.attempt : null,
      };
    }),
    assignStarted: assign(({ event }) => ({ depositId: doneOutput<PaymentStarted | TransferSubmitted>(event).depositId, attempt: null })),
    assignDeposit: assign(({ event }) => ({ deposit: doneOutput<DepositRecord>(event), errorCode: null })),
    clearCancelError: assign({ cancelErrorCode: null }),
    assignCancelError: assign(({ event }) => ({ cancelErrorCode: errorCodeOf(errorOf(event), 'network.error') })),
    startNewDeposit: assign({ ...freshForm, depositId: null, deposit: null, cancelErrorCode: null }),
  },
  guards: {
    hasDepositId: ({ context }) => context.depositId !== null,
    takesDeposits: ({ event }) => {
      const methods = doneOutput<DepositMethods>(event);
      return methods.allowDeposit && methods.channels.length > 0;
    },
    offersChannels: ({ context }) => context.methods?.allowDeposit === true && context.methods.channels.length > 0,
    otherChannel: ({ context, event }) =>
      event.type === 'channel.select' &&
      event.bankCode !== context.bankCode &&
      (context.methods?.channels.some((channel) => channel.bankCode === event.bankCode) ?? false),
    formValid: ({ context }) => Object.keys(validateDeposit(context)).length === 0,
    sameAttempt: ({ context }) => sameAttempt(context),
    paysOnline: ({ context }) => channelOf(context)?.bankType === 'PG',
    retryPayment: and(['formValid', 'sameAttempt', 'paysOnline']),
    retryTransfer: and(['formValid', 'sameAttempt']),
    isCredited: ({ event }) => doneOutput<DepositRecord>(event).status === 'credited',
    isStillWaiting: ({ event }) => isWaiting(doneOutput<DepositRecord>(event)),
    cancellable: ({ context }) => context.deposit?.cancellable === true,
  },
  delays: {
    /** how often a waiting deposit is read again (a product choice: SPEC gives no figure) */
    DEPOSIT_POLL: 2000,
  },
}).createMachine({
  id: 'deposit',
  context: ({ input }) => ({
    methods: null,
    bankCode: null,
    ...freshForm,
    depositId: input.depositId,
    deposit: null,
    cancelErrorCode: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadMethods',
        src: 'loadMethods',
        onDone: [
          { guard: 'hasDepositId', target: 'result', actions: 'assignMethods' },
          { guard: 'takesDeposits', target: 'ready', actions: 'assignMethods' },
          { target: 'unavailable', actions: 'assignMethods' },
        ],
        onError: { target: 'failed', actions: 'assignError' },
      },
    },
    failed: {
      tags: ['error'],
      description: 'The channels could not be loaded: the page says so and offers a retry.',
      on: { 'methods.retry': { target: 'loading' } },
    },
    unavailable: {
      description: 'The merchant takes no deposits now (no channel is on).',
    },
    ready: {
      initial: 'editing',
      entry: 'showFormInAddress',
      invoke: { id: 'imageUpload', src: 'imageUpload', input: { maxFiles: 1 }, onSnapshot: { actions: 'followProof' } },
      states: {
        editing: {
          on: {
            'channel.select': { guard: 'otherChannel', actions: 'selectChannel' },
            'field.change': { actions: 'assignField' },
            'amount.preset': { actions: 'assignPreset' },
            'form.submit': [
              { guard: 'retryPayment', target: 'submittingPayment', actions: 'clearErrors' },
              { guard: 'retryTransfer', target: 'submittingTransfer', actions: 'clearErrors' },
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
            onDone: [
              { guard: 'paysOnline', target: 'submittingPayment', actions: 'assignAttempt' },
              { target: 'submittingTransfer', actions: 'assignAttempt' },
            ],
            onError: { target: 'editing', actions: 'assignError' },
          },
        },
        submittingPayment: {
          tags: ['busy'],
          invoke: {
            id: 'submitPayment',
            src: 'submitPayment',
            input: paymentRequest,
            onDone: {
              target: '#deposit.redirecting',
              actions: ['assignStarted', { type: 'openCheckout', params: ({ event }) => ({ url: event.output.redirectUrl }) }],
            },
            onError: { target: 'editing', actions: 'assignSubmitFailure' },
          },
        },
        submittingTransfer: {
          tags: ['busy'],
          invoke: {
            id: 'submitTransfer',
            src: 'submitTransfer',
            input: transferRequest,
            onDone: { target: '#deposit.result', actions: 'assignStarted' },
            onError: { target: 'editing', actions: 'assignSubmitFailure' },
          },
        },
      },
    },
    redirecting: {
      tags: ['busy'],
      description: "The browser is on its way to the provider's checkout page, which sends the member back with the deposit's id.",
    },
    result: {
      initial: 'fetching',
      entry: 'showResultInAddress',
      on: {
        'deposit.new': [
          { guard: 'offersChannels', target: 'ready', actions: 'startNewDeposit' },
          { target: 'unavailable', actions: 'startNewDeposit' },
        ],
      },
      states: {
        fetching: {
          tags: ['busy'],
          invoke: {
            id: 'loadDeposit',
            src: 'loadDeposit',
            input: shownDeposit,
            onDone: [
              // a credit also refreshes the header's balance
              { guard: 'isCredited', target: 'settled', actions: ['assignDeposit', 'announceBalanceChange'] },
              { guard: 'isStillWaiting', target: 'waiting', actions: 'assignDeposit' },
              { target: 'settled', actions: 'assignDeposit' },
            ],
            onError: { target: 'loadFailed', actions: 'assignError' },
          },
        },
        loadFailed: {
          tags: ['error'],
          on: { 'deposit.retry': { target: 'fetching' } },
        },
        waiting: {
          description: 'The deposit waits for payment or review: it is read again after DEPOSIT_POLL.',
          after: { DEPOSIT_POLL: { target: 'polling' } },
          on: { 'cancel.request': { guard: 'cancellable', target: 'confirmingCancel', actions: 'clearCancelError' } },
        },
        polling: {
          description: 'A quiet refresh: the deposit stays shown, and a failed read only tries again later.',
          invoke: {
            id: 'loadDeposit',
            src: 'loadDeposit',
            input: shownDeposit,
            onDone: [
              // a credit also refreshes the header's balance
              { guard: 'isCredited', target: 'settled', actions: ['assignDeposit', 'announceBalanceChange'] },
              { guard: 'isStillWaiting', target: 'waiting', actions: 'assignDeposit' },
              { target: 'settled', actions: 'assignDeposit' },
            ],
            onError: { target: 'waiting', actions: 'assignError' },
          },
          on: { 'cancel.request': { guard: 'cancellable', target: 'confirmingCancel', actions: 'clearCancelError' } },
        },
        confirmingCancel: {
          description: 'The member is asked to confirm the cancel; polling pauses meanwhile.',
          on: { 'cancel.confirm': { target: 'cancelling' }, 'cancel.dismiss': { target: 'waiting' } },
        },
        cancelling: {
          tags: ['busy'],
          description: 'Cancelling; either way the deposit is read again (a refused cancel means its status moved on).',
          invoke: {
            id: 'cancelDeposit',
            src: 'cancelDeposit',
            input: shownDeposit,
            onDone: { target: 'fetching' },
            onError: { target: 'fetching', actions: 'assignCancelError' },
          },
        },
        settled: {
          description: 'A final status (credited, failed, expired, cancelled, rejected): nothing moves any more.',
        },
      },
    },
  },
});
