/**
 * The lottery lobby (presentational): a search by game name, the tag tabs, the weekday chips, the
 * count of games shown (announced politely when a filter changes it), and the cards, with the
 * loading, empty and failed states.
 */
import { useId } from 'react';
import type { ReactNode } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { SEARCH_MAX_LENGTH, WEEKDAYS } from '../../../machines/lottery-lobby';
import type { LotteryCard as LotteryCardModel, LotteryLobbyView, WeekdayFilter } from '../../../machines/lottery-lobby';
import { LotteryCard } from './lottery-card';
import { lotteryMessage, tagLabel, weekdayName } from './lottery.messages';
import { PageState } from '../common/page-state';

export interface LotteryLobbyPanelProps {
  view: LotteryLobbyView;
  onTab: (tag: string) => void;
  onWeekday: (weekday: WeekdayFilter) => void;
  onSearch: (text: string) => void;
  onRetry: () => void;
  onPlay: (card: LotteryCardModel) => void;
}

/** Grey cards while the lobby loads. */
const SKELETON_CARDS = 6;

function SearchBox({ view, onSearch }: Pick<LotteryLobbyPanelProps, 'view' | 'onSearch'>) {
  const { t } = useLingui();
  const id = useId();
  return (
    <form role="search" className="game-search" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={`${id}-search`}>
        <Trans>Search lottery games</Trans>
      </label>
      <input
        id={`${id}-search`}
        type="search"
        value={view.searchText}
        maxLength={SEARCH_MAX_LENGTH}
        placeholder={t`Game name`}
        autoComplete="off"
        onChange={(event) => onSearch(event.target.value)}
      />
    </form>
  );
}

function ToggleChip({ pressed, label, onClick, children }: { pressed: boolean; label?: string; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      className={pressed ? 'filter-tab filter-tab--active' : 'filter-tab'}
      aria-pressed={pressed}
      aria-label={label}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

function TagTabs({ view, onTab }: Pick<LotteryLobbyPanelProps, 'view' | 'onTab'>) {
  const { i18n, t } = useLingui();
  return (
    <div className="list-tabs" role="group" aria-label={t`Regions`} data-testid="lottery-tabs">
      {view.tabs.map((tab) => (
        <ToggleChip key={tab.tag || 'all'} pressed={view.tab === tab.tag} onClick={() => onTab(tab.tag)}>
          {tab.label === null ? <Trans>All</Trans> : tagLabel(i18n, tab.tag, tab.label)}
        </ToggleChip>
      ))}
    </div>
  );
}

function WeekdayChips({ view, onWeekday }: Pick<LotteryLobbyPanelProps, 'view' | 'onWeekday'>) {
  const { i18n, t } = useLingui();
  return (
    <div className="list-tabs lottery-weekdays" role="group" aria-label={t`Draw day`} data-testid="lottery-weekdays">
      <ToggleChip pressed={view.weekday === 0} onClick={() => onWeekday(0)}>
        <Trans>Every day</Trans>
      </ToggleChip>
      {WEEKDAYS.map((weekday) => (
        <ToggleChip key={weekday} pressed={view.weekday === weekday} label={weekdayName(i18n, weekday, 'long')} onClick={() => onWeekday(weekday)}>
          {weekdayName(i18n, weekday, 'short')}
        </ToggleChip>
      ))}
    </div>
  );
}

function Loading() {
  return (
    <div aria-busy="true" data-testid="lottery-loading">
      <span className="visually-hidden" role="status">
        <Trans>Loading lottery games…</Trans>
      </span>
      <ul className="lottery-grid" aria-hidden="true">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cards, all alike and never reordered
          <li key={index} className="lottery-card lottery-card--skeleton" />
        ))}
      </ul>
    </div>
  );
}

function Failed({ view, onRetry }: Pick<LotteryLobbyPanelProps, 'view' | 'onRetry'>) {
  const { i18n } = useLingui();
  return (
    <PageState kind="failed" onRetry={onRetry} testId="lottery-failed">
      <Trans>The lottery games could not be loaded.</Trans> {i18n._(lotteryMessage(view.errorCode))}
    </PageState>
  );
}

function Empty({ view }: { view: LotteryLobbyView }) {
  return (
    <PageState kind="empty" testId="lottery-empty">
      {view.totalGames === 0 ? <Trans>There are no lottery games right now.</Trans> : <Trans>No games match your search and filters.</Trans>}
    </PageState>
  );
}

export function LotteryLobbyPanel(props: LotteryLobbyPanelProps) {
  const { view, onPlay } = props;
  if (view.status === 'loading') return <Loading />;
  if (view.status === 'failed') return <Failed view={view} onRetry={props.onRetry} />;
  const count = view.cards.length;
  return (
    <div className="lottery-lobby" data-testid="lottery-lobby">
      <div className="game-list__tools">
        <SearchBox view={view} onSearch={props.onSearch} />
      </div>
      <TagTabs view={view} onTab={props.onTab} />
      <WeekdayChips view={view} onWeekday={props.onWeekday} />
      <p className="game-list__count" aria-live="polite" data-testid="lottery-count">
        <Plural value={count} one="# game" other="# games" />
      </p>
      {count === 0 ? (
        <Empty view={view} />
      ) : (
        <ul className="lottery-grid">
          {view.cards.map((card) => (
            <li key={card.gameCode}>
              <LotteryCard card={card} onPlay={onPlay} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
