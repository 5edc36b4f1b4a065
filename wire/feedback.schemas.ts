/**
 * The feedback page's calls (token):
 * - `GET /wps/feedback`: the member's entries, newest first;
 * - `PUT /wps/feedback` `{ text }`: a new entry, the text trimmed, 1 to ${FEEDBACK_TEXT_MAX} characters.
 */
import { z } from 'zod';
import { FEEDBACK_TEXT_MAX } from '../rules/feedback';
import { epochMs } from './fields.schemas';

export const feedbackBody = z.strictObject({
  text: z.string().trim().min(1, 'Enter a text').max(FEEDBACK_TEXT_MAX, `At most ${FEEDBACK_TEXT_MAX} characters`),
});
export type FeedbackBody = z.output<typeof feedbackBody>;

export const feedbackListValue = z.strictObject({
  list: z.array(z.strictObject({ id: z.number().int().positive(), text: z.string(), createdAt: epochMs })),
});
export type FeedbackListValue = z.output<typeof feedbackListValue>;

export const feedbackSentValue = z.strictObject({ id: z.number().int().positive() });
