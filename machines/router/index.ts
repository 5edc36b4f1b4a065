/** The router flow: the only module other code imports. */
export { addressOf, ROUTER_SYSTEM_ID, routerMachine, withQuery } from './router.machine';
export { selectAddress, selectCentreHostRef, selectNavigationKind, selectShownCentre } from './router.selectors';
export type { RouterSnapshot } from './router.selectors';
export type * from './router.types';
export { accessOf, agentRoleOf, GUARD_EXEMPT_PATHS, guardRedirect, presenceOf, shownCentreOf } from './router.access';
export type { AccessVerdict, AgentRole, SessionPresence } from './router.access';
export { HOME_PATHS, NOT_FOUND_ROUTE, routeOf, SITE_ROUTES } from './router.routes';
export type { PageChunk, RouteAccess, ShellLayout, SiteRoute } from './router.routes';
export {
  CENTRE_ACCESS,
  CENTRE_DEFAULT_PAGES,
  CENTRE_PAGES,
  CENTRE_ROUTES,
  centreOf,
  INTENT_ADDRESSES,
  namesCentre,
  withCentre,
} from './router.centres';
export type { Centre, CentreAddress, CentreRoute } from './router.centres';
export { dialogIntentOf, REGISTER_PATHS, registerLinkCodes, resetTokenOf } from './router.intents';
export type { RegisterLinkCodes } from './router.intents';
