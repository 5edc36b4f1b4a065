/**
 * Wallet transfer (id `walletTransfer`): the member centre's "my wallet" page (transferFund).
 *
 * - `loading` the wallets (the main wallet and one per vendor, each saying whether a game of it is
 *   open), then `ready`; `failed` offers a retry.
 * - `ready.editing`: the pair is the main wallet and one vendor wallet, either way (`wallet.pick` on
 *   either side, `direction.swap`); the amount is checked in cents against the source's balance,
 *   and a locked wallet (a game open on it) is refused before anything is sent. A submit takes a
 *   fresh attempt key (`keying`), or reuses the key when it sends again the request of an attempt
 *   whose outcome is unknown. Every failure goes back to `editing` with what was typed.
 * - "Recall all" asks first (`confirmingRecall`), then brings every vendor wallet without an open
 *   game home. Recalls move whole balances, so a repeat only moves what is still out: each confirm
 *   takes a fresh key.
 * - Each success shows the wallets the gateway answered with and tells the edge the balance changed.
 */
import { and, assign, setup, enqueueActions } from 'xstate';
import { tellBalanceChanged, doneOutput, errorCodeOf, errorOf, notProvidedActor } from '../shared';
import {
  amountText,
  firstVendor,
  isVendor,
  pairOf,
  recallable,
  refusedFields,
  requestFingerprint,
  sameAttempt,
  transferRequest,
  UNKNOWN_OUTCOME_CODES,
  validateTransfer,
  walletOf,
  withLocked,
} from './wallet-transfer.rules';
import { MAIN_WALLET } from './wallet-transfer.types';
import type {
  RecallRequest,
  RecallResult,
  TransferFailure,
  TransferRequest,
  WalletList,
  WalletTransferContext,
  WalletTransferEvent,
} from './wallet-transfer.types';

const failureOf = (event: { type: string }): TransferFailure => {
  const error = errorOf(event);
  const extra = typeof error === 'object' && error !== null ? (error as { fields?: unknown; wallet?: unknown }) : {};
  return {
    errorCode: errorCodeOf(error, 'network.error'),
    ...(extra.fields && typeof extra.fields === 'object' ? { fields: extra.fields as Record<string, string> } : {}),
    ...(typeof extra.wallet === 'string' ? { wallet: extra.wallet } : {}),
  };
};

/** The list as answered, with the pair's vendor kept when it is still offered. */
const listed = (context: WalletTransferContext, list: WalletList) => ({
  list,
  vendor: context.vendor !== null && isVendor(list, context.vendor) ? context.vendor : firstVendor(list),
});

const transferInput = ({ context }: { context: WalletTransferContext }) => transferRequest(context);
/** entered from `recallKeying`: the key is its output */
const recallInput = ({ event }: { event: { type: string } }): RecallRequest => ({ idempotencyKey: doneOutput<string>(event) });

