/**
 * A record range cut into what the day totals (022_record_days.sql) answer and what the raw rows
 * must: the whole UTC days inside the range, and the two partial days at its ends.
 *
 *   from ──raw── [first whole day … last whole day] ──raw── to
 *
 * A range without a whole UTC day in it is read raw from end to end (`days` empty, `head` the whole
 * range, `tail` empty). Every part is half open, and the three parts cover the range exactly once.
 */
import type { RecordRange } from './record-range';

const DAY_MS = 86_400_000;

export interface RangeParts {
  /** raw rows from the range's start up to the first whole day */
  head: RecordRange;
  /** whole UTC days: `from` and `to` are UTC midnights ('YYYY-MM-DD', to exclusive) */
  days: { from: string; to: string };
  /** raw rows from the end of the last whole day to the range's end */
  tail: RecordRange;
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function rangeParts(range: RecordRange): RangeParts {
  const first = Math.ceil(range.from.getTime() / DAY_MS) * DAY_MS;
  const end = Math.floor(range.to.getTime() / DAY_MS) * DAY_MS;
  if (first >= end) {
    const none = isoDay(range.to.getTime());
    return { head: range, days: { from: none, to: none }, tail: { from: range.to, to: range.to } };
  }
  return {
    head: { from: range.from, to: new Date(first) },
    days: { from: isoDay(first), to: isoDay(end) },
    tail: { from: new Date(end), to: range.to },
  };
}
