/**
 * Bank cards (id `bankCards`): the security centre's list of the member's bank accounts and
 * e-wallets.
 *
 * - `loading` the list (masked numbers, the limit), `failed` with a retry, then `ready`.
 * - `adding`: offered while the limit leaves room and the real name is set (accounts must be in
 *   that name). The banks are loaded the first time the form opens; the holder starts as the real
 *   name. A refusal goes back to the form with what was typed, under the field the gateway names.
 * - A delete waits for a confirmation (`confirmingDelete`) before it is sent.
 * - `realName.set` (from the security centre, when the profile's real name is saved) is taken in
 *   any state: the next form starts with it.
 */
import { and, assign, not, setup } from 'xstate';
import { doneOutput, errorCodeOf, errorOf, formFields, notProvidedActor } from '../shared';
import { addRequest, refusedFields, validateBankCard } from './bank-cards.rules';
import type {
  AddBankCardRequest,
  Bank,
  BankCard,
  BankCardList,
  BankCardsContext,
  BankCardsEvent,
  BankCardsFailure,
  BankCardsInput,
} from './bank-cards.types';

const form = formFields<BankCardsContext, BankCardsEvent>();

const failureOf = (event: { type: string }): BankCardsFailure => {
  const error = errorOf(event) as Partial<BankCardsFailure> | undefined;
  return { ...error, errorCode: errorCodeOf(error, 'network.error') };
};

const deleteRequest = ({ context }: { context: BankCardsContext }) => ({ bankCardId: context.deletingId! });

export const bankCardsMachine = setup({
  types: {
    context: {} as BankCardsContext,
    events: {} as BankCardsEvent,
    input: {} as BankCardsInput,
  },
  actors: {
    loadCards: notProvidedActor<BankCardList>('loadCards'),
    loadBanks: notProvidedActor<Bank[]>('loadBanks'),
    addBankCard: notProvidedActor<BankCard, AddBankCardRequest>('addBankCard'),
    deleteBankCard: notProvidedActor<void, { bankCardId: number }>('deleteBankCard'),
  },
  actions: {
    assignList: assign(({ event }) => ({ list: doneOutput<BankCardList>(event), errorCode: null })),
    assignError: assign(({ event }) => ({ errorCode: errorCodeOf(errorOf(event), 'network.error') })),
    assignPayeeName: assign(({ event }) => (event.type === 'realName.set' ? { payeeName: event.payeeName } : {})),
    openForm: assign(({ context }) => ({
      values: { bankCode: '', cardNumber: '', cardHolder: context.payeeName ?? '' },
      fieldErrors: {},
      errorCode: null,
      notice: null,
    })),
    closeForm: assign({ fieldErrors: {}, errorCode: null }),
    assignBanks: assign(({ event }) => ({ banks: doneOutput<Bank[]>(event) })),
    assignField: form.assignField,
    clearErrors: form.clearErrors,
    showErrors: form.showErrors(validateBankCard),
    assignAdded: assign(({ context, event }) => {
      const card = doneOutput<BankCard>(event);
      const list = context.list!;
      return {
        list: { ...list, bankCards: [...list.bankCards, card], remainingCardCount: Math.max(0, list.remainingCardCount - 1) },
        notice: 'added' as const,
      };
    }),
    assignFailure: assign(({ context, event }) => {
      const failure = failureOf(event);
      const fields = refusedFields(failure);
      // the limit the gateway counted is the one to show
      const full = failure.errorCode === 'bankcard.limit' && context.list !== null;
      return {
        fieldErrors: fields ?? {},
        errorCode: fields ? null : failure.errorCode,
        list: full ? { ...context.list!, maxCardCount: failure.maxCardCount ?? context.list!.maxCardCount, remainingCardCount: 0 } : context.list,
      };
    }),
    askDelete: assign(({ event }) => (event.type === 'card.delete' ? { deletingId: event.bankCardId, errorCode: null, notice: null } : {})),
    forgetDelete: assign({ deletingId: null }),
    removeCard: assign(({ context }) => {
      const list = context.list!;
      return {
        list: {
          ...list,
          bankCards: list.bankCards.filter((card) => card.bankCardId !== context.deletingId),
          remainingCardCount: list.remainingCardCount + 1,
        },
        deletingId: null,
        notice: 'deleted' as const,
      };
    }),
  },
  guards: {
    mayAdd: ({ context }) => context.payeeName !== null && (context.list?.remainingCardCount ?? 0) > 0,
    hasBanks: ({ context }) => context.banks !== null,
    mayAddWithBanks: and(['mayAdd', 'hasBanks']),
    mayAddWithoutBanks: and(['mayAdd', not('hasBanks')]),
    ownCard: ({ context, event }) =>
      event.type === 'card.delete' && (context.list?.bankCards.some((card) => card.bankCardId === event.bankCardId) ?? false),
    valid: form.valid(validateBankCard),
  },
}).createMachine({
  id: 'bankCards',
  context: ({ input }) => ({
    list: null,
    banks: null,
    payeeName: input.payeeName,
    values: { bankCode: '', cardNumber: '', cardHolder: '' },
    fieldErrors: {},
    errorCode: null,
    deletingId: null,
    notice: null,
  }),
  initial: 'loading',
  on: { 'realName.set': { actions: 'assignPayeeName' } },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadCards',
        src: 'loadCards',
        onDone: { target: 'ready', actions: 'assignList' },
        onError: { target: 'failed', actions: 'assignError' },
      },
    },
    failed: {
      tags: ['error'],
      on: { 'cards.retry': { target: 'loading' } },
    },
    ready: {
      initial: 'browsing',
      states: {
        browsing: {
          on: {
            'card.add': [
              { guard: 'mayAddWithBanks', target: 'adding.editing', actions: 'openForm' },
              { guard: 'mayAddWithoutBanks', target: 'adding.loadingBanks', actions: 'openForm' },
            ],
            'card.delete': { guard: 'ownCard', target: 'confirmingDelete', actions: 'askDelete' },
          },
        },
        adding: {
          initial: 'loadingBanks',
          states: {
            loadingBanks: {
              tags: ['busy'],
              invoke: {
                id: 'loadBanks',
                src: 'loadBanks',
                onDone: { target: 'editing', actions: 'assignBanks' },
                onError: { target: '#bankCards.ready.browsing', actions: 'assignError' },
              },
            },
            editing: {
              on: {
                'field.change': { actions: 'assignField' },
                'form.submit': [{ guard: 'valid', target: 'submitting', actions: 'clearErrors' }, { actions: 'showErrors' }],
                'form.cancel': { target: '#bankCards.ready.browsing', actions: 'closeForm' },
              },
            },
            submitting: {
              tags: ['busy'],
              invoke: {
                id: 'addBankCard',
                src: 'addBankCard',
                input: ({ context }) => addRequest(context),
                onDone: { target: '#bankCards.ready.browsing', actions: 'assignAdded' },
                onError: { target: 'editing', actions: 'assignFailure' },
              },
            },
          },
        },
        confirmingDelete: {
          description: 'The member is asked to confirm the delete; nothing is sent before.',
          on: { 'delete.confirm': { target: 'deleting' }, 'delete.dismiss': { target: 'browsing', actions: 'forgetDelete' } },
        },
        deleting: {
          tags: ['busy'],
          invoke: {
            id: 'deleteBankCard',
            src: 'deleteBankCard',
            input: deleteRequest,
            onDone: { target: 'browsing', actions: 'removeCard' },
            onError: { target: 'browsing', actions: ['assignError', 'forgetDelete'] },
          },
        },
      },
    },
  },
});
