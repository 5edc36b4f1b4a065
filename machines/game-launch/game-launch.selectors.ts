/** View models of the game launch: the launcher's dialogs, and the /game page's frame. */
import type { SnapshotFrom } from 'xstate';
import type { gameLaunchMachine } from './game-launch.machine';
import type { GameFrameView, GameLaunchView } from './game-launch.types';

export type GameLaunchSnapshot = SnapshotFrom<typeof gameLaunchMachine>;

export function selectGameLaunchView(snapshot: GameLaunchSnapshot): GameLaunchView {
  const { game, vendorGames, suggestions, errorCode } = snapshot.context;
  return {
    busy: snapshot.hasTag('busy'),
    errorCode: snapshot.matches('failed') ? errorCode : null,
    suggestions: snapshot.matches('failed') ? suggestions : [],
    vendorList: snapshot.matches('choosingVendorGame') && game ? { vendor: game, games: vendorGames } : null,
  };
}

/** The frame of the /game page whose address names `nodeId`. */
export function selectGameFrameView(snapshot: GameLaunchSnapshot, nodeId: string | null): GameFrameView {
  const frame = snapshot.matches('playingInFrame') ? snapshot.context.frame : null;
  const shown = frame !== null && nodeId !== null && frame.game.nodeId === nodeId;
  return {
    url: shown ? frame.url : null,
    gameName: shown ? frame.game.gameName : null,
    busy: snapshot.matches('launching'),
  };
}
