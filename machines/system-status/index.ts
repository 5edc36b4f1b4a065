/** The system-status flow (root actor of the site): the only module other code imports. */
export { ROOT_SYSTEM_ID, systemStatusMachine } from './system-status.machine';
export { selectRouterRef, selectSessionRef, selectSystemStatusView, selectUtcOffsetMinutes } from './system-status.selectors';
export type { SystemStatusSnapshot } from './system-status.selectors';
export { flattenModules, MAX_TELEGRAM_LINKS, statusCodeOf, toRightBar, toSiteFooter, toSystemStatus } from './system-status.normalise';
export type * from './system-status.types';
