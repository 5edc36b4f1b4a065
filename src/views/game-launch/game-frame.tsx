/**
 * The /game page's content: the game's frame while the launch chart shows that game there; else
 * a wait while a launch runs, or a button that launches the game the address names (after a reload
 * the frame's single-use address is spent, so the game is launched afresh).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { GameFrameView, GameToLaunch } from '../../../machines/game-launch';

export interface GameFrameProps {
  frame: GameFrameView;
  /** the game the page's address names, null when it names none */
  game: GameToLaunch | null;
  onPlay: () => void;
}

export function GameFrame({ frame, game, onPlay }: GameFrameProps) {
  const { t } = useLingui();
  if (frame.url !== null) {
    return (
      <iframe
        className="game-frame__iframe"
        src={frame.url}
        title={frame.gameName ?? t`Game`}
        allow="fullscreen"
        referrerPolicy="no-referrer"
        data-testid="game-iframe"
      />
    );
  }
  return (
    <div className="game-frame" role="region" aria-label={t`Game`} data-testid="game-frame">
      {frame.busy ? (
        <p className="game-frame__note" role="status">
          <Trans>Opening the game…</Trans>
        </p>
      ) : game ? (
        <PlayButton gameName={game.gameName} onPlay={onPlay} />
      ) : (
        <p className="game-frame__note">
          <Trans>Choose a game from the games pages.</Trans>
        </p>
      )}
    </div>
  );
}

function PlayButton({ gameName, onPlay }: { gameName: string; onPlay: () => void }) {
  return (
    <button type="button" className="button" onClick={onPlay} data-testid="game-play">
      <Trans>Play {gameName}</Trans>
    </button>
  );
}
