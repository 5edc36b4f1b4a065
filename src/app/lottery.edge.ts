/**
 * The lottery page at the edge (SPEC §2 /lottery, §4, §5; CONTRACT §4.11, §4.12): the
 * `lotteryLobby` chart's calls (src/api/lottery.api.ts reads the lobby and launches a named game)
 * with the browser around them: the client clock the menu answers are timed on, the language,
 * the router and the game pages' exit messages. Views take the edge from `useLotteryEdge()` (tests
 * provide one over fake calls with `LotteryEdgeProvider`) and never import src/api.
 */
import { createContext } from 'react';
import { fromCallback, fromPromise } from 'xstate';
import type { GameToLaunch } from '../../machines/game-launch';
import { lotteryLobbyMachine } from '../../machines/lottery-lobby';
import type { LotteryCard, LotteryLaunchAnswer, LotteryLobbyLoad, LotteryPlayRequest } from '../../machines/lottery-lobby';
import { LOTTERY_LOBBY_PATH, lotteryLobbyApi } from '../api/lottery.api';
import type { LotteryLobbyApi } from '../api/lottery.api';
import { readLanguageCode } from '../api/request-context';
import { isGamePageMessage } from './balance-signal';
import { navigateIn } from './navigation';
import type { RouterSystem } from './navigation';
import { useAreaEdge } from './area-edges';

/** The browser around the calls: the clock, the language, the router and the game pages' messages. */
export interface LotteryEnv {
  now: () => number;
  language: () => string;
  /** a path of this site, through the router chart of the system the action runs in */
  navigate: (to: string, system: RouterSystem) => void;
  /** calls `onExited` on a `game.exited` message of this site's game page; returns the unsubscribe */
  watchGameExits: (onExited: () => void) => () => void;
}

export function createLotteryEdge(lobby: LotteryLobbyApi, env: LotteryEnv) {
  return {
    loadLobby: (): Promise<LotteryLobbyLoad> => lobby.loadLobby(env.now, env.language()),
    launch: (request: LotteryPlayRequest): Promise<LotteryLaunchAnswer> => lobby.launch(request, env.language()),
    /** the site left a framed game without its exit button */
    endPlay: () => void lobby.endPlaySessions(),
    now: env.now,
    navigate: env.navigate,
    watchGameExits: env.watchGameExits,
  };
}

export type LotteryEdge = ReturnType<typeof createLotteryEdge>;

/** The chart's implementations over an edge. */
export function lotteryLobbyImplementations(edge: LotteryEdge): Parameters<typeof lotteryLobbyMachine.provide>[0] {
  return {
    actors: {
      loadLobby: fromPromise<LotteryLobbyLoad, void>(() => edge.loadLobby()),
      readClock: fromPromise<number, void>(async () => edge.now()),
      launchLottery: fromPromise<LotteryLaunchAnswer, LotteryPlayRequest>(({ input }) => edge.launch(input)),
      watchGameExit: fromCallback(({ sendBack }) => {
        let exited = false;
        const unsubscribe = edge.watchGameExits(() => {
          exited = true;
          sendBack({ type: 'game.exited' });
        });
        // leaving the framed game any other way (another page, another game) ends its play session
        // as the /game frame does, so in transfer mode the vendor wallet comes back at once
        return () => {
          unsubscribe();
          if (!exited) edge.endPlay();
        };
      }),
    },
    actions: { openLobby: ({ system }) => edge.navigate(LOTTERY_LOBBY_PATH, system) },
  };
}

/** What a lobby card's play button hands to the launch (which sends lottery games to /lottery). */
export function lotteryGameToLaunch(card: LotteryCard): GameToLaunch {
  return {
    nodeId: card.gameId,
    gameCode: card.gameCode,
    gameName: card.gameName,
    gameType: card.gameType,
    vassalage: card.vendor,
    isGame: 'GAME',
    accountTypeName: card.vendor,
  };
}

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

// no default: a view without a provider gets the app's edge, or fails (src/app/area-edges.ts)
const LotteryEdgeContext = createContext<LotteryEdge | null>(null);

/** Tests provide an edge over fake calls. */
export const LotteryEdgeProvider = LotteryEdgeContext.Provider;

export function useLotteryEdge(): LotteryEdge {
  return useAreaEdge(LotteryEdgeContext, 'lottery', gatewayLotteryEdge);
}

const providedLobbies = new WeakMap<LotteryEdge, typeof lotteryLobbyMachine>();

/** The lottery chart bound to an edge, made once per edge so a re-render restarts nothing. */
export function providedLotteryLobby(edge: LotteryEdge): typeof lotteryLobbyMachine {
  let machine = providedLobbies.get(edge);
  if (!machine) {
    machine = lotteryLobbyMachine.provide(lotteryLobbyImplementations(edge));
    providedLobbies.set(edge, machine);
  }
  return machine;
}
