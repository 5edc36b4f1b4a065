/** The router flow: the only module other code imports. */
export { addressOf, ROUTER_SYSTEM_ID, routerMachine } from './router.machine';
export { selectAddress, selectNavigationKind } from './router.selectors';
export type { RouterSnapshot } from './router.selectors';
export type * from './router.types';
export { agentRoleOf, GUARD_EXEMPT_PATHS, guardRedirect, presenceOf } from './router.access';
export type { AgentRole, SessionPresence } from './router.access';
export { CENTRE_ACCESS, HOME_PATHS, NOT_FOUND_ROUTE, routeOf, SITE_ROUTES } from './router.routes';
export type { PageChunk, RouteAccess, ShellLayout, SiteRoute } from './router.routes';
