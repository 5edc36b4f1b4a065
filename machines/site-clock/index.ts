/** The header clock flow: the only module other code imports. */
export { siteClockMachine } from './site-clock.machine';
export { selectSiteClockView } from './site-clock.selectors';
export type { SiteClockSnapshot } from './site-clock.selectors';
export { clockDateTime, clockFields, formatClock, msUntilNextSecond } from './site-clock.format';
export type * from './site-clock.types';
export { siteClockImplementations } from './site-clock.calls';
export type { SiteClockCalls } from './site-clock.calls';
