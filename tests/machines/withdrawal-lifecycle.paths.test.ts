/**
 * Graph paths of the server-side withdrawal lifecycle. Time travels inside events: the operator pays
 * at T0 with 30 minutes to confirm, and clock ticks come at T0+10 min (not yet due) and T0+31 min
 * (due: counts as received). A partly received answer must be a part of the payout: nothing, all of
 * it, or a fraction of a cent is not a part. On every step the gateway's evaluator agrees with the
 * live actor, and a final state ignores every further event.
 */
import type { EventObject } from 'xstate';
import { evaluateWithdrawal, OPEN_WITHDRAWAL_STATES, startWithdrawal, withdrawalLifecycleMachine } from '../../machines/withdrawal-lifecycle/index';
import type {
  WithdrawalLifecycleContext,
  WithdrawalLifecycleEvent,
  WithdrawalLifecycleSnapshotJson,
} from '../../machines/withdrawal-lifecycle/index';
import { runPathSuite } from './support/path-suite';
import { expect } from './support/fast-expect';

const T0 = Date.parse('2026-03-02T08:00:00.000Z');
const at = (minutes: number) => new Date(T0 + minutes * 60_000).toISOString();
const PAYOUT = 10_000;

const EVENTS = {
  'operator.approve': [{ at: at(0), operator: 'ops' }],
  'operator.reject': [{ at: at(0), operator: 'ops', reason: 'name mismatch' }],
  'operator.paid': [{ at: at(0), operator: 'ops', confirmMinutes: 30 }],
  'member.received': [{ at: at(1) }],
  'member.partlyReceived': [
    { at: at(1), receivedAmount: 4_000 },
    { at: at(1), receivedAmount: 0 },
    { at: at(1), receivedAmount: PAYOUT },
    { at: at(1), receivedAmount: 12.5 },
  ],
  'member.notReceived': [{ at: at(1), proofImageId: '7' }],
  'operator.forceReceived': [{ at: at(2), operator: 'ops' }],
  'operator.refund': [{ at: at(2), operator: 'ops' }],
  'clock.tick': [{ at: at(10) }, { at: at(31) }],
};
const EVERY_EVENT = Object.entries(EVENTS).flatMap(([type, variants]) => variants.map((v) => ({ type, ...v }) as WithdrawalLifecycleEvent));

let previous: WithdrawalLifecycleSnapshotJson | null = null;

runPathSuite({
  machine: withdrawalLifecycleMachine,
  input: { payout: PAYOUT },
  events: EVENTS,
  assertStep: (snapshot, event: EventObject) => {
    const value = snapshot.value as WithdrawalLifecycleSnapshotJson['value'];
    const context = snapshot.context as WithdrawalLifecycleContext;
    const current: WithdrawalLifecycleSnapshotJson = { value, context };
    if (event.type === 'xstate.init') expect(current).toEqual(startWithdrawal({ payout: PAYOUT }));
    else if (previous) expect(evaluateWithdrawal(previous, event as WithdrawalLifecycleEvent).snapshotJson).toEqual(current);
    // paid means a deadline to confirm by; completed means a receipt and the whole payout counted as arrived
    expect(context.confirmBy !== null).toBe(['awaitingConfirmation', 'disputed', 'completed', 'refunded'].includes(value));
    if (value === 'completed') {
      expect(context.receipt).not.toBe(null);
      expect(context.receivedAmount).toBe(PAYOUT);
    }
    if (context.receipt === 'autoReceived')
      expect(Date.parse((event as unknown as { at: string }).at)).toBeGreaterThanOrEqual(Date.parse(context.confirmBy!));
    if (value === 'disputed') expect(context.receivedAmount !== null && context.receivedAmount >= 0 && context.receivedAmount < PAYOUT).toBe(true);
    if (!OPEN_WITHDRAWAL_STATES.includes(value)) {
      for (const later of EVERY_EVENT) expect(evaluateWithdrawal(current, later).changed).toBe(false);
    }
    previous = current;
  },
});
