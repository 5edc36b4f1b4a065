/**
 * Server HTML (notices, news) rendered only after DOMPurify has sanitised it in the browser
 * (ARCHITECTURE §5): the gateway sanitised it when it was published, but the page does not trust
 * the wire. Scripts, event-handler attributes, `javascript:` links, frames and forms never reach
 * the DOM; links that open a new tab get no handle on this page.
 */
import { useMemo } from 'react';
import DOMPurify from 'dompurify';

let hooked = false;

function purifier() {
  if (!hooked) {
    hooked = true;
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
    });
  }
  return DOMPurify;
}

export function sanitizeHtml(html: string): string {
  return purifier().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
    FORBID_ATTR: ['style'],
  });
}

export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitised by DOMPurify just above
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