export const walletTransferMachine = setup({
  types: {
    context: {} as WalletTransferContext,
    events: {} as WalletTransferEvent,
  },
  actors: {
    loadWallets: notProvidedActor<WalletList>('loadWallets'),
    /** a fresh idempotency key (16 to 64 of [A-Za-z0-9_-]): randomness is the edge's */
    createAttemptKey: notProvidedActor<string>('createAttemptKey'),
    submitTransfer: notProvidedActor<WalletList, TransferRequest>('submitTransfer'),
    recallAll: notProvidedActor<RecallResult, RecallRequest>('recallAll'),
  },
  actions: {
    /** the header's balance reloads */
    announceBalanceChange: enqueueActions(tellBalanceChanged),
    assignList: assign(({ context, event }) => ({ ...listed(context, doneOutput<WalletList>(event)), errorCode: null })),
    assignError: assign(({ event }) => ({ errorCode: errorCodeOf(errorOf(event), 'network.error') })),
    pickWallet: assign(({ context, event }) => {
      if (event.type !== 'wallet.pick') return {};
      const main = event.wallet === MAIN_WALLET;
      // main on one side puts the game wallet on the other; a game wallet on one side puts main on the other
      const direction = (event.side === 'from') === main ? 'in' : 'out';
      return { direction, vendor: main ? context.vendor : event.wallet, fieldErrors: {}, errorCode: null, notice: null };
    }),
    swap: assign(({ context }) => ({ direction: context.direction === 'in' ? 'out' : 'in', fieldErrors: {}, errorCode: null, notice: null })),
    assignAmount: assign(({ context, event }) => {
      if (event.type !== 'amount.change') return {};
      const { amount: _amount, ...rest } = context.fieldErrors;
      return { amount: event.value, fieldErrors: rest, notice: null };
    }),
    assignWholeBalance: assign(({ context }) => {
      const { amount: _amount, ...rest } = context.fieldErrors;
      return { amount: amountText(walletOf(context.list, pairOf(context).from)?.balance ?? 0), fieldErrors: rest, notice: null };
    }),
    showErrors: assign(({ context }) => ({ fieldErrors: validateTransfer(context), errorCode: null, notice: null })),
    clearErrors: assign({ fieldErrors: {}, errorCode: null, notice: null }),
    assignAttempt: assign(({ context, event }) => ({ attempt: { key: doneOutput<string>(event), request: requestFingerprint(context) } })),
    assignTransferred: assign(({ context, event }) => {
      const { from, to } = pairOf(context);
      return {
        ...listed(context, doneOutput<WalletList>(event)),
        notice: { kind: 'transferred' as const, from: from!, to: to!, amount: context.amount.trim() },
        amount: '',
        attempt: null,
      };
    }),
    assignSubmitFailure: assign(({ context, event }) => {
      const failure = failureOf(event);
      const fieldErrors = refusedFields(failure);
      return {
        fieldErrors,
        errorCode: Object.keys(fieldErrors).length > 0 ? null : failure.errorCode,
        // the gateway found a game open on the wallet: the list says so too
        list: failure.errorCode === 'wallet.locked' ? withLocked(context.list, failure.wallet ?? context.vendor ?? undefined) : context.list,
        // only an attempt the gateway may have taken keeps its key for the retry
        attempt: UNKNOWN_OUTCOME_CODES.includes(failure.errorCode) ? context.attempt : null,
      };
    }),
    assignRecalled: assign(({ context, event }) => {
      const result = doneOutput<RecallResult>(event);
      return { ...listed(context, result.wallets), notice: { kind: 'recalled' as const, returned: result.returned, skipped: result.skipped } };
    }),
  },
  guards: {
    knownPick: ({ context, event }) => event.type === 'wallet.pick' && walletOf(context.list, event.wallet) !== null,
    hasSource: ({ context }) => walletOf(context.list, pairOf(context).from) !== null,
    formValid: ({ context }) => Object.keys(validateTransfer(context)).length === 0,
    sameAttempt: ({ context }) => sameAttempt(context),
    retryAttempt: and(['formValid', 'sameAttempt']),
    canRecall: ({ context }) => recallable(context.list),
    returnedMoney: ({ event }) => doneOutput<RecallResult>(event).returned > 0,
  },
}).createMachine({
  id: 'walletTransfer',
  context: {
    list: null,
    direction: 'in',
    vendor: null,
    amount: '',
    fieldErrors: {},
    errorCode: null,
    attempt: null,
    notice: null,
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadWallets',
        src: 'loadWallets',
        onDone: { target: 'ready', actions: 'assignList' },
        onError: { target: 'failed', actions: 'assignError' },
      },
    },
    failed: {
      tags: ['error'],
      description: 'The wallets could not be loaded: the page says so and offers a retry.',
      on: { 'wallets.retry': { target: 'loading' } },
    },
    ready: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'wallet.pick': { guard: 'knownPick', actions: 'pickWallet' },
            'direction.swap': { actions: 'swap' },
            'amount.change': { actions: 'assignAmount' },
            'amount.all': { guard: 'hasSource', actions: 'assignWholeBalance' },
            'form.submit': [
              { guard: 'retryAttempt', target: 'submitting', actions: 'clearErrors' },
              { guard: 'formValid', target: 'keying', actions: 'clearErrors' },
              { actions: 'showErrors' },
            ],
            'recall.request': { guard: 'canRecall', target: 'confirmingRecall', actions: 'clearErrors' },
            'wallets.refresh': { target: 'refreshing', actions: 'clearErrors' },
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
            onDone: { target: 'editing', actions: ['assignTransferred', 'announceBalanceChange'] },
            onError: { target: 'editing', actions: 'assignSubmitFailure' },
          },
        },
        confirmingRecall: {
          description: 'The member is asked to confirm bringing every game wallet back to the main wallet.',
          on: { 'recall.confirm': { target: 'recallKeying' }, 'recall.dismiss': { target: 'editing' } },
        },
        recallKeying: {
          tags: ['busy'],
          invoke: {
            id: 'createAttemptKey',
            src: 'createAttemptKey',
            onDone: { target: 'recalling' },
            onError: { target: 'editing', actions: 'assignError' },
          },
        },
        recalling: {
          tags: ['busy'],
          invoke: {
            id: 'recallAll',
            src: 'recallAll',
            input: recallInput,
            onDone: [
              { guard: 'returnedMoney', target: 'editing', actions: ['assignRecalled', 'announceBalanceChange'] },
              { target: 'editing', actions: 'assignRecalled' },
            ],
            onError: { target: 'editing', actions: 'assignError' },
          },
        },
        refreshing: {
          tags: ['busy'],
          description: 'A reload of the wallets (a game closed elsewhere); the form stays as typed.',
          invoke: {
            id: 'loadWallets',
            src: 'loadWallets',
            onDone: { target: 'editing', actions: 'assignList' },
            onError: { target: 'editing', actions: 'assignError' },
          },
        },
      },
    },
  },
});
