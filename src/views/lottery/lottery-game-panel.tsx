/**
 * A lottery game the address names (presentational): the game launch's frame while the betting
 * page opens and once it is shown; a refused launch with its message, a retry and the way back to
 * the lobby.
 */
import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LotteryLobbyView } from '../../../machines/lottery-lobby';
import { GameFrame } from '../game-launch/game-frame';
import { lotteryMessage } from './lottery.messages';
// a state of the page with actions of its own, laid out as the other page states
import '../common/page-state.css';

export interface LotteryGamePanelProps {
  view: LotteryLobbyView;
  onRetry: () => void;
}

const noGameToOffer = () => {};

export function LotteryGamePanel({ view, onRetry }: LotteryGamePanelProps) {
  const { i18n } = useLingui();
  if (view.status === 'launchFailed') {
    return (
      <div className="page-state" role="alert" data-testid="lottery-launch-failed">
        <p>
          <Trans>The game could not be opened.</Trans> {i18n._(lotteryMessage(view.errorCode))}
        </p>
        <p className="lottery-actions">
          <button type="button" className="button" onClick={onRetry}>
            <Trans>Try again</Trans>
          </button>
          <Link className="button button--secondary" to="/lottery">
            <Trans>All lottery games</Trans>
          </Link>
        </p>
      </div>
    );
  }
  const frame = { url: view.frameUrl, gameName: view.gameName, busy: view.status === 'launching' };
  return <GameFrame frame={frame} game={null} onPlay={noGameToOffer} />;
}
