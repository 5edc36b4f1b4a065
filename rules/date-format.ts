/**
 * The one way dates and times are written, on the site and in the gateway's files: in the
 * merchant's time zone (its business day's offset from UTC, the same offset the gateway settles
 * days with), one numeric format per language. Numbers, not month names, so a date reads the same in
 * a list, a chart and a date field, and a player types it back in the order it is shown.
 */
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);

/** A catalog locale: `ms` (MS), `en` (EN) or `zh` (CN); any other is written as English. */
export type DateLanguage = 'ms' | 'en' | 'zh';

interface Patterns {
  /** a day */
  date: string;
  /** a day without its year, for a chart's ticks */
  shortDate: string;
  time: string;
}

// Malay and English (as written in Malaysia and the Philippines' offices) put the day first;
// Chinese writes from the year down, as the site clock does (SPEC §2).
const patterns: Record<DateLanguage, Patterns> = {
  ms: { date: 'DD/MM/YYYY', shortDate: 'DD/MM', time: 'HH:mm:ss' },
  en: { date: 'DD/MM/YYYY', shortDate: 'DD/MM', time: 'HH:mm:ss' },
  zh: { date: 'YYYY/MM/DD', shortDate: 'MM/DD', time: 'HH:mm:ss' },
};

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function dateLanguageOf(locale: string): DateLanguage {
  const language = locale.toLowerCase().split(/[-_]/)[0];
  if (language === 'cn') return 'zh';
  return language === 'ms' || language === 'zh' ? language : 'en';
}

export interface DateFormat {
  language: DateLanguage;
  utcOffsetMinutes: number;
  /** `07/12/2026`: the merchant's day an instant (epoch ms) falls on */
  date(epochMs: number): string;
  /** `07/12/2026 10:27:29` */
  dateTime(epochMs: number): string;
  /** `10:27:29` */
  time(epochMs: number): string;
  /** a merchant day the gateway names (`2026-12-07`) as this language writes it; null when it is not a date */
  calendarDate(isoDate: string): string | null;
  /** a merchant day without its year (`07/12`), for a chart's ticks */
  shortDate(isoDate: string): string | null;
  /** the pattern a date field shows and reads (`DD/MM/YYYY`) */
  datePattern: string;
  /** a date typed in `datePattern` as the gateway names days (`2026-12-07`); null when it is not a calendar date */
  parseDate(text: string): string | null;
}

/** Reads an ISO calendar date as that day's midnight in UTC, so writing it back needs no time zone. */
function calendarDay(isoDate: string) {
  const match = CALENDAR_DATE.exec(isoDate);
  if (!match) return null;
  const day = dayjs.utc(isoDate);
  return day.isValid() && day.format('YYYY-MM-DD') === isoDate ? day : null;
}

function parseIn(pattern: string, text: string): string | null {
  const digits = text.trim().match(/^(\d{1,4})\D(\d{1,2})\D(\d{1,4})$/);
  if (!digits) return null;
  const [, first, second, third] = digits;
  const yearFirst = pattern.startsWith('YYYY');
  const [year, month, day] = yearFirst ? [first, second, third] : [third, second, first];
  if (year.length !== 4) return null;
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return calendarDay(iso) ? iso : null;
}

/**
 * `2026-12-07 10:27:29 +08:00`: an instant in the merchant's time with its offset stated, for files
 * a program reads (the CSV exports), whatever the reader's language or zone.
 */
export function stampWithOffset(epochMs: number, utcOffsetMinutes: number): string {
  return dayjs.utc(epochMs).utcOffset(utcOffsetMinutes).format('YYYY-MM-DD HH:mm:ss Z');
}

const weekdayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A weekday's name (1 = Monday … 7 = Sunday) as the language's calendar writes it (`Isnin`,
 * `Mon`, `周一`): the name of a day of the week, not of a date, so no time zone applies.
 */
export function weekdayName(locale: string, weekday: number, width: 'short' | 'long'): string {
  const key = `${dateLanguageOf(locale)} ${width}`;
  let format = weekdayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(dateLanguageOf(locale), { weekday: width, timeZone: 'UTC' });
    weekdayFormats.set(key, format);
  }
  // 2024-01-01 was a Monday: day n of that week is weekday n
  return format.format(Date.UTC(2024, 0, weekday));
}

/** `UTC+08:00`, `UTC-05:00`: the zone a time is written in, named where the reader may be elsewhere. */
export function utcOffsetName(utcOffsetMinutes: number): string {
  return `UTC${dayjs.utc(0).utcOffset(utcOffsetMinutes).format('Z')}`;
}

/** The format of one language in one merchant's time zone (minutes east of UTC: 480 is UTC+8). */
export function dateFormat(locale: string, utcOffsetMinutes: number): DateFormat {
  const language = dateLanguageOf(locale);
  const { date, shortDate, time } = patterns[language];
  const at = (epochMs: number) => dayjs.utc(epochMs).utcOffset(utcOffsetMinutes);
  return {
    language,
    utcOffsetMinutes,
    date: (epochMs) => at(epochMs).format(date),
    dateTime: (epochMs) => at(epochMs).format(`${date} ${time}`),
    time: (epochMs) => at(epochMs).format(time),
    calendarDate: (isoDate) => calendarDay(isoDate)?.format(date) ?? null,
    shortDate: (isoDate) => calendarDay(isoDate)?.format(shortDate) ?? null,
    datePattern: date,
    parseDate: (text) => parseIn(date, text),
  };
}
