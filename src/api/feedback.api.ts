/**
 * The feedback page's calls (wire/feedback.schemas.ts): the member's feedback with the operator's
 * replies, and a new one. Each rejects with `{ errorCode, value }`, and a refused field's name beside
 * it (`fields`). Pictures are uploaded first, as every picture of the site (`uploadImage`).
 */
import type { FeedbackEntry, FeedbackRequest } from '../../machines/feedback';
import type { FeedbackListValue } from '../../wire/feedback.schemas';
import { callApi, withPlainFailure } from './client';
import type { ApiFailure } from './client';

function fieldsOf(failure: ApiFailure): object {
  const value = (failure.value ?? {}) as { fields?: unknown };
  return value.fields && typeof value.fields === 'object' ? { fields: value.fields } : {};
}

export function loadFeedback(): Promise<FeedbackEntry[]> {
  return withPlainFailure(async () => (await callApi<FeedbackListValue>('/wps/feedback', { token: true })).list);
}

export function sendFeedback(request: FeedbackRequest): Promise<void> {
  return withPlainFailure(async () => {
    await callApi('/wps/feedback', { method: 'PUT', token: true, body: request });
  }, fieldsOf);
}
