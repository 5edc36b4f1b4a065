/**
 * Every answer of the in-process gateway, checked against its route's schemas in wire/ (the route
 * table, wire/index.ts): a /wps answer is the envelope, with `value` as the route says on success
 * and a failure's value as its code says where the table names one; an unenveloped JSON answer is
 * the route's body (or its error shape off 2xx); a page, picture or text answers with its content
 * type, and refuses with the failure envelope. An answer that matches no route (404, an address
 * that does not decode) is the failure envelope when it is JSON.
 *
 * test-gateway.ts runs the check on every reply and records what is off here; the server suite's
 * setup file (wire-violations.setup.ts) fails the test during which it happened.
 */
import { z } from 'zod';
import { wireRouteOf } from '../../../wire';
import type { WireAnswer, WireRoute } from '../../../wire';
import { COMMON_FAILURES, failureEnvelope, successEnvelope } from '../../../wire/envelope.schemas';

export interface WireReply {
  status: number;
  /** the content-type header, '' when none */
  contentType: string;
  /** the location header of a redirect, '' when none */
  location: string;
  /** the text of the body; null when it is not text in memory (a file stream) */
  body: string | null;
}

/** What the answer was, for a test that wants every route answered at least once. */
export type WireOutcome = 'value' | 'failure' | 'body' | 'error' | 'page' | 'empty';

export interface WireVerdict {
  outcome: WireOutcome;
  problems: string[];
}

const PAGE_TYPES: Record<'text' | 'html' | 'svg' | 'picture' | 'csv', RegExp> = {
  text: /^text\/plain\b/,
  csv: /^text\/csv\b/,
  html: /^text\/html\b/,
  svg: /^image\/svg\+xml\b/,
  picture: /^image\/(svg\+xml|webp)\b/,
};

const isJson = (contentType: string) => /^application\/json\b/.test(contentType);

function schemaProblems(what: string, schema: z.ZodType, data: unknown): string[] {
  const result = schema.safeParse(data);
  return result.success ? [] : [`${what}: ${z.prettifyError(result.error).replace(/\n/g, '; ')}`];
}

/** A failure envelope, and its value when the route (or every route) says what a failure of that code carries. */
function failureProblems(data: unknown, failures: Readonly<Record<string, z.ZodType>> = {}): string[] {
  const problems = schemaProblems('failure envelope', failureEnvelope, data);
  if (problems.length) return problems;
  const { errorCode, value } = data as z.output<typeof failureEnvelope>;
  const valueSchema = failures[errorCode] ?? COMMON_FAILURES[errorCode];
  return valueSchema ? schemaProblems(`value of ${errorCode}`, valueSchema, value) : [];
}

function parsed(reply: WireReply): { data: unknown } | { problem: string } {
  try {
    return { data: JSON.parse(reply.body ?? '') };
  } catch {
    return { problem: `a ${reply.contentType} body that is not JSON` };
  }
}

function checkJson(answer: WireAnswer, reply: WireReply, data: unknown): WireVerdict {
  const ok = reply.status >= 200 && reply.status < 300;
  if (answer.kind === 'envelope') {
    if ((data as { success?: unknown } | null)?.success === true) {
      const problems = schemaProblems('envelope', successEnvelope(answer.value), data);
      if (reply.status !== 200) problems.push(`a success with HTTP ${reply.status}`);
      return { outcome: 'value', problems };
    }
    return { outcome: 'failure', problems: failureProblems(data, answer.failures) };
  }
  if (answer.kind === 'json') {
    if (ok) return { outcome: 'body', problems: schemaProblems('body', answer.body, data) };
    return { outcome: 'error', problems: answer.error ? schemaProblems('error', answer.error, data) : failureProblems(data) };
  }
  // a page, picture or text refuses with the envelope
  const problems = failureProblems(data);
  if (ok) problems.push(`JSON where the route answers ${answer.kind}`);
  return { outcome: 'failure', problems };
}

function checkPage(answer: Exclude<WireAnswer, { kind: 'envelope' | 'json' }>, reply: WireReply): WireVerdict {
  const problems: string[] = [];
  if (answer.kind === 'redirect') {
    // the provider's address, or the popup page saying why not
    const redirected = reply.status >= 300 && reply.status < 400 && reply.location !== '';
    if (!redirected && !PAGE_TYPES.html.test(reply.contentType))
      problems.push(`HTTP ${reply.status} ${reply.contentType}: neither a redirect nor the popup page`);
  } else if (answer.kind !== 'static' && !PAGE_TYPES[answer.kind].test(reply.contentType)) {
    problems.push(`${reply.contentType || 'no content type'} where the route answers ${answer.kind}`);
  }
  return { outcome: 'page', problems };
}

/**
 * The verdict on one reply. `route` is the table's entry (undefined when the table has none);
 * `matched` says whether Fastify routed the request at all.
 */
export function checkWireReply(route: WireRoute | undefined, matched: boolean, reply: WireReply): WireVerdict {
  if (route?.answer.kind === 'redirect' && !isJson(reply.contentType)) return checkPage(route.answer, reply);
  if (reply.body === '' || reply.status === 204 || reply.status === 304) return { outcome: 'empty', problems: [] };
  if (!route) {
    // a route a test added for itself is its own business; no route at all answers the envelope
    if (matched || !isJson(reply.contentType) || reply.body === null) return { outcome: 'page', problems: [] };
    const read = parsed(reply);
    return { outcome: 'failure', problems: 'problem' in read ? [read.problem] : failureProblems(read.data) };
  }
  if (isJson(reply.contentType) && reply.body !== null) {
    const read = parsed(reply);
    if ('problem' in read) return { outcome: 'error', problems: [read.problem] };
    return checkJson(route.answer, reply, read.data);
  }
  if (route.answer.kind === 'envelope' || route.answer.kind === 'json') {
    return { outcome: 'page', problems: [`${reply.contentType || 'no content type'} where the route answers JSON`] };
  }
  return checkPage(route.answer, reply);
}

/** The route table's entry of a request as Fastify routed it (`request.routeOptions.url`, undefined when unrouted). */
export const wireRouteFor = (method: string, routeUrl: string | undefined) => (routeUrl === undefined ? undefined : wireRouteOf(method, routeUrl));

const violations: string[] = [];

export function recordWireViolation(request: string, problems: string[]): void {
  violations.push(`${request}: ${problems.join(' | ')}`);
}

/** The violations recorded since the last call, cleared. */
export function takeWireViolations(): string[] {
  return violations.splice(0, violations.length);
}
