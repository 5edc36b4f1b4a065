/**
 * When a lottery game draws, as pure functions of its schedule and a given moment, so every
 * gateway (and the draw job) agrees on the numero a bet belongs to:
 * - weekly games (the Vietnamese stations) draw once on each of their weekdays at a fixed time;
 *   weekdays and the numero (yyyymmdd) are those of Vietnam (UTC+7, no daylight saving);
 * - interval games (electronic lotteries) draw every `intervalS` seconds, shifted by `offsetS`
 *   from midnight UTC; their numero is `yyyymmdd-NNNN` as server/games/draw-clock.ts names it.
 * Bets on a numero close `lockS` seconds before its draw. A draw exactly at `now` has happened:
 * the current numero is the next one.
 */
import { DAY_MS } from '../../rules/merchant-day';
import { currentDraw } from '../games/draw-clock';

export const VN_UTC_OFFSET_MS = 7 * 3_600_000;
const DAY_S = 86_400;
export const ALL_WEEKDAYS: readonly number[] = [1, 2, 3, 4, 5, 6, 7];

export type DrawSchedule =
  | {
      kind: 'weekly';
      /** ISO weekdays in Vietnam, 1 = Monday … 7 = Sunday */
      days: readonly number[];
      /** seconds after midnight, Vietnam time */
      timeS: number;
      lockS: number;
    }
  | { kind: 'interval'; intervalS: number; offsetS: number; lockS: number };

export interface CurrentNumero {
  numero: string;
  drawAt: Date;
  lockAt: Date;
  /** ms until the draw */
  remainTime: number;
  /** ms until bets close; 0 once they have */
  lockTime: number;
  locked: boolean;
}

/** ISO weekday of a Vietnam-local midnight expressed as ms (the local clock read as UTC). */
const isoWeekday = (localMs: number) => ((new Date(localMs).getUTCDay() + 6) % 7) + 1;

/** The schedule stored on a games row (draw_* columns); null when the game has no draws. */
export function scheduleOf(row: {
  draw_interval_s: number | null;
  draw_offset_s: number | null;
  draw_days: string | null;
  draw_lock_s: number | null;
}): DrawSchedule | null {
  const intervalS = row.draw_interval_s;
  if (intervalS === null || intervalS <= 0) return null;
  const offsetS = row.draw_offset_s ?? 0;
  if (intervalS >= DAY_S) {
    const days = parseDays(row.draw_days);
    if (days.length === 0) return null;
    const timeS = (((offsetS + VN_UTC_OFFSET_MS / 1000) % DAY_S) + DAY_S) % DAY_S;
    return { kind: 'weekly', days, timeS, lockS: Math.min(row.draw_lock_s ?? 15 * 60, DAY_S - 1) };
  }
  const lockS = Math.min(row.draw_lock_s ?? (intervalS <= 60 ? 5 : 10), intervalS - 1);
  return { kind: 'interval', intervalS, offsetS, lockS };
}

/** "1,4" -> [1, 4]; null means every day; anything outside 1–7 is dropped. */
export function parseDays(text: string | null): number[] {
  if (text === null) return [...ALL_WEEKDAYS];
  const days = text
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((day) => Number.isInteger(day) && day >= 1 && day <= 7);
  return [...new Set(days)].sort((a, b) => a - b);
}

/** The first draw strictly after `t`. */
export function nextDrawAfter(schedule: DrawSchedule, t: Date): Date {
  if (schedule.kind === 'interval') return currentDraw(schedule.intervalS, schedule.offsetS, t).drawAt;
  const localDay = Math.floor((t.getTime() + VN_UTC_OFFSET_MS) / DAY_MS) * DAY_MS;
  for (let d = 0; d <= 7; d++) {
    const day = localDay + d * DAY_MS;
    const drawAt = day + schedule.timeS * 1000 - VN_UTC_OFFSET_MS;
    if (drawAt > t.getTime() && schedule.days.includes(isoWeekday(day))) return new Date(drawAt);
  }
  throw new Error('a weekly schedule needs at least one weekday');
}

/** The last draw at or before `t`. */
export function lastDrawAtOrBefore(schedule: DrawSchedule, t: Date): Date {
  if (schedule.kind === 'interval') {
    const intervalMs = schedule.intervalS * 1000;
    const offsetMs = schedule.offsetS * 1000;
    return new Date(Math.floor((t.getTime() - offsetMs) / intervalMs) * intervalMs + offsetMs);
  }
  const localDay = Math.floor((t.getTime() + VN_UTC_OFFSET_MS) / DAY_MS) * DAY_MS;
  for (let d = 0; d <= 7; d++) {
    const day = localDay - d * DAY_MS;
    const drawAt = day + schedule.timeS * 1000 - VN_UTC_OFFSET_MS;
    if (drawAt <= t.getTime() && schedule.days.includes(isoWeekday(day))) return new Date(drawAt);
  }
  throw new Error('a weekly schedule needs at least one weekday');
}

const ymd = (ms: number) => new Date(ms).toISOString().slice(0, 10).replaceAll('-', '');

/** The numero of the draw held at `drawAt` (a draw time of this schedule). */
export function numeroOf(schedule: DrawSchedule, drawAt: Date): string {
  if (schedule.kind === 'weekly') return ymd(drawAt.getTime() + VN_UTC_OFFSET_MS);
  return currentDraw(schedule.intervalS, schedule.offsetS, new Date(drawAt.getTime() - 1)).numero;
}

/** The numero taking bets (or, once locked, waiting for its draw) at `now`. */
export function currentNumero(schedule: DrawSchedule, now: Date): CurrentNumero {
  const drawAt = nextDrawAfter(schedule, now);
  const lockAt = new Date(drawAt.getTime() - schedule.lockS * 1000);
  return {
    numero: numeroOf(schedule, drawAt),
    drawAt,
    lockAt,
    remainTime: drawAt.getTime() - now.getTime(),
    lockTime: Math.max(0, lockAt.getTime() - now.getTime()),
    locked: now.getTime() >= lockAt.getTime(),
  };
}

/** The numero drawn last (by the schedule) at `now`. */
export function previousNumero(schedule: DrawSchedule, now: Date): { numero: string; drawAt: Date } {
  const drawAt = lastDrawAtOrBefore(schedule, now);
  return { numero: numeroOf(schedule, drawAt), drawAt };
}

/** Up to `count` draws at or before `now` and after `after`, newest first. */
export function drawsDue(schedule: DrawSchedule, now: Date, after: Date, count: number): { numero: string; drawAt: Date }[] {
  const due: { numero: string; drawAt: Date }[] = [];
  let at = lastDrawAtOrBefore(schedule, now);
  while (due.length < count && at.getTime() > after.getTime()) {
    due.push({ numero: numeroOf(schedule, at), drawAt: at });
    at = lastDrawAtOrBefore(schedule, new Date(at.getTime() - 1));
  }
  return due;
}

/** drawDayOfWeek on the wire: "1,4"; every day for interval games. */
export const drawDaysText = (schedule: DrawSchedule): string => (schedule.kind === 'weekly' ? schedule.days : ALL_WEEKDAYS).join(',');
