/** The feedback form's rule, the same in the page's chart and at the gateway (wire/feedback.schemas.ts). */

export const FEEDBACK_TEXT_MAX = 500;

export type FeedbackTextError = 'required' | 'tooLong';

/** What is wrong with a text as typed (it is trimmed first), or null. */
export function checkFeedbackText(text: string): FeedbackTextError | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'required';
  if (trimmed.length > FEEDBACK_TEXT_MAX) return 'tooLong';
  return null;
}
