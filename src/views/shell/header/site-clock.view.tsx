/**
 * Clock container: the siteClock chart lives as long as the header; the page's visibility is
 * forwarded (`page.hidden` stops the ticks, `page.visible` reads the time at once). The weekday is
 * named in the language of the active catalog, like the rest of the interface, and the time is the
 * merchant's, like every date of the site.
 */
import { useEffect } from 'react';
import { useLingui } from '@lingui/react';
import { shallowEqual, useSelector } from '../../../lib/use-selector';
import { selectSiteClockView, siteClockMachine } from '../../../../machines/site-clock';
import { useProvidedChart, useShellEdge } from '../../../app/shell.edge';
import { SiteClock } from './site-clock';
import { weekdayNamer } from './weekday-names';
import { useChartActor } from '../../../app/chart-actor';
import { useUtcOffsetMinutes } from '../../common/date-format.view';

export function SiteClockView() {
  const shell = useShellEdge();
  // the first reading goes in with the input, so the first paint already shows the time
  const logic = useProvidedChart(siteClockMachine, shell.siteClock);
  const clock = useChartActor(logic, { input: { reading: shell.env.readNow() } });
  useEffect(() => shell.env.watchPageVisibility((visible) => clock.send({ type: visible ? 'page.visible' : 'page.hidden' })), [shell, clock]);
  const { i18n } = useLingui();
  const weekdayName = weekdayNamer(i18n);
  // the merchant's time, as every date of the site
  const utcOffsetMinutes = useUtcOffsetMinutes();
  const view = useSelector(clock, (snapshot) => selectSiteClockView(snapshot, weekdayName, utcOffsetMinutes), shallowEqual);
  return <SiteClock view={view} />;
}
