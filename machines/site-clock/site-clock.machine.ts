/**
 * Header clock (id `siteClock`): reads the time from the edge's `readNow` (the chart never touches
 * a clock itself), waits until the next whole second, reads again. A hidden page stops the cycle;
 * showing it reads the time at once, so the clock is right immediately.
 */
import { assign, setup } from 'xstate';
import { doneOutput, notProvidedActor } from '../shared';
import { msUntilNextSecond } from './site-clock.format';
import type { ClockReading, SiteClockContext, SiteClockEvent, SiteClockInput } from './site-clock.types';

export const siteClockMachine = setup({
  types: {
    context: {} as SiteClockContext,
    events: {} as SiteClockEvent,
    input: {} as SiteClockInput,
  },
  actors: {
    readNow: notProvidedActor<ClockReading>('readNow'),
  },
  actions: {
    assignReading: assign(({ event }) => ({ reading: doneOutput<ClockReading>(event) })),
  },
  delays: {
    /** one clock step (SPEC §9: 1 s), ending on the next whole second of the last reading */
    CLOCK_TICK: ({ context }) => msUntilNextSecond(context.reading),
  },
}).createMachine({
  id: 'siteClock',
  context: ({ input }) => ({ reading: input?.reading ?? null }),
  initial: 'running',
  states: {
    running: {
      initial: 'readingTime',
      on: { 'page.hidden': { target: 'paused' } },
      states: {
        readingTime: {
          invoke: {
            id: 'readNow',
            src: 'readNow',
            onDone: { target: 'waitingForNextSecond', actions: 'assignReading' },
            // keep showing the last reading and try again on the next tick
            onError: { target: 'waitingForNextSecond' },
          },
        },
        waitingForNextSecond: {
          after: { CLOCK_TICK: { target: 'readingTime' } },
        },
      },
    },
    paused: {
      description: 'The page is hidden: no ticks. Shown again, the clock reads the time at once.',
      on: { 'page.visible': { target: 'running' } },
    },
  },
});
