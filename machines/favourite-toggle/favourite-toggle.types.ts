/**
 * The favourite button of a game tile (SPEC §4 "Favourite toggle"): a favourited game is removed,
 * otherwise added; a loader shows during the call and the member's list is updated afterwards. A
 * guest gets the login request and a trial account the real-account warning instead (SPEC §5).
 */
import type { AccountKind } from '../game-list/game-list.types';

/** The favourite calls' payload (SPEC §3; ids kept as strings). */
export interface FavouriteGame {
  nodeId: string;
  vendor: string;
  gameType: string;
}

export interface FavouriteToggleInput {
  game: FavouriteGame;
  /** the game is among the member's favourites now */
  favourite: boolean;
  account: AccountKind;
}

/** What an add or a remove answers: the game's new state and the member's ids after the change. */
export interface FavouriteChange {
  nodeId: string;
  favourite: boolean;
  nodeIds: string[];
}

export interface FavouriteToggleContext {
  game: FavouriteGame;
  favourite: boolean;
  account: AccountKind;
  /** the last failed call; the favourite state is the one before it */
  errorCode: string | null;
}

export type FavouriteToggleEvent = { type: 'favourite.toggle' };

export interface FavouriteToggleView {
  favourite: boolean;
  /** the call is running: the tile shows a loader and the button waits */
  busy: boolean;
  /** what the running call will make of the game: added (true) or removed (false); null when idle */
  pendingFavourite: boolean | null;
  errorCode: string | null;
  canToggle: boolean;
}
