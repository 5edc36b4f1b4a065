/**
 * One withdrawal, from the request (its amount already moved from the main wallet into the hold
 * account) to a final state:
 *   pendingReview --approve--> approved --paid--> awaitingConfirmation --received / no answer in time--> completed
 *   pendingReview --reject--> rejected (the hold goes back to main)
 *   awaitingConfirmation --partly received / not received--> disputed --force received--> completed
 *                                                             disputed --refund--> refunded
 * The review is decided once: an approved request is paid, not rejected (a payment that then fails to
 * arrive is the member's "not received", refunded after investigation). The member cannot take a
 * request back; a final state ignores every event.
 */
import { assign, setup } from 'xstate';
import type { WithdrawalLifecycleContext, WithdrawalLifecycleEvent, WithdrawalLifecycleInput } from './withdrawal-lifecycle.types';

const by = (event: WithdrawalLifecycleEvent) =>
  'operator' in event ? `operator:${event.operator}` : event.type === 'clock.tick' ? 'clock' : 'member';

export const withdrawalLifecycleMachine = setup({
  types: {
    context: {} as WithdrawalLifecycleContext,
    events: {} as WithdrawalLifecycleEvent,
    input: {} as WithdrawalLifecycleInput,
  },
  guards: {
    confirmationDue: ({ context, event }) => context.confirmBy !== null && Date.parse(event.at) >= Date.parse(context.confirmBy),
    partOfPayout: ({ context, event }) =>
      event.type === 'member.partlyReceived' &&
      Number.isSafeInteger(event.receivedAmount) &&
      event.receivedAmount > 0 &&
      event.receivedAmount < context.payout,
  },
  actions: {
    decided: assign(({ event }) => ({ decidedBy: by(event) })),
    rejected: assign(({ event }) => ({ decidedBy: by(event), reason: event.type === 'operator.reject' ? event.reason : null })),
    paid: assign(({ event }) => {
      if (event.type !== 'operator.paid') return {};
      return { decidedBy: by(event), confirmBy: new Date(Date.parse(event.at) + event.confirmMinutes * 60_000).toISOString() };
    }),
    confirmed: assign(({ context }) => ({ decidedBy: 'member', receipt: 'confirmed' as const, receivedAmount: context.payout })),
    autoReceived: assign(({ context }) => ({ decidedBy: 'clock', receipt: 'autoReceived' as const, receivedAmount: context.payout })),
    partlyReceived: assign(({ event }) => ({
      decidedBy: 'member',
      receivedAmount: event.type === 'member.partlyReceived' ? event.receivedAmount : null,
    })),
    notReceived: assign(({ event }) => ({
      decidedBy: 'member',
      receivedAmount: 0,
      proofImageId: event.type === 'member.notReceived' ? event.proofImageId : null,
    })),
    forced: assign(({ context, event }) => ({ decidedBy: by(event), receipt: 'forced' as const, receivedAmount: context.payout })),
  },
}).createMachine({
  id: 'withdrawalLifecycle',
  context: ({ input }) => ({
    payout: input.payout,
    confirmBy: null,
    receivedAmount: null,
    receipt: null,
    proofImageId: null,
    decidedBy: null,
    reason: null,
  }),
  initial: 'pendingReview',
  states: {
    pendingReview: {
      on: {
        'operator.approve': { target: 'approved', actions: 'decided' },
        'operator.reject': { target: 'rejected', actions: 'rejected' },
      },
    },
    approved: {
      on: {
        'operator.paid': { target: 'awaitingConfirmation', actions: 'paid' },
      },
    },
    awaitingConfirmation: {
      on: {
        'member.received': { target: 'completed', actions: 'confirmed' },
        'member.partlyReceived': { guard: 'partOfPayout', target: 'disputed', actions: 'partlyReceived' },
        'member.notReceived': { target: 'disputed', actions: 'notReceived' },
        'clock.tick': { guard: 'confirmationDue', target: 'completed', actions: 'autoReceived' },
      },
    },
    disputed: {
      on: {
        'operator.forceReceived': { target: 'completed', actions: 'forced' },
        'operator.refund': { target: 'refunded', actions: 'decided' },
      },
    },
    completed: { type: 'final' },
    rejected: { type: 'final' },
    refunded: { type: 'final' },
  },
});
