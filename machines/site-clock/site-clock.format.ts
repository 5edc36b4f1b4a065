/**
 * Calendar arithmetic for the clock, pure integer maths (no Date): the same reading gives the same
 * text on every machine, whatever its time zone settings, because the offset travels in the reading.
 */
import { DAY_MS } from '../../rules/merchant-day';
import type { ClockFields, ClockReading, WeekdayName } from './site-clock.types';

const floorDiv = (a: number, b: number) => Math.floor(a / b);
const mod = (a: number, b: number) => ((a % b) + b) % b;
const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * Year, month and day of a count of days since 1970-01-01 (proleptic Gregorian calendar), after
 * H. Hinnant's `civil_from_days`: shift to eras of 400 years starting on 0000-03-01, so the leap
 * day is the last day of the shifted year.
 */
function civilFromDays(days: number): { year: number; month: number; day: number } {
  const z = days + 719_468;
  const era = floorDiv(z, 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = floorDiv(dayOfEra - floorDiv(dayOfEra, 1460) + floorDiv(dayOfEra, 36_524) - floorDiv(dayOfEra, 146_096), 365);
  const dayOfYear = dayOfEra - (365 * yearOfEra + floorDiv(yearOfEra, 4) - floorDiv(yearOfEra, 100));
  const shiftedMonth = floorDiv(5 * dayOfYear + 2, 153);
  const day = dayOfYear - floorDiv(153 * shiftedMonth + 2, 5) + 1;
  const month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/** The reading's local calendar fields. */
export function clockFields(reading: ClockReading): ClockFields {
  const localMs = reading.epochMs + reading.utcOffsetMinutes * 60_000;
  const days = floorDiv(localMs, DAY_MS);
  const msOfDay = localMs - days * DAY_MS;
  const secondsOfDay = floorDiv(msOfDay, 1000);
  return {
    ...civilFromDays(days),
    // 1970-01-01 was a Thursday (4)
    weekday: mod(days + 4, 7),
    hours: floorDiv(secondsOfDay, 3600),
    minutes: floorDiv(secondsOfDay, 60) % 60,
    seconds: secondsOfDay % 60,
  };
}

/** SPEC §2: `year/month/day (weekday) hours:minutes:seconds`, two-digit fields after the year. */
export function formatClock(fields: ClockFields, weekdayName: WeekdayName): string {
  const { year, month, day, weekday, hours, minutes, seconds } = fields;
  return `${year}/${pad2(month)}/${pad2(day)} (${weekdayName(weekday)}) ${pad2(hours)}:${pad2(minutes)}:${pad2(seconds)}`;
}

/** Local time for a `<time dateTime>` attribute. */
export function clockDateTime(fields: ClockFields): string {
  const { year, month, day, hours, minutes, seconds } = fields;
  return `${year}-${pad2(month)}-${pad2(day)}T${pad2(hours)}:${pad2(minutes)}:${pad2(seconds)}`;
}

/**
 * Milliseconds until the next whole second after a reading (1-1000). Ticking on second boundaries
 * rather than every 1000 ms from an arbitrary start keeps timer jitter from skipping a second.
 */
export function msUntilNextSecond(reading: ClockReading | null): number {
  return reading === null ? 1000 : 1000 - mod(reading.epochMs, 1000);
}
