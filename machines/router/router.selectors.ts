/** What React Router and the centres' gate render from the router chart. */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { centreHostMachine } from '../centre-host';
import { shownCentreOf } from './router.access';
import type { CentreAddress } from './router.centres';
import type { routerMachine } from './router.machine';
import type { Address, NavigationKind } from './router.types';

export type RouterSnapshot = SnapshotFrom<typeof routerMachine>;

export const selectAddress = (snapshot: RouterSnapshot): Address => snapshot.context.address;

export const selectNavigationKind = (snapshot: RouterSnapshot): NavigationKind => snapshot.context.kind;

/** The centre page the address names, when the access rule lets this session see it; else null (compare shallowly). */
export const selectShownCentre = (snapshot: RouterSnapshot): CentreAddress | null => shownCentreOf(snapshot.context);

/** The centre host, the router's child, whose child the open centre's chart is. */
export const selectCentreHostRef = (snapshot: RouterSnapshot): ActorRefFrom<typeof centreHostMachine> | undefined =>
  (snapshot.children as { centreHost?: ActorRefFrom<typeof centreHostMachine> }).centreHost;
