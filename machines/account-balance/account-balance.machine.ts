/**
 * Account balance (id `accountBalance`). After a load, a click may refresh again only after
 * BALANCE_REFRESH_GAP (repeated clicks would hammer the wallet call for nothing); a real change
 * announced by `balance.changed` refreshes at once, and one arriving mid-refresh loads once more.
 * Hiding the amount is a view preference kept at the edge.
 */
import { assign, setup } from 'xstate';
import { doneOutput, errorCodeOf, errorOf, notProvidedAction, notProvidedActor } from '../shared';
import type { AccountBalanceContext, AccountBalanceEvent, AccountBalanceInput, BalanceReading } from './account-balance.types';

/** SPEC §2: the default currency symbol */
export const DEFAULT_CURRENCY_SYMBOL = 'P';

function hiddenPreference({ context }: { context: AccountBalanceContext }): { hidden: boolean } {
  return { hidden: context.hidden };
}

export const accountBalanceMachine = setup({
  types: {
    context: {} as AccountBalanceContext,
    events: {} as AccountBalanceEvent,
    input: {} as AccountBalanceInput,
  },
  actors: {
    loadBalance: notProvidedActor<BalanceReading>('loadBalance'),
  },
  actions: {
    /** the edge remembers the hide/show choice */
    storeHiddenPreference: notProvidedAction<{ hidden: boolean }>('storeHiddenPreference'),
    toggleHidden: assign({ hidden: ({ context }) => !context.hidden }),
    assignBalance: assign(({ context, event }) => {
      const reading = doneOutput<BalanceReading>(event);
      return {
        amountCents: reading.amountCents,
        currencySymbol: reading.currencySymbol || context.currencySymbol,
        playCredit: reading.playCredit === true,
        errorCode: null,
        refreshAgain: false,
      };
    }),
    assignLoadError: assign(({ event }) => ({ errorCode: errorCodeOf(errorOf(event), 'network.error'), refreshAgain: false })),
    clearError: assign({ errorCode: null }),
    noteRefreshAgain: assign({ refreshAgain: true }),
    clearRefreshAgain: assign({ refreshAgain: false }),
  },
  guards: {
    changedMeanwhile: ({ context }) => context.refreshAgain,
  },
  delays: {
    /** least time between two refreshes by click (a product choice: SPEC gives no figure) */
    BALANCE_REFRESH_GAP: 3000,
  },
}).createMachine({
  id: 'accountBalance',
  context: ({ input }) => ({
    amountCents: null,
    currencySymbol: input?.currencySymbol || DEFAULT_CURRENCY_SYMBOL,
    hidden: input?.hidden ?? false,
    amountShape: input?.amountShape ?? null,
    playCredit: false,
    errorCode: null,
    refreshAgain: false,
  }),
  initial: 'loading',
  on: {
    'balance.toggleHidden': { actions: ['toggleHidden', { type: 'storeHiddenPreference', params: hiddenPreference }] },
  },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadBalance',
        src: 'loadBalance',
        onDone: { target: 'ready', actions: 'assignBalance' },
        onError: { target: 'failed', actions: 'assignLoadError' },
      },
    },
    failed: {
      tags: ['error'],
      description: 'The first load failed: no amount to show, a retry is offered.',
      on: {
        'balance.retry': { target: 'loading', actions: 'clearError' },
        'balance.changed': { target: 'loading', actions: 'clearError' },
      },
    },
    ready: {
      initial: 'coolingDown',
      states: {
        idle: {
          on: {
            'balance.refresh': { target: 'refreshing', actions: 'clearError' },
            'balance.changed': { target: 'refreshing', actions: 'clearError' },
          },
        },
        refreshing: {
          tags: ['busy'],
          invoke: {
            id: 'loadBalance',
            src: 'loadBalance',
            onDone: [
              { guard: 'changedMeanwhile', target: 'refreshing', reenter: true, actions: ['assignBalance', 'clearRefreshAgain'] },
              { target: 'coolingDown', actions: 'assignBalance' },
            ],
            // the previous amount stays; the error code tells the view the refresh failed
            onError: { target: 'idle', actions: 'assignLoadError' },
          },
          on: { 'balance.changed': { actions: 'noteRefreshAgain' } },
        },
        coolingDown: {
          description: 'Just loaded: a click refreshes again only after BALANCE_REFRESH_GAP; a balance change refreshes at once.',
          after: { BALANCE_REFRESH_GAP: { target: 'idle' } },
          on: { 'balance.changed': { target: 'refreshing' } },
        },
      },
    },
  },
});
