/**
 * One deposit, from its creation to a final state. A PG deposit waits for the payment provider's
 * webhook (paid → credited; declined, expired or cancelled at checkout); an MT deposit waits for an
 * operator (approve → credited, reject) or the member's cancel. A final state ignores everything:
 * that is what makes a repeated webhook or a late second operator decision a no-op, and the gateway
 * credits the ledger only on the transition into `credited`.
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
    decidedByOperator: assign(({ event }) => {
      if (event.type !== 'operator.approve' && event.type !== 'operator.reject') return {};
      return { decidedBy: `operator:${event.operator}`, decidedAt: event.at, reason: event.type === 'operator.reject' ? event.reason : null };
    }),
  },
}).createMachine({
  id: 'depositLifecycle',
  context: ({ input }) => ({ channelType: input.channelType, decidedBy: null, decidedAt: null, reason: null }),
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
    failed: { type: 'final' },
    expired: { type: 'final' },
    cancelled: { type: 'final' },
    rejected: { type: 'final' },
  },
});
