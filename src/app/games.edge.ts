/**
 * The games pages at the edge (SPEC §2 games routes): the `gameList` and `favouriteToggle` charts'
 * calls (src/api/games-catalogue.api.ts reads the catalogue in the charts' shapes), the sources of
 * the vendor-card and hot-games pages, the vendor the visitor chose last (localStorage), and what a
 * clicked game or card hands to the launch. Views take the edge from `useGamesEdge()` (tests
 * provide one over fake calls with `GamesEdgeProvider`) and never import src/api.
 */
import { createContext } from 'react';
import { fromPromise } from 'xstate';
import type { FavouriteChange, FavouriteGame, favouriteToggleMachine } from '../../machines/favourite-toggle';
import type { AccountKind, GameListRequest, GameListResult, gameListMachine, GameSummary } from '../../machines/game-list';
import type { GameToLaunch } from '../../machines/game-launch';
import { selectSessionView } from '../../machines/session';
import type { SessionSnapshot } from '../../machines/session';
import { gamesCatalogue } from '../api/games-catalogue.api';
import type { GamesCatalogue } from '../api/games-catalogue.api';
import { readRememberedVendor } from './nav.edge';
import { useAreaEdge } from './area-edges';

export type { GameSummary } from '../../machines/game-list';
export { DEFAULT_GAME_ICON, vendorCardToLaunch } from '../api/games-catalogue.api';
export type { GamesLane, HotGamesData, HotGamesGroup, VendorCard } from '../api/games-catalogue.api';

/** The session intent of a games page's real-account request (guests get the login, trial accounts the warning). */
export const GAMES_INTENT = 'games.realAccount';

/** Who the session says is looking: a real account (member or agent), a trial account, or a guest. */
export function accountKindOf(snapshot: SessionSnapshot): AccountKind {
  const view = selectSessionView(snapshot);
  if (!view.isSignedIn) return 'guest';
  return view.isTrial ? 'trial' : 'real';
}

/** What a clicked game tile hands to the launch. */
export function gameToLaunch(game: GameSummary): GameToLaunch {
  return {
    nodeId: game.nodeId,
    gameCode: game.gameCode,
    gameName: game.gameName,
    gameType: game.gameType,
    vassalage: game.vassalage,
    isGame: 'GAME',
    accountTypeName: game.accountTypeName,
  };
}

/**
 * The games pages' edge over a catalogue; `rememberedVendor` is the vendor the visitor chose last
 * for a game type's page (slot, pvp, live, fish), or null.
 */
export function createGamesEdge(catalogue: GamesCatalogue, rememberedVendor: (gameType: string) => string | null = () => null) {
  return {
    loadGameList: catalogue.loadGameList,
    lane: catalogue.lane,
    hotGames: catalogue.hotGames,
    /** the vendor a game type's page opens on when the address names none */
    rememberedVendor,
    addFavourite: catalogue.addFavourite,
    removeFavourite: catalogue.removeFavourite,
  };
}

export type GamesEdge = ReturnType<typeof createGamesEdge>;

/** What a games page does when a guest or trial account asks for a real account's list or heart. */
export type RealAccountRequest = () => void;

/** The game list's implementations for one page (its real-account request). */
export function gameListImplementations(edge: GamesEdge, requireRealAccount: RealAccountRequest): Parameters<typeof gameListMachine.provide>[0] {
  return {
    actors: { loadGames: fromPromise<GameListResult, GameListRequest>(({ input }) => edge.loadGameList(input)) },
    // the session chart decides: the login dialog for a guest, the real-account warning for a trial account
    actions: { requestLogin: () => requireRealAccount(), warnRealAccount: () => requireRealAccount() },
  };
}

/** The favourite buttons' implementations for one list: a change goes to `onChange`. */
export function favouriteToggleImplementations(
  edge: GamesEdge,
  requireRealAccount: RealAccountRequest,
  onChange: (change: FavouriteChange) => void,
): Parameters<typeof favouriteToggleMachine.provide>[0] {
  return {
    actors: {
      addFavourite: fromPromise<FavouriteChange, FavouriteGame>(({ input }) => edge.addFavourite(input)),
      removeFavourite: fromPromise<FavouriteChange, FavouriteGame>(({ input }) => edge.removeFavourite(input)),
    },
    actions: {
      requestLogin: () => requireRealAccount(),
      warnRealAccount: () => requireRealAccount(),
      publishFavourites: (_, change) => onChange(change),
    },
  };
}

export const gatewayGamesEdge: GamesEdge = createGamesEdge(gamesCatalogue, readRememberedVendor);

// no default: a view without a provider gets the app's edge, or fails (src/app/area-edges.ts)
const GamesEdgeContext = createContext<GamesEdge | null>(null);

/** Tests provide an edge over fake calls. */
export const GamesEdgeProvider = GamesEdgeContext.Provider;

export function useGamesEdge(): GamesEdge {
  return useAreaEdge(GamesEdgeContext, 'games', gatewayGamesEdge);
}
