/**
 * The one HTTP client of the SPA. Adds the gateway headers, unwraps the `{ success, value }`
 * envelope and turns every failure (business, HTTP, network, payload codec) into one plain
 * `{ errorCode, value }` object, so the charts only ever see error codes and a recorded trace
 * holds the failure as it was (a class instance would serialise to `{}`).
 */
import { FetchError, ofetch } from 'ofetch';
import type { Envelope } from '../../wire/envelope.schemas';
import { takeBootAnswer } from './boot-answers';
import { readLanguageCode, readMerchantCode, readToken } from './request-context';

/**
 * What every `src/api` function rejects with: the gateway's error code (or `network.error`,
 * `system.error`, `http.<status>`, `payload.*`) and the envelope's `value`, null when there is none.
 * JSON data only.
 */
export interface ApiFailure {
  errorCode: string;
  value: unknown;
}

export type { Envelope };

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CallOptions {
  method?: HttpMethod;
  /** send `Authorization` with the stored token */
  token?: boolean;
  /** seal the body with the payload codec (ARCHITECTURE §5) */
  encrypt?: boolean;
  body?: unknown;
  query?: Record<string, string | number | undefined>;
}

const REQUEST_TIMEOUT_MS = 30_000;

const http = ofetch.create({
  timeout: REQUEST_TIMEOUT_MS,
  // Retrying is a chart decision (retry events, delays), never a hidden transport one.
  retry: false,
  onRequest({ options }) {
    const headers = new Headers(options.headers);
    const merchant = readMerchantCode();
    if (merchant) headers.set('Merchant', merchant);
    headers.set('Language', readLanguageCode());
    headers.set('Device', 'web');
    headers.set('X-Gateway-Version', '3');
    options.headers = headers;
  },
});

function isEnvelope(data: unknown): data is Envelope<unknown> {
  return typeof data === 'object' && data !== null && 'success' in data;
}

export function apiFailure(errorCode: string, value: unknown = null): ApiFailure {
  return { errorCode, value: value ?? null };
}

/** A failure already in the plain shape (`{ errorCode }` with a code), not an Error carrying one. */
function isPlainFailure(error: unknown): error is { errorCode: string; value?: unknown } {
  return (
    typeof error === 'object' &&
    error !== null &&
    !(error instanceof Error) &&
    typeof (error as { errorCode?: unknown }).errorCode === 'string' &&
    (error as { errorCode: string }).errorCode !== ''
  );
}

/**
 * Maps whatever went wrong to `{ errorCode, value }` and nothing else: the envelope of an HTTP
 * error body is kept, an HTTP status without one is folded into the code.
 */
export function toApiFailure(error: unknown): ApiFailure {
  if (isPlainFailure(error)) return apiFailure(error.errorCode, error.value);
  if (error instanceof FetchError) {
    const data: unknown = error.data;
    if (isEnvelope(data) && data.errorCode) return apiFailure(data.errorCode, data.value);
    const status = error.response?.status;
    if (!status) return apiFailure('network.error');
    return apiFailure(status >= 500 ? 'system.error' : `http.${status}`);
  }
  // the payload codec names its failures `payload.*`
  if (error instanceof Error && error.message.startsWith('payload.')) return apiFailure(error.message);
  return apiFailure('network.error');
}

/**
 * Runs a call with its mapping to the chart's shape: whatever goes wrong (the call, or an answer
 * the mapping cannot read) rejects as `{ errorCode, value }`, with beside it what `details` reads of
 * the failure for a chart that needs more than the code (a captcha, a wait, suggested games).
 */
export async function withPlainFailure<T>(run: () => Promise<T>, details?: (failure: ApiFailure) => object): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const failure = toApiFailure(error);
    throw details ? { ...failure, ...details(failure) } : failure;
  }
}

function authHeaders(token: boolean): Record<string, string> {
  if (!token) return {};
  const value = readToken();
  return value ? { Authorization: value } : {};
}

/** Text body of an unenveloped GET (the RSA modulus). */
export function getText(path: string): Promise<string> {
  return withPlainFailure(() => http(path, { method: 'GET', responseType: 'text', headers: { 'Cache-Control': 'no-store' } }));
}

/** A `/wps` call: resolves with `value`, rejects with `{ errorCode, value }`. */
export async function callApi<T>(path: string, options: CallOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = authHeaders(options.token ?? false);
  let body: unknown = options.body;
  try {
    if (options.encrypt) {
      // The codec (WebCrypto glue) is only needed by a few calls: keep it out of the home chunk.
      const codec = await import('./payload-codec');
      const sealed = await codec.sealRequest(method, path, options.body ?? {}, () => getText(`/wps/session/key/rsa?t=${Date.now()}`));
      body = sealed.body;
      headers.Encryption = sealed.encryption;
    }
    // a public read the page already carries the answer to (boot-answers.ts) costs no round trip
    const inlined = method === 'GET' && !options.token && !options.encrypt ? takeBootAnswer(readLanguageCode(), path, options.query) : undefined;
    const data =
      inlined ??
      (await http<unknown>(path, {
        method,
        headers,
        query: options.query,
        body: body === undefined ? undefined : (body as Record<string, unknown>),
      }));
    if (!isEnvelope(data)) return data as T;
    if (!data.success) throw apiFailure(data.errorCode ?? 'system.error', data.value);
    return data.value as T;
  } catch (error) {
    const failure = toApiFailure(error);
    if (options.encrypt && failure.errorCode === 'payload.invalid') {
      // The server key may have been replaced: fetch it again on the next sealed call.
      const codec = await import('./payload-codec');
      codec.forgetServerKey();
    }
    throw failure;
  }
}

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
