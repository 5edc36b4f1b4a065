/**
 * Presentational parts of the game launch: the "opening" status, the failure dialog with one
 * confirm button (and, for a game under maintenance, the suggested games as buttons that launch
 * them), and a vendor's game list to pick from.
 */
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { GameLaunchView, GameToLaunch } from '../../../machines/game-launch';
import { Modal } from '../common/modal';
import { gameLaunchMessage } from './game-launch.messages';

export interface GameLaunchDialogsProps {
  view: GameLaunchView;
  onDismiss: () => void;
  onCloseList: () => void;
  /** call inside the click: a window game's popup opens at once */
  onLaunch: (game: GameToLaunch) => void;
}

function GameButtons({
  games,
  onLaunch,
  className,
  testId,
}: {
  games: GameToLaunch[];
  onLaunch: (game: GameToLaunch) => void;
  className: string;
  testId: string;
}) {
  return (
    <ul className={className} data-testid={testId}>
      {games.map((game) => (
        <li key={game.nodeId}>
          <button type="button" className="button" onClick={() => onLaunch(game)}>
            {game.gameName}
          </button>
        </li>
      ))}
    </ul>
  );
}

export function GameLaunchDialogs({ view, onDismiss, onCloseList, onLaunch }: GameLaunchDialogsProps) {
  const { i18n } = useLingui();
  return (
    <>
      {view.busy && !view.errorCode ? (
        <p className="game-launch__busy" role="status" data-testid="game-launch-busy">
          <Trans>Opening the game…</Trans>
        </p>
      ) : null}
      {view.errorCode ? (
        <Modal title={<Trans>Notice</Trans>} closable hideCloseButton onClose={onDismiss} testId="game-launch-error">
          <p role="alert">{i18n._(gameLaunchMessage(view.errorCode))}</p>
          {view.suggestions.length > 0 ? (
            <>
              <p>
                <Trans>You may like these games instead:</Trans>
              </p>
              <GameButtons games={view.suggestions} onLaunch={onLaunch} className="game-launch__suggestions" testId="game-launch-suggestions" />
            </>
          ) : null}
          <div className="modal__actions">
            <button type="button" className="button" onClick={onDismiss} data-autofocus>
              <Trans>OK</Trans>
            </button>
          </div>
        </Modal>
      ) : null}
      {view.vendorList ? (
        <Modal title={view.vendorList.vendor.gameName} closable onClose={onCloseList} wide testId="vendor-games">
          <GameButtons games={view.vendorList.games} onLaunch={onLaunch} className="game-launch__games" testId="vendor-games-list" />
        </Modal>
      ) : null}
    </>
  );
}
