/**
 * Game launch at the edge (SPEC §4, §2 "/game", §8): the page's one `gameLaunch` actor, provided
 * with the gateway calls, the popup window, the router and storage. The popup handle and the page
 * the game was launched from stay here: the chart only says when to open, point, watch and close.
 *
 * The launcher is a child of the root chart, started under GAME_LAUNCH_SYSTEM_ID by the first page
 * whose tiles launch games (`useGameLauncher`, as the page is committed) and kept for the page's
 * life; from then on the root view shows its dialogs. Such a page launches with the function the
 * hook returns, from a click handler: it reads the session (signed in, trial) from the root's
 * session chart and sends `launch.request` at once, so a window game's blank popup opens inside
 * the click.
 */
import { useCallback, useEffect, useLayoutEffect } from 'react';
import { fromPromise, sendParent } from 'xstate';
import type { ActorRefFrom } from 'xstate';
import { gameLaunchMachine } from '../../machines/game-launch';
import type { ExitRequest, GameToLaunch, LaunchAnswer, LaunchFailure, LaunchRequest, VendorGamesRequest } from '../../machines/game-launch';
import { selectSessionView } from '../../machines/session';
import { selectSessionRef } from '../../machines/system-status';
import type { ApiFailure } from '../api/client';
import { exitGames, launchGame } from '../api/game-launch.api';
import type { LaunchGameQuery } from '../api/game-launch.api';
import { loadVendorGames } from '../api/games-catalogue.api';
import { readLanguageCode } from '../api/request-context';
import { sameOriginPath } from '../../rules/same-origin-path';
import { lotteryPath } from '../views/pages/games/lottery-query';
import { isGamePageMessage } from './balance-signal';
import { useAppEdge } from './app-context';
import { browserNavEnvironment, hrefOf } from './nav.edge';
import { navigateIn } from './navigation';
import type { RouterSystem } from './navigation';
import type { RootActor } from './root-actor';
import { GAME_LAUNCH_SYSTEM_ID } from './game-launcher-presence';

export type { GameToLaunch } from '../../machines/game-launch';

export type GameLaunchActor = ActorRefFrom<typeof gameLaunchMachine>;

/** The game popup's window name: a second window game reuses it. */
export const GAME_WINDOW_NAME = 'game';
export const GAME_WINDOW_FEATURES = 'width=1280,height=800';
/** How often a game window is checked for having been closed. */
export const WINDOW_WATCH_MS = 1_000;

export interface GameLaunchDeps {
  /** `window.open` */
  openWindow: (url: string, target: string, features: string) => Window | null;
  /** the launch call: the game page's address, or a failure with the suggested games already the chart's */
  launch: (query: LaunchGameQuery) => Promise<LaunchAnswer>;
  exit: () => Promise<unknown>;
  loadVendorGames: (request: VendorGamesRequest) => Promise<GameToLaunch[]>;
  /** a path of this site, through the router chart of the system the action runs in */
  navigate: (to: string, system: RouterSystem) => void;
  storeVendor: (gameType: string, vassalage: string) => void;
  /** path and query of the page shown now */
  currentPath: () => string;
  language: () => string;
  /** calls `onClosed` once the window is closed; returns the stop */
  watchWindow: (target: Window, onClosed: () => void) => () => void;
  /** subscribes to the game pages' `game.exited` messages; returns the unsubscribe */
  watchGameExits: (onExited: () => void) => () => void;
}

