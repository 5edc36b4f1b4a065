/** The favourite-toggle flow: the only module other code imports. */
export { favouriteToggleMachine } from './favourite-toggle.machine';
export { selectFavouriteToggleView } from './favourite-toggle.selectors';
export type { FavouriteToggleSnapshot } from './favourite-toggle.selectors';
export type * from './favourite-toggle.types';
