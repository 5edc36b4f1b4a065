/**
 * Downline rebates (id `downlineRebates`): team management's "set rebates" for one direct
 * downline. `loading` the agent's ceilings and the member's rates, `failed` with a retry, then
 * `editing`: a submit with a rate that is not a percentage or above the most the agent may give
 * shows those products and sends nothing; one that passes is `saving`, which keeps the rates the
 * gateway answers, or shows its refusal under the product with the limit it met.
 */
import { assign, setup } from 'xstate';
import { doneOutput, errorCodeOf, errorOf, notProvidedActor } from '../shared';
import { rateErrors, rateValuesOf, refusedRates, typedRates } from '../shared/rebate-rates';
import type { RebateRate } from '../shared/rebate-rates';
import type {
  DownlineRebatesContext,
  DownlineRebatesEvent,
  DownlineRebatesInput,
  DownlineRebatesLoad,
  DownlineRebatesRequest,
} from './downline-rebates.types';

export const downlineRebatesMachine = setup({
  types: {
    context: {} as DownlineRebatesContext,
    events: {} as DownlineRebatesEvent,
    input: {} as DownlineRebatesInput,
  },
  actors: {
    loadRebates: notProvidedActor<DownlineRebatesLoad, DownlineRebatesInput>('loadRebates'),
    /** answers the member's rates as saved */
    saveRebates: notProvidedActor<RebateRate[], DownlineRebatesRequest>('saveRebates'),
  },
  actions: {
    assignLoad: assign(({ event }) => {
      const { ceilings, rates } = doneOutput<DownlineRebatesLoad>(event);
      return { ceilings, rates: rateValuesOf(ceilings, rates), rateErrors: {}, errorCode: null };
    }),
    assignLoadError: assign(({ event }) => ({ errorCode: errorCodeOf(errorOf(event), 'network.error') })),
    assignRate: assign(({ context, event }) => {
      if (event.type !== 'rate.change') return {};
      const errors = { ...context.rateErrors };
      delete errors[event.product];
      return { rates: { ...context.rates, [event.product]: event.value }, rateErrors: errors, saved: false };
    }),
    showErrors: assign(({ context }) => ({ rateErrors: rateErrors(context.rates, context.ceilings), errorCode: null, saved: false })),
    clearErrors: assign({ rateErrors: {}, errorCode: null, saved: false }),
    assignSaved: assign(({ context, event }) => ({ rates: rateValuesOf(context.ceilings, doneOutput<RebateRate[]>(event)), saved: true })),
    assignRefusal: assign(({ event }) => {
      const error = errorOf(event);
      const refused = refusedRates(error);
      // a refusal of one product's rate shows under it; any other above the form
      return { rateErrors: refused, errorCode: Object.keys(refused).length > 0 ? null : errorCodeOf(error, 'network.error') };
    }),
  },
  guards: {
    ratesValid: ({ context }) => Object.keys(rateErrors(context.rates, context.ceilings)).length === 0,
  },
}).createMachine({
  id: 'downlineRebates',
  context: ({ input }) => ({ downlineId: input.downlineId, ceilings: [], rates: {}, rateErrors: {}, errorCode: null, saved: false }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadRebates',
        src: 'loadRebates',
        input: ({ context }) => ({ downlineId: context.downlineId }),
        onDone: { target: 'editing', actions: 'assignLoad' },
        onError: { target: 'failed', actions: 'assignLoadError' },
      },
    },
    failed: {
      tags: ['error'],
      description: 'The rates could not be loaded: the panel says so and offers a retry.',
      on: { retry: { target: 'loading' } },
    },
    editing: {
      on: {
        'rate.change': { actions: 'assignRate' },
        'form.submit': [{ guard: 'ratesValid', target: 'saving', actions: 'clearErrors' }, { actions: 'showErrors' }],
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveRebates',
        src: 'saveRebates',
        input: ({ context }) => ({ downlineId: context.downlineId, rates: typedRates(context.rates, context.ceilings) }),
        onDone: { target: 'editing', actions: 'assignSaved' },
        onError: { target: 'editing', actions: 'assignRefusal' },
      },
    },
  },
});
