/** The game launch flow: the only module other code imports. */
export { gameLaunchMachine } from './game-launch.machine';
export { selectGameFrameView, selectGameLaunchView } from './game-launch.selectors';
export type { GameLaunchSnapshot } from './game-launch.selectors';
export {
  framePage,
  LOTTERY_GAME_TYPES,
  LOTTERY_VENDORS,
  launchModeFor,
  MAX_SUGGESTIONS,
  opensLotteryPage,
  VENDOR_LIST_SIZE,
  WINDOW_GAME_TYPES,
} from './game-launch.rules';
export type * from './game-launch.types';
