/**
 * The one date format of the site and the gateway's files: each language's order, in the merchant's
 * time zone whatever the machine's, and a typed date read back in the order it is shown.
 */
import { describe, expect, it } from 'vitest';
import { dateFormat, dateLanguageOf, stampWithOffset, utcOffsetName, weekdayName } from '../../rules/date-format';

// 02:27:29 UTC on 7 December 2026: 10:27:29 in Kuala Lumpur and Manila (UTC+8), 21:27:29 the day before in New York (UTC-5)
const AT = Date.UTC(2026, 11, 7, 2, 27, 29);

describe('date format', () => {
  it('writes each language in its own order, in the merchant time', () => {
    expect([dateFormat('ms', 480).dateTime(AT), dateFormat('en', 480).dateTime(AT), dateFormat('zh', 480).dateTime(AT)]).toEqual([
      '07/12/2026 10:27:29',
      '07/12/2026 10:27:29',
      '2026/12/07 10:27:29',
    ]);
    expect(dateFormat('en', 480).date(AT)).toBe('07/12/2026');
    expect(dateFormat('zh', 480).time(AT)).toBe('10:27:29');
  });

  it('counts the day from the merchant midnight, not the machine or UTC', () => {
    // 16:00 UTC is midnight at UTC+8: the next merchant day
    expect(dateFormat('en', 480).date(Date.UTC(2026, 11, 6, 15, 59, 59))).toBe('06/12/2026');
    expect(dateFormat('en', 480).date(Date.UTC(2026, 11, 6, 16, 0, 0))).toBe('07/12/2026');
    expect(dateFormat('en', -300).dateTime(AT)).toBe('06/12/2026 21:27:29');
    expect(dateFormat('en', 0).dateTime(AT)).toBe('07/12/2026 02:27:29');
  });

  it('writes a day the gateway names without moving it to another day', () => {
    expect(dateFormat('ms', 480).calendarDate('2026-12-01')).toBe('01/12/2026');
    expect(dateFormat('zh', -300).calendarDate('2026-12-01')).toBe('2026/12/01');
    expect(dateFormat('en', 480).shortDate('2026-12-01')).toBe('01/12');
    expect(dateFormat('zh', 480).shortDate('2026-12-01')).toBe('12/01');
    expect(dateFormat('en', 480).calendarDate('2026-02-30')).toBeNull();
  });

  it('reads a typed date in the order the language shows it', () => {
    expect(dateFormat('ms', 480).datePattern).toBe('DD/MM/YYYY');
    expect(dateFormat('ms', 480).parseDate('7/12/2026')).toBe('2026-12-07');
    expect(dateFormat('en', 480).parseDate('07/12/2026')).toBe('2026-12-07');
    expect(dateFormat('zh', 480).parseDate('2026/12/07')).toBe('2026-12-07');
    expect(dateFormat('zh', 480).parseDate('2026-12-07')).toBe('2026-12-07');
    expect(dateFormat('en', 480).parseDate('31/02/2026')).toBeNull();
    expect(dateFormat('en', 480).parseDate('12/31/2026')).toBeNull();
    expect(dateFormat('en', 480).parseDate('tomorrow')).toBeNull();
  });

  it('takes the catalog locale, the language code or a BCP 47 tag', () => {
    expect(['ms', 'MS', 'en', 'zh', 'zh-CN', 'CN', 'th'].map(dateLanguageOf)).toEqual(['ms', 'ms', 'en', 'zh', 'zh', 'zh', 'en']);
  });

  it('writes an instant for a file with the merchant offset stated, and names a zone', () => {
    expect(stampWithOffset(AT, 480)).toBe('2026-12-07 10:27:29 +08:00');
    expect(stampWithOffset(AT, -300)).toBe('2026-12-06 21:27:29 -05:00');
    expect(stampWithOffset(AT, 0)).toBe('2026-12-07 02:27:29 +00:00');
    expect([utcOffsetName(480), utcOffsetName(-300), utcOffsetName(330), utcOffsetName(0)]).toEqual([
      'UTC+08:00',
      'UTC-05:00',
      'UTC+05:30',
      'UTC+00:00',
    ]);
  });

  it("names a weekday in the language's own words", () => {
    expect([weekdayName('en', 1, 'long'), weekdayName('en', 7, 'short')]).toEqual(['Monday', 'Sun']);
    expect(weekdayName('ms', 1, 'long')).toBe('Isnin');
    expect(weekdayName('zh', 1, 'long')).toBe('星期一');
  });
});
