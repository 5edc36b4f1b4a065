/**
 * The feedback page's container: runs the `feedback` chart (a child of the root, for
 * as long as the page shows), made by the page's edge, and renders the entries and the form.
 */
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { selectFeedbackView, FEEDBACK_TEXT_MAX } from '../../../../machines/feedback';
import type { FeedbackFieldError } from '../../../../machines/feedback';
import { useChartActor } from '../../../app/chart-actor';
import { useFeedbackEdge } from '../../../app/feedback.edge';
import { shallowEqual, useSelector } from '../../../app/use-selector';
import { commonMessage } from '../../common/common.messages';
import { useDateFormat } from '../../common/date-format.view';
import { PageState } from '../../common/page-state';
import { TextField } from '../../common/text-field';

const fieldErrors: Record<FeedbackFieldError, MessageDescriptor> = {
  required: msg`This field is required.`,
  tooLong: msg`At most ${FEEDBACK_TEXT_MAX} characters.`,
  refused: msg`Check this field and try again.`,
};

export function FeedbackView() {
  const { i18n } = useLingui();
  const dates = useDateFormat();
  const actor = useChartActor(useFeedbackEdge().logic, { systemId: 'feedback' });
  const view = useSelector(actor, selectFeedbackView, shallowEqual);

  if (view.status === 'loading' && view.entries.length === 0)
    return (
      <PageState kind="loading" testId="feedback-loading">
        <Trans>Loading…</Trans>
      </PageState>
    );
  if (view.status === 'failed')
    return (
      <PageState kind="failed" testId="feedback-failed" onRetry={() => actor.send({ type: 'page.retry' })}>
        {i18n._(commonMessage(view.errorCode ?? 'network.error'))}
      </PageState>
    );
  const error = view.fieldErrors.text;
  return (
    <section className="feedback" data-testid="feedback-page">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'form.submit' });
        }}
      >
        <TextField
          id="feedback-text"
          name="text"
          label={<Trans>Text</Trans>}
          value={view.values.text}
          error={error ? i18n._(fieldErrors[error]) : undefined}
          onChange={(value) => actor.send({ type: 'field.change', field: 'text', value })}
        />
        {view.errorCode && !error ? (
          <p className="form-error" role="alert">
            {i18n._(commonMessage(view.errorCode))}
          </p>
        ) : null}
        {view.sent ? (
          <p role="status" data-testid="feedback-sent">
            <Trans>Sent.</Trans>
          </p>
        ) : null}
        <button type="submit" className="button" disabled={!view.canSubmit}>
          <Trans>Send</Trans>
        </button>
      </form>
      {view.entries.length === 0 ? (
        <PageState kind="empty">
          <Trans>Nothing sent yet.</Trans>
        </PageState>
      ) : (
        <ul className="feedback__entries" data-testid="feedback-entries">
          {view.entries.map((entry) => (
            <li key={entry.id}>
              <time dateTime={new Date(entry.createdAt).toISOString()}>{dates.dateTime(entry.createdAt)}</time> {entry.text}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
