/** Pure rules of the game launch (SPEC §4, §9). */
import { vendorDestination } from '../vendor-menu/vendor-menu.routing';
import type { ChosenVendor, Destination, GameToLaunch, LaunchMode, LotteryDestination } from './game-launch.types';

/** SPEC §9: the lottery vendor codes; a lottery game of one of them opens the /lottery page. */
export const LOTTERY_VENDORS: readonly string[] = ['TCG_LOTTO_VN', 'TCG_SEA', 'ELOTT', 'LOTT'];
export const LOTTERY_GAME_TYPES: readonly string[] = ['LOTT', 'ELOTT'];

/** Games that want a whole window (live tables, sportsbooks, arenas); the gateway answers the same mode. */
export const WINDOW_GAME_TYPES: readonly string[] = ['LIVE', 'SPORTS', 'ESPORTS', 'COCKFIGHT'];

/** A vendor list shows at most this many games (one page of the game list). */
export const VENDOR_LIST_SIZE = 60;
/** A maintenance refusal offers at most this many games. */
export const MAX_SUGGESTIONS = 3;

export const launchModeFor = (gameType: string): LaunchMode => (WINDOW_GAME_TYPES.includes(gameType.toUpperCase()) ? 'window' : 'iframe');

/** SPEC §4: LOTT/ELOTT whose vendor or account type name is a lottery vendor goes to /lottery. */
export function opensLotteryPage(game: GameToLaunch): boolean {
  if (!LOTTERY_GAME_TYPES.includes(game.gameType.toUpperCase())) return false;
  return LOTTERY_VENDORS.includes(game.vassalage) || (game.accountTypeName !== undefined && LOTTERY_VENDORS.includes(game.accountTypeName));
}

export const isVendorCard = (game: GameToLaunch): boolean => game.isGame === 'VASSALAGE';

/** A random-number (slot) vendor card opens /rng on that vendor, after the choice is saved. */
export const opensSlotVendorPage = (game: GameToLaunch): boolean => isVendorCard(game) && game.gameType.toUpperCase() === 'RNG';

export function lotteryDestination(game: GameToLaunch): LotteryDestination {
  return { gameCode: game.gameCode, vendor: game.vassalage || game.accountTypeName || '', playType: game.playType };
}

export function slotVendorPage(game: GameToLaunch): Destination {
  const destination = vendorDestination(game.gameType, { vassalage: game.vassalage });
  return { path: destination.path, query: destination.query };
}

export const chosenVendor = (game: GameToLaunch): ChosenVendor => ({ gameType: game.gameType.toUpperCase(), vassalage: game.vassalage });

/** The /game route for a game shown in the frame: its address says which game, so a reload can offer it again. */
export function framePage(game: GameToLaunch): Destination {
  return {
    path: '/game',
    query: { nodeId: game.nodeId, gameCode: game.gameCode, gameType: game.gameType, vassalage: game.vassalage, gameName: game.gameName },
  };
}
