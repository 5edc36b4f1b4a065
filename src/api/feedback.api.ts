/**
 * The feedback page's calls (wire/feedback.schemas.ts): the member's feedback with the operator's
 * replies, and a new one. Each rejects with `{ errorCode, value }`, and a refused field's name beside
 * it (`fields`). Pictures are uploaded first, as every picture of the site (`uploadImage`).
 */
import type { FeedbackEntry, FeedbackRequest } from '../../machines/feedback';
import type { FeedbackListValue } from '../../wire/feedback.schemas';
import { callApi, refusedFieldsOf, withPlainFailure } from './client';

export function loadFeedback(): Promise<FeedbackEntry[]> {
  return withPlainFailure(async () => (await callApi<FeedbackListValue>('/wps/feedback', { token: true })).list);
}

export function sendFeedback(request: FeedbackRequest): Promise<void> {
  return withPlainFailure(async () => {
    await callApi('/wps/feedback', { method: 'PUT', token: true, body: request });
  }, refusedFieldsOf);
}
