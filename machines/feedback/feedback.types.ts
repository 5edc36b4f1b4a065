/** What the feedback page (chart `feedback`) keeps and is told. */
import type { FeedbackContentError, FeedbackType } from '../../rules/feedback';

export type { FeedbackType };

/** One feedback the member sent, as the gateway lists it (newest first). */
export interface FeedbackEntry {
  id: string;
  type: FeedbackType;
  content: string;
  imageCount: number;
  /** epoch ms */
  createdAt: number;
  /** the operator's answer, null until there is one */
  reply: string | null;
  repliedAt: number | null;
}

/** What the form sends. */
export interface FeedbackRequest {
  type: FeedbackType;
  content: string;
  imageIds: string[];
}

export type FeedbackField = 'type' | 'content';

/**
 * A field's error, as the view words it: the content's rule, `required` (no question type),
 * `busy` (a picture is still being checked or uploaded), `refused` (the gateway refused the field).
 */
export type FeedbackFieldError = FeedbackContentError | 'busy' | 'refused';

export type FeedbackFieldErrors = Partial<Record<FeedbackField | 'images', FeedbackFieldError>>;

/** The pictures as the form sends them: the uploaded ones' ids, and whether one is still on its way. */
export interface FeedbackImages {
  ids: string[];
  busy: boolean;
}

export interface FeedbackContext {
  entries: FeedbackEntry[] | null;
  values: Record<FeedbackField, string>;
  images: FeedbackImages;
  fieldErrors: FeedbackFieldErrors;
  errorCode: string | null;
  /** the last feedback sent was taken: the page says so until the member types again */
  sent: boolean;
}

export type FeedbackEvent = { type: 'field.change'; field: FeedbackField; value: string } | { type: 'form.submit' } | { type: 'page.retry' };

export type FeedbackStatus = 'loading' | 'failed' | 'editing' | 'submitting';

export interface FeedbackView {
  status: FeedbackStatus;
  entries: FeedbackEntry[];
  values: Record<FeedbackField, string>;
  fieldErrors: FeedbackFieldErrors;
  errorCode: string | null;
  sent: boolean;
  canSubmit: boolean;
  /** characters of the content once trimmed, for the counter under it */
  contentLength: number;
}
