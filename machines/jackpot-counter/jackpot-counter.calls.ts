/** What the jackpot counter asks of the world (the wall clock), and the chart provided with it. */
import { fromPromise } from 'xstate';
import type { ClockReading } from '../site-clock';
import { jackpotCounterMachine } from './jackpot-counter.machine';

export interface JackpotCounterCalls {
  /** the wall clock and the visitor's UTC offset now */
  readNow(): ClockReading;
}

export function provideJackpotCounter(calls: JackpotCounterCalls): typeof jackpotCounterMachine {
  return jackpotCounterMachine.provide({ actors: { readNow: fromPromise<ClockReading, void>(async () => calls.readNow()) } });
}
