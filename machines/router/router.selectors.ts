/** What React Router renders from the router chart. */
import type { SnapshotFrom } from 'xstate';
import type { routerMachine } from './router.machine';
import type { Address, NavigationKind } from './router.types';

export type RouterSnapshot = SnapshotFrom<typeof routerMachine>;

export const selectAddress = (snapshot: RouterSnapshot): Address => snapshot.context.address;

export const selectNavigationKind = (snapshot: RouterSnapshot): NavigationKind => snapshot.context.kind;
