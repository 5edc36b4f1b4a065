/**
 * File downloads from the gateway (the records' CSV exports), apart from client.ts: only the
 * records pages' lazy chunk needs them, so home's first script does not carry them.
 */
import { FetchError } from 'ofetch';
import { apiFailure, authHeaders, isEnvelope, toApiFailure } from './client';
import { http } from './transport';
import type { CallOptions } from './client';

/** A file the gateway sends as an attachment (a CSV export): its bytes and the name it suggests. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/**
 * A `/wps` GET answered with a file instead of the envelope. A refusal still comes as the envelope
 * (read from the error body, which arrives as bytes here) and rejects as `{ errorCode, value }`.
 */
export async function fetchFile(path: string, query: CallOptions['query'], fallbackName: string): Promise<DownloadedFile> {
  try {
    const response = await http.raw<Blob, 'blob'>(path, { method: 'GET', headers: authHeaders(true), query, responseType: 'blob' });
    const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
    return { blob: response._data ?? new Blob([]), fileName: named?.[1] ?? fallbackName };
  } catch (error) {
    if (error instanceof FetchError && error.data instanceof Blob) {
      const envelope = await error.data
        .text()
        .then((text) => JSON.parse(text) as unknown)
        .catch(() => null);
      if (isEnvelope(envelope) && envelope.errorCode) throw apiFailure(envelope.errorCode, envelope.value);
    }
    throw toApiFailure(error);
  }
}
