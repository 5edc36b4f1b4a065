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
import { setup, enqueueActions } from 'xstate';
import { tellBalanceChanged, notProvidedActor } from '../shared';
import { EMPTY_TRANSFER_FORM, paymentTransferActions, paymentTransferRequest } from '../shared/payment-transfer';
import type { TransferUplineContext, TransferUplineEvent, UplineTransferRequest, UplineTransferResult } from './transfer-upline.types';

const transfer = paymentTransferActions<TransferUplineContext, TransferUplineEvent, UplineTransferResult>();

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
    announceBalanceChange: enqueueActions(tellBalanceChanged),
    ...transfer.actions,
  },
  guards: transfer.guards,
}).createMachine({
  id: 'transferUpline',
  context: { ...EMPTY_TRANSFER_FORM, result: null },
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
        input: ({ context }) => paymentTransferRequest(context),
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
