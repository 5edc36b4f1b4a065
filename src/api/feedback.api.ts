/**
 * The feedback page's calls (wire/feedback.schemas.ts): the member's entries and a new one.
 * Each rejects with `{ errorCode, value }`, and a refused field's name beside it (`fields`).
 */
import type { FeedbackEntry, FeedbackRequest } from '../../machines/feedback';
import type { FeedbackListValue } from '../../wire/feedback.schemas';
import { callApi, withPlainFailure } from './client';
import type { ApiFailure } from './client';

function fieldsOf(failure: ApiFailure): object {
  const value = (failure.value ?? {}) as { fields?: unknown };
  return value.fields && typeof value.fields === 'object' ? { fields: value.fields } : {};
}

export function loadFeedbackEntries(): Promise<FeedbackEntry[]> {
  return withPlainFailure(async () => {
    const value = await callApi<FeedbackListValue>('/wps/feedback', { token: true });
    return value.list.map((row) => ({ id: String(row.id), text: row.text, createdAt: row.createdAt }));
  });
}

export function sendFeedbackEntry(request: FeedbackRequest): Promise<void> {
  return withPlainFailure(async () => {
    await callApi('/wps/feedback', { method: 'PUT', token: true, body: request });
  }, fieldsOf);
}
