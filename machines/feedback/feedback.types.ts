/** What the feedback page (chart `feedback`) keeps and is told. */
import type { FeedbackTextError } from '../../rules/feedback';

/** One entry the member sent, as the gateway lists it (newest first). */
export interface FeedbackEntry {
  id: string;
  text: string;
  /** epoch ms */
  createdAt: number;
}

/** What the form sends. */
export interface FeedbackRequest {
  text: string;
}

export type FeedbackField = keyof FeedbackRequest;

/** A field's error: what the view words (`refused`: the gateway refused the field). */
export type FeedbackFieldError = FeedbackTextError | 'refused';

export interface FeedbackContext {
  entries: FeedbackEntry[] | null;
  values: Record<FeedbackField, string>;
  fieldErrors: Partial<Record<FeedbackField, FeedbackFieldError>>;
  errorCode: string | null;
  /** the last form sent was taken: the page says so until the member types again */
  sent: boolean;
}

export type FeedbackEvent = { type: 'field.change'; field: FeedbackField; value: string } | { type: 'form.submit' } | { type: 'page.retry' };

export type FeedbackStatus = 'loading' | 'failed' | 'ready' | 'submitting';

export interface FeedbackView {
  status: FeedbackStatus;
  entries: FeedbackEntry[];
  values: Record<FeedbackField, string>;
  fieldErrors: Partial<Record<FeedbackField, FeedbackFieldError>>;
  errorCode: string | null;
  sent: boolean;
  canSubmit: boolean;
}
