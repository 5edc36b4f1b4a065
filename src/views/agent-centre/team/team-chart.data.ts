/**
 * What the team overview's chart draws: every merchant day of the period (a day nobody played is a
 * day of zeros, which the gateway leaves out of its list), each at its noon in seconds, uPlot's time
 * unit, with the x scale pinned to the period. Left to itself uPlot widens a lone point's scale by
 * `86400 / ms` seconds, about 1,000 days when the unit is the second: a period with one active day
 * read March 2027 to September 2029.
 */
import { addDays, daysInRange } from '../../../../machines/paged-list';
import type { DateRange } from '../../../../machines/paged-list';
import type { TeamOverviewDailyValue } from '../../../../wire/team.schemas';
import { merchantDate } from '../../../../rules/merchant-day';

type Day = TeamOverviewDailyValue['list'][number];

const SECONDS_PER_DAY = 86_400;
/** the longest period the overview asks for (its page holds 90 days) */
const MAX_DAYS = 90;
/** at most this many day labels under the chart, so they never overlap on a phone */
const MAX_TICKS = 8;

export interface TeamChartData {
  /** the merchant days drawn, oldest first (`2026-12-01`) */
  dates: string[];
  /** each day's noon, seconds since 1970 counted on the day's own calendar (no time zone moves it) */
  x: number[];
  validBet: number[];
  deposits: number[];
  profitAndLoss: number[];
  /** the x scale: the first day's start to the last day's end */
  xRange: [number, number];
  /** the days labelled under the chart, as x values */
  ticks: number[];
}

const noonOf = (date: string) => Date.parse(`${date}T12:00:00Z`) / 1000;

/** The days from the period's first to its last, widened to hold any day the gateway answered. */
function periodDates(days: readonly Day[], range: DateRange): string[] {
  const known = days.map((day) => day.date).sort();
  const valid = daysInRange(range) !== null && range.from <= range.to;
  const first = [valid ? range.from : null, known[0]].filter(Boolean).sort()[0];
  const last = [valid ? range.to : null, known[known.length - 1]].filter(Boolean).sort().reverse()[0];
  if (!first || !last) return [];
  const dates: string[] = [];
  for (let date: string | null = first; date && date <= last && dates.length < MAX_DAYS; date = addDays(date, 1)) dates.push(date);
  return dates;
}

export function teamChartData(days: readonly Day[], range: DateRange): TeamChartData {
  const dates = periodDates(days, range);
  const byDate = new Map(days.map((day) => [day.date, day]));
  const x = dates.map(noonOf);
  const figure = (pick: (day: Day) => number) => dates.map((date) => (byDate.has(date) ? pick(byDate.get(date)!) : 0));
  const step = Math.max(1, Math.ceil(dates.length / MAX_TICKS));
  return {
    dates,
    x,
    validBet: figure((day) => day.validBetAmount),
    deposits: figure((day) => day.depositAmount),
    profitAndLoss: figure((day) => day.profitAndLoss),
    xRange: x.length ? [x[0] - SECONDS_PER_DAY / 2, x[x.length - 1] + SECONDS_PER_DAY / 2] : [0, SECONDS_PER_DAY],
    ticks: x.filter((_, index) => index % step === 0),
  };
}

/** The date a tick's x value is the noon of (`2026-12-01`): the ticks are noons in UTC, so the date is read in UTC. */
export const dateOfTick = (seconds: number) => merchantDate(seconds * 1000, 0);
