/**
 * Date ranges of a paged list as whole days (`YYYY-MM-DD`). Pure: today comes from the edge, so a
 * chart and its tests never read a clock. Days are counted in UTC, where every day has 24 hours, so
 * a range across a daylight-saving change has the days it shows.
 */
import { DAY_MS } from '../../rules/merchant-day';
import type { DatePreset, DateRange, RangeErrorCode } from './paged-list.types';

/** Issue 12: the longest range of a record page unless the page says otherwise. */
export const DEFAULT_MAX_RANGE_DAYS = 90;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of an ISO date, or null when it is not a calendar date (`2026-02-30`, ''). */
export function dayNumber(date: string): number | null {
  const match = ISO_DATE.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const at = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 02-30 over to March and maps years 0-99 to the 1900s: both read back differently
  if (at.getUTCFullYear() !== year || at.getUTCMonth() !== month - 1 || at.getUTCDate() !== day) return null;
  return at.getTime() / DAY_MS;
}

/** The ISO date `days` days after `date` (before, when negative); null for a date that is not one. */
export function addDays(date: string, days: number): string | null {
  const start = dayNumber(date);
  if (start === null) return null;
  return new Date((start + days) * DAY_MS).toISOString().slice(0, 10);
}

/** The `days` days that end with `today` (a preset such as "last 7 days"); today alone for 1 or less. */
export function lastDays(today: string, days: number): DateRange {
  return { from: addDays(today, -(Math.max(1, Math.trunc(days)) - 1)) ?? today, to: today };
}

/** How many days the range shows, both ends included; null when an end is not a date. */
export function daysInRange(range: DateRange): number | null {
  const from = dayNumber(range.from);
  const to = dayNumber(range.to);
  return from === null || to === null ? null : to - from + 1;
}

/** Why the range is refused, or null when the list may ask for it. */
export function rangeErrorOf(range: DateRange, maxDays: number): RangeErrorCode | null {
  const days = daysInRange(range);
  if (days === null) return 'range_invalid';
  if (days < 1) return 'range_order';
  return days > maxDays ? 'range_too_long' : null;
}

/** The range is too long for the list but within what an export may cover. */
export function exportOnly(context: { range: DateRange; maxRangeDays: number; maxExportDays: number }): boolean {
  return rangeErrorOf(context.range, context.maxRangeDays) === 'range_too_long' && rangeErrorOf(context.range, context.maxExportDays) === null;
}

export function sameRange(a: DateRange, b: DateRange): boolean {
  return a.from === b.from && a.to === b.to;
}

export const DATE_PRESETS: readonly DatePreset[] = ['today', 'yesterday', 'last7', 'last30'];

/** The range a preset names on `today`. */
export function presetRange(today: string, preset: DatePreset): DateRange {
  if (preset === 'yesterday') {
    const yesterday = addDays(today, -1) ?? today;
    return { from: yesterday, to: yesterday };
  }
  return lastDays(today, preset === 'last7' ? 7 : preset === 'last30' ? 30 : 1);
}

/** The preset that names `range` on `today`, or `custom`. */
export function presetOf(range: DateRange, today: string): DatePreset | 'custom' {
  return DATE_PRESETS.find((preset) => sameRange(presetRange(today, preset), range)) ?? 'custom';
}
