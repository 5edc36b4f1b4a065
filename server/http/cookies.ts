/** The two cookie operations the gateway needs, without a cookie plugin. */

export function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** `sameSite: 'Lax'` only for a cookie that must survive a provider's redirect back (social login). */
export function serializeCookie(name: string, value: string, options: { maxAgeSeconds: number; secure: boolean; sameSite?: 'Strict' | 'Lax' }): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', `Max-Age=${options.maxAgeSeconds}`, 'HttpOnly', `SameSite=${options.sameSite ?? 'Strict'}`];
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}
