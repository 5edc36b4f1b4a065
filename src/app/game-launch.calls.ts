/**
 * What the game launch asks of the world (the gateway, the popup window, the router, storage), and
 * the chart provided with it. The popup handle and the page the game was launched from live here:
 * the chart only says when to open, point, watch and close.
 */
import { fromPromise, sendParent } from 'xstate';
import type { ActorSystem, ActorSystemInfo } from 'xstate';
import { gameLaunchMachine } from '../../machines/game-launch';
import { hrefOf } from '../../machines/vendor-menu';
import { sameOriginPath } from '../../rules/same-origin-path';
import type {
  ExitRequest,
  GameToLaunch,
  LaunchAnswer,
  LaunchFailure,
  LaunchRequest,
  LotteryDestination,
  VendorGamesRequest,
} from '../../machines/game-launch';

/** The game popup's window name: a second window game reuses it. */
export const GAME_WINDOW_NAME = 'game';
export const GAME_WINDOW_FEATURES = 'width=1280,height=800';

/** The query of `GET /wps/game/launchGame`. */
export interface LaunchQuery {
  nodeId: string;
  gameCode: string;
  vassalage: string;
  gameType: string;
  language: string;
  /** the site path to come back to */
  backUrl: string;
  /** CONTRACT: 1 real money, 0 free play */
  accountType: 0 | 1;
}

/** What the chart's actions use of a browser window (`window.open` answers one). */
export interface GameWindow {
  readonly closed: boolean;
  opener: unknown;
  location: { href: string };
  close(): void;
}

export interface GameLaunchCalls {
  /** `window.open` */
  openWindow: (url: string, target: string, features: string) => GameWindow | null;
  /** the game page's address, or a failure with the suggested games already the chart's */
  launch: (query: LaunchQuery) => Promise<LaunchAnswer>;
  exit: () => Promise<unknown>;
  loadVendorGames: (request: VendorGamesRequest) => Promise<GameToLaunch[]>;
  /** a path of this site, through the router chart of the system the action runs in */
  navigate: (to: string, system: ActorSystem<ActorSystemInfo>) => void;
  storeVendor: (gameType: string, vassalage: string) => void;
  /** path and query of the page shown now */
  currentPath: () => string;
  language: () => string;
  /** calls `onClosed` once the window is closed; returns the stop */
  watchWindow: (target: GameWindow, onClosed: () => void) => () => void;
  /** subscribes to the game pages' `game.exited` messages; returns the unsubscribe */
  watchGameExits: (onExited: () => void) => () => void;
}

const isFramePath = (path: string) => path === '/game' || path.startsWith('/game?') || path.startsWith('/game#');

/** The chart with its implementations; `lotteryPath` writes the /lottery address (the lottery page reads it). */
export function provideGameLaunch(calls: GameLaunchCalls, lotteryPath: (destination: LotteryDestination) => string): typeof gameLaunchMachine {
  /** the popup opened blank inside the click, and its watcher */
  let popup: GameWindow | null = null;
  let stopWatching: (() => void) | null = null;
  /** the page the frame goes back to (never the frame's own route) */
  let backPath = '/';

  const forgetPopup = () => {
    stopWatching?.();
    stopWatching = null;
    popup = null;
  };

  return gameLaunchMachine.provide({
    actors: {
      requestLaunch: fromPromise<LaunchAnswer, LaunchRequest>(async ({ input }) => {
        // a window game whose blank popup was blocked asks the gateway nothing (no money moves)
        if (input.mode === 'window' && (popup === null || popup.closed)) {
          throw { errorCode: 'popup.blocked', value: null, suggestions: [] } satisfies LaunchFailure & { value: unknown };
        }
        const here = calls.currentPath();
        if (!isFramePath(here)) backPath = sameOriginPath(here);
        return calls.launch({
          nodeId: input.game.nodeId,
          gameCode: input.game.gameCode,
          vassalage: input.game.vassalage,
          gameType: input.game.gameType,
          language: calls.language(),
          backUrl: backPath,
          accountType: input.trial ? 0 : 1,
        });
      }),
      loadVendorGames: fromPromise<GameToLaunch[], VendorGamesRequest>(({ input }) => calls.loadVendorGames(input)),
      exitGame: fromPromise<void, ExitRequest>(async () => {
        await calls.exit();
      }),
    },
    actions: {
      // the launcher is a child of the root chart, which keeps a guest's login request for the session
      openLoginDialog: sendParent({ type: 'login.open' }),
      openLotteryPage: ({ system }, destination) => calls.navigate(lotteryPath(destination), system),
      rememberVendor: (_, { gameType, vassalage }) => calls.storeVendor(gameType, vassalage),
      navigate: ({ system }, destination) => calls.navigate(hrefOf(destination), system),
      // runs synchronously inside the click: the only moment a popup blocker lets a window open
      openBlankWindow: () => {
        forgetPopup();
        popup = calls.openWindow('', GAME_WINDOW_NAME, GAME_WINDOW_FEATURES);
      },
      showGameWindow: ({ self }, { url }) => {
        const target = popup;
        if (!target) return;
        // a page of another origin gets no handle on this site; our own pages post their balance back
        if (!url.startsWith('/')) target.opener = null;
        target.location.href = url;
        stopWatching = calls.watchWindow(target, () => {
          forgetPopup();
          self.send({ type: 'game.closed' });
        });
      },
      closeGameWindow: () => {
        popup?.close();
        forgetPopup();
      },
      leaveGameFrame: ({ system }) => calls.navigate(backPath, system),
    },
  });
}
