/**
 * Text the database cannot store, found anywhere in a request value.
 *
 * PostgreSQL (and PGlite, the same code) refuses NUL in text ("invalid byte sequence for encoding
 * UTF8: 0x00") and in jsonb ("unsupported Unicode escape sequence"). A UTF-16 half without its pair
 * cannot be written as UTF-8 at all: the drivers store it as U+FFFD in text (the visitor's input
 * silently changed) and jsonb refuses its escape. Every other code point is stored as sent, so only
 * these two are refused. Checked at the edge for every request (request-hooks.ts), so no route has
 * to remember it and the database never sees such text.
 */
import { paramError } from './envelope';

export const NOT_ALLOWED = 'contains a character that is not allowed';

// with the `u` flag a proper pair is one code point, so \p{Cs} matches only a half on its own
const UNSTORABLE = /[\0\p{Cs}]/u;

/** The refusal names fields; a name longer or stranger than this is input we do not echo back. */
const ECHOABLE_NAME = /^[\w$-]{1,64}$/;

/** A request value holds at most a few thousand strings (64 KiB bodies); this bounds the answer. */
const MAX_FIELDS = 10;

export const isStorable = (text: string): boolean => !UNSTORABLE.test(text);

/**
 * Every field holding unstorable text, by its path (`profile.names.1`, the style of zod's paths),
 * or `root` for the value itself. A field *name* that is unstorable, or not fit to echo, is
 * reported as its parent. Walked breadth-first with a list, not by recursion: a deeply nested
 * JSON body cannot overflow the call stack.
 */
export function unstorableFields(value: unknown, root: string): Record<string, string> {
  const fields: Record<string, string> = {};
  const pending: Array<{ value: unknown; path: string }> = [{ value, path: '' }];
  for (let next = 0; next < pending.length && Object.keys(fields).length < MAX_FIELDS; next += 1) {
    const { value: current, path } = pending[next];
    if (typeof current === 'string') {
      if (!isStorable(current)) fields[path || root] = NOT_ALLOWED;
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        if (!isStorable(key)) fields[path || root] = NOT_ALLOWED;
        const named = ECHOABLE_NAME.test(key) ? (path ? `${path}.${key}` : key) : path;
        pending.push({ value: child, path: named });
      }
    }
  }
  return fields;
}

/** Throws 400 request_param_err naming each field that holds unstorable text. */
export function refuseUnstorableText(value: unknown, root: string): void {
  const fields = unstorableFields(value, root);
  if (Object.keys(fields).length > 0) throw paramError(fields);
}
