/**
 * Answers the gateway put into the page itself (`<script type="application/json" id="boot-answers">`,
 * server/http/boot-page.ts): its replies to the public calls the site makes as it starts (system
 * status, announcements, vendors, help), so the first screen does not wait a round trip for each.
 * Each answer is used once, by the first identical call; every later call asks the gateway.
 */

/** A call's identity: its path and its query pairs in name order, decoded. */
export function bootAnswerKey(path: string, query?: Record<string, string | number | undefined>): string {
  const url = new URL(path, 'http://boot.invalid');
  const pairs = [...url.searchParams.entries()];
  for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined) pairs.push([name, String(value)]);
  pairs.sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1));
  return `${url.pathname}?${pairs.map(([name, value]) => `${name}=${value}`).join('&')}`;
}

interface BootAnswers {
  /** the language code (`Language` header) the answers were made in */
  language: string;
  answers: Record<string, unknown>;
}

let answers: Map<string, unknown> | null = null;

/** The page's answers, read once; only those made in the visitor's language count. */
function readAnswers(language: string): Map<string, unknown> {
  if (answers) return answers;
  answers = new Map();
  const element = typeof document === 'undefined' ? null : document.getElementById('boot-answers');
  if (!element?.textContent) return answers;
  try {
    const parsed = JSON.parse(element.textContent) as Partial<BootAnswers> | null;
    if (parsed?.language === language && parsed.answers && typeof parsed.answers === 'object') {
      for (const [key, body] of Object.entries(parsed.answers)) answers.set(key, body);
    }
  } catch {
    // a page without usable answers simply asks the gateway
  }
  element.remove();
  return answers;
}

/** The inlined body of this call in `language`, once; `undefined` when the page has none for it. */
export function takeBootAnswer(language: string, path: string, query?: Record<string, string | number | undefined>): unknown {
  const all = readAnswers(language.toUpperCase());
  if (all.size === 0) return undefined;
  const key = bootAnswerKey(path, query);
  const body = all.get(key);
  all.delete(key);
  return body;
}
