/** What a favourite button asks of the world: the add and remove calls, the page's real-account request, and where a change goes. */
import { fromPromise } from 'xstate';
import type { RealAccountRequest } from '../game-list';
import type { favouriteToggleMachine } from './favourite-toggle.machine';
import type { FavouriteChange, FavouriteGame } from './favourite-toggle.types';

export interface FavouriteToggleCalls {
  addFavourite(game: FavouriteGame): Promise<FavouriteChange>;
  removeFavourite(game: FavouriteGame): Promise<FavouriteChange>;
}

/** The favourite buttons' implementations for one list: a change goes to `onChange`. */
export function favouriteToggleImplementations(
  calls: FavouriteToggleCalls,
  requireRealAccount: RealAccountRequest,
  onChange: (change: FavouriteChange) => void,
): Parameters<typeof favouriteToggleMachine.provide>[0] {
  return {
    actors: {
      addFavourite: fromPromise<FavouriteChange, FavouriteGame>(({ input }) => calls.addFavourite(input)),
      removeFavourite: fromPromise<FavouriteChange, FavouriteGame>(({ input }) => calls.removeFavourite(input)),
    },
    actions: {
      requestLogin: () => requireRealAccount(),
      warnRealAccount: () => requireRealAccount(),
      publishFavourites: (_, change) => onChange(change),
    },
  };
}
