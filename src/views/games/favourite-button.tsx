/** The heart of a game tile: a toggle button, with a loader while the change is saved. */
import { useLingui } from '@lingui/react/macro';
import type { FavouriteToggleView } from '../../../machines/favourite-toggle';
import { gamesErrorMessage } from './games.messages';

export interface FavouriteButtonProps {
  view: FavouriteToggleView;
  gameName: string;
  onToggle: () => void;
}

export function FavouriteButton({ view, gameName, onToggle }: FavouriteButtonProps) {
  const { i18n, t } = useLingui();
  return (
    <div className="favourite">
      <button
        type="button"
        className={view.favourite ? 'favourite__button favourite__button--on' : 'favourite__button'}
        aria-label={t`Favourite ${gameName}`}
        aria-pressed={view.favourite}
        aria-busy={view.busy}
        // focus stays on the button while the change is saved; the chart ignores toggles meanwhile
        aria-disabled={!view.canToggle}
        onClick={onToggle}
        data-testid="favourite-button"
      >
        {view.busy ? <span className="spinner spinner--small" aria-hidden="true" /> : <span aria-hidden="true">{view.favourite ? '♥' : '♡'}</span>}
      </button>
      {view.busy && (
        <span className="visually-hidden" role="status">
          {view.pendingFavourite ? t`Adding to favourites…` : t`Removing from favourites…`}
        </span>
      )}
      {view.errorCode !== null && (
        <p className="favourite__error" role="alert">
          {i18n._(gamesErrorMessage(view.errorCode))}
        </p>
      )}
    </div>
  );
}
