/** The favourite-toggle flow: the only module other code imports. */
export { favouriteToggleMachine } from './favourite-toggle.machine';
export { favouriteToggleImplementations } from './favourite-toggle.calls';
export type { FavouriteToggleCalls } from './favourite-toggle.calls';
export { selectFavouriteToggleView } from './favourite-toggle.selectors';
export type { FavouriteToggleSnapshot } from './favourite-toggle.selectors';
export type * from './favourite-toggle.types';
