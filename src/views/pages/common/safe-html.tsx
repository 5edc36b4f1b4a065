/**
 * Server HTML (help entries, promotion details, notices) rendered only after DOMPurify: the
 * gateway sanitised it when it was published, and the page sanitises it again because another
 * gateway may not have (ARCHITECTURE §5).
 */
import DOMPurify from 'dompurify';

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}

export function SafeHtml({ html, className }: { html: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitised by DOMPurify in the same expression
  return <div className={className ?? 'rich-text'} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}
