/**
 * Jackpot counter (id `jackpotCounter`): reads the time from the edge's `readNow` (the same clock
 * actor as the header clock), starts from the amount that time gives, then adds one step every
 * JACKPOT_STEP while the page is shown. A hidden page stops it; shown again, it reads the time and
 * resumes from the amount the time gives, so it never lags behind other visitors.
 */
import { assign, setup } from 'xstate';
import { doneOutput, notProvidedActor } from '../shared';
import type { ClockReading } from '../site-clock';
import { JACKPOT_STEP_CENTS, JACKPOT_STEP_MS, jackpotAmountAt } from './jackpot-counter.amount';
import type { JackpotCounterContext, JackpotCounterEvent } from './jackpot-counter.types';

export const jackpotCounterMachine = setup({
  types: {
    context: {} as JackpotCounterContext,
    events: {} as JackpotCounterEvent,
  },
  actors: {
    readNow: notProvidedActor<ClockReading>('readNow'),
  },
  actions: {
    startFromReading: assign(({ event }) => ({ amountCents: jackpotAmountAt(doneOutput<ClockReading>(event).epochMs) })),
    addStep: assign({ amountCents: ({ context }) => (context.amountCents ?? 0) + JACKPOT_STEP_CENTS }),
  },
  delays: {
    /** SPEC §9: +165.11 every 3000 ms */
    JACKPOT_STEP: JACKPOT_STEP_MS,
  },
}).createMachine({
  id: 'jackpotCounter',
  context: { amountCents: null },
  initial: 'readingTime',
  on: { 'page.hidden': { target: '.stopped' } },
  states: {
    readingTime: {
      invoke: {
        id: 'readNow',
        src: 'readNow',
        onDone: { target: 'counting', actions: 'startFromReading' },
        onError: { target: 'stopped' },
      },
    },
    counting: {
      after: { JACKPOT_STEP: { target: 'counting', reenter: true, actions: 'addStep' } },
    },
    stopped: {
      description: 'The page is hidden (or the clock could not be read): no steps. Shown again, it reads the time and resumes.',
      on: { 'page.visible': { target: 'readingTime' } },
    },
  },
});
