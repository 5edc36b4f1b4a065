/** What the feedback chart asks of the world, and the chart provided with it and its pictures field. */
import { fromPromise } from 'xstate';
import type { imageUploadMachine } from '../image-upload';
import { feedbackMachine } from './feedback.machine';
import type { FeedbackEntry, FeedbackRequest } from './feedback.types';

export interface FeedbackCalls {
  loadFeedback(): Promise<FeedbackEntry[]>;
  sendFeedback(request: FeedbackRequest): Promise<void>;
}

/** `picturesField`: the image-upload chart provided over the page's picked files. */
export function provideFeedback(calls: FeedbackCalls, picturesField: typeof imageUploadMachine): typeof feedbackMachine {
  return feedbackMachine.provide({
    actors: {
      loadFeedback: fromPromise(() => calls.loadFeedback()),
      sendFeedback: fromPromise<void, FeedbackRequest>(({ input }) => calls.sendFeedback(input)),
      imageUpload: picturesField,
    },
  });
}
