/**
 * Downline contracts (id `downlineContracts`): one contract kind's page part "manage my downlines'
 * contracts". Loads the contracts the agent gave and its direct downlines that may hold one; the
 * agent opens the offer form (for a downline or to pick one), types the terms (tiers added up to
 * ten and removed down to one), and sends it once the form's checks pass; the gateway's refusal
 * keeps what was typed. A pending offer or change can be withdrawn, a contract in force asked to
 * end. Every change reloads the list.
 */
import { assign, setup } from 'xstate';
import { doneOutput, errorCodeOf, errorOf, notProvidedActor } from '../shared';
import { emptyOffer, MAX_TIERS, tierFieldsOf, tierKey, validateOffer } from './downline-contracts.rules';
import type {
  ContractUpdate,
  DownlineContractsContext,
  DownlineContractsEvent,
  DownlineContractsInput,
  DownlineContractsLoad,
  OfferRequest,
} from './downline-contracts.types';

type EventOf<T extends DownlineContractsEvent['type']> = Extract<DownlineContractsEvent, { type: T }>;

const fieldsOfRefusal = (error: unknown): Record<string, string> => {
  const fields = typeof error === 'object' && error !== null ? (error as { fields?: unknown }).fields : undefined;
  return fields && typeof fields === 'object' ? (fields as Record<string, string>) : {};
};

export const downlineContractsMachine = setup({
  types: {
    context: {} as DownlineContractsContext,
    events: {} as DownlineContractsEvent,
    input: {} as DownlineContractsInput,
  },
  actors: {
    loadDownlineContracts: notProvidedActor<DownlineContractsLoad, { kind: DownlineContractsInput['kind'] }>('loadDownlineContracts'),
    submitOffer: notProvidedActor<void, OfferRequest>('submitOffer'),
    updateContract: notProvidedActor<void, ContractUpdate>('updateContract'),
  },
  actions: {
    assignLoad: assign(({ event }) => {
      const { contracts, candidates } = doneOutput<DownlineContractsLoad>(event);
      return { contracts, candidates };
    }),
    assignLoadError: assign(({ event }) => ({ errorCode: errorCodeOf(errorOf(event), 'network.error') })),
    clearError: assign({ errorCode: null }),
    openForm: assign(({ context, event }) => ({
      ...emptyOffer(context.kind, (event as EventOf<'offer.open'>).downlineId),
      fieldErrors: {},
      errorCode: null,
      notice: null,
    })),
    assignField: assign(({ context, event }) => {
      const { field, value } = event as EventOf<'field.change'>;
      const fieldErrors = { ...context.fieldErrors };
      delete fieldErrors[field];
      return { values: { ...context.values, [field]: value }, fieldErrors };
    }),
    addTier: assign(({ context }) => {
      const values = { ...context.values };
      for (const field of tierFieldsOf(context.kind)) values[tierKey(context.tierCount, field)] = field === 'rateType' ? 'P' : '';
      return { values, tierCount: context.tierCount + 1 };
    }),
    removeTier: assign(({ context }) => {
      const last = context.tierCount - 1;
      const values = { ...context.values };
      const fieldErrors = { ...context.fieldErrors };
      for (const field of tierFieldsOf(context.kind)) {
        delete values[tierKey(last, field)];
        delete fieldErrors[tierKey(last, field)];
      }
      return { values, fieldErrors, tierCount: last };
    }),
    showErrors: assign(({ context }) => ({ fieldErrors: validateOffer(context.kind, context.values, context.tierCount), errorCode: null })),
    assignRefusal: assign(({ event }) => {
      const error = errorOf(event);
      const fieldErrors = fieldsOfRefusal(error);
      return { fieldErrors, errorCode: errorCodeOf(error, 'network.error') };
    }),
    noticeOffered: assign({ notice: 'offered' as const, errorCode: null }),
    assignUpdate: assign(({ event }) => {
      const { type, contractId } = event as EventOf<'contract.withdraw' | 'contract.end'>;
      return { update: { contractId, status: type === 'contract.withdraw' ? ('W' as const) : ('C' as const) }, notice: null, errorCode: null };
    }),
    noticeUpdated: assign(({ context }) => ({
      notice: context.update?.status === 'W' ? ('withdrawn' as const) : ('endRequested' as const),
      update: null,
    })),
    assignUpdateError: assign(({ event }) => ({ errorCode: errorCodeOf(errorOf(event), 'network.error'), update: null })),
  },
  guards: {
    formValid: ({ context }) => Object.keys(validateOffer(context.kind, context.values, context.tierCount)).length === 0,
    canAddTier: ({ context }) => context.kind !== 'realtime' && context.tierCount < MAX_TIERS,
    canRemoveTier: ({ context }) => context.tierCount > 1,
    /** a withdraw needs a pending offer or change the agent made; an end, a contract in force */
    isUpdatable: ({ context, event }) => {
      const { type, contractId } = event as EventOf<'contract.withdraw' | 'contract.end'>;
      const contract = context.contracts.find((candidate) => candidate.id === contractId);
      if (!contract) return false;
      return type === 'contract.withdraw' ? contract.state === 'offered' || contract.state === 'changeOffered' : contract.state === 'active';
    },
  },
}).createMachine({
  id: 'downlineContracts',
  context: ({ input }) => ({
    kind: input.kind,
    contracts: [],
    candidates: [],
    ...emptyOffer(input.kind),
    fieldErrors: {},
    errorCode: null,
    notice: null,
    update: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadDownlineContracts',
        src: 'loadDownlineContracts',
        input: ({ context }) => ({ kind: context.kind }),
        onDone: { target: 'ready', actions: 'assignLoad' },
        onError: { target: 'failed', actions: 'assignLoadError' },
      },
    },
    failed: {
      tags: ['error'],
      on: { retry: { target: 'loading', actions: 'clearError' } },
    },
    ready: {
      on: {
        'offer.open': { target: 'composing', actions: 'openForm' },
        'contract.withdraw': { guard: 'isUpdatable', target: 'updating', actions: 'assignUpdate' },
        'contract.end': { guard: 'isUpdatable', target: 'updating', actions: 'assignUpdate' },
        refresh: { target: 'loading' },
      },
    },
    updating: {
      tags: ['busy'],
      invoke: {
        id: 'updateContract',
        src: 'updateContract',
        input: ({ context }) => context.update!,
        onDone: { target: 'loading', actions: 'noticeUpdated' },
        onError: { target: 'ready', actions: 'assignUpdateError' },
      },
    },
    composing: {
      initial: 'editing',
      on: { 'offer.cancel': { target: 'ready', actions: 'clearError' } },
      states: {
        editing: {
          on: {
            'field.change': { actions: 'assignField' },
            'tier.add': { guard: 'canAddTier', actions: 'addTier' },
            'tier.remove': { guard: 'canRemoveTier', actions: 'removeTier' },
            'form.submit': [{ guard: 'formValid', target: 'submitting' }, { actions: 'showErrors' }],
          },
        },
        submitting: {
          tags: ['busy'],
          invoke: {
            id: 'submitOffer',
            src: 'submitOffer',
            input: ({ context }) => ({ kind: context.kind, values: context.values, tierCount: context.tierCount }),
            onDone: { target: '#downlineContracts.loading', actions: 'noticeOffered' },
            onError: { target: 'editing', actions: 'assignRefusal' },
          },
        },
      },
    },
  },
});
