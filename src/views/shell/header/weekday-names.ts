/**
 * Weekday names of a locale from the platform's Intl data, for the header clock
 * (`year/month/day (weekday) hours:minutes:seconds`). One list per locale, made once.
 */
import type { WeekdayName } from '../../../../machines/site-clock';

const namers = new Map<string, WeekdayName>();

export function weekdayNamer(locale: string): WeekdayName {
  let namer = namers.get(locale);
  if (!namer) {
    const format = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
    // 2023-01-01 was a Sunday, so day n of that week is weekday n (0 = Sunday)
    const names = Array.from({ length: 7 }, (_, day) => format.format(Date.UTC(2023, 0, 1 + day)));
    namer = (weekday) => names[weekday] ?? '';
    namers.set(locale, namer);
  }
  return namer;
}
