/**
 * Game launch at the edge (SPEC §4, §2 "/game", §8): the root's `gameLaunch` child, provided with
 * the gateway, `window`, the router and storage; started by the first page whose tiles launch games.
 */
import { useCallback, useEffect, useLayoutEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { gameLaunchMachine, GameToLaunch } from '../../machines/game-launch';
import { provideGameLaunch } from './game-launch.calls';
import type { GameLaunchCalls } from './game-launch.calls';
import { selectSessionView } from '../../machines/session';
import { selectSessionRef } from '../../machines/system-status';
import { exitGames, launchGame } from '../api/game-launch.api';
import { loadVendorGames } from '../api/games-catalogue.api';
import { readLanguageCode } from '../api/request-context';
import { lotteryPath } from '../views/pages/games/lottery-query';
import { useAppEdge } from './app-context';
import { isGamePageMessage } from './balance-signal';
import { GAME_LAUNCH_SYSTEM_ID } from './game-launcher-presence';
import { browserNavEnvironment } from './nav.edge';
import { navigateIn } from './navigation';
import type { RootActor } from './root-actor';

export { GAME_LAUNCH_SYSTEM_ID, useGameLaunchActor } from './game-launcher-presence';
export type GameLaunchActor = ActorRefFrom<typeof gameLaunchMachine>;
export type GameLaunchDeps = GameLaunchCalls;

/** How often a game window is checked for having been closed. */
const WINDOW_WATCH_MS = 1_000;

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

const launcherOf = (root: RootActor) => root.system.get(GAME_LAUNCH_SYSTEM_ID) as GameLaunchActor | undefined;

/** The root's launcher, started as its child on the first call; call it outside a render (the root's snapshot changes). */
export function startGameLauncher(root: RootActor, overrides: Partial<GameLaunchDeps> = {}): GameLaunchActor {
  const running = launcherOf(root);
  if (running) return running;
  const deps: GameLaunchDeps = { ...browserDeps, ...overrides };
  root.send({ type: 'child.start', id: GAME_LAUNCH_SYSTEM_ID, logic: provideGameLaunch(deps, lotteryPath), systemId: GAME_LAUNCH_SYSTEM_ID });
  const actor = launcherOf(root);
  if (!actor) throw new Error('the root chart did not start the game launcher');
  deps.watchGameExits(() => actor.send({ type: 'game.exited' }));
  return actor;
}

/** Launches a game with the root's launcher; call it inside the click (a window game's blank popup opens at once). */
export function launchWithRoot(root: RootActor, game: GameToLaunch): void {
  const session = selectSessionRef(root.getSnapshot())?.getSnapshot();
  const view = session ? selectSessionView(session) : null;
  startGameLauncher(root).send({ type: 'launch.request', game, signedIn: view?.isSignedIn ?? false, trial: view?.isTrial ?? false });
}

/** For a page whose tiles launch games: starts the launcher as the page is committed; returns the launch function. */
export function useGameLauncher(): (game: GameToLaunch) => void {
  const { rootActor } = useAppEdge();
  useLayoutEffect(() => void startGameLauncher(rootActor), [rootActor]);
  return useCallback((game: GameToLaunch) => launchWithRoot(rootActor, game), [rootActor]);
}

/** How many mounted frames show each game address (0 or 1, briefly 2 in development). */
const mountedFrames = new Map<string, number>();

/**
 * When the /game frame leaves the page (another route, another game), `game.closed` ends the play
 * session; the check waits a tick so React's development double mount does not close the game.
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
