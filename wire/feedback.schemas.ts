/**
 * The member centre's feedback page (research §8; SPEC §7 `PUT /wps/feedback`), token-authenticated:
 * - `GET /wps/feedback`: the member's feedback, newest first, each with the operator's reply once
 *   there is one;
 * - `PUT /wps/feedback` `{ type, content, imageIds }`: a new feedback. The content is trimmed and
 *   must be FEEDBACK_CONTENT_MIN to FEEDBACK_CONTENT_MAX characters; the pictures (at most
 *   FEEDBACK_IMAGES_MAX) are the member's own uploads (`POST /wps/v2/uploads/image`). Refusals: a
 *   field by name (request_param_err), `upload.image.unknown` (a picture that is not this member's),
 *   `feedback.too.many` (more than FEEDBACK_DAILY_MAX in 24 hours), `function.not.available`
 *   (module FEEDBACK3 off), `in_need_true_account` (a free-play account, on both calls).
 */
import { z } from 'zod';
import { checkFeedbackContent, FEEDBACK_CONTENT_MAX, FEEDBACK_CONTENT_MIN, FEEDBACK_IMAGES_MAX, FEEDBACK_TYPES } from '../rules/feedback';
import { epochMs, idString } from './fields.schemas';

const content = z.string().superRefine((text, context) => {
  const error = checkFeedbackContent(text);
  if (error === 'required') context.addIssue({ code: 'custom', message: 'Describe the question' });
  else if (error) context.addIssue({ code: 'custom', message: `Between ${FEEDBACK_CONTENT_MIN} and ${FEEDBACK_CONTENT_MAX} characters` });
});

export const feedbackBody = z.strictObject({
  type: z.enum(FEEDBACK_TYPES),
  content: content.transform((text) => text.trim()),
  imageIds: z.array(idString).max(FEEDBACK_IMAGES_MAX, `At most ${FEEDBACK_IMAGES_MAX} pictures`).default([]),
});
export type FeedbackBody = z.output<typeof feedbackBody>;

export const feedbackEntry = z.strictObject({
  id: idString,
  type: z.enum(FEEDBACK_TYPES),
  content: z.string(),
  /** how many pictures came with it */
  imageCount: z.number().int().min(0).max(FEEDBACK_IMAGES_MAX),
  createdAt: epochMs,
  /** the operator's answer, null until there is one */
  reply: z.string().nullable(),
  repliedAt: epochMs.nullable(),
});
export type FeedbackEntryValue = z.output<typeof feedbackEntry>;

export const feedbackListValue = z.strictObject({ list: z.array(feedbackEntry) });
export type FeedbackListValue = z.output<typeof feedbackListValue>;

export const feedbackSentValue = z.strictObject({ id: idString });
export type FeedbackSentValue = z.output<typeof feedbackSentValue>;
