/** The two cookie operations the gateway needs, without a cookie plugin. */
import { paramError } from './envelope';
import { isStorable, NOT_ALLOWED } from './storable-text';

/**
 * A cookie value percent-decoded; null when absent or not decodable. The Cookie header itself is
 * checked with every header, but `%00` becomes NUL only here, so a decoded value the database
 * cannot store is refused here, like any other input (storable-text.ts).
 */
export function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) {
      let value: string;
      try {
        value = decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return null;
      }
      if (!isStorable(value)) throw paramError({ [`cookie.${name}`]: NOT_ALLOWED });
      return value;
    }
  }
  return null;
}

/** `sameSite: 'Lax'` only for a cookie that must survive a provider's redirect back (social login). */
export function serializeCookie(
  name: string,
  value: string,
  options: { maxAgeSeconds: number; secure: boolean; sameSite?: 'Strict' | 'Lax' },
): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    `Max-Age=${options.maxAgeSeconds}`,
    'HttpOnly',
    `SameSite=${options.sameSite ?? 'Strict'}`,
  ];
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}
