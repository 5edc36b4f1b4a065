/**
 * One deposit, from its creation to a final state. A PG deposit waits for the payment provider's
 * webhook (paid → credited; declined, expired or cancelled at checkout); an MT deposit waits for an
 * operator (approve → credited, reject) or the member's cancel. A final state ignores everything:
 * that is what makes a repeated webhook or a late second operator decision a no-op, and the gateway
 * credits the ledger only on the transition into `credited`.
 *
 * One decision is not final: the provider's own "failed" or "expired". When the provider later
 * says the payment succeeded after all, the money has arrived, so the deposit is credited (once:
 * `credited` is final) and flagged `lateSuccess` for an operator to review.
 */
import { assign, setup } from 'xstate';
import type { DepositLifecycleContext, DepositLifecycleEvent, DepositLifecycleInput } from './deposit-lifecycle.types';

const decided = (by: string) =>
  assign<DepositLifecycleContext, DepositLifecycleEvent, undefined, DepositLifecycleEvent, never>(({ event }) => ({
    decidedBy: by,
    decidedAt: event.at,
  }));

export const depositLifecycleMachine = setup({
  types: {
    context: {} as DepositLifecycleContext,
    events: {} as DepositLifecycleEvent,
    input: {} as DepositLifecycleInput,
  },
  guards: {
    isOnline: ({ context }) => context.channelType === 'PG',
  },
  actions: {
    decidedByProvider: decided('provider'),
    decidedByMember: decided('member'),
    creditedLate: assign(({ event }) => ({ decidedBy: 'provider', decidedAt: event.at, lateSuccess: true })),
    decidedByOperator: assign(({ event }) => {
      if (event.type !== 'operator.approve' && event.type !== 'operator.reject') return {};
      return { decidedBy: `operator:${event.operator}`, decidedAt: event.at, reason: event.type === 'operator.reject' ? event.reason : null };
    }),
  },
}).createMachine({
  id: 'depositLifecycle',
  context: ({ input }) => ({ channelType: input.channelType, decidedBy: null, decidedAt: null, reason: null, lateSuccess: false }),
  initial: 'created',
  states: {
    created: {
      always: [{ guard: 'isOnline', target: 'awaitingPayment' }, { target: 'awaitingReview' }],
    },
    awaitingPayment: {
      on: {
        'payment.succeeded': { target: 'credited', actions: 'decidedByProvider' },
        'payment.failed': { target: 'failed', actions: 'decidedByProvider' },
        'payment.expired': { target: 'expired', actions: 'decidedByProvider' },
        'payment.cancelled': { target: 'cancelled', actions: 'decidedByProvider' },
      },
    },
    awaitingReview: {
      on: {
        'operator.approve': { target: 'credited', actions: 'decidedByOperator' },
        'operator.reject': { target: 'rejected', actions: 'decidedByOperator' },
        'member.cancel': { target: 'cancelled', actions: 'decidedByMember' },
      },
    },
    credited: { type: 'final' },
    failed: {
      description: 'The provider declined the payment; its later success is still credited, flagged for review.',
      on: { 'payment.succeeded': { target: 'credited', actions: 'creditedLate' } },
    },
    expired: {
      description: 'The payment ran out of time at the provider; its later success is still credited, flagged for review.',
      on: { 'payment.succeeded': { target: 'credited', actions: 'creditedLate' } },
    },
    cancelled: { type: 'final' },
    rejected: { type: 'final' },
  },
});
