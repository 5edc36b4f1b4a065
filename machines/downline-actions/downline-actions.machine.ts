/**
 * Downline actions (id `downlineActions`): team management's list of the team and the panel for
 * one member of it.
 *
 * - The list (`teamMembers`, a paged list) runs for the chart's whole life; whatever changes a
 *   member here (a promotion, money moved) tells it to load its page again, so the row shows it.
 * - `closed` until a row's actions open the panel for that member (`open`); another row's replace
 *   it, `panel.close` closes it.
 * - `menu` offers what the member may be given: set rebates and promote to agent for a direct
 *   downline (promote only for a player), a transfer to it or a collect from it for anyone.
 * - `rebates` runs the `downlineRebates` chart, `transfer` the `downlineTransfer` chart in the
 *   direction chosen, whose result reloads the list; `action.back` returns to the menu and drops
 *   what was typed there.
 * - `promotion` asks for a confirmation first; a promotion that went through marks the member an
 *   agent and tells team management's list to show it.
 */
import { assign, sendTo, setup } from 'xstate';
import { downlineRebatesMachine } from '../downline-rebates';
import { downlineTransferMachine } from '../downline-transfer';
import { pagedListMachine } from '../paged-list';
import { errorCodeOf, errorOf, notProvidedActor } from '../shared';
import { mayPromote, maySetRebates } from './downline-actions.rules';
import type { DownlineActionsContext, DownlineActionsEvent, DownlineActionsInput } from './downline-actions.types';

/** A snapshot of the transfer chart that says the money moved (`xstate.snapshot.downlineTransfer`). */
const movedMoney = (event: { type: string }) => (event as { snapshot?: { value?: unknown } }).snapshot?.value === 'done';

export const downlineActionsMachine = setup({
  types: {
    context: {} as DownlineActionsContext,
    events: {} as DownlineActionsEvent,
    input: {} as DownlineActionsInput,
    children: {} as { teamMembers: 'teamMembers'; downlineRebates: 'downlineRebates'; downlineTransfer: 'downlineTransfer' },
  },
  actors: {
    promoteDownline: notProvidedActor<void, { downlineId: number }>('promoteDownline'),
    /** the edge provides the list and each action's chart with their calls */
    teamMembers: pagedListMachine,
    downlineRebates: downlineRebatesMachine,
    downlineTransfer: downlineTransferMachine,
  },
  actions: {
    assignDownline: assign(({ event }) => (event.type === 'panel.open' ? { downline: event.downline, errorCode: null } : {})),
    clearDownline: assign({ downline: null, errorCode: null }),
    assignDirection: assign(({ event }) => (event.type === 'transfer.open' ? { direction: event.direction } : {})),
    clearError: assign({ errorCode: null }),
    assignError: assign(({ event }) => ({ errorCode: errorCodeOf(errorOf(event), 'network.error') })),
    markAgent: assign(({ context }) => ({ downline: context.downline ? { ...context.downline, isAgent: true } : null })),
    refreshTeamMembers: sendTo('teamMembers', { type: 'list.refresh' as const }),
  },
  guards: {
    maySetRebates: ({ context }) => maySetRebates(context.downline),
    mayPromote: ({ context }) => mayPromote(context.downline),
    movedMoney: ({ event }) => movedMoney(event),
  },
}).createMachine({
  id: 'downlineActions',
  context: ({ input }) => ({ today: input.today, downline: null, direction: 'toDownline', errorCode: null }),
  invoke: { id: 'teamMembers', src: 'teamMembers', input: ({ context }) => ({ today: context.today, pageSize: 20 }) },
  initial: 'closed',
  states: {
    closed: {
      on: { 'panel.open': { target: 'open', actions: 'assignDownline' } },
    },
    open: {
      initial: 'menu',
      on: {
        'panel.open': { target: 'open', reenter: true, actions: 'assignDownline' },
        'panel.close': { target: 'closed', actions: 'clearDownline' },
      },
      states: {
        menu: {
          on: {
            'rebates.open': { guard: 'maySetRebates', target: 'rebates' },
            'promotion.open': { guard: 'mayPromote', target: 'promotion' },
            'transfer.open': { target: 'transfer', actions: 'assignDirection' },
          },
        },
        rebates: {
          invoke: { id: 'downlineRebates', src: 'downlineRebates', input: ({ context }) => ({ downlineId: context.downline!.customerId }) },
          on: { 'action.back': { target: 'menu' } },
        },
        transfer: {
          description: 'A transfer to the member or a collect from it, as the menu chose.',
          invoke: {
            id: 'downlineTransfer',
            src: 'downlineTransfer',
            input: ({ context }) => ({ downlineId: context.downline!.customerId, direction: context.direction }),
            onSnapshot: { guard: 'movedMoney', actions: 'refreshTeamMembers' },
          },
          on: { 'action.back': { target: 'menu' } },
        },
        promotion: {
          initial: 'confirming',
          on: { 'action.back': { target: 'menu', actions: 'clearError' } },
          states: {
            confirming: {
              description: 'The agent confirms that the member becomes an agent; nothing is sent before.',
              on: { 'promotion.confirm': { target: 'promoting', actions: 'clearError' } },
            },
            promoting: {
              tags: ['busy'],
              invoke: {
                id: 'promoteDownline',
                src: 'promoteDownline',
                input: ({ context }) => ({ downlineId: context.downline!.customerId }),
                onDone: { target: 'promoted', actions: ['markAgent', 'refreshTeamMembers'] },
                onError: { target: 'confirming', actions: 'assignError' },
              },
            },
            promoted: {},
          },
        },
      },
    },
  },
});
