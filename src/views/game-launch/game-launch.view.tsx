/**
 * Game launch containers (SPEC §4, §8). `GameLaunchView` (the default export, mounted once by the
 * root view) connects the page's `gameLaunch` actor to the root actor and shows the launch's
 * status, failure dialog and vendor list over any page. `GameFrameView` is the /game page's frame.
 */
import { useMemo } from 'react';
import { shallowEqual, useSelector } from '../../app/use-selector';
import { selectGameFrameView, selectGameLaunchView } from '../../../machines/game-launch';
import type { GameLaunchSnapshot, GameToLaunch } from '../../../machines/game-launch';
import { useAppEdge } from '../../app/app-context';
import { connectGameLaunch, requestGameLaunch, useGameFrameLifetime } from '../../app/game-launch.edge';
import type { RootActor } from '../../app/root-actor';
import { GameFrame } from './game-frame';
import { GameLaunchDialogs } from './game-launch-dialogs';

export default function GameLaunchView({ root }: { root: RootActor }) {
  const actor = useMemo(() => connectGameLaunch(root), [root]);
  const view = useSelector(actor, selectGameLaunchView, shallowEqual);
  return (
    <GameLaunchDialogs
      view={view}
      onDismiss={() => actor.send({ type: 'error.dismiss' })}
      onCloseList={() => actor.send({ type: 'vendorGames.close' })}
      onLaunch={requestGameLaunch}
    />
  );
}

export function GameFrameView({ game }: { game: GameToLaunch | null }) {
  const { rootActor } = useAppEdge();
  const actor = useMemo(() => connectGameLaunch(rootActor), [rootActor]);
  const nodeId = game?.nodeId ?? null;
  const selectFrame = useMemo(() => (snapshot: GameLaunchSnapshot) => selectGameFrameView(snapshot, nodeId), [nodeId]);
  const frame = useSelector(actor, selectFrame, shallowEqual);
  useGameFrameLifetime(actor, frame.url);
  return <GameFrame frame={frame} game={game} onPlay={() => game && requestGameLaunch(game)} />;
}
