/**
 * How a view writes dates: the one formatter of rules/date-format.ts, in the page's language and
 * the merchant's time zone from the system status (the root chart's context), so every page shows
 * the same instant as the same day and time whatever the zone of the visitor's browser.
 */
import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import { selectUtcOffsetMinutes } from '../../../machines/system-status';
import { dateFormat } from '../../../rules/date-format';
import type { DateFormat } from '../../../rules/date-format';
import { useOptionalRootActor } from '../../app/app-context';
import { useSelector } from '../../lib/use-selector';

export type { DateFormat };

/** The merchant's time zone, minutes east of UTC; the default merchant day for a view tested on its own. */
export function useUtcOffsetMinutes(): number {
  return useSelector(useOptionalRootActor() ?? undefined, selectUtcOffsetMinutes);
}

export function useDateFormat(): DateFormat {
  const { i18n } = useLingui();
  const utcOffsetMinutes = useUtcOffsetMinutes();
  return useMemo(() => dateFormat(i18n.locale, utcOffsetMinutes), [i18n.locale, utcOffsetMinutes]);
}
