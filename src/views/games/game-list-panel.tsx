/**
 * A game list (presentational): search by name, class and minimum-bet filters, the list tabs, the
 * games of the page with the loading, empty and failed states, and the pager.
 */
import { useId } from 'react';
import type { ReactNode } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { formatMinorUnits } from '../../../machines/account-balance';
import { LIST_TABS, MIN_BET_OPTIONS, tabOpenTo } from '../../../machines/game-list';
import type { GameListView, GameSummary, ListTab } from '../../../machines/game-list';
import { gameClassName, gamesErrorMessage, listTabName } from './games.messages';
import { PagingNav } from './paging-nav';
import { PageState } from '../common/page-state';

export interface GameListPanelProps {
  view: GameListView;
  /** the class filter's options after "all" (SPEC §9) */
  classOptions: readonly string[];
  renderTile: (game: GameSummary) => ReactNode;
  onSearchType: (text: string) => void;
  onSearchSubmit: () => void;
  onClass: (gameClass: string) => void;
  onMinBet: (minBet: string) => void;
  onTab: (tab: ListTab) => void;
  onPage: (pageNo: number) => void;
  onRetry: () => void;
}

/** The number of grey tiles while a page loads. */
const SKELETON_TILES = 10;

function Filters({ view, classOptions, onSearchType, onSearchSubmit, onClass, onMinBet }: GameListPanelProps) {
  const { i18n, t } = useLingui();
  const id = useId();
  return (
    <div className="game-list__tools">
      <form
        role="search"
        className="game-search"
        onSubmit={(event) => {
          event.preventDefault();
          onSearchSubmit();
        }}
      >
        <label htmlFor={`${id}-search`}>
          <Trans>Search games</Trans>
        </label>
        <input
          id={`${id}-search`}
          type="search"
          value={view.searchText}
          maxLength={64}
          placeholder={t`Game name`}
          autoComplete="off"
          onChange={(event) => onSearchType(event.target.value)}
        />
        <button type="submit" className="button">
          <Trans>Search</Trans>
        </button>
      </form>
      <label className="game-filter">
        <span>
          <Trans>Game class</Trans>
        </span>
        <select value={view.gameClass} onChange={(event) => onClass(event.target.value)}>
          <option value="">{t`All classes`}</option>
          {classOptions.map((key) => (
            <option key={key} value={key}>
              {gameClassName(i18n, key)}
            </option>
          ))}
        </select>
      </label>
      <label className="game-filter">
        <span>
          <Trans>Minimum bet</Trans>
        </span>
        <select value={view.minBet} onChange={(event) => onMinBet(event.target.value)}>
          <option value="">{t`All bets`}</option>
          {MIN_BET_OPTIONS.map((amount) => (
            <option key={amount} value={amount}>
              {formatMinorUnits(Math.round(Number(amount) * 100))}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

function ListTabs({ view, onTab }: Pick<GameListPanelProps, 'view' | 'onTab'>) {
  const { i18n, t } = useLingui();
  return (
    <div className="list-tabs" role="group" aria-label={t`Game lists`}>
      {LIST_TABS.map((tab) => (
        <button
          key={tab}
          type="button"
          className={view.tab === tab ? 'filter-tab filter-tab--active' : 'filter-tab'}
          aria-pressed={view.tab === tab}
          onClick={() => onTab(tab)}
          data-tab={tab}
        >
          {listTabName(i18n, tab)}
          {!tabOpenTo(tab, view.account) && (
            <span className="list-tabs__lock" title={t`For signed-in members`}>
              <svg className="list-tabs__lock-icon" viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
                <path d="M4 7V5a4 4 0 1 1 8 0v2h1v8H3V7h1Zm2 0h4V5a2 2 0 1 0-4 0v2Z" fill="currentColor" />
              </svg>
              <span className="visually-hidden">{t`(sign-in required)`}</span>
            </span>
          )}
        </button>
      ))}
    </div>
  );
}

function EmptyList({ view }: { view: GameListView }) {
  const filtered = view.search !== '' || view.gameClass !== '' || view.minBet !== '';
  let text: ReactNode = <Trans>There are no games here yet.</Trans>;
  if (filtered) text = <Trans>No games match your search and filters.</Trans>;
  else if (view.tab === 'favourites') text = <Trans>You have no favourite games here yet. Tap a heart to add one.</Trans>;
  else if (view.tab === 'recent') text = <Trans>You have not played any of these games yet.</Trans>;
  else if (view.tab === 'hot') text = <Trans>There are no hot games here right now.</Trans>;
  return (
    <PageState kind="empty" testId="game-list-empty">
      {text}
    </PageState>
  );
}

function ListContent({ view, renderTile, onRetry }: GameListPanelProps) {
  const { i18n } = useLingui();
  switch (view.status) {
    case 'loaded':
      return (
        <ul className="game-grid">
          {view.games.map((game) => (
            <li key={game.nodeId}>{renderTile(game)}</li>
          ))}
        </ul>
      );
    case 'empty':
      return <EmptyList view={view} />;
    case 'failed':
      return (
        <PageState kind="failed" onRetry={onRetry} testId="game-list-failed">
          <Trans>The games could not be loaded.</Trans> {i18n._(gamesErrorMessage(view.errorCode))}
        </PageState>
      );
    default:
      return (
        <div aria-busy="true" data-testid="game-list-loading">
          <span className="visually-hidden" role="status">
            <Trans>Loading games…</Trans>
          </span>
          <ul className="game-grid" aria-hidden="true">
            {Array.from({ length: SKELETON_TILES }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholder tiles, all alike and never reordered
              <li key={index} className="game-tile game-tile--skeleton" />
            ))}
          </ul>
        </div>
      );
  }
}

export function GameListPanel(props: GameListPanelProps) {
  const { view, onPage } = props;
  const count = view.totalCount;
  return (
    <div className="game-list" data-testid="game-list">
      <Filters {...props} />
      <ListTabs view={view} onTab={props.onTab} />
      <p className="game-list__count" aria-live="polite">
        {view.status === 'loaded' && <Plural value={count} one="# game" other="# games" />}
      </p>
      <ListContent {...props} />
      <PagingNav pageNo={view.pageNo} totalPages={view.totalPages} onPage={onPage} />
    </div>
  );
}
