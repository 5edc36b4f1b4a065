/** The member's record lists that export a file (betting record, account record). */
import type { PagedListInput } from './paged-list.types';

/** An export's longest range in days, both ends included: 12 months (the gateway takes 366 days). */
export const RECORD_EXPORT_DAYS = 366;

/** Such a list's input: today and the merchant's time zone (minutes east of UTC), and 12 months a file. */
export const exportingListInput = (today: string, utcOffsetMinutes: number): PagedListInput => ({
  today,
  utcOffsetMinutes,
  maxExportDays: RECORD_EXPORT_DAYS,
});
