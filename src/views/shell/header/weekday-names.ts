/**
 * Weekday names for the header clock (`year/month/day (weekday) hours:minutes:seconds`) from the
 * message catalogs, like every other word of the interface. (Building an `Intl.DateTimeFormat`
 * for them cost a long task on a slow phone's first paint.)
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { WeekdayName } from '../../../../machines/site-clock';

/** Sunday first: `Date.getDay()` numbering */
const WEEKDAYS = [msg`Sunday`, msg`Monday`, msg`Tuesday`, msg`Wednesday`, msg`Thursday`, msg`Friday`, msg`Saturday`];

const namers = new Map<string, WeekdayName>();

export function weekdayNamer(i18n: I18n): WeekdayName {
  let namer = namers.get(i18n.locale);
  if (!namer) {
    const names = WEEKDAYS.map((descriptor) => i18n._(descriptor));
    namer = (weekday) => names[weekday] ?? '';
    namers.set(i18n.locale, namer);
  }
  return namer;
}
