/** The member's feedback, newest first, each with the operator's reply or that it waits for one (presentational). */
import { useLingui } from '@lingui/react';
import { Plural, Trans } from '@lingui/react/macro';
import type { FeedbackEntry } from '../../../../machines/feedback';
import { useDateFormat } from '../../common/date-format.view';
import { PageState } from '../../common/page-state';
import { feedbackTypeNames } from './feedback.messages';

export function FeedbackList({ entries }: { entries: readonly FeedbackEntry[] }) {
  const { i18n } = useLingui();
  const dates = useDateFormat();
  return (
    <section className="feedback__history" aria-labelledby="feedback-history-title">
      <h4 id="feedback-history-title">
        <Trans>My feedback</Trans>
      </h4>
      {entries.length === 0 ? (
        <PageState kind="empty" testId="feedback-empty">
          <Trans>You have not sent any feedback yet.</Trans>
        </PageState>
      ) : (
        <ol className="feedback__entries" data-testid="feedback-entries">
          {entries.map((entry) => (
            <li key={entry.id} className="feedback__entry">
              <p className="feedback__meta">
                <strong>{i18n._(feedbackTypeNames[entry.type])}</strong>{' '}
                <time dateTime={new Date(entry.createdAt).toISOString()}>{dates.dateTime(entry.createdAt)}</time>
                {entry.imageCount > 0 ? (
                  <span className="feedback__pictures">
                    {' '}
                    <Plural value={entry.imageCount} one="# picture" other="# pictures" />
                  </span>
                ) : null}
              </p>
              <p className="feedback__text">{entry.content}</p>
              {entry.reply !== null ? (
                <div className="feedback__reply" data-testid="feedback-reply">
                  <p className="feedback__meta">
                    <strong>
                      <Trans>Reply</Trans>
                    </strong>{' '}
                    {entry.repliedAt !== null ? (
                      <time dateTime={new Date(entry.repliedAt).toISOString()}>{dates.dateTime(entry.repliedAt)}</time>
                    ) : null}
                  </p>
                  <p className="feedback__text">{entry.reply}</p>
                </div>
              ) : (
                <p className="feedback__waiting">
                  <Trans>Waiting for a reply</Trans>
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
