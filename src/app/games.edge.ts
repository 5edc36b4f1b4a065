/** The games pages at the edge: the catalogue (src/api/games-catalogue.api.ts) behind their charts and pages, and the vendor chosen last. */
import { createContext } from 'react';
import { gamesCatalogue } from '../api/games-catalogue.api';
import type { GamesCatalogue } from '../api/games-catalogue.api';
import { useAreaEdge } from './area-edges';
import { readRememberedVendor } from './nav.edge';

export { favouriteToggleImplementations } from '../../machines/favourite-toggle';
export { accountKindOf, GAMES_INTENT, gameListImplementations, gameToLaunch } from '../../machines/game-list';
export type { GameSummary, RealAccountRequest } from '../../machines/game-list';
export { DEFAULT_GAME_ICON, vendorCardToLaunch } from '../api/games-catalogue.api';
export type { GamesLane, HotGamesData, HotGamesGroup, VendorCard } from '../api/games-catalogue.api';

/** `rememberedVendor`: the vendor a game type's page (slot, pvp, live, fish) opens on when the address names none, or null. */
export function createGamesEdge(catalogue: GamesCatalogue, rememberedVendor: (gameType: string) => string | null = () => null) {
  const { loadGameList, lane, hotGames, addFavourite, removeFavourite } = catalogue;
  return { loadGameList, lane, hotGames, rememberedVendor, addFavourite, removeFavourite };
}

export type GamesEdge = ReturnType<typeof createGamesEdge>;
export const gatewayGamesEdge: GamesEdge = createGamesEdge(gamesCatalogue, readRememberedVendor);

// no default: a view without a provider gets the app's edge, or fails (src/app/area-edges.ts); tests provide one over fake calls
const GamesEdgeContext = createContext<GamesEdge | null>(null);
export const GamesEdgeProvider = GamesEdgeContext.Provider;
export const useGamesEdge = (): GamesEdge => useAreaEdge(GamesEdgeContext, 'games', gatewayGamesEdge);
