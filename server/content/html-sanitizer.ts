/**
 * Strict allow-list sanitiser for operator HTML (notices, promotions, help, messages), run when
 * content is published so the database never holds anything else. The client sanitises again with
 * DOMPurify before rendering.
 *
 * Nothing of the input is passed through: the markup is tokenised and rebuilt from scratch, so
 * every tag in the output is one of ALLOWED_TAGS with only its allowed attributes (values decoded,
 * checked and re-escaped), every other `<`, `>` and `&` of the text is escaped, and tags are balanced.
 * Elements that carry code or foreign content (script, style, iframe, svg, ...) are dropped with
 * everything inside them; other unknown tags are dropped and their text kept.
 */

const ALLOWED_TAGS = new Set([
  'a',
  'b',
  'blockquote',
  'br',
  'caption',
  'div',
  'em',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'li',
  'ol',
  'p',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
  's',
]);

const VOID_TAGS = new Set(['br', 'hr', 'img']);

/** Dropped together with their content: code, styles, embedded documents, forms, foreign markup. */
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'noscript',
  'noembed',
  'noframes',
  'template',
  'textarea',
  'select',
  'option',
  'title',
  'xmp',
  'plaintext',
  'svg',
  'math',
  'head',
  'button',
  'form',
]);

const ALLOWED_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href', 'title', 'target'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan'],
  '*': ['title'],
};

const URL_ATTRIBUTES = new Set(['href', 'src']);

export const MAX_HTML_LENGTH = 100_000;

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/**
 * Decodes character references the way attribute values are read. Exactness is not what keeps the
 * output safe: the decoded value is what gets checked and re-escaped, so the browser reads exactly
 * the checked string. An unknown reference simply stays literal text.
 */
function decodeEntities(value: string): string {
  return value.replace(/&(?:#[xX]([0-9a-fA-F]+);?|#(\d+);?|([A-Za-z][A-Za-z0-9]*);)/g, (whole, hex?: string, dec?: string, name?: string) => {
    if (name !== undefined) return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
    const code = hex !== undefined ? Number.parseInt(hex, 16) : Number.parseInt(dec ?? '', 10);
    return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (value: string) => escapeText(value).replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Text keeps well-formed character references; any other `&`, and every `<` and `>`, is escaped. */
function cleanText(text: string): string {
  return text
    .replace(/&(?!(#[xX][0-9a-fA-F]{1,6}|#\d{1,7}|[A-Za-z][A-Za-z0-9]{1,31});)/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** http(s), mailto, a path of this site, or an in-page anchor; nothing a browser could run. */
export function safeUrl(raw: string): string | null {
  // browsers drop tabs and line breaks anywhere in a URL ("java\tscript:") and trim the ends
  const url = decodeEntities(raw)
    .replace(/[\t\n\r]/g, '')
    .replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  if (url === '' || url.length > 2048 || /[\u0000-\u001f\u007f-\u009f]/.test(url)) return null;
  if (/^https?:\/\/[^/\\]/i.test(url) || /^mailto:[^\s]+$/i.test(url)) return url;
  if (/^\/(?![/\\])/.test(url) || /^#[\w-]*$/.test(url)) return url;
  return null;
}

interface Attribute {
  name: string;
  value: string;
}

/** Parses the attribute part of a start tag (everything between the name and `>`). */
function parseAttributes(source: string): Attribute[] {
  const attributes: Attribute[] = [];
  const pattern = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  for (const match of source.matchAll(pattern)) {
    attributes.push({ name: match[1].toLowerCase(), value: match[2] ?? match[3] ?? match[4] ?? '' });
  }
  return attributes;
}

function renderStartTag(tag: string, attributes: Attribute[]): string {
  const allowed = new Set([...(ALLOWED_ATTRIBUTES[tag] ?? []), ...ALLOWED_ATTRIBUTES['*']]);
  const kept = new Map<string, string>();
  for (const { name, value } of attributes) {
    if (!allowed.has(name) || kept.has(name)) continue;
    if (URL_ATTRIBUTES.has(name)) {
      const url = safeUrl(value);
      if (url !== null) kept.set(name, url);
    } else if (name === 'target') {
      if (value.toLowerCase() === '_blank') kept.set(name, '_blank');
    } else if (name === 'width' || name === 'height' || name === 'colspan' || name === 'rowspan') {
      if (/^\d{1,4}$/.test(value)) kept.set(name, value);
    } else {
      kept.set(name, decodeEntities(value).slice(0, 500));
    }
  }
  // a link never hands the site's window to the page it opens
  if (tag === 'a' && kept.has('href')) kept.set('rel', 'noopener noreferrer');
  if (tag === 'a' && !kept.has('href')) kept.delete('target');
  const rendered = [...kept].map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`).join('');
  return `<${tag}${rendered}>`;
}

/** The allow-listed rebuild of `input`; idempotent (sanitising the output changes nothing). */
export function sanitizeHtml(input: string): string {
  const source = input.length > MAX_HTML_LENGTH ? input.slice(0, MAX_HTML_LENGTH) : input;
  const out: string[] = [];
  const open: string[] = [];
  let at = 0;
  while (at < source.length) {
    const lt = source.indexOf('<', at);
    if (lt < 0) {
      out.push(cleanText(source.slice(at)));
      break;
    }
    out.push(cleanText(source.slice(at, lt)));
    if (source.indexOf('>', lt) < 0) {
      // no tag can end any more: the rest is text (and scanning it once per `<` would be quadratic)
      out.push(cleanText(source.slice(lt)));
      break;
    }
    const rest = source.slice(lt);
    if (rest.startsWith('<!--')) {
      const end = source.indexOf('-->', lt + 4);
      at = end < 0 ? source.length : end + 3;
      continue;
    }
    if (/^<[!?]/.test(rest)) {
      // doctype, CDATA, processing instruction: dropped
      const end = source.indexOf('>', lt);
      at = end < 0 ? source.length : end + 1;
      continue;
    }
    const endTag = /^<\/([A-Za-z][A-Za-z0-9-]*)[^>]*>/.exec(rest);
    if (endTag) {
      const tag = endTag[1].toLowerCase();
      const index = open.lastIndexOf(tag);
      if (index >= 0) {
        // close what was left open inside it too, so the output stays balanced
        for (const inner of open.splice(index).reverse()) out.push(`</${inner}>`);
      }
      at = lt + endTag[0].length;
      continue;
    }
    const startTag = /^<([A-Za-z][A-Za-z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/.exec(rest);
    if (!startTag) {
      out.push('&lt;');
      at = lt + 1;
      continue;
    }
    const tag = startTag[1].toLowerCase();
    at = lt + startTag[0].length;
    if (DROP_WITH_CONTENT.has(tag)) {
      const close = new RegExp(`</${tag}[^>]*>`, 'i').exec(source.slice(at));
      at = close ? at + close.index + close[0].length : source.length;
      continue;
    }
    if (!ALLOWED_TAGS.has(tag)) continue;
    out.push(renderStartTag(tag, parseAttributes(startTag[2])));
    if (!VOID_TAGS.has(tag)) open.push(tag);
  }
  for (const tag of open.reverse()) out.push(`</${tag}>`);
  return out.join('');
}

/** Plain text fields (titles, summaries): no markup at all, trimmed, bounded. */
export function plainText(input: string, maxLength = 200): string {
  return input
    .replace(/<[^>]*>/g, ' ')
    .replace(/[\u0000-\u001f\u007f<>]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, maxLength);
}
