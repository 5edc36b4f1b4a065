/**
 * The time range of a record call: `startTime`/`endTime` epoch ms, the end included, as the
 * platform's reports take them. Read once here so every record list and export refuses the same
 * ranges with the same field named.
 */
import { DAY_MS } from '../../rules/merchant-day';
import { paramError } from '../http/envelope';

/** A list's longest range: 90 whole days in any time zone, both ends included. */
export const LIST_SPAN_DAYS = 92;
/** An export's longest range: 12 months. */
export const EXPORT_SPAN_DAYS = 366;
/** How far back records are served at all (lists and exports): a year and a month. */
export const REACH_DAYS = 400;
/** Without a start: the 30 days before the end. */
const DEFAULT_DAYS = 30;

export interface RecordRange {
  from: Date;
  /** exclusive: the asked end plus 1 ms */
  to: Date;
}

export function recordRange(query: { startTime?: number; endTime?: number }, now: Date, spanDays: number): RecordRange {
  const end = query.endTime ?? now.getTime();
  const start = query.startTime ?? end - DEFAULT_DAYS * DAY_MS;
  if (start > end) throw paramError({ endTime: 'must not be before startTime' });
  if (start < now.getTime() - REACH_DAYS * DAY_MS) throw paramError({ startTime: `at most ${REACH_DAYS} days back` });
  if (end - start >= spanDays * DAY_MS) throw paramError({ startTime: `at most ${spanDays} days before endTime` });
  return { from: new Date(start), to: new Date(end + 1) };
}
