/**
 * Response headers for every reply, and the per-request CSP nonce for the SPA's index.html.
 */
import { randomBytes } from 'node:crypto';

export function contentSecurityPolicy(nonce: string | null): string {
  const script = nonce ? `script-src 'self' 'nonce-${nonce}'` : `script-src 'self'`;
  return [
    `default-src 'self'`,
    script,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data:`,
    `connect-src 'self'`,
    `frame-ancestors 'self'`,
    `object-src 'none'`,
    `base-uri 'self'`,
  ].join('; ');
}

export const newNonce = () => randomBytes(16).toString('base64');

export const STATIC_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/** Adds the nonce to every script and link tag of the built index.html. */
export function injectNonce(html: string, nonce: string): string {
  return html.replace(/<(script|link)(?![^>]*\snonce=)/gi, `<$1 nonce="${nonce}"`);
}
