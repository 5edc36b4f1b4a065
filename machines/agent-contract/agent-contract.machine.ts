/**
 * One agent contract, from the upline's offer to its end (agent-contract.types.ts has the picture).
 * A change of terms is offered while the old terms stay in force; an end is asked by one side and
 * confirmed or declined by the other, and the terms stay in force meanwhile. The system ends a
 * contract in force, or withdraws an offer, when its upline accepted a lower rate than it gives
 * (the service decides that and sends `system.release`). A final state ignores every event.
 */
import { assign, setup } from 'xstate';
import type { AgentContractContext, AgentContractEvent, AgentContractInput } from './agent-contract.types';

export const agentContractMachine = setup({
  types: {
    context: {} as AgentContractContext,
    events: {} as AgentContractEvent,
    input: {} as AgentContractInput,
  },
  guards: {
    /** a termination is confirmed or declined by the side that did not ask for it */
    byOtherSide: ({ context, event }) =>
      (event.type === 'termination.confirm' || event.type === 'termination.decline') &&
      context.terminationBy !== null &&
      event.by !== context.terminationBy,
    sameKind: ({ context, event }) => event.type === 'upline.offerChange' && event.terms.kind === context.terms.kind,
  },
  actions: {
    accepted: assign(({ event }) => ({ acceptedAt: event.at, lastBy: 'downline' as const })),
    changeAccepted: assign(({ context }) => ({ terms: context.proposedTerms ?? context.terms, proposedTerms: null, lastBy: 'downline' as const })),
    changeDropped: assign(({ event }) => ({
      proposedTerms: null,
      lastBy: event.type === 'upline.withdraw' ? ('upline' as const) : ('downline' as const),
    })),
    ended: assign(({ event }) => ({ endedAt: event.at, lastBy: event.type === 'upline.withdraw' ? ('upline' as const) : ('downline' as const) })),
    changeOffered: assign(({ event }) => ({ proposedTerms: event.type === 'upline.offerChange' ? event.terms : null, lastBy: 'upline' as const })),
    terminationAsked: assign(({ event }) => (event.type === 'termination.request' ? { terminationBy: event.by, lastBy: event.by } : {})),
    terminationConfirmed: assign(({ event }) => (event.type === 'termination.confirm' ? { endedAt: event.at, lastBy: event.by } : {})),
    terminationDeclined: assign(({ event }) => (event.type === 'termination.decline' ? { terminationBy: null, lastBy: event.by } : {})),
    released: assign(({ event }) =>
      event.type === 'system.release' ? { endedAt: event.at, proposedTerms: null, lastBy: 'system' as const, reason: event.reason } : {},
    ),
  },
}).createMachine({
  id: 'agentContract',
  context: ({ input }) => ({
    terms: input.terms,
    proposedTerms: null,
    terminationBy: null,
    acceptedAt: null,
    endedAt: null,
    lastBy: null,
    reason: null,
  }),
  initial: 'offered',
  states: {
    offered: {
      on: {
        'downline.accept': { target: 'active', actions: 'accepted' },
        'downline.reject': { target: 'rejected', actions: 'ended' },
        'upline.withdraw': { target: 'withdrawn', actions: 'ended' },
        'system.release': { target: 'withdrawn', actions: 'released' },
      },
    },
    active: {
      on: {
        'upline.offerChange': { guard: 'sameKind', target: 'changeOffered', actions: 'changeOffered' },
        'termination.request': { target: 'terminationRequested', actions: 'terminationAsked' },
        'system.release': { target: 'terminated', actions: 'released' },
      },
    },
    changeOffered: {
      on: {
        'downline.accept': { target: 'active', actions: 'changeAccepted' },
        'downline.reject': { target: 'active', actions: 'changeDropped' },
        'upline.withdraw': { target: 'active', actions: 'changeDropped' },
        'system.release': { target: 'terminated', actions: 'released' },
      },
    },
    terminationRequested: {
      on: {
        'termination.confirm': { guard: 'byOtherSide', target: 'terminated', actions: 'terminationConfirmed' },
        'termination.decline': { guard: 'byOtherSide', target: 'active', actions: 'terminationDeclined' },
        'system.release': { target: 'terminated', actions: 'released' },
      },
    },
    rejected: { type: 'final' },
    withdrawn: { type: 'final' },
    terminated: { type: 'final' },
  },
});
