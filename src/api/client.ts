/**
 * The one HTTP client of the SPA. Adds the gateway headers, unwraps the `{ success, value }`
 * envelope and turns every failure (business, HTTP, network, payload codec) into one plain
 * `{ errorCode, value }` object, so the charts only ever see error codes and a recorded trace
 * holds the failure as it was (a class instance would serialise to `{}`).
 */
import type { FetchError } from 'ofetch';
import type { Envelope } from '../../wire/envelope.schemas';
import { takeBootAnswer } from './boot-answers';
import { readLanguageCode, readToken } from './request-context';

/**
 * The HTTP transport (ofetch, ./transport.ts), loaded with the first call that goes to the network:
 * the public reads a first visit starts with come inside the page (boot-answers.ts), so home's first
 * screen needs no HTTP library at all.
 */
export const loadTransport = () => import('./transport');

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

export function isEnvelope(data: unknown): data is Envelope<unknown> {
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

/** ofetch's failure, known without loading ofetch: its class is named so and carries the response. */
function isFetchError(error: unknown): error is FetchError {
  return error instanceof Error && error.name === 'FetchError';
}

/**
 * Maps whatever went wrong to `{ errorCode, value }` and nothing else: the envelope of an HTTP
 * error body is kept, an HTTP status without one is folded into the code.
 */
export function toApiFailure(error: unknown): ApiFailure {
  if (isPlainFailure(error)) return apiFailure(error.errorCode, error.value);
  if (isFetchError(error)) {
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

/** A `request_param_err`'s refused fields by name (the gateway's words), for `withPlainFailure`'s details. */
export function refusedFieldsOf(failure: ApiFailure): { fields?: Record<string, string> } {
  const fields = (failure.value as { fields?: unknown } | null)?.fields;
  return fields && typeof fields === 'object' ? { fields: fields as Record<string, string> } : {};
}

export function authHeaders(token: boolean): Record<string, string> {
  if (!token) return {};
  const value = readToken();
  return value ? { Authorization: value } : {};
}

/** A `/wps` call: resolves with `value`, rejects with `{ errorCode, value }`. */
export async function callApi<T>(path: string, options: CallOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = authHeaders(options.token ?? false);
  let body: unknown = options.body;
  try {
    if (options.encrypt) {
      // The codec (WebCrypto glue) is only needed by a few calls: keep it out of the home chunk.
      const [codec, { http }] = await Promise.all([import('./payload-codec'), loadTransport()]);
      // the server's key: plain text, never cached (a failure is mapped below like any other)
      const sealed = await codec.sealRequest(method, path, options.body ?? {}, () =>
        http(`/wps/session/key/rsa?t=${Date.now()}`, { responseType: 'text' }),
      );
      body = sealed.body;
      headers.Encryption = sealed.encryption;
    }
    // a public read the page already carries the answer to (boot-answers.ts) costs no round trip
    const inlined = method === 'GET' && !options.token && !options.encrypt ? takeBootAnswer(readLanguageCode(), path, options.query) : undefined;
    const data =
      inlined ??
      (await (
        await loadTransport()
      ).http<unknown>(path, {
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
