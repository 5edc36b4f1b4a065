/**
 * Container of the lottery page: one `lotteryLobby` actor, provided with the edge's calls and
 * clock, for the game the address names (or none: the lobby). A card's play button asks the game
 * launch for the game, which sends a lottery game to `/lottery?gameCode&vendor` (a guest gets the
 * login dialog first).
 */
import { shallowEqual, useSelector } from '../../lib/use-selector';
import { selectLotteryLobbyView } from '../../../machines/lottery-lobby';
import type { LotteryPlayRequest } from '../../../machines/lottery-lobby';
import { useGameLauncher } from '../../app/game-launch.edge';
import { lotteryGameToLaunch, providedLotteryLobby, useLotteryEdge } from '../../app/lottery.edge';
import { LotteryGamePanel } from './lottery-game-panel';
import { LotteryLobbyPanel } from './lottery-lobby-panel';
import { useChartActor } from '../../app/chart-actor';

export function LotteryLobbyView({ game }: { game: LotteryPlayRequest | null }) {
  const launch = useGameLauncher();
  const edge = useLotteryEdge();
  const actor = useChartActor(providedLotteryLobby(edge), { input: { game } });
  const view = useSelector(actor, selectLotteryLobbyView, shallowEqual);

  if (view.status === 'launching' || view.status === 'playing' || view.status === 'launchFailed') {
    return <LotteryGamePanel view={view} onRetry={() => actor.send({ type: 'launch.retry' })} />;
  }
  return (
    <LotteryLobbyPanel
      view={view}
      onTab={(tag) => actor.send({ type: 'tab.select', tag })}
      onWeekday={(weekday) => actor.send({ type: 'weekday.select', weekday })}
      onSearch={(text) => actor.send({ type: 'search.type', text })}
      onRetry={() => actor.send({ type: 'lobby.retry' })}
      onPlay={(card) => launch(lotteryGameToLaunch(card))}
    />
  );
}
