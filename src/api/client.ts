/**
 * The one HTTP client of the SPA. Adds the gateway headers, unwraps the `{ success, value }`
 * envelope and turns every failure (business, HTTP, network) into an ApiError carrying a code, so
 * the charts only ever see error codes.
 */
import { FetchError, ofetch } from 'ofetch';
import type { Envelope } from '../../wire/envelope.schemas';
import { takeBootAnswer } from './boot-answers';
import { readLanguageCode, readMerchantCode, readToken } from './request-context';

export class ApiError extends Error {
  readonly status: number;
  readonly errorCode: string;
  readonly value: unknown;

  constructor(status: number, errorCode: string, message: string, value: unknown = null) {
    super(message || errorCode);
    this.name = 'ApiError';
    this.status = status;
    this.errorCode = errorCode;
    this.value = value;
  }
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

/** Maps whatever went wrong to an ApiError; the envelope of an HTTP error body is kept. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof FetchError) {
    const status = error.response?.status ?? 0;
    const data: unknown = error.data;
    if (isEnvelope(data) && data.errorCode) {
      return new ApiError(status, data.errorCode, data.message ?? '', data.value ?? null);
    }
    if (!error.response) return new ApiError(0, 'network.error', error.message);
    return new ApiError(status, status >= 500 ? 'system.error' : `http.${status}`, error.message);
  }
  if (error instanceof Error && error.message.startsWith('payload.')) {
    return new ApiError(0, error.message, error.message);
  }
  return new ApiError(0, 'network.error', error instanceof Error ? error.message : String(error));
}

function authHeaders(token: boolean): Record<string, string> {
  if (!token) return {};
  const value = readToken();
  return value ? { Authorization: value } : {};
}

/** Text body of an unenveloped GET (the RSA modulus). */
export async function getText(path: string): Promise<string> {
  try {
    return await http(path, { method: 'GET', responseType: 'text', headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    throw toApiError(error);
  }
}

/** A `/wps` call: resolves with `value`, rejects with ApiError. */
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
    if (!data.success) {
      throw new ApiError(200, data.errorCode ?? 'system.error', data.message ?? '', data.value ?? null);
    }
    return data.value as T;
  } catch (error) {
    const apiError = toApiError(error);
    if (options.encrypt && apiError.errorCode === 'payload.invalid') {
      // The server key may have been replaced: fetch it again on the next sealed call.
      const codec = await import('./payload-codec');
      codec.forgetServerKey();
    }
    throw apiError;
  }
}
