/**
 * Strict allow-list sanitiser for operator HTML (notices, promotions, help, messages), run when
 * content is published so the database never holds anything else. The client sanitises again with
 * DOMPurify before rendering.
 *
 * The parsing is sanitize-html's (htmlparser2, the parser a browser-grade sanitiser needs): nothing
 * of the input is passed through, the markup is rebuilt so that every tag in the output is one of
 * ALLOWED_TAGS with only its allowed attributes (URLs checked by `safeUrl`, numbers by pattern), all
 * text is escaped and tags are balanced. Elements that carry code or foreign content (script,
 * style, iframe, svg, ...) are dropped with everything inside them; other unknown tags are dropped
 * and their text kept.
 */
import sanitize from 'sanitize-html';
import type { IOptions } from 'sanitize-html';

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

const NUMBER = /^\d{1,4}$/;

/** Each kept attribute's value checked by what it means; the rest dropped. */
function keptAttributes(tag: string, attributes: Record<string, string>): Record<string, string> {
  const allowed = new Set([...(ALLOWED_ATTRIBUTES[tag] ?? []), ...ALLOWED_ATTRIBUTES['*']]);
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(attributes)) {
    if (!allowed.has(name)) continue;
    if (URL_ATTRIBUTES.has(name)) {
      const url = safeUrl(value);
      if (url !== null) kept[name] = url;
    } else if (name === 'target') {
      if (value.toLowerCase() === '_blank') kept[name] = '_blank';
    } else if (name === 'width' || name === 'height' || name === 'colspan' || name === 'rowspan') {
      if (NUMBER.test(value)) kept[name] = value;
    } else {
      kept[name] = value.slice(0, 500);
    }
  }
  // a link never hands the site's window to the page it opens
  if (tag === 'a' && kept.href !== undefined) kept.rel = 'noopener noreferrer';
  if (tag === 'a' && kept.href === undefined) delete kept.target;
  return kept;
}

const OPTIONS: IOptions = {
  allowedTags: [...ALLOWED_TAGS],
  // every attribute reaches keptAttributes, which decides; sanitize-html then escapes what is kept
  allowedAttributes: false,
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  disallowedTagsMode: 'discard',
  nonTextTags: [...DROP_WITH_CONTENT],
  allowVulnerableTags: false,
  parser: { lowerCaseTags: true, lowerCaseAttributeNames: true, decodeEntities: true },
  transformTags: {
    '*': (tagName, attribs) => ({ tagName, attribs: keptAttributes(tagName, attribs) }),
  },
  // a picture whose address was refused shows nothing: no empty <img> is kept
  exclusiveFilter: (frame) => frame.tag === 'img' && frame.attribs.src === undefined,
};

/** The allow-listed rebuild of `input`; idempotent (sanitising the output changes nothing). */
export function sanitizeHtml(input: string): string {
  return sanitize(input.length > MAX_HTML_LENGTH ? input.slice(0, MAX_HTML_LENGTH) : input, OPTIONS);
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
