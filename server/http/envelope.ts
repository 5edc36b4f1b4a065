/**
 * The /wps response envelope `{ success, value, errorCode?, message? }` and the one error type that
 * handlers throw to answer with a non-200 status. Messages are safe to show; never internals.
 */

export interface Envelope<T = unknown> {
  success: boolean;
  value: T;
  errorCode?: string;
  message?: string;
}

export const ok = <T>(value: T): Envelope<T> => ({ success: true, value });

/** A business failure: HTTP 200 with success:false (login failed, wrong old password, …). */
export const failure = <T = null>(errorCode: string, message: string, value: T = null as T): Envelope<T> => ({
  success: false,
  value,
  errorCode,
  message,
});

export const MESSAGES = {
  request_body_required: 'Request body required',
  'payload.encryption.required': 'This request must be encrypted',
  'payload.invalid': 'The request could not be read',
  'payload.stale': 'The request has expired; check your device clock',
  'payload.replayed': 'The request was already received',
  'login.not.session': 'Please log in first',
  'password.change.required': 'Please change your password first',
  'function.not.available': 'This function is not available',
  'system.maintenance': 'The site is under maintenance',
  'region.blocked': 'This site is not available in your region',
  'not.found': 'Not found',
  TOO_MANY_REQUESTS: 'Too many requests, please try again later',
  'system.error': 'System error',
  'system.closing': 'The server is restarting; please try again',
  // refusals made before a route runs (server/http/wire-refusals.ts): true, and never echoing input
  'request.malformed': 'Malformed request',
  'request.url.invalid': 'The address could not be read',
  'request.url.too.long': 'The address is too long',
  'request.headers.too.large': 'Request headers too large',
  'request.timeout': 'The request took too long to arrive',
  'request.body.too.large': 'Request body too large',
  'request.body.length.mismatch': 'The request body does not match its announced length',
  'request.body.invalid': 'The request body could not be read',
  'request.content.type.unsupported': 'Unsupported content type',
  'request.path.forbidden': 'Forbidden path',
  'request.range.invalid': 'The requested range cannot be served',
  'request.precondition.failed': 'Precondition failed',
  'request.invalid': 'Bad request',
  'request.refused': 'The request was refused',
} as const;

export type MessageCode = keyof typeof MESSAGES;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    readonly value: unknown = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  static of(status: number, errorCode: MessageCode, value: unknown = null): ApiError {
    return new ApiError(status, errorCode, MESSAGES[errorCode], value);
  }
}

/** The failure envelope of a refusal with one of the fixed messages. */
export const refusal = (errorCode: MessageCode): Envelope<null> => failure(errorCode, MESSAGES[errorCode]);

/** 400 request_param_err naming the first field, with every field in value.fields. */
export function paramError(fields: Record<string, string>): ApiError {
  const [first] = Object.entries(fields);
  const message = first ? `${first[0]}: ${first[1]}` : 'Invalid request';
  return new ApiError(400, 'request_param_err', message, { fields });
}
