/** The lottery page at the edge: the lobby's gateway calls with the browser's clock, language, router and game pages' exit messages. */
import { createContext } from 'react';
import type { LotteryLobbyCalls } from '../../machines/lottery-lobby';
import { LOTTERY_LOBBY_PATH, lotteryLobbyApi } from '../api/lottery.api';
import type { LotteryLobbyApi } from '../api/lottery.api';
import { readLanguageCode } from '../api/request-context';
import { useAreaEdge } from './area-edges';
import { isGamePageMessage } from './balance-signal';
import { navigateIn } from './navigation';
import type { RouterSystem } from './navigation';

export { lotteryGameToLaunch, provideLotteryLobby as providedLotteryLobby } from '../../machines/lottery-lobby';

export interface LotteryEnv {
  now: () => number;
  language: () => string;
  /** a path of this site, through the router chart of the system the action runs in */
  navigate: (to: string, system: RouterSystem) => void;
  /** calls `onExited` on a `game.exited` message of this site's game page; returns the unsubscribe */
  watchGameExits: (onExited: () => void) => () => void;
}

export const createLotteryEdge = (lobby: LotteryLobbyApi, env: LotteryEnv): LotteryLobbyCalls => ({
  loadLobby: () => lobby.loadLobby(env.now, env.language()),
  launch: (request) => lobby.launch(request, env.language()),
  endPlay: () => void lobby.endPlaySessions(),
  now: env.now,
  openLobby: (system) => env.navigate(LOTTERY_LOBBY_PATH, system),
  watchGameExits: env.watchGameExits,
});
export type LotteryEdge = LotteryLobbyCalls;

export const browserLotteryEnv: LotteryEnv = {
  now: () => Date.now(),
  language: readLanguageCode,
  navigate: (to, system) => navigateIn(system, to),
  watchGameExits: (onExited) => {
    const onMessage = (event: MessageEvent) => {
      if (isGamePageMessage(event, 'game.exited')) onExited();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  },
};
export const gatewayLotteryEdge: LotteryEdge = createLotteryEdge(lotteryLobbyApi, browserLotteryEnv);

// no default: a view without a provider gets the app's edge, or fails (src/app/area-edges.ts); tests provide one over fake calls
const LotteryEdgeContext = createContext<LotteryEdge | null>(null);
export const LotteryEdgeProvider = LotteryEdgeContext.Provider;
export const useLotteryEdge = (): LotteryEdge => useAreaEdge(LotteryEdgeContext, 'lottery', gatewayLotteryEdge);
