/**
 * What the header clock asks of the world (the wall clock), and its implementations: the chart
 * loads with the header's lazy chunk, which binds them with `siteClockMachine.provide`.
 */
import { fromPromise } from 'xstate';
import type { siteClockMachine } from './site-clock.machine';
import type { ClockReading } from './site-clock.types';

export interface SiteClockCalls {
  /** the wall clock and the visitor's UTC offset now */
  readNow(): ClockReading;
}

export function siteClockImplementations(calls: SiteClockCalls): Parameters<typeof siteClockMachine.provide>[0] {
  return { actors: { readNow: fromPromise<ClockReading, void>(async () => calls.readNow()) } };
}
