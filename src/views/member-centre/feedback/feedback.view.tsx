/**
 * The feedback page's container: runs the `feedback` chart (a child of the root, for as long as the
 * page shows), made by the page's edge, and renders the form ("Feedback and suggestions") and the
 * member's feedback with the operator's replies.
 */
import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { selectFeedbackImagesRef, selectFeedbackView } from '../../../../machines/feedback';
import { useChartActor } from '../../../app/chart-actor';
import { useFeedbackEdge } from '../../../app/feedback.edge';
import { shallowEqual, useSelector } from '../../../lib/use-selector';
import { PageState } from '../../common/page-state';
import { feedbackRefusal } from './feedback.messages';
import { FeedbackForm } from './feedback-form';
import { FeedbackList } from './feedback-list';
import { useLingui } from '@lingui/react';
import './feedback.css';

export function FeedbackView() {
  const { i18n } = useLingui();
  const edge = useFeedbackEdge();
  const [page] = useState(() => edge.page());
  const actor = useChartActor(page.logic, { systemId: 'feedback' });
  const view = useSelector(actor, selectFeedbackView, shallowEqual);
  const pictures = useSelector(actor, selectFeedbackImagesRef);

  if (view.status === 'failed')
    return (
      <PageState kind="failed" testId="feedback-failed" onRetry={() => actor.send({ type: 'page.retry' })}>
        {i18n._(feedbackRefusal(view.errorCode ?? 'network.error'))}
      </PageState>
    );
  return (
    <div className="feedback" data-testid="feedback-page">
      {pictures ? (
        <FeedbackForm
          view={view}
          pictures={pictures}
          pickFiles={page.pickFiles}
          onFieldChange={(field, value) => actor.send({ type: 'field.change', field, value })}
          onSubmit={() => actor.send({ type: 'form.submit' })}
        />
      ) : (
        <PageState kind="loading" testId="feedback-loading">
          <Trans>Loading your feedback…</Trans>
        </PageState>
      )}
      {view.sent ? (
        <p className="feedback__sent" role="status" data-testid="feedback-sent">
          <Trans>Thank you. After receiving a response, we will contact you as soon as possible.</Trans>
        </p>
      ) : null}
      {view.status === 'loading' && view.entries.length === 0 ? null : <FeedbackList entries={view.entries} />}
    </div>
  );
}