const browserDeps: GameLaunchDeps = {
  openWindow: (url, target, features) => window.open(url, target, features),
  launch: launchGame,
  exit: exitGames,
  loadVendorGames,
  navigate: (to, system) => navigateIn(system, to),
  storeVendor: browserNavEnvironment.storeVendor,
  currentPath: () => `${window.location.pathname}${window.location.search}`,
  language: readLanguageCode,
  watchWindow: (target, onClosed) => {
    const timer = window.setInterval(() => {
      if (!target.closed) return;
      window.clearInterval(timer);
      onClosed();
    }, WINDOW_WATCH_MS);
    return () => window.clearInterval(timer);
  },
  watchGameExits: (onExited) => {
    const onMessage = (event: MessageEvent) => {
      if (isGamePageMessage(event, 'game.exited')) onExited();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  },
};

const isFramePath = (path: string) => path === '/game' || path.startsWith('/game?') || path.startsWith('/game#');

/** The chart with its implementations (a closed game window reports itself to the running actor). */
export function provideGameLaunch(deps: GameLaunchDeps) {
  /** the popup opened blank inside the click, and its watcher */
  let popup: Window | null = null;
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
          throw { errorCode: 'popup.blocked', value: null, suggestions: [] } satisfies ApiFailure & LaunchFailure;
        }
        const here = deps.currentPath();
        if (!isFramePath(here)) backPath = sameOriginPath(here);
        return deps.launch({
          nodeId: input.game.nodeId,
          gameCode: input.game.gameCode,
          vassalage: input.game.vassalage,
          gameType: input.game.gameType,
          language: deps.language(),
          backUrl: backPath,
          accountType: input.trial ? 0 : 1,
        });
      }),
      loadVendorGames: fromPromise<GameToLaunch[], VendorGamesRequest>(({ input }) => deps.loadVendorGames(input)),
      exitGame: fromPromise<void, ExitRequest>(async () => {
        await deps.exit();
      }),
    },
    actions: {
      // the launcher is a child of the root chart, which keeps a guest's login request for the session
      openLoginDialog: sendParent({ type: 'login.open' }),
      openLotteryPage: ({ system }, destination) => deps.navigate(lotteryPath(destination), system),
      rememberVendor: (_, { gameType, vassalage }) => deps.storeVendor(gameType, vassalage),
      navigate: ({ system }, destination) => deps.navigate(hrefOf(destination), system),
      // runs synchronously inside the click: the only moment a popup blocker lets a window open
      openBlankWindow: () => {
        forgetPopup();
        popup = deps.openWindow('', GAME_WINDOW_NAME, GAME_WINDOW_FEATURES);
      },
      showGameWindow: ({ self }, { url }) => {
        const target = popup;
        if (!target) return;
        // a page of another origin gets no handle on this site; our own pages post their balance back
        if (!url.startsWith('/')) target.opener = null;
        target.location.href = url;
        stopWatching = deps.watchWindow(target, () => {
          forgetPopup();
          self.send({ type: 'game.closed' });
        });
      },
      closeGameWindow: () => {
        popup?.close();
        forgetPopup();
      },
      leaveGameFrame: ({ system }) => deps.navigate(backPath, system),
    },
  });
}

export { GAME_LAUNCH_SYSTEM_ID, useGameLaunchActor } from './game-launcher-presence';

const launcherOf = (root: RootActor) => root.system.get(GAME_LAUNCH_SYSTEM_ID) as GameLaunchActor | undefined;

/**
 * The root's launcher, started as the root chart's child on the first call (later calls return the
 * same actor); the game pages' exit messages reach it for the page's life. Call it outside a
 * render: starting it changes the root's snapshot.
 */
export function startGameLauncher(root: RootActor, overrides: Partial<GameLaunchDeps> = {}): GameLaunchActor {
  const running = launcherOf(root);
  if (running) return running;
  const deps: GameLaunchDeps = { ...browserDeps, ...overrides };
  root.send({ type: 'child.start', id: GAME_LAUNCH_SYSTEM_ID, logic: provideGameLaunch(deps), systemId: GAME_LAUNCH_SYSTEM_ID });
  const actor = launcherOf(root);
  if (!actor) throw new Error('the root chart did not start the game launcher');
  deps.watchGameExits(() => actor.send({ type: 'game.exited' }));
  return actor;
}

/**
 * Launches a game (a tile, a vendor card, a vendor-list entry, a suggestion) with the root's
 * launcher. Call it inside the click handler: a window game's blank popup opens synchronously.
 */
export function launchWithRoot(root: RootActor, game: GameToLaunch): void {
  const session = selectSessionRef(root.getSnapshot())?.getSnapshot();
  const view = session ? selectSessionView(session) : null;
  startGameLauncher(root).send({ type: 'launch.request', game, signedIn: view?.isSignedIn ?? false, trial: view?.isTrial ?? false });
}

/**
 * For the pages whose tiles launch games: starts the root's launcher as the page is committed, so
 * the first click launches at once and the root view shows the launcher's dialogs; returns the
 * page's launch function.
 */
export function useGameLauncher(): (game: GameToLaunch) => void {
  const { rootActor } = useAppEdge();
  useLayoutEffect(() => void startGameLauncher(rootActor), [rootActor]);
  return useCallback((game: GameToLaunch) => launchWithRoot(rootActor, game), [rootActor]);
}

/**
 * Keeps the chart told while the /game frame shows a game: when the frame leaves the page (another
 * route, another game), `game.closed` ends the play session. The check waits a tick so that React's
 * development double mount (unmount and mount again at once) does not close the game.
 */
export function useGameFrameLifetime(actor: GameLaunchActor | null, url: string | null): void {
  useEffect(() => {
    if (!actor || url === null) return undefined;
    mountedFrames.set(url, (mountedFrames.get(url) ?? 0) + 1);
    return () => {
      mountedFrames.set(url, (mountedFrames.get(url) ?? 1) - 1);
      setTimeout(() => {
        if ((mountedFrames.get(url) ?? 0) > 0) return;
        mountedFrames.delete(url);
        actor.send({ type: 'game.closed' });
      }, 0);
    };
  }, [actor, url]);
}

/** How many mounted frames show each game address (0 or 1, briefly 2 in development). */
const mountedFrames = new Map<string, number>();
