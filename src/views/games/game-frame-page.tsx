/**
 * The /game route (SPEC §2 "Iframe game"): the launched game in a frame. The address names the game
 * (`?nodeId&gameCode&gameType&vassalage&gameName`, what the launch navigates to), so the page can
 * offer to launch it again after a reload.
 */
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Trans } from '@lingui/react/macro';
import type { GameToLaunch } from '../../../machines/game-launch';
import { GameFrameView } from '../game-launch/game-launch.view';
import { PageSection } from '../pages/common/page-states';

/** The game the address names, or null without a node id. */
export function gameOfQuery(search: URLSearchParams): GameToLaunch | null {
  const nodeId = search.get('nodeId')?.trim() ?? '';
  if (!/^\d{1,12}$/.test(nodeId)) return null;
  const value = (name: string) => search.get(name)?.trim() ?? '';
  return {
    nodeId,
    gameCode: value('gameCode'),
    gameName: value('gameName') || nodeId,
    gameType: value('gameType').toUpperCase(),
    vassalage: value('vassalage'),
    isGame: 'GAME',
  };
}

export default function GameFramePage() {
  const [search] = useSearchParams();
  const key = search.toString();
  // one game object per address, so the frame's selector stays put between renders
  const game = useMemo(() => gameOfQuery(new URLSearchParams(key)), [key]);
  return (
    <PageSection id="game-page" title={game ? game.gameName : <Trans>Game</Trans>} testId="game-page">
      <GameFrameView game={game} />
    </PageSection>
  );
}
