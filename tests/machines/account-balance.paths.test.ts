/**
 * Account balance chart: graph paths over the first load (and its failure and retry), refresh by
 * click, the refresh gap, balance changes (at rest, cooling down and mid-refresh), a failed refresh
 * and hiding the amount; behaviour on a simulated clock; the SPEC amount format.
 */
import { describe, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { accountBalanceMachine, amountShapeOf, formatMinorUnits, HIDDEN_AMOUNT, selectAccountBalanceView } from '../../machines/account-balance';
import type { AccountBalanceSnapshot, BalanceReading } from '../../machines/account-balance';
import { pending, runPathSuite } from './support/path-suite';
import { expect } from './support/fast-expect';

const asSnapshot = (s: unknown) => s as AccountBalanceSnapshot;
const stored: boolean[] = [];

runPathSuite({
  machine: accountBalanceMachine.provide({
    actors: { loadBalance: pending<BalanceReading, void>() },
    actions: { storeHiddenPreference: (_, params) => void stored.push(params.hidden) },
  }),
  inputs: [{}, { currencySymbol: '₱', hidden: true }, { amountShape: '00,000.00' }],
  events: {
    'xstate.done.actor.loadBalance': [
      { output: { amountCents: 123_456 } },
      { output: { amountCents: 0, currencySymbol: 'RM' } },
      { output: { amountCents: 2_000_00, playCredit: true } },
    ],
    'xstate.error.actor.loadBalance': [{ error: { errorCode: 'network.error' } }],
  },
  assertStep: (raw, event) => {
    const s = asSnapshot(raw);
    const view = selectAccountBalanceView(s);
    // the amount is labelled play credit exactly when the last reading was a free-play account's
    if (event.type === 'xstate.done.actor.loadBalance')
      expect(view.playCredit).toBe((event as unknown as { output: BalanceReading }).output.playCredit === true);
    expect(view.playCredit).toBe(s.context.playCredit);
    if (s.context.amountCents === null) expect(view.playCredit).toBe(false);
    expect(view.updating).toBe(s.matches('loading') || s.matches({ ready: 'refreshing' }));
    // the placeholder is as wide as the amount it stands for: the shown amount's shape once one loaded
    if (view.hidden) expect(view.placeholderText).toBe(HIDDEN_AMOUNT);
    else if (s.context.amountCents !== null) expect(view.placeholderText).toBe(amountShapeOf(s.context.amountCents));
    if (view.hidden) expect(view.amountText).toBe(HIDDEN_AMOUNT);
    else if (s.context.amountCents !== null) expect(view.amountText).toBe(formatMinorUnits(s.context.amountCents));
    // refresh by click only at rest: never while updating nor within the gap after a load
    expect(view.canRefresh).toBe(s.matches({ ready: 'idle' }));
    expect(view.canRetry).toBe(view.status === 'failed');
    expect(view.currencySymbol.length).toBeGreaterThan(0);
    // a failure without an amount is the failed state; with one it is a failed refresh
    if (view.status === 'failed') expect(s.context.amountCents).toBeNull();
  },
});

describe('account balance behaviour', () => {
  function start(readings: (() => BalanceReading)[], input = {}) {
    const clock = new SimulatedClock();
    const stored: boolean[] = [];
    let calls = 0;
    const actor = createActor(
      accountBalanceMachine.provide({
        actors: { loadBalance: fromPromise<BalanceReading, void>(async () => readings[Math.min(calls++, readings.length - 1)]()) },
        actions: { storeHiddenPreference: (_, params) => void stored.push(params.hidden) },
      }),
      { clock, input },
    );
    actor.start();
    return { actor, clock, stored, calls: () => calls, view: () => selectAccountBalanceView(actor.getSnapshot()) };
  }
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

  it("sizes the first load's placeholder by the last amount's shape, and then by the amount shown", async () => {
    expect(amountShapeOf(1_234_567_89)).toBe('0,000,000.00');
    expect(amountShapeOf(-5_00)).toBe('-0.00');
    const { actor, view } = start([() => ({ amountCents: 12_345_00 }), () => ({ amountCents: 7_00 })], { amountShape: '0,000.00' });
    expect(view()).toMatchObject({ updating: true, amountText: null, placeholderText: '0,000.00' });
    await flush();
    expect(view()).toMatchObject({ updating: false, amountText: '12,345.00', placeholderText: '00,000.00' });
    actor.send({ type: 'balance.changed' });
    expect(view()).toMatchObject({ updating: true, placeholderText: '00,000.00' });
    await flush();
    expect(view()).toMatchObject({ amountText: '7.00', placeholderText: '0.00' });
  });

  it('has no shape for a first load when no amount was shown in the tab: the slot sizes the placeholder', () => {
    const { view } = start([() => ({ amountCents: 1_00 })]);
    expect(view()).toMatchObject({ updating: true, placeholderText: null });
  });

  it('refreshes by click at most once per gap, with the updating placeholder meanwhile', async () => {
    const { actor, clock, calls, view } = start([() => ({ amountCents: 100_00 }), () => ({ amountCents: 250_50 })]);
    expect(view()).toMatchObject({ status: 'loading', updating: true, amountText: null, currencySymbol: 'P' });
    await flush();
    expect(view()).toMatchObject({ status: 'ready', updating: false, amountText: '100.00', canRefresh: false });
    actor.send({ type: 'balance.refresh' });
    expect(calls()).toBe(1);
    clock.increment(3000);
    actor.send({ type: 'balance.refresh' });
    expect(view()).toMatchObject({ updating: true, amountText: '100.00' });
    await flush();
    expect(view()).toMatchObject({ updating: false, amountText: '250.50' });
    expect(calls()).toBe(2);
  });

  it('reloads at once when the balance changed, and once more when it changed mid-refresh', async () => {
    const { actor, calls, view } = start([() => ({ amountCents: 1 }), () => ({ amountCents: 2 }), () => ({ amountCents: 3 })]);
    await flush();
    actor.send({ type: 'balance.changed' });
    actor.send({ type: 'balance.changed' });
    await flush();
    await flush();
    expect(calls()).toBe(3);
    expect(view().amountText).toBe('0.03');
  });

  it('keeps the amount when a refresh fails, and offers a retry when the first load fails', async () => {
    const failing = () => {
      throw { errorCode: 'wallet.unavailable' };
    };
    const first = start([failing, () => ({ amountCents: 5 })]);
    await flush();
    expect(first.view()).toMatchObject({ status: 'failed', errorCode: 'wallet.unavailable', canRetry: true, amountText: null });
    first.actor.send({ type: 'balance.retry' });
    await flush();
    expect(first.view()).toMatchObject({ status: 'ready', amountText: '0.05', errorCode: null });

    const later = start([() => ({ amountCents: 7 }), failing]);
    await flush();
    later.actor.send({ type: 'balance.changed' });
    await flush();
    expect(later.view()).toMatchObject({ status: 'ready', amountText: '0.07', errorCode: 'wallet.unavailable', canRefresh: true });
  });

  it('hides the amount as *** and hands the choice to the edge', async () => {
    const { actor, stored, view } = start([() => ({ amountCents: 99 })], { hidden: true });
    await flush();
    expect(view().amountText).toBe('***');
    actor.send({ type: 'balance.toggleHidden' });
    expect(view()).toMatchObject({ hidden: false, amountText: '0.99' });
    expect(stored).toEqual([false]);
  });

  it('formats two decimals with thousands separators from integer cents', () => {
    expect(formatMinorUnits(0)).toBe('0.00');
    expect(formatMinorUnits(5)).toBe('0.05');
    expect(formatMinorUnits(123_456_789)).toBe('1,234,567.89');
    expect(formatMinorUnits(-100_000)).toBe('-1,000.00');
  });
});
