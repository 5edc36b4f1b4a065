/** View model of a tile's favourite button. */
import type { SnapshotFrom } from 'xstate';
import type { favouriteToggleMachine } from './favourite-toggle.machine';
import type { FavouriteToggleView } from './favourite-toggle.types';

export type FavouriteToggleSnapshot = SnapshotFrom<typeof favouriteToggleMachine>;

export function selectFavouriteToggleView(snapshot: FavouriteToggleSnapshot): FavouriteToggleView {
  const busy = snapshot.hasTag('busy');
  return {
    favourite: snapshot.context.favourite,
    busy,
    pendingFavourite: snapshot.matches('adding') ? true : snapshot.matches('removing') ? false : null,
    errorCode: snapshot.matches('failed') ? snapshot.context.errorCode : null,
    canToggle: snapshot.can({ type: 'favourite.toggle' }),
  };
}
