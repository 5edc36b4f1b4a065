/**
 * Jackpot counter chart: graph paths over reading the time, counting and stopping while the page is
 * hidden; behaviour on a simulated clock (the time-derived start, +165.11 every 3 s, a resync when
 * shown again) and the start rule itself.
 */
import { describe, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import {
  JACKPOT_BASE_CENTS,
  JACKPOT_STEP_CENTS,
  jackpotAmountAt,
  jackpotCounterMachine,
  selectJackpotCounterView,
} from '../../machines/jackpot-counter';
import type { JackpotCounterSnapshot } from '../../machines/jackpot-counter';
import type { ClockReading } from '../../machines/site-clock';
import { pending, runPathSuite } from './support/path-suite';
import { expect } from './support/fast-expect';

const asSnapshot = (s: unknown) => s as JackpotCounterSnapshot;
const midnight = Date.UTC(2025, 5, 1);

runPathSuite({
  machine: jackpotCounterMachine.provide({ actors: { readNow: pending<ClockReading, void>() } }),
  events: {
    'xstate.done.actor.readNow': [{ output: { epochMs: midnight + 7_500, utcOffsetMinutes: 0 } }],
    'xstate.error.actor.readNow': [{ error: new Error('no clock') }],
  },
  // graph identity: the amount only matters as unknown / known (it grows without bound)
  serialize: (raw) => {
    const s = asSnapshot(raw);
    return JSON.stringify({ value: s.value, known: s.context.amountCents !== null });
  },
  assertStep: (raw) => {
    const s = asSnapshot(raw);
    const view = selectJackpotCounterView(s);
    expect(view.counting).toBe(s.matches('counting'));
    if (view.counting) expect(view.amountCents).toBeGreaterThanOrEqual(JACKPOT_BASE_CENTS + 2 * JACKPOT_STEP_CENTS);
    if (view.amountCents === null) expect(view.amountText).toBeNull();
  },
});

describe('jackpot counter behaviour', () => {
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

  function start(startMs: number) {
    const clock = new SimulatedClock();
    const actor = createActor(
      jackpotCounterMachine.provide({
        actors: { readNow: fromPromise<ClockReading, void>(async () => ({ epochMs: startMs + clock.now(), utcOffsetMinutes: 0 })) },
      }),
      { clock },
    );
    actor.start();
    return { actor, clock, view: () => selectJackpotCounterView(actor.getSnapshot()) };
  }

  it('starts from the time-derived amount and adds 165.11 every 3000 ms', async () => {
    const { clock, view } = start(midnight + 3_600_000);
    await flush();
    // one hour after 00:00 UTC: 1200 steps
    expect(view()).toMatchObject({ amountCents: 1_019_813_200, amountText: '10,198,132.00', counting: true });
    clock.increment(2999);
    expect(view().amountCents).toBe(1_019_813_200);
    clock.increment(1);
    expect(view().amountText).toBe('10,198,297.11');
    // the simulated clock fires the timers due; each step schedules the next one
    clock.increment(3000);
    clock.increment(3000);
    expect(view().amountCents).toBe(1_019_813_200 + 3 * JACKPOT_STEP_CENTS);
  });

  it('stops while the page is hidden and resumes from the amount the time gives', async () => {
    const { actor, clock, view } = start(midnight);
    await flush();
    actor.send({ type: 'page.hidden' });
    clock.increment(60_000);
    expect(view()).toMatchObject({ amountCents: JACKPOT_BASE_CENTS, counting: false });
    actor.send({ type: 'page.visible' });
    await flush();
    // 60 s hidden: 20 steps, as every other visitor sees now
    expect(view()).toMatchObject({ amountCents: JACKPOT_BASE_CENTS + 20 * JACKPOT_STEP_CENTS, counting: true });
  });

  it('derives the start from whole 3 s steps since 00:00 UTC', () => {
    expect(jackpotAmountAt(midnight)).toBe(JACKPOT_BASE_CENTS);
    expect(jackpotAmountAt(midnight + 2999)).toBe(JACKPOT_BASE_CENTS);
    expect(jackpotAmountAt(midnight + 3000)).toBe(JACKPOT_BASE_CENTS + JACKPOT_STEP_CENTS);
    expect(jackpotAmountAt(midnight - 1)).toBe(JACKPOT_BASE_CENTS + 28_799 * JACKPOT_STEP_CENTS);
    expect(jackpotAmountAt(-1)).toBe(jackpotAmountAt(midnight - 1));
    // the same moment gives the same amount, wherever the visitor is: the offset plays no part
    expect(Number.isSafeInteger(jackpotAmountAt(midnight - 1))).toBe(true);
  });
});
