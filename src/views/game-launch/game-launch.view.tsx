/**
 * Game launch containers (SPEC §4, §8). `GameLaunchView` (the default export, mounted by the root
 * view once a page started the root's `gameLaunch` actor) shows the launch's status, failure
 * dialog and vendor list over any page. `GameFrameView` is the /game page's frame.
 */
import { useMemo } from 'react';
import { shallowEqual, useSelector } from '../../lib/use-selector';
import { selectGameFrameView, selectGameLaunchView } from '../../../machines/game-launch';
import type { GameLaunchSnapshot, GameToLaunch } from '../../../machines/game-launch';
import { useGameFrameLifetime, useGameLaunchActor, useGameLauncher } from '../../app/game-launch.edge';
import type { GameLaunchActor } from '../../app/game-launch.edge';
import { GameFrame } from './game-frame';
import { GameLaunchDialogs } from './game-launch-dialogs';

export default function GameLaunchView() {
  const launch = useGameLauncher();
  const actor = useGameLaunchActor();
  return actor ? <LaunchDialogsOf actor={actor} launch={launch} /> : null;
}

function LaunchDialogsOf({ actor, launch }: { actor: GameLaunchActor; launch: (game: GameToLaunch) => void }) {
  const view = useSelector(actor, selectGameLaunchView, shallowEqual);
  return (
    <GameLaunchDialogs
      view={view}
      onDismiss={() => actor.send({ type: 'error.dismiss' })}
      onCloseList={() => actor.send({ type: 'vendorGames.close' })}
      onLaunch={launch}
    />
  );
}

export function GameFrameView({ game }: { game: GameToLaunch | null }) {
  const launch = useGameLauncher();
  const actor = useGameLaunchActor();
  // the launcher starts as the page is committed: the frame shows from the render after, before paint
  return actor ? <GameFrameOf actor={actor} game={game} launch={launch} /> : null;
}

function GameFrameOf({ actor, game, launch }: { actor: GameLaunchActor; game: GameToLaunch | null; launch: (game: GameToLaunch) => void }) {
  const nodeId = game?.nodeId ?? null;
  const selectFrame = useMemo(() => (snapshot: GameLaunchSnapshot) => selectGameFrameView(snapshot, nodeId), [nodeId]);
  const frame = useSelector(actor, selectFrame, shallowEqual);
  useGameFrameLifetime(actor, frame.url);
  return <GameFrame frame={frame} game={game} onPlay={() => game && launch(game)} />;
}
