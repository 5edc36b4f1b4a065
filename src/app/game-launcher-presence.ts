/**
 * Whether a page started the root's game launcher (issue 15): the root view shows the launcher's
 * dialogs only from then on, so a visit that launches nothing (home, the member centre) never
 * fetches the launcher's chunks. Read from the root chart's children, where the launcher runs once
 * started; this module is in the first script, the launcher's edge (game-launch.edge.ts) is not.
 */
import type { ActorRefFrom } from 'xstate';
import type { gameLaunchMachine } from '../../machines/game-launch';
import { useAppEdge } from './app-context';
import type { RootActor } from './root-actor';
import { useSelector } from '../lib/use-selector';

/** The systemId (and child id) of the root's game launcher. */
export const GAME_LAUNCH_SYSTEM_ID = 'gameLaunch';

type GameLaunchActor = ActorRefFrom<typeof gameLaunchMachine>;

const selectLauncher = (snapshot: ReturnType<RootActor['getSnapshot']>) =>
  (snapshot.children as Record<string, GameLaunchActor | undefined>)[GAME_LAUNCH_SYSTEM_ID] ?? null;

/** The root's launcher once a page started it, else null. */
export function useGameLaunchActor(): GameLaunchActor | null {
  const { rootActor } = useAppEdge();
  return useSelector(rootActor, selectLauncher);
}
