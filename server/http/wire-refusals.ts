/**
 * Refusals made by Fastify, its static plugin or Node's HTTP parser rather than by a route. Their
 * own answers are off the contract (Fastify's `{ error, message, statusCode }`, which for a bad URL
 * echoes the path back). Here each becomes the /wps envelope with a fixed, true message
 * (MESSAGES in envelope.ts) that repeats nothing the client sent.
 */
import type { Socket } from 'node:net';
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { refusal } from './envelope';
import type { Envelope, MessageCode } from './envelope';
import { setRefusalHeaders } from './security-headers';

export interface WireRefusal {
  status: number;
  body: Envelope<null>;
}

const refused = (status: number, code: MessageCode): WireRefusal => ({ status, body: refusal(code) });

/** Fastify's own error codes (node_modules/fastify/lib/errors.js) that a client can cause. */
const BY_FASTIFY_CODE: Record<string, MessageCode> = {
  FST_ERR_BAD_URL: 'request.url.invalid',
  FST_ERR_MAX_PARAM_LENGTH: 'request.url.too.long',
  FST_ERR_CTP_BODY_TOO_LARGE: 'request.body.too.large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'request.content.type.unsupported',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'request.body.length.mismatch',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'request_body_required',
  FST_ERR_CTP_INVALID_JSON_BODY: 'request.body.invalid',
  FST_ERR_NOT_FOUND: 'not.found',
};

/**
 * Refusals without a Fastify code, by status. They come from the static files (@fastify/send):
 * 403 is its answer to a path climbing out of the folder (`/assets/../x`) or naming a hidden file,
 * 416 an unsatisfiable range, 412 a failed precondition; 400 without a code is a body stream that
 * broke off.
 */
const BY_STATUS: Record<number, MessageCode> = {
  400: 'request.invalid',
  403: 'request.path.forbidden',
  404: 'not.found',
  412: 'request.precondition.failed',
  413: 'request.body.too.large',
  414: 'request.url.too.long',
  415: 'request.content.type.unsupported',
  416: 'request.range.invalid',
};

/** The envelope for a 4xx error thrown by the framework or a plugin; null for anything else (a 500). */
export function frameworkRefusal(error: { code?: unknown; statusCode?: unknown }): WireRefusal | null {
  const status = typeof error.statusCode === 'number' ? error.statusCode : 0;
  if (status < 400 || status >= 500) return null;
  const byCode = typeof error.code === 'string' ? BY_FASTIFY_CODE[error.code] : undefined;
  return refused(status, byCode ?? BY_STATUS[status] ?? 'request.refused');
}

/**
 * Fastify's `frameworkErrors` option: errors met while routing (an address that does not decode, a
 * parameter over the length limit), before any route, hook or error handler exists for the request,
 * so the headers every reply carries are set here.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const answer = frameworkRefusal(error) ?? refused(500, 'system.error');
  setRefusalHeaders(reply);
  reply.status(answer.status).type('application/json; charset=utf-8').send(JSON.stringify(answer.body));
}

/** Node's parser errors (`clientError`), by the code Node gives them. */
function clientRefusal(code: string | undefined): WireRefusal {
  if (code === 'HPE_HEADER_OVERFLOW') return refused(431, 'request.headers.too.large');
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return refused(408, 'request.timeout');
  if (code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW') return refused(413, 'request.body.too.large');
  return refused(400, 'request.malformed');
}

/**
 * A whole HTTP response as bytes: on a parser error there is no request or reply object to use.
 * The answer to a HEAD request has the headers a GET's would have and no body (RFC 9110 §9.3.2).
 */
export function rawResponse(answer: WireRefusal, options: { head?: boolean } = {}): string {
  const body = JSON.stringify(answer.body);
  return [
    `HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status] ?? 'Error'}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'X-Content-Type-Options: nosniff',
    'Connection: close',
    '',
    options.head ? '' : body,
  ].join('\r\n');
}

/** Whether the bytes the parser refused began a HEAD request (Node hands them over as `rawPacket`). */
const isHeadRequest = (error: { rawPacket?: unknown }) =>
  Buffer.isBuffer(error.rawPacket) && error.rawPacket.subarray(0, 5).toString('latin1') === 'HEAD ';

/**
 * Fastify's `clientErrorHandler` option (Node's `clientError` event): a request the HTTP parser
 * refused (a broken request or header line, NUL or control characters in a header), headers over
 * the size limit, a request that took too long to arrive. As Node's own handler does, nothing is
 * written on a reset connection or once a response on this connection has begun (it would corrupt
 * that response); the connection is then closed, since the parser cannot resynchronise.
 */
export function answerClientError(error: Error & { code?: string; rawPacket?: unknown }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) socket.write(rawResponse(clientRefusal(error.code), { head: isHeadRequest(error) }));
  socket.destroy(error);
}
