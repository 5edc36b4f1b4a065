/**
 * The /lottery page's content (loaded on its own, only for /lottery): the lobby when the address
 * names no game; otherwise the named game, launched for a signed-in player (a trial account plays
 * too, as every launch allows). A guest is offered the login dialog first, and the game launches
 * once the session is signed in.
 */
import { Trans } from '@lingui/react/macro';
import type { LotteryPlayRequest } from '../../../machines/lottery-lobby';
import { useAppEdge } from '../../app/app-context';
import { requestLoginDialog } from '../../app/edge';
import { GamesSession } from '../games/games-session.view';
import { PageSkeleton } from '../pages/common/page-states';
import type { LotteryQuery } from '../pages/games/lottery-query';
import { LotteryLobbyView } from './lottery-lobby.view';
import '../../styles/games.css';
import './lottery.css';
// a state of the page with actions of its own, laid out as the other page states
import '../common/page-state.css';

function playRequestOf(query: LotteryQuery): LotteryPlayRequest | null {
  if (!query.gameCode) return null;
  return { gameCode: query.gameCode, vendor: query.vendor ?? '', playType: query.playType ?? '' };
}

function SignInToPlay() {
  const { rootActor } = useAppEdge();
  return (
    <div className="page-state" data-testid="lottery-sign-in">
      <p>
        <Trans>Log in to play this lottery game.</Trans>
      </p>
      <button type="button" className="button" onClick={() => requestLoginDialog(rootActor)}>
        <Trans>Log in</Trans>
      </button>
    </div>
  );
}

function NamedGame({ game }: { game: LotteryPlayRequest }) {
  return (
    <GamesSession>
      {({ settled, account }) => {
        if (!settled) return <PageSkeleton lines={2} />;
        if (account === 'guest') return <SignInToPlay />;
        return <LotteryLobbyView game={game} />;
      }}
    </GamesSession>
  );
}

export default function LotteryPage({ query }: { query: LotteryQuery }) {
  const game = playRequestOf(query);
  // a new address is a new page: a fresh chart for the lobby or for another game
  const key = game ? `${game.gameCode}|${game.vendor}|${game.playType}` : 'lobby';
  return game ? <NamedGame key={key} game={game} /> : <LotteryLobbyView key={key} game={null} />;
}
