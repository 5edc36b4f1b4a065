/** The feedback form's checks and the request it sends (the shared rules are rules/feedback.ts). */
import { checkFeedbackContent, isFeedbackType } from '../../rules/feedback';
import type { UploadFile } from '../image-upload';
import type { FeedbackContext, FeedbackFieldErrors, FeedbackImages, FeedbackRequest } from './feedback.types';

/** The form's errors by field; none when it may be sent. */
export function validateFeedback({ values, images }: Pick<FeedbackContext, 'values' | 'images'>): FeedbackFieldErrors {
  const errors: FeedbackFieldErrors = {};
  if (!isFeedbackType(values.type)) errors.type = 'required';
  const content = checkFeedbackContent(values.content);
  if (content) errors.content = content;
  if (images.busy) errors.images = 'busy';
  return errors;
}

/** The uploaded pictures' ids, in the order picked, and whether one is still being checked or uploaded. */
export function imagesOf(files: readonly UploadFile[]): FeedbackImages {
  return {
    ids: files.flatMap((file) => (file.status === 'uploaded' && file.serverId !== null ? [file.serverId] : [])),
    busy: files.some((file) => file.status === 'checking' || file.status === 'accepted' || file.status === 'uploading'),
  };
}

/** What a checked form sends: the content trimmed. */
export function feedbackRequest({ values, images }: Pick<FeedbackContext, 'values' | 'images'>): FeedbackRequest {
  // entered only with a checked form, so the type is one of the platform's
  return { type: values.type as FeedbackRequest['type'], content: values.content.trim(), imageIds: images.ids };
}

/** A refusal naming a field of the form: that field marked; a picture that is not the member's marks the pictures. */
export function refusedFeedbackFields(errorCode: string, fields: Record<string, unknown> | undefined): FeedbackFieldErrors {
  if (errorCode === 'upload.image.unknown') return { images: 'refused' };
  if (errorCode !== 'request_param_err' || !fields) return {};
  const errors: FeedbackFieldErrors = {};
  if ('type' in fields) errors.type = 'refused';
  if ('content' in fields) errors.content = 'refused';
  if ('imageIds' in fields) errors.images = 'refused';
  return errors;
}
