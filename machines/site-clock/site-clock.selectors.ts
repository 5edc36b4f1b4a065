/** View model of the header clock. */
import type { SnapshotFrom } from 'xstate';
import { clockDateTime, clockFields, formatClock } from './site-clock.format';
import type { siteClockMachine } from './site-clock.machine';
import type { SiteClockView, WeekdayName } from './site-clock.types';

export type SiteClockSnapshot = SnapshotFrom<typeof siteClockMachine>;

/** `weekdayName` localises the weekday (the view passes its catalog's names). */
export function selectSiteClockView(snapshot: SiteClockSnapshot, weekdayName: WeekdayName): SiteClockView {
  const { reading } = snapshot.context;
  const fields = reading ? clockFields(reading) : null;
  return {
    text: fields ? formatClock(fields, weekdayName) : null,
    dateTime: fields ? clockDateTime(fields) : null,
    ticking: snapshot.matches('running'),
  };
}
