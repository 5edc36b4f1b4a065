/**
 * The feedback form's rules (research §8: "Feedback and suggestions"), the same in the page's chart
 * and at the gateway (wire/feedback.schemas.ts): a question type of the platform's six, a content
 * description within its length range, and at most three pictures.
 */

/** The platform's question types, in its order: Deposit problem, Withdrawal issues, Game problem, Customer Service Question, Application question, Other problems. */
export const FEEDBACK_TYPES = ['deposit', 'withdrawal', 'game', 'customerService', 'application', 'other'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

/** The content's range, in characters once trimmed (the platform's `content_between`). */
export const FEEDBACK_CONTENT_MIN = 10;
export const FEEDBACK_CONTENT_MAX = 500;

/** Pictures one feedback may carry (uploaded first, as every picture of the site). */
export const FEEDBACK_IMAGES_MAX = 3;

/** How many feedbacks a member may send in 24 hours: enough to follow up, too few to flood the operator. */
export const FEEDBACK_DAILY_MAX = 5;

export type FeedbackContentError = 'required' | 'tooShort' | 'tooLong';

export function isFeedbackType(value: string): value is FeedbackType {
  return (FEEDBACK_TYPES as readonly string[]).includes(value);
}

/** What is wrong with a content as typed (it is trimmed first), or null. */
export function checkFeedbackContent(content: string): FeedbackContentError | null {
  const length = [...content.trim()].length;
  if (length === 0) return 'required';
  if (length < FEEDBACK_CONTENT_MIN) return 'tooShort';
  if (length > FEEDBACK_CONTENT_MAX) return 'tooLong';
  return null;
}
