/** What React Router and the centres' gate render from the router chart. */
import type { SnapshotFrom } from 'xstate';
import { accessOf } from './router.access';
import { centreOf } from './router.centres';
import type { CentreAddress } from './router.centres';
import type { routerMachine } from './router.machine';
import type { Address, NavigationKind } from './router.types';

export type RouterSnapshot = SnapshotFrom<typeof routerMachine>;

export const selectAddress = (snapshot: RouterSnapshot): Address => snapshot.context.address;

export const selectNavigationKind = (snapshot: RouterSnapshot): NavigationKind => snapshot.context.kind;

/** The centre page the address names, when the access rule lets this session see it; else null (compare shallowly). */
export function selectShownCentre(snapshot: RouterSnapshot): CentreAddress | null {
  const { address, status, membersOnly } = snapshot.context;
  return accessOf(address, status, membersOnly).kind === 'show' ? centreOf(address.search) : null;
}
