/** The feedback page at the edge: its chart and pictures field over the gateway's calls. */
import { provideFeedback } from '../../machines/feedback';
import type { FeedbackCalls } from '../../machines/feedback';
import { loadFeedback, sendFeedback } from '../api/feedback.api';
import { uploadImage } from '../api/upload.api';
import { createImageUploadField } from './image-upload-field.edge';
import type { UploadImage } from './image-upload-field.edge';
import { useMemberCentrePageEdge } from './member-centre.edge';

export type FeedbackEnvironment = FeedbackCalls & { uploadImage: UploadImage };

export const createFeedbackEdge = (env: FeedbackEnvironment) => ({
  env,
  /** one page's chart, with its own registry of picked files (gone with the page) */
  page: () => {
    const pictures = createImageUploadField(env.uploadImage);
    return { logic: provideFeedback(env, pictures.logic), pickFiles: pictures.pickFiles };
  },
});

export type FeedbackEdge = ReturnType<typeof createFeedbackEdge>;
export const browserFeedbackEdge: FeedbackEdge = createFeedbackEdge({ loadFeedback, sendFeedback, uploadImage });
export const useFeedbackEdge = (): FeedbackEdge => useMemberCentrePageEdge('feedback', browserFeedbackEdge);
