/**
 * zod at the edge: a failed parse becomes 400 request_param_err with one short message per field
 * (`required` for a missing or empty value, else the schema's own message).
 */
import type { z } from 'zod';
import { ApiError, paramError } from './envelope';

function issueMessage(issue: z.core.$ZodIssue): string {
  // zod 4 leaves `input` out of issues, so a missing value is recognised by its message
  if (issue.code === 'invalid_type' && /received (undefined|null)$/.test(issue.message)) return 'required';
  if (issue.code === 'too_small' && issue.origin === 'string' && issue.minimum === 1) return 'required';
  return issue.message;
}

export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.map(String).join('.') : 'body';
    fields[field] ??= issueMessage(issue);
  }
  return fields;
}

/** Parses a request body; an absent body is request_body_required rather than a field error. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  if (body === undefined || body === null || body === '') throw ApiError.of(400, 'request_body_required');
  const result = schema.safeParse(body);
  if (!result.success) throw paramError(fieldErrorsOf(result.error));
  return result.data;
}

export function parseQuery<S extends z.ZodType>(schema: S, query: unknown): z.infer<S> {
  const result = schema.safeParse(query ?? {});
  if (!result.success) throw paramError(fieldErrorsOf(result.error));
  return result.data;
}
