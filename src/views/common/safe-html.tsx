/**
 * Server HTML (notices, news, help entries, promotion details, agent announcements) rendered only
 * after DOMPurify has sanitised it in the browser (ARCHITECTURE §5): the gateway sanitised it when
 * it was published, but the page does not trust the wire. One policy for every such block:
 * scripts, event-handler attributes, inline styles, `javascript:` links, frames and forms never
 * reach the DOM, and a link that opens a new tab gets no handle on this page.
 */
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

// its own DOMPurify instance, so the link hook touches no other user of the library
const purifier = DOMPurify(typeof window === 'undefined' ? undefined : window);
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
});

export function sanitizeHtml(html: string): string {
  return purifier.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
    FORBID_ATTR: ['style'],
  });
}

export function SafeHtml({ html, className = 'rich-text' }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitised by DOMPurify just above
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
