/**
 * The live clock of the header top bar (SPEC §2): `year/month/day (weekday) hours:minutes:seconds`,
 * updated every second, paused while the page is hidden.
 */

/** What the edge's `readNow` resolves: the wall clock and the visitor's UTC offset at that moment. */
export interface ClockReading {
  epochMs: number;
  /**
   * the visitor's minutes east of UTC (UTC+8 is 480), read with every tick, kept for a trace; the
   * clock shows the merchant's time (selectSiteClockView's offset)
   */
  utcOffsetMinutes: number;
}

export interface SiteClockInput {
  /** a reading taken when the actor is created, so the first paint already shows the time */
  reading?: ClockReading | null;
}

export interface SiteClockContext {
  /** the last reading; null until the first one */
  reading: ClockReading | null;
}

export type SiteClockEvent =
  /** the page went to the background (document.visibilityState 'hidden') */
  | { type: 'page.hidden' }
  /** the page is shown again */
  | { type: 'page.visible' };

/** Calendar fields of a reading in the visitor's time zone. */
export interface ClockFields {
  year: number;
  /** 1-12 */
  month: number;
  /** 1-31 */
  day: number;
  /** 0 = Sunday ... 6 = Saturday */
  weekday: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Localised weekday name for 0 = Sunday ... 6 = Saturday; the view supplies it. */
export type WeekdayName = (weekday: number) => string;

export interface SiteClockView {
  /** `2025/03/07 (Friday) 09:05:03`, null before the first reading */
  text: string | null;
  /** machine-readable local time for `<time dateTime>`: `2025-03-07T09:05:03` */
  dateTime: string | null;
  /** false while the page is hidden */
  ticking: boolean;
}
