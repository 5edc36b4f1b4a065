/**
 * Contract offers (id `contractOffers`): the agent's own contracts of every kind, loaded from the
 * consolidated contract info, and its answers to them. Accepting an offer whose terms are lower than
 * a rate one of the agent's downlines holds first shows the platform's warning (`releaseWarning`):
 * confirmed, the answer goes with `confirmRelease` and the gateway releases those downlines in the
 * same step; cancelled, nothing is sent. The gateway may also refuse an accept with the warning's
 * code (a downline's contract changed meanwhile): the warning then shows. Every answer reloads the
 * contracts, so the page shows what the gateway holds.
 */
import { and, assign, enqueueActions, setup } from 'xstate';
import { doneOutput, errorCodeOf, errorOf, notProvidedActor } from '../shared';
import { tellAgentCentreCountsStale } from '../shared/centre-chart';
import type { ContractAnswerRequest, ContractAnswerResult, ContractOffersContext, ContractOffersEvent, OwnContract } from './contract-offers.types';

/** The gateway's refusal of an accept that would release downlines without the agent's yes. */
export const RELEASE_WARNING_CODE = 'contract.downlineHigherRate';

const answerEvent = (event: ContractOffersEvent) => event as Extract<ContractOffersEvent, { type: 'contract.answer' }>;

const requestOf = (context: ContractOffersContext, confirmRelease: boolean): ContractAnswerRequest => {
  const contract = context.contracts.find((candidate) => candidate.id === context.pending!.contractId)!;
  return { contract, answer: context.pending!.answer, confirmRelease };
};

export const contractOffersMachine = setup({
  types: {
    context: {} as ContractOffersContext,
    events: {} as ContractOffersEvent,
  },
  actors: {
    loadContracts: notProvidedActor<OwnContract[]>('loadContracts'),
    answerContract: notProvidedActor<ContractAnswerResult, ContractAnswerRequest>('answerContract'),
  },
  actions: {
    /** what counts the offers waiting (the agent centre's badges) counts again */
    /** the agent centre's badges count the offers waiting: it counts again */
    announceAnswered: enqueueActions(tellAgentCentreCountsStale),
    assignContracts: assign(({ event }) => ({ contracts: doneOutput<OwnContract[]>(event), errorCode: null })),
    assignError: assign(({ event }) => ({ errorCode: errorCodeOf(errorOf(event), 'network.error') })),
    assignPending: assign(({ event }) => {
      const { contractId, answer } = answerEvent(event);
      return { pending: { contractId, answer }, errorCode: null, lastAnswer: null };
    }),
    clearPending: assign({ pending: null }),
    assignAnswered: assign(({ event }) => ({ lastAnswer: doneOutput<ContractAnswerResult>(event), pending: null })),
    assignAnswerError: assign(({ event }) => ({ errorCode: errorCodeOf(errorOf(event), 'network.error'), pending: null })),
  },
  guards: {
    /** an answer to a contract the agent holds that the contract's state takes */
    isAnswerable: ({ context, event }) => {
      const { contractId, answer } = answerEvent(event);
      const contract = context.contracts.find((candidate) => candidate.id === contractId);
      if (!contract) return false;
      switch (contract.state) {
        case 'offered':
        case 'changeOffered':
          return answer === 'accept' || answer === 'reject';
        case 'active':
          return answer === 'end';
        case 'terminationRequested':
          // only the side that did not ask answers a request to end
          return contract.terminationBy === 'upline' && (answer === 'end' || answer === 'keep');
        default:
          return false;
      }
    },
    warnsOfRelease: ({ context, event }) => {
      const { contractId, answer } = answerEvent(event);
      return answer === 'accept' && context.contracts.some((contract) => contract.id === contractId && contract.downlineHigherRate);
    },
    refusedForRelease: ({ event }) => errorCodeOf(errorOf(event)) === RELEASE_WARNING_CODE,
  },
}).createMachine({
  id: 'contractOffers',
  context: { contracts: [], pending: null, lastAnswer: null, errorCode: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadContracts',
        src: 'loadContracts',
        onDone: { target: 'ready', actions: 'assignContracts' },
        onError: { target: 'failed', actions: 'assignError' },
      },
    },
    failed: {
      tags: ['error'],
      on: { retry: { target: 'loading' } },
    },
    ready: {
      on: {
        'contract.answer': [
          { guard: and(['isAnswerable', 'warnsOfRelease']), target: 'releaseWarning', actions: 'assignPending' },
          { guard: 'isAnswerable', target: 'answering', actions: 'assignPending' },
        ],
        refresh: { target: 'loading' },
      },
    },
    releaseWarning: {
      description: 'A downline of the agent holds a higher rate than the offer: accepting releases it. The agent confirms or cancels.',
      on: {
        'release.confirm': { target: 'answeringWithRelease' },
        'release.cancel': { target: 'ready', actions: 'clearPending' },
      },
    },
    answering: {
      tags: ['busy'],
      invoke: {
        id: 'answerContract',
        src: 'answerContract',
        input: ({ context }) => requestOf(context, false),
        onDone: { target: 'loading', actions: ['assignAnswered', 'announceAnswered'] },
        onError: [
          { guard: 'refusedForRelease', target: 'releaseWarning' },
          { target: 'ready', actions: 'assignAnswerError' },
        ],
      },
    },
    answeringWithRelease: {
      tags: ['busy'],
      invoke: {
        id: 'answerContractWithRelease',
        src: 'answerContract',
        input: ({ context }) => requestOf(context, true),
        onDone: { target: 'loading', actions: ['assignAnswered', 'announceAnswered'] },
        onError: { target: 'ready', actions: 'assignAnswerError' },
      },
    },
  },
});
