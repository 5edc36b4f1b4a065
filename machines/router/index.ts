/** The router flow: the only module other code imports. */
export { addressOf, ROUTER_SYSTEM_ID, routerMachine } from './router.machine';
export { selectAddress, selectNavigationKind } from './router.selectors';
export type { RouterSnapshot } from './router.selectors';
export type * from './router.types';
