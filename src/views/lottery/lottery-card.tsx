/**
 * A lottery game of the lobby: name, region (tag), schedule, the draw taking bets with its
 * countdown (when the lobby's answers told it), the locked and drawing states, the latest winning
 * numbers and the play button. The countdown is a `timer` (never announced by itself): a screen
 * reader reads it when it reaches the card.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { formatCountdown } from '../../../machines/lottery-lobby';
import type { LotteryCard as LotteryCardModel } from '../../../machines/lottery-lobby';
import { tagLabel, weekdayName } from './lottery.messages';

export interface LotteryCardProps {
  card: LotteryCardModel;
  onPlay: (card: LotteryCardModel) => void;
}

/** The gateway's schedule in words, else the draw days. */
function Schedule({ card }: { card: LotteryCardModel }) {
  const { i18n } = useLingui();
  if (card.remark !== '') return <>{card.remark}</>;
  if (card.drawDays.length === 0) return <Trans>Draws daily</Trans>;
  const names = card.drawDays.map((day) => weekdayName(i18n, day, 'short')).join(', ');
  return <Trans>Draws {names}</Trans>;
}

function DrawStatus({ card, remainingMs }: { card: LotteryCardModel; remainingMs: number }) {
  if (card.drawing) {
    return (
      <span className="lottery-card__status lottery-card__status--drawing" data-testid="lottery-drawing">
        <Trans>Drawing…</Trans>
      </span>
    );
  }
  return (
    <>
      <time className="lottery-card__countdown" role="timer" dateTime={`PT${Math.ceil(remainingMs / 1000)}S`} data-testid="lottery-countdown">
        {formatCountdown(remainingMs)}
      </time>
      {card.locked && (
        <span className="lottery-card__status lottery-card__status--locked" data-testid="lottery-locked">
          <Trans>Locked</Trans>
        </span>
      )}
    </>
  );
}

function LatestResult({ card }: { card: LotteryCardModel }) {
  const { t } = useLingui();
  if (card.latestNumero === null) {
    return (
      <p className="lottery-card__result lottery-card__result--none">
        <Trans>No results yet</Trans>
      </p>
    );
  }
  const numero = card.latestNumero;
  return (
    <div className="lottery-card__result">
      <p className="lottery-card__label">
        <Trans>Latest draw {numero}</Trans>
      </p>
      <ol className="lottery-balls" aria-label={t`Winning numbers`} data-testid="lottery-winning-numbers">
        {card.winningNumbers.map((number, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a number may be drawn twice; the position is part of the result
          <li key={`${index}-${number}`} className="lottery-ball">
            {number}
          </li>
        ))}
      </ol>
    </div>
  );
}

export function LotteryCard({ card, onPlay }: LotteryCardProps) {
  const { i18n, t } = useLingui();
  const nameId = `lottery-${card.gameCode}-name`;
  const name = card.gameName;
  const numero = card.numero;
  return (
    <article className="lottery-card" aria-labelledby={nameId} data-testid="lottery-card" data-game-code={card.gameCode}>
      <header className="lottery-card__head">
        {card.iconUrl && <img className="lottery-card__icon" src={card.iconUrl} alt="" width="48" height="48" loading="lazy" />}
        <div>
          <h2 className="lottery-card__name" id={nameId}>
            {name}
          </h2>
          <p className="lottery-card__meta">
            {card.tag !== '' && <span className="game-badge">{tagLabel(i18n, card.tag, card.tagName)}</span>} <Schedule card={card} />
          </p>
        </div>
      </header>
      {card.remainingMs !== null && (
        <dl className="lottery-card__draw">
          <div>
            <dt>
              <Trans>Draw</Trans>
            </dt>
            <dd>{numero || '–'}</dd>
          </div>
          <div>
            <dt>
              <Trans>Draws in</Trans>
            </dt>
            <dd>
              <DrawStatus card={card} remainingMs={card.remainingMs} />
            </dd>
          </div>
        </dl>
      )}
      <LatestResult card={card} />
      {card.maintenance && (
        <p className="lottery-card__label">
          <span className="game-badge">
            <Trans>Under maintenance</Trans>
          </span>
        </p>
      )}
      <button
        type="button"
        className="button lottery-card__play"
        aria-label={t`Play ${name}`}
        disabled={card.maintenance}
        onClick={() => onPlay(card)}
      >
        <Trans>Play</Trans>
      </button>
    </article>
  );
}
