/** `{ errorCode }` of any failure: the plain shape the charts read (shared by the edges, so none imports another for it). */
import { toApiError } from '../api/client';

export function failureCode(error: unknown): { errorCode: string } {
  return { errorCode: toApiError(error).errorCode };
}
