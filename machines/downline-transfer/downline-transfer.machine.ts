/**
 * Downline transfer (id `downlineTransfer`): team management's credit to a downline or collect
 * from it, one direction per chart (its input), the same steps as the transfer to the upline.
 *
 * - `editing` the amount and the agent's payment password; a submit that passes the checks asks
 *   for a confirmation (`confirming`) naming the amount, and `confirm.back` returns to the form.
 * - A confirmed transfer takes a fresh attempt key (`keying`), or reuses the key when it confirms
 *   again the amount of an attempt whose outcome is unknown, then sends (`submitting`).
 * - `done` shows who moved how much and tells the edge the agent's balance changed (the chart that
 *   runs this one reloads the member's row); `transfer.new` starts an empty form. Every
 *   failure goes back to `editing`: a wrong payment password empties its field and says the tries left.
 */
import { setup, enqueueActions } from 'xstate';
import { tellBalanceChanged, notProvidedActor } from '../shared';
import { EMPTY_TRANSFER_FORM, paymentTransferActions, paymentTransferRequest } from '../shared/payment-transfer';
import type {
  DownlineTransferContext,
  DownlineTransferEvent,
  DownlineTransferInput,
  DownlineTransferRequest,
  DownlineTransferResult,
} from './downline-transfer.types';

const transfer = paymentTransferActions<DownlineTransferContext, DownlineTransferEvent, DownlineTransferResult>();

export const downlineTransferMachine = setup({
  types: {
    context: {} as DownlineTransferContext,
    events: {} as DownlineTransferEvent,
    input: {} as DownlineTransferInput,
  },
  actors: {
    /** a fresh idempotency key (16 to 64 of [A-Za-z0-9_-]): randomness is the edge's */
    createAttemptKey: notProvidedActor<string>('createAttemptKey'),
    submitTransfer: notProvidedActor<DownlineTransferResult, DownlineTransferRequest>('submitTransfer'),
  },
  actions: {
    /** the header's balance reloads */
    announceBalanceChange: enqueueActions(tellBalanceChanged),
    ...transfer.actions,
  },
  guards: transfer.guards,
}).createMachine({
  id: 'downlineTransfer',
  context: ({ input }) => ({ ...EMPTY_TRANSFER_FORM, result: null, downlineId: input.downlineId, direction: input.direction }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': { actions: 'assignField' },
        'form.submit': [{ guard: 'formValid', target: 'confirming', actions: 'clearErrors' }, { actions: 'showErrors' }],
      },
    },
    confirming: {
      description: 'The agent confirms the amount and the member before anything is sent.',
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
        input: ({ context }): DownlineTransferRequest => ({
          downlineId: context.downlineId,
          direction: context.direction,
          ...paymentTransferRequest(context),
        }),
        onDone: { target: 'done', actions: ['assignResult', 'announceBalanceChange'] },
        onError: { target: 'editing', actions: 'assignSubmitFailure' },
      },
    },
    done: {
      description: 'The transfer went through: the page says who moved how much.',
      on: { 'transfer.new': { target: 'editing', actions: 'startNew' } },
    },
  },
});
