/** View model of the feedback page. */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { imageUploadMachine } from '../image-upload';
import type { feedbackMachine } from './feedback.machine';
import type { FeedbackStatus, FeedbackView } from './feedback.types';

export type FeedbackSnapshot = SnapshotFrom<typeof feedbackMachine>;

function statusOf(snapshot: FeedbackSnapshot): FeedbackStatus {
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches({ open: 'submitting' })) return 'submitting';
  if (snapshot.matches('open')) return 'editing';
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
    contentLength: [...context.values.content.trim()].length,
  };
}

/** The pictures field, while the form is open. */
export function selectFeedbackImagesRef(snapshot: FeedbackSnapshot): ActorRefFrom<typeof imageUploadMachine> | undefined {
  return snapshot.children.imageUpload;
}
