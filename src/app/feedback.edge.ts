/**
 * The feedback page at the edge: its chart (machines/feedback) provided with the gateway's calls
 * and its pictures field (machines/image-upload) with the page's own registry of picked files. The
 * member centre's edge exposes this one (member-centre.edge.ts).
 */
import { fromPromise } from 'xstate';
import { feedbackMachine } from '../../machines/feedback';
import type { FeedbackEntry, FeedbackRequest } from '../../machines/feedback';
import type { PickedFile } from '../../machines/image-upload';
import { uploadImage } from '../api/upload.api';
import { loadFeedback, sendFeedback } from '../api/feedback.api';
import { createImageUploadField } from './image-upload-field.edge';
import type { UploadImage } from './image-upload-field.edge';
import { useMemberCentrePageEdge } from './member-centre.edge';

export interface FeedbackEnvironment {
  loadFeedback(): Promise<FeedbackEntry[]>;
  sendFeedback(request: FeedbackRequest): Promise<void>;
  uploadImage: UploadImage;
}

/** One page's chart and the registry of its picked files (gone with the page). */
export interface FeedbackPage {
  logic: typeof feedbackMachine;
  pickFiles(files: readonly File[]): PickedFile[];
}

export function createFeedbackEdge(env: FeedbackEnvironment) {
  return {
    env,
    page: (): FeedbackPage => {
      const pictures = createImageUploadField(env.uploadImage);
      return {
        logic: feedbackMachine.provide({
          actors: {
            loadFeedback: fromPromise(() => env.loadFeedback()),
            sendFeedback: fromPromise<void, FeedbackRequest>(({ input }) => env.sendFeedback(input)),
            imageUpload: pictures.logic,
          },
        }),
        pickFiles: pictures.pickFiles,
      };
    },
  };
}

export type FeedbackEdge = ReturnType<typeof createFeedbackEdge>;

export const browserFeedbackEdge: FeedbackEdge = createFeedbackEdge({ loadFeedback, sendFeedback, uploadImage });

/** The page's edge: a test's, through the member centre's edge, else the browser's. */
export function useFeedbackEdge(): FeedbackEdge {
  return useMemberCentrePageEdge('feedback', browserFeedbackEdge);
}
