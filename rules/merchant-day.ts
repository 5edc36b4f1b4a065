/**
 * The merchant's business day: the gateway settles, counts and reports days from the merchant's
 * midnight (its offset from UTC), so the site's "today" and a range's first and last instants are
 * counted there too, never in the zone of the visitor's browser or of the machine.
 */

/** The offset a merchant without one set has, minutes east of UTC: 480 is UTC+8 (Kuala Lumpur, Manila). */
export const DEFAULT_UTC_OFFSET_MINUTES = 480;

const MINUTE_MS = 60_000;
/** A merchant day in milliseconds: the merchant's offset is fixed, so every day has 24 hours. */
export const DAY_MS = 86_400_000;
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real offset in minutes (UTC-12:00 to UTC+14:00); anything else is the default one. */
export function utcOffsetOrDefault(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= -720 && value <= 840 ? value : DEFAULT_UTC_OFFSET_MINUTES;
}

/** The merchant day (`YYYY-MM-DD`) an instant falls on. */
export function merchantDate(epochMs: number, utcOffsetMinutes: number): string {
  return new Date(epochMs + utcOffsetMinutes * MINUTE_MS).toISOString().slice(0, 10);
}

/** The first instant (epoch ms) of the merchant day `plusDays` after `isoDate`. */
export function merchantDayStart(isoDate: string, utcOffsetMinutes: number, plusDays = 0): number {
  const match = CALENDAR_DATE.exec(isoDate);
  if (!match) return Number.NaN;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return Date.UTC(year, month - 1, day) + plusDays * DAY_MS - utcOffsetMinutes * MINUTE_MS;
}
