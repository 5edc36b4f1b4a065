/** View model of the feedback page. */
import type { SnapshotFrom } from 'xstate';
import type { feedbackMachine } from './feedback.machine';
import type { FeedbackStatus, FeedbackView } from './feedback.types';

export type FeedbackSnapshot = SnapshotFrom<typeof feedbackMachine>;

function statusOf(snapshot: FeedbackSnapshot): FeedbackStatus {
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('submitting')) return 'submitting';
  if (snapshot.matches('ready')) return 'ready';
  return 'loading';
}

export function selectFeedbackView(snapshot: FeedbackSnapshot): FeedbackView {
  const { context } = snapshot;
  return {
    status: statusOf(snapshot),
    entries: context.entries ?? [],
    values: context.values,
    fieldErrors: context.fieldErrors,
    errorCode: context.errorCode,
    sent: context.sent,
    canSubmit: snapshot.can({ type: 'form.submit' }),
  };
}
