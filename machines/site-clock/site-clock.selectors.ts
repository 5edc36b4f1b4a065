/** View model of the header clock. */
import type { SnapshotFrom } from 'xstate';
import { clockDateTime, clockFields, formatClock } from './site-clock.format';
import type { siteClockMachine } from './site-clock.machine';
import type { SiteClockView, WeekdayName } from './site-clock.types';

export type SiteClockSnapshot = SnapshotFrom<typeof siteClockMachine>;

/**
 * `weekdayName` localises the weekday (the view passes its catalog's names). The clock shows the
 * merchant's time, as every date of the site does (its business day, records and settlements), so
 * it is written in `utcOffsetMinutes`, the merchant's offset, not in the visitor's zone that the
 * reading carries.
 */
export function selectSiteClockView(snapshot: SiteClockSnapshot, weekdayName: WeekdayName, utcOffsetMinutes: number): SiteClockView {
  const { reading } = snapshot.context;
  const fields = reading ? clockFields({ epochMs: reading.epochMs, utcOffsetMinutes }) : null;
  return {
    text: fields ? formatClock(fields, weekdayName) : null,
    dateTime: fields ? clockDateTime(fields) : null,
    ticking: snapshot.matches('running'),
  };
}
