/**
 * Graph paths of the server-side deposit lifecycle, from a PG and from an MT deposit. On every step:
 * a decided deposit ignores every further event but one (the gateway credits only on the way into
 * `credited`, so this is what makes a repeated webhook credit once): the provider's success after
 * its own failed or expired, which credits the deposit flagged for review; and the evaluator the
 * gateway folds stored JSON with agrees with the live actor.
 */
import type { EventObject } from 'xstate';
import { depositLifecycleMachine, evaluateDeposit, startDeposit, WAITING_DEPOSIT_STATES } from '../../machines/deposit-lifecycle/index';
import type { DepositLifecycleContext, DepositLifecycleEvent, DepositLifecycleSnapshotJson } from '../../machines/deposit-lifecycle/index';
import { runPathSuite } from './support/path-suite';
import { expect } from './support/fast-expect';

const at = '2026-03-02T08:00:00.000Z';
const EVERY_EVENT: DepositLifecycleEvent[] = [
  { type: 'payment.succeeded', at },
  { type: 'payment.failed', at },
  { type: 'payment.expired', at },
  { type: 'payment.cancelled', at },
  { type: 'member.cancel', at },
  { type: 'operator.approve', at, operator: 'ops' },
  { type: 'operator.reject', at, operator: 'ops', reason: 'no money arrived' },
];

let previous: DepositLifecycleSnapshotJson | null = null;

runPathSuite({
  machine: depositLifecycleMachine,
  inputs: [{ channelType: 'PG' }, { channelType: 'MT' }],
  events: {
    'payment.succeeded': [{ at }],
    'payment.failed': [{ at }],
    'payment.expired': [{ at }],
    'payment.cancelled': [{ at }],
    'member.cancel': [{ at }],
    'operator.approve': [{ at, operator: 'ops' }],
    'operator.reject': [{ at, operator: 'ops', reason: 'no money arrived' }],
  },
  assertStep: (snapshot, event: EventObject) => {
    const value = snapshot.value as DepositLifecycleSnapshotJson['value'];
    const context = snapshot.context as DepositLifecycleContext;
    const current: DepositLifecycleSnapshotJson = { value, context };
    if (event.type === 'xstate.init') {
      // a new deposit starts where the gateway's startDeposit says
      expect(current).toEqual(startDeposit({ channelType: context.channelType }));
      expect(value).toBe(context.channelType === 'PG' ? 'awaitingPayment' : 'awaitingReview');
    } else if (previous) {
      expect(evaluateDeposit(previous, event as DepositLifecycleEvent).snapshotJson).toEqual(current);
    }
    // a PG deposit is never decided by an operator nor an MT one by the provider
    if (context.decidedBy === 'provider') expect(context.channelType).toBe('PG');
    if (context.decidedBy?.startsWith('operator:')) expect(context.channelType).toBe('MT');
    const waiting = WAITING_DEPOSIT_STATES.includes(value);
    expect(waiting).toBe(context.decidedBy === null);
    // only a late success is flagged, and only a provider's decision can be followed by one
    const creditedAfterAFailure =
      event.type !== 'xstate.init' &&
      value === 'credited' &&
      (previous?.value === 'failed' || previous?.value === 'expired' || previous?.context.lateSuccess === true);
    expect(context.lateSuccess).toBe(creditedAfterAFailure);
    if (!waiting) {
      for (const later of EVERY_EVENT) {
        const folded = evaluateDeposit(current, later);
        const lateSuccess = (value === 'failed' || value === 'expired') && later.type === 'payment.succeeded';
        expect(folded.changed).toBe(lateSuccess);
        if (lateSuccess) {
          expect(folded.snapshotJson).toEqual({
            value: 'credited',
            context: { ...context, decidedBy: 'provider', decidedAt: at, lateSuccess: true },
          });
          // credited is final: the success delivered again credits nothing more
          expect(evaluateDeposit(folded.snapshotJson, later).changed).toBe(false);
        } else {
          expect(folded.snapshotJson).toEqual(current);
        }
      }
    }
    previous = current;
  },
});
