/**
 * A record range cut into what the day totals (022_record_days.sql) answer and what the raw rows
 * must: the whole UTC days inside the range, and the two partial days at its ends.
 *
 *   from ──raw── [first whole day … last whole day] ──raw── to
 *
 * A range without a whole UTC day in it is read raw from end to end (`days` empty, `head` the whole
 * range, `tail` empty). Every part is half open, and the three parts cover the range exactly once.
 *
 * The same counts tell a page where it starts (pageStart): the rows of the days newer than the page
 * are counted from the totals, so a page deep in the record is read as cheaply as the first one.
 */
import { DAY_MS } from '../../rules/merchant-day';
import type { RecordRange } from './record-range';

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

/** Rows of a record between two times, as the day totals or a raw count give them. */
export interface Segment {
  from: Date;
  to: Date;
  n: number;
}

/**
 * The range's segments newest first: the tail's raw part, each whole day (those with rows), the
 * head's raw part. `counts.days` maps 'YYYY-MM-DD' to the day's rows.
 */
export function segmentsOf(parts: RangeParts, counts: { head: number; tail: number; days: Map<string, number> }): Segment[] {
  const days = [...counts.days.entries()]
    .filter(([, n]) => n > 0)
    .sort(([a], [b]) => (a < b ? 1 : -1))
    .map(([day, n]) => {
      const from = new Date(`${day}T00:00:00.000Z`);
      return { from, to: new Date(from.getTime() + DAY_MS), n };
    });
  return [{ ...parts.tail, n: counts.tail }, ...days, { ...parts.head, n: counts.head }].filter((segment) => segment.n > 0);
}

/**
 * Where page `offset` starts, newest first: before which time, and how many rows there to skip. The
 * rows newer than the segment the offset falls in are counted, not read, so page 50 reads about as
 * few rows as page 1. Past the last row: an empty window (before the first segment's start).
 */
export function pageStart(segments: Segment[], offset: number, rangeFrom: Date): { before: Date; skip: number } {
  let newer = 0;
  for (const segment of segments) {
    if (newer + segment.n > offset) return { before: segment.to, skip: offset - newer };
    newer += segment.n;
  }
  return { before: rangeFrom, skip: 0 };
}
